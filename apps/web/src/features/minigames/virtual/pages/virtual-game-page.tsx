import '../../minigames.css';
import '../../minigame-bets.css';
import '../virtual.css';
import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import type { VirtualGameView } from '@hanpan/core/api/virtual';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '../../../../components/error-state.tsx';
import { NotFoundScreen } from '../../../../components/not-found-screen.tsx';
import { PageFrame } from '../../../../components/page-frame.tsx';
import { SkeletonLines } from '../../../../components/skeleton-lines.tsx';
import { describeSportsError } from '../../../../lib/sports-request-error.ts';
import { useClockAt } from '../../../../lib/use-clock-at.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { useMinigameBets } from '../../api/get-minigame-bets.ts';
import { todaysBets } from '../../bet-rules.ts';
import { TodaysBets } from '../../components/todays-bets.tsx';
import { useMinigameBetsSettled } from '../../hooks/use-bets-settled.ts';
import { useVirtualGames, useVirtualLeague, useVirtualRounds } from '../api/virtual-api.ts';
import { EventCard } from '../components/event-card.tsx';
import { EventStage } from '../components/event-stage.tsx';
import { EventTabs } from '../components/event-tabs.tsx';
import { GameRules } from '../components/game-rules.tsx';
import { LeagueTable } from '../components/league-table.tsx';
import { ResultsList } from '../components/results-list.tsx';
import { SlipBar } from '../components/slip-bar.tsx';
import { SlipConfirmDialog } from '../components/slip-confirm-dialog.tsx';
import { SlipPanel } from '../components/slip-panel.tsx';
import { bettableEvents, clockInstantsOf, isGameStale, stageEventOf } from '../event-select.ts';
import { useRefetchVirtualWhileStale, useVirtualRealtime } from '../hooks/use-virtual-realtime.ts';
import { useVirtualSlip } from '../hooks/use-virtual-slip.ts';
import { slipLineId } from '../place-virtual-slip.ts';
import {
  isRaceKind,
  type VirtualGameEntry,
  virtualGameEntries,
  virtualGameOf,
  virtualGamePath,
} from '../virtual-games.ts';

/** A visitor's bets, one array, so the cards' memo holds across renders. */
const noBets: readonly MinigameBetView[] = [];

/** /games/bet365/{slug}: one virtual game with its running event, the events open for bets, the slip and the results. */
export function VirtualGamePage() {
  const { pathname } = useLocation();
  const entry = virtualGameOf(pathname.split('/').filter(Boolean).at(-1) ?? '');
  if (!entry) return <NotFoundScreen />;
  return <GameView key={entry.slug} entry={entry} />;
}

function GameView({ entry }: { entry: VirtualGameEntry }) {
  const { data, error, refetch, dataUpdatedAt } = useVirtualGames();
  const game = data?.list.find((item) => item.gameType === entry.gameType)?.virtual;
  // The page renders again only when an event closes, finishes or goes stale and at KST midnight (today's
  // bets): the countdowns tick on their own, so a second's tick re-renders no card.
  const now = useClockAt(game ? clockInstantsOf(game, Date.now()) : []);
  useVirtualRealtime([entry.gameType]);
  const isMember = useUserStore((state) => state.status === 'member');
  const bets = useMinigameBets(isMember);
  useMinigameBetsSettled(isMember);
  useRefetchVirtualWhileStale(game ? isGameStale(game, now) : false, dataUpdatedAt);
  return (
    <PageFrame title={entry.name} subtitle="가상게임 · 시각은 한국 시간(KST)">
      <nav className="mg-tabs vg-games-nav" aria-label="가상게임">
        {virtualGameEntries.map((item) => (
          <Link
            key={item.slug}
            className="mg-tabs__tab"
            to={virtualGamePath(item)}
            aria-current={item.slug === entry.slug ? 'page' : undefined}
          >
            {item.name}
          </Link>
        ))}
      </nav>
      {error && !data ? (
        <ErrorState message={describeSportsError(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={8} />
      ) : !game ? (
        <p className="mg-empty">이 게임은 현재 운영하지 않습니다.</p>
      ) : (
        <GameBody entry={entry} game={game} now={now} bets={(isMember && bets.data?.list) || noBets}>
          {isMember && (
            <TodaysBets
              bets={bets.data ? todaysBets(bets.data.list, now, [entry.gameType]) : undefined}
              isError={bets.isError}
              onRetry={() => void bets.refetch()}
            />
          )}
        </GameBody>
      )}
    </PageFrame>
  );
}

type GameBodyProps = {
  entry: VirtualGameEntry;
  game: VirtualGameView;
  now: number;
  /** The member's latest bets (empty for a visitor): their picks are marked on the prices. */
  bets: readonly MinigameBetView[];
  children?: ReactNode;
};

function GameBody({ entry, game, now, bets, children }: GameBodyProps) {
  const rounds = useVirtualRounds(entry.gameType);
  const isMatch = !isRaceKind(entry.kind);
  const league = useVirtualLeague(entry.gameType, isMatch);
  const held = useMemo(() => new Set(bets.map((bet) => slipLineId(bet.gameUid, bet.pick))), [bets]);
  const slip = useVirtualSlip(held);
  const slipId = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const events = bettableEvents(game, now);
  const event = events.find((item) => item.roundKey === chosen) ?? events[0];
  const list = rounds.data?.list ?? [];
  return (
    <>
      <div className="vg-game" data-testid="virtual-game" data-game-type={entry.gameType}>
        <div className="vg-game__main">
          <EventStage game={game} event={stageEventOf(game, list)} now={now} />
          {events.length === 0 ? (
            <p className="mg-empty">다음 경기를 준비하고 있습니다.</p>
          ) : (
            <>
              <EventTabs events={events} selected={event?.roundKey} onSelect={setChosen} />
              {event && <EventCard gameName={entry.name} event={event} slip={slip} now={now} />}
            </>
          )}
          <GameRules kind={entry.kind} markets={event?.markets ?? []} />
        </div>
        <aside className="vg-game__side">
          <SlipPanel slip={slip} now={now} slipId={slipId} />
        </aside>
        <div className={`vg-game__history${isMatch ? '' : ' vg-game__history--race'}`}>
          {children && <div className="vg-game__today">{children}</div>}
          {rounds.error && !rounds.data ? (
            <ErrorState message={describeSportsError(rounds.error)} onRetry={() => void rounds.refetch()} />
          ) : (
            <ResultsList rounds={list} />
          )}
          {isMatch && league.data && (
            <LeagueTable rows={league.data.list} hasDraws={entry.kind === 'soccer'} />
          )}
        </div>
        {slip.pending && <SlipConfirmDialog draft={slip.pending.draft} onAnswer={slip.answer} />}
      </div>
      <SlipBar slip={slip} slipId={slipId} />
    </>
  );
}
