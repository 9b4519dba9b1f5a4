import { virtualGames } from '@hanpan/core/minigames/catalogue';
import { canStaff } from '@hanpan/core/staff-roles';
import { useSearchParams } from 'react-router';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useMinigameGames } from '../api/minigames.ts';
import { VirtualEventsPanel } from '../components/virtual-events-panel.tsx';
import { VirtualMarketsPanel } from '../components/virtual-markets-panel.tsx';
import { VirtualReportPanel } from '../components/virtual-report-panel.tsx';
import { VirtualRosterPanel } from '../components/virtual-roster-panel.tsx';
import { VirtualSettingsPanel } from '../components/virtual-settings-panel.tsx';
import '../minigames.css';

const sections = [
  { value: 'settings', label: '설정 · 마진' },
  { value: 'roster', label: '출전표 · 리그' },
  { value: 'events', label: '이벤트' },
  { value: 'report', label: '일별 GGR' },
] as const;

type Section = (typeof sections)[number]['value'];

const gameChoices = virtualGames.map((game) => ({ value: String(game.gameType), label: game.name }));

/**
 * 가상게임 관리 (issue 25): per game its settings and market margins with RTP, its runners or teams, its
 * events with void, and the daily GGR of every game. The game and the section live in the address.
 */
export function VirtualPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'minigames.view');
  const canManage = canStaff(me.role, 'minigames.manage');
  const games = useMinigameGames(canView);
  const [params, setParams] = useSearchParams();
  const [flash, showFlash] = useFlash();
  const section = sections.find((entry) => entry.value === params.get('tab'))?.value ?? 'settings';
  const gameType = Number(
    gameChoices.find((choice) => choice.value === params.get('game'))?.value ?? gameChoices[0]!.value,
  );
  const entry = virtualGames.find((game) => game.gameType === gameType)!;
  const game = games.data?.list.find((candidate) => candidate.gameType === gameType);
  const choose = (next: { tab?: Section; game?: string }) =>
    setParams({ tab: next.tab ?? section, game: next.game ?? String(gameType) });

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="가상게임 관리" />
      <Tabs label="가상게임 메뉴" choices={sections} value={section} onChange={(tab) => choose({ tab })} />
      {section !== 'report' && (
        <Tabs
          label="가상게임"
          choices={gameChoices}
          value={String(gameType)}
          onChange={(value) => choose({ game: value })}
        />
      )}
      <Flash message={flash} />
      <div data-testid={`virtual-section-${section}`}>
        {section === 'report' && <VirtualReportPanel />}
        {section === 'roster' && (
          <VirtualRosterPanel
            key={gameType}
            gameType={gameType}
            kind={entry.kind}
            canManage={canManage}
            onDone={showFlash}
          />
        )}
        {(section === 'settings' || section === 'events') && games.isPending && <LoadingState />}
        {(section === 'settings' || section === 'events') && games.isError && (
          <ErrorState error={games.error} onRetry={() => void games.refetch()} />
        )}
        {(section === 'settings' || section === 'events') && games.data && !game && (
          <EmptyState>이 게임의 운영 설정이 아직 없습니다.</EmptyState>
        )}
        {section === 'settings' && game && (
          <>
            <VirtualSettingsPanel game={game} canManage={canManage} onDone={showFlash} />
            <VirtualMarketsPanel key={gameType} game={game} canManage={canManage} onDone={showFlash} />
          </>
        )}
        {section === 'events' && game && (
          <VirtualEventsPanel key={gameType} game={game} canManage={canManage} onDone={showFlash} />
        )}
      </div>
    </>
  );
}
