import { type CasinoCategory, casinoCategoryText, casinoGameKindText } from '@hanpan/core/api/casino';
import type { StaffCasinoGameView } from '@hanpan/core/api/staff-casino';
import { useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { formatBp } from '../../../lib/report-figures.ts';
import { useCasinoGames } from '../api/get-games.ts';
import { GameDialog } from './game-dialog.tsx';

type GamesPanelProps = { canManage: boolean; onDone: (message: string) => void };

const lobbyChoices = [
  { value: 'all', label: '전체' },
  { value: 'casino', label: casinoCategoryText.casino },
  { value: 'slot', label: casinoCategoryText.slot },
] as const;

/** 게임: every game with its lobby, order, switch and theoretical RTP; 설정 edits them with a reason. */
export function GamesPanel({ canManage, onDone }: GamesPanelProps) {
  const [lobby, setLobby] = useState<'all' | CasinoCategory>('all');
  const games = useCasinoGames(lobby === 'all' ? {} : { category: lobby });
  const [editing, setEditing] = useState<StaffCasinoGameView | null>(null);
  return (
    <>
      <div className="toolbar">
        <Tabs label="로비" choices={lobbyChoices} value={lobby} onChange={setLobby} />
      </div>
      {games.isPending && <LoadingState />}
      {games.isError && <ErrorState error={games.error} onRetry={() => void games.refetch()} />}
      {games.data && games.data.list.length === 0 && <EmptyState>등록된 게임이 없습니다.</EmptyState>}
      {games.data && games.data.list.length > 0 && (
        <DataTable
          className="table table--compact"
          testId="casino-game-table"
          head={
            <>
              <th scope="col" className="num">
                순서
              </th>
              <th scope="col">게임</th>
              <th scope="col">게임사</th>
              <th scope="col">로비</th>
              <th scope="col">종류</th>
              <th scope="col" className="num">
                이론 RTP
              </th>
              <th scope="col">운영</th>
              <th scope="col">관리</th>
            </>
          }
        >
          {games.data.list.map((game) => (
            <tr key={game.id} data-testid={`casino-game-${game.code}`}>
              <td className="num">{game.sortOrder}</td>
              <td>
                {game.name} <span className="muted small">{game.code}</span>
              </td>
              <td>{game.providerName}</td>
              <td>{casinoCategoryText[game.category]}</td>
              <td>{casinoGameKindText[game.kind]}</td>
              <td className="num">{formatBp(game.rtpBp)}</td>
              <td>
                <span className={`status status--${game.isEnabled ? 'active' : 'disabled'}`}>
                  {game.isEnabled ? '노출' : '중지'}
                </span>
              </td>
              <td className="actions">
                {canManage ? (
                  <button type="button" className="btn btn--sm" onClick={() => setEditing(game)}>
                    설정
                  </button>
                ) : (
                  <span className="muted small">조회 전용</span>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      {editing && <GameDialog game={editing} onClose={() => setEditing(null)} onDone={onDone} />}
    </>
  );
}
