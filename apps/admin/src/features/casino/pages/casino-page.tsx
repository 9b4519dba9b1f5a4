import { canStaff } from '@hanpan/core/staff-roles';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ForbiddenState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { GamesPanel } from '../components/games-panel.tsx';
import { GgrPanel } from '../components/ggr-panel.tsx';
import { ProvidersPanel } from '../components/providers-panel.tsx';
import { ReconciliationPanel } from '../components/reconciliation-panel.tsx';
import { RoundsPanel, type RoundTransactionsLink } from '../components/rounds-panel.tsx';
import { TransactionsPanel } from '../components/transactions-panel.tsx';
import '../casino.css';

const sections = [
  { value: 'providers', label: '게임사' },
  { value: 'games', label: '게임' },
  { value: 'rounds', label: '라운드' },
  { value: 'transactions', label: '지갑 거래' },
  { value: 'reconciliation', label: '정산 대사' },
  { value: 'ggr', label: 'GGR' },
] as const;

type Section = (typeof sections)[number]['value'];

const sectionOf = (value: string | null): Section =>
  sections.find((section) => section.value === value)?.value ?? 'providers';

/** 카지노 관리: providers, games, rounds, wallet transactions, the daily reconciliation and GGR. */
export function CasinoPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'casino.view');
  const canManage = canStaff(me.role, 'casino.manage');
  const [params, setParams] = useSearchParams();
  const section = sectionOf(params.get('tab'));
  const [flash, showFlash] = useFlash();
  // A round's 거래 link opens 지갑 거래 on that round (a new key starts the panel from it).
  const [roundLink, setRoundLink] = useState<RoundTransactionsLink | null>(null);
  const choose = (next: Section) => {
    if (next !== 'transactions') setRoundLink(null);
    setParams(next === 'providers' ? {} : { tab: next });
  };

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="카지노 관리" />
      <Tabs label="카지노 관리 메뉴" choices={sections} value={section} onChange={choose} />
      <Flash message={flash} />
      <div className="casino-section" data-testid={`casino-section-${section}`}>
        {section === 'providers' && <ProvidersPanel canManage={canManage} onDone={showFlash} />}
        {section === 'games' && <GamesPanel canManage={canManage} onDone={showFlash} />}
        {section === 'rounds' && (
          <RoundsPanel
            onShowTransactions={(link) => {
              setRoundLink(link);
              setParams({ tab: 'transactions' });
            }}
          />
        )}
        {section === 'transactions' && (
          <TransactionsPanel key={roundLink?.roundId ?? 'all'} initial={roundLink} />
        )}
        {section === 'reconciliation' && <ReconciliationPanel />}
        {section === 'ggr' && <GgrPanel />}
      </div>
    </>
  );
}
