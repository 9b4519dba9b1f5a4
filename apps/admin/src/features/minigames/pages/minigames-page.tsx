import type { StaffMinigameGame } from '@hanpan/core/api/staff-minigames';
import { canStaff } from '@hanpan/core/staff-roles';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { Flash } from '../../../components/flash.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EmptyState, ErrorState, ForbiddenState, LoadingState } from '../../../components/states.tsx';
import { useStaffMe } from '../../../lib/staff-session.ts';
import { useFlash } from '../../../lib/use-flash.ts';
import { useMinigameGames } from '../api/minigames.ts';
import { MarketsPanel } from '../components/markets-panel.tsx';
import { RoundsPanel } from '../components/rounds-panel.tsx';
import { SettingsDialog } from '../components/settings-dialog.tsx';
import { SwitchDialog } from '../components/switch-dialog.tsx';
import { describeMargin } from '../minigame-settings-form.ts';
import '../minigames.css';

const roundStatusText = { open: '진행 중', drawn: '추첨 완료', void: '무효' } as const;

/** The games of each lobby in catalogue order (the server lists them so). */
function byLobby(games: readonly StaffMinigameGame[]): StaffMinigameGame[][] {
  const groups: StaffMinigameGame[][] = [];
  for (const game of games) {
    const last = groups.at(-1);
    if (last && last[0]!.lobbySlug === game.lobbySlug) last.push(game);
    else groups.push([game]);
  }
  return groups;
}

/** 미니게임 관리: every game by lobby with its switch and settings, and each game's rounds. */
export function MinigamesPage() {
  const me = useStaffMe();
  const canView = canStaff(me.role, 'minigames.view');
  const canManage = canStaff(me.role, 'minigames.manage');
  const games = useMinigameGames(canView);
  const [switching, setSwitching] = useState<StaffMinigameGame | null>(null);
  const [editing, setEditing] = useState<StaffMinigameGame | null>(null);
  const [showingRounds, setShowingRounds] = useState<StaffMinigameGame | null>(null);
  const [showingMarkets, setShowingMarkets] = useState<StaffMinigameGame | null>(null);
  const [flash, showFlash] = useFlash();

  // The virtual games have their own page (가상게임 관리): their markets and events are per event.
  const miniGames = games.data?.list.filter((game) => game.family !== 'virtual') ?? [];

  if (!canView) return <ForbiddenState />;
  return (
    <>
      <PageHeader title="미니게임 관리" />
      <Flash message={flash} />
      {games.isPending && <LoadingState />}
      {games.isError && <ErrorState error={games.error} onRetry={() => void games.refetch()} />}
      {games.data && miniGames.length === 0 && <EmptyState>등록된 미니게임이 없습니다.</EmptyState>}
      {games.data && miniGames.length > 0 && (
        <DataTable
          className="table table--compact"
          testId="minigame-table"
          head={
            <>
              <th scope="col">로비</th>
              <th scope="col">게임</th>
              <th scope="col">운영</th>
              <th scope="col">주기</th>
              <th scope="col">마감</th>
              <th scope="col">마진</th>
              <th scope="col">지연 무효</th>
              <th scope="col">최근 회차</th>
              <th scope="col">관리</th>
            </>
          }
        >
          {byLobby(miniGames).map((group) =>
            group.map((game, index) => (
              <tr key={game.gameType} data-testid={`minigame-row-${game.gameType}`}>
                {index === 0 && (
                  <th scope="rowgroup" rowSpan={group.length} className="minigames-lobby">
                    {game.lobbyName}
                  </th>
                )}
                <td>
                  {game.name} <span className="muted small">#{game.gameType}</span>
                </td>
                <td>
                  <span className={`status status--${game.isEnabled ? 'active' : 'disabled'}`}>
                    {game.isEnabled ? '운영 중' : '중지'}
                  </span>
                </td>
                <td className="num">{game.periodMinutes}분</td>
                <td className="num">{game.closeSeconds}초 전</td>
                <td className="num">{describeMargin(game.marginBp)}</td>
                <td className="num">
                  {game.lateVoidSeconds === null ? '없음' : `${game.lateVoidSeconds}초`}
                </td>
                <td>
                  {game.currentRound ? (
                    <span title={formatKstDateTime(game.currentRound.drawAt)}>
                      {game.currentRound.roundKey} · {roundStatusText[game.currentRound.status]}
                    </span>
                  ) : (
                    '-'
                  )}
                </td>
                <td className="actions">
                  <button type="button" className="btn btn--sm" onClick={() => setShowingRounds(game)}>
                    회차
                  </button>
                  <button type="button" className="btn btn--sm" onClick={() => setShowingMarkets(game)}>
                    배당·한도
                  </button>
                  {canManage && (
                    <>
                      <button type="button" className="btn btn--sm" onClick={() => setEditing(game)}>
                        설정
                      </button>
                      <button
                        type="button"
                        className={`btn btn--sm ${game.isEnabled ? 'btn--danger-ghost' : 'btn--primary'}`}
                        onClick={() => setSwitching(game)}
                      >
                        {game.isEnabled ? '끄기' : '켜기'}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            )),
          )}
        </DataTable>
      )}
      {showingMarkets && (
        <MarketsPanel
          key={showingMarkets.gameType}
          game={games.data?.list.find((game) => game.gameType === showingMarkets.gameType) ?? showingMarkets}
          canManage={canManage}
          onClose={() => setShowingMarkets(null)}
          onDone={showFlash}
        />
      )}
      {showingRounds && (
        <RoundsPanel
          key={showingRounds.gameType}
          game={showingRounds}
          canManage={canManage}
          onClose={() => setShowingRounds(null)}
          onDone={showFlash}
        />
      )}
      {switching && <SwitchDialog game={switching} onClose={() => setSwitching(null)} onDone={showFlash} />}
      {editing && <SettingsDialog game={editing} onClose={() => setEditing(null)} onDone={showFlash} />}
    </>
  );
}
