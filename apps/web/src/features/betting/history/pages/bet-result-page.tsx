import { useState } from 'react';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { LoginRequired } from '../../../auth/index.ts';
import { BetListPanel } from '../components/bet-list-panel.tsx';
import { CasinoRoundsPanel } from '../components/casino-rounds-panel.tsx';
import { GameTypeTabs } from '../components/game-type-tabs.tsx';
import { type DateRange, quickRangeOf, rangeProblemOf } from '../history-dates.ts';
import { historyTabOf } from '../history-tabs.ts';
import '../bet-history.css';

const panelId = 'bet-history-panel';

/** /result/betResult (members only): the member's bets per game type and their casino and slot rounds. */
export function BetResultPage() {
  return (
    <PageFrame title="베팅내역" subtitle="베팅 접수 시간과 정산 시간은 한국 시간(KST) 기준입니다.">
      <LoginRequired>
        <BetHistory />
      </LoginRequired>
    </PageFrame>
  );
}

function BetHistory() {
  const [tabKey, setTabKey] = useState('prematch');
  const [range, setRange] = useState<DateRange>(() => quickRangeOf('week', new Date()));
  // The last range the API takes: a half-typed one keeps the list as it was.
  const [appliedRange, setAppliedRange] = useState(range);
  const rangeProblem = rangeProblemOf(range);
  const tab = historyTabOf(tabKey);

  const changeRange = (next: DateRange) => {
    setRange(next);
    if (rangeProblemOf(next) === null) setAppliedRange(next);
  };

  const dates = { range, appliedRange, rangeProblem, onRange: changeRange };
  return (
    <div className="bet-history">
      <GameTypeTabs value={tab.key} panelId={panelId} onChange={setTabKey} />
      <div
        id={panelId}
        className="bet-history__panel"
        role="tabpanel"
        aria-labelledby={`history-tab-${tab.key}`}
      >
        {tab.source === 'bets' ? (
          <BetListPanel key={tab.key} gameType={tab.gameType} {...dates} />
        ) : (
          <CasinoRoundsPanel key={tab.key} category={tab.category} gameType={tab.gameType} {...dates} />
        )}
      </div>
    </div>
  );
}
