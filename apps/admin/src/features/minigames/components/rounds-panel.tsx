import type { StaffMinigameGame, StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { useEffect, useRef, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useMinigameRounds } from '../api/minigames.ts';
import { describeSummary } from '../round-summary.ts';
import { VoidRoundDialog } from './void-round-dialog.tsx';

const statusText = { open: '진행 중', drawn: '추첨 완료', void: '무효' } as const;
const statusTone = { open: 'pending', drawn: 'approved', void: 'rejected' } as const;

type RoundsPanelProps = {
  game: StaffMinigameGame;
  canManage: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
};

/**
 * One game's rounds, newest first, a page at a time, with their bets' count, stakes and payouts; the
 * seed only once a round is closed. An open round can be voided (회차 취소, 적특) by a manager.
 */
export function RoundsPanel({ game, canManage, onClose, onDone }: RoundsPanelProps) {
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<StaffMinigameRound | null>(null);
  const rounds = useMinigameRounds({ gameType: game.gameType, page });
  const ref = useRef<HTMLElement>(null);
  // The panel opens below a long games table: bring it into view.
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, never an effect's cleanup.
    void ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section ref={ref} className="panel" aria-label={`${game.name} 회차`} data-testid="minigame-rounds">
      <div className="toolbar">
        <h2 className="panel__title">
          {game.lobbyName} · {game.name} 회차
        </h2>
        <button type="button" className="btn btn--sm" onClick={onClose}>
          닫기
        </button>
      </div>
      {rounds.isPending && <LoadingState />}
      {rounds.isError && <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />}
      {rounds.data && rounds.data.items.length === 0 && <EmptyState>아직 회차가 없습니다.</EmptyState>}
      {rounds.data && rounds.data.items.length > 0 && (
        <>
          <DataTable
            testId="minigame-round-table"
            head={
              <>
                <th scope="col">회차</th>
                <th scope="col">상태</th>
                <th scope="col">마감 (KST)</th>
                <th scope="col">추첨 (KST)</th>
                <th scope="col">결과</th>
                <th scope="col">시드 해시</th>
                <th scope="col">시드</th>
                <th scope="col">베팅 수</th>
                <th scope="col">베팅금</th>
                <th scope="col">당첨금</th>
                {canManage && <th scope="col">관리</th>}
              </>
            }
          >
            {rounds.data.items.map((round) => (
              <tr key={round.roundKey} data-testid="minigame-round-row">
                <td className="num">{round.roundKey}</td>
                <td>
                  <span className={`status status--${statusTone[round.status]}`}>
                    {statusText[round.status]}
                  </span>
                </td>
                <td>{formatKstDateTime(round.closeAt)}</td>
                <td>{formatKstDateTime(round.drawnAt ?? round.drawAt)}</td>
                <td>{describeSummary(round.summary)}</td>
                <td className="ellipsis mono" title={round.commitment}>
                  {round.commitment.slice(0, 16)}…
                </td>
                <td className="ellipsis mono" title={round.seed ?? undefined}>
                  {round.seed ? `${round.seed.slice(0, 16)}…` : '공개 전'}
                </td>
                <td className="num">{round.betCount.toLocaleString('ko-KR')}</td>
                <td className="num">{formatWonText(round.totalStake)}</td>
                <td className="num">{formatWonText(round.totalPayout)}</td>
                {canManage && (
                  <td className="actions">
                    {round.status === 'open' && (
                      <button
                        type="button"
                        className="btn btn--sm btn--danger-ghost"
                        onClick={() => setVoiding(round)}
                      >
                        회차 취소(적특)
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </DataTable>
          <Pager
            page={rounds.data.page}
            pageSize={rounds.data.pageSize}
            total={rounds.data.total}
            onPage={setPage}
          />
        </>
      )}
      {voiding && (
        <VoidRoundDialog game={game} round={voiding} onClose={() => setVoiding(null)} onDone={onDone} />
      )}
    </section>
  );
}
