import type { StaffMinigameGame, StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { Fragment, useState } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { Pager } from '../../../components/pager.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states.tsx';
import { formatWonText } from '../../../lib/format.ts';
import { useMinigameRounds } from '../api/minigames.ts';
import {
  describeVirtualCard,
  describeVirtualResult,
  isVoidablePlayingEvent,
  virtualEventStateOf,
  virtualEventStateText,
  virtualEventStateTone,
  voidableVirtualEvent,
} from '../virtual-text.ts';
import { VirtualCardDetail } from './virtual-card-detail.tsx';
import { VoidRoundDialog } from './void-round-dialog.tsx';

type VirtualEventsPanelProps = {
  game: StaffMinigameGame;
  canManage: boolean;
  onDone: (message: string) => void;
};

/**
 * A virtual game's events, newest first: round key, state, off time (KST), field, result, the seed hash
 * (commitment) and the seed once drawn, stakes, payouts and GGR; a row opens its card and full result.
 * An open event can be voided (적특) by a manager: every stake refunded, through the mini-game void; so
 * can a drawn event still playing with bets (its bets not yet settled refunded).
 */
export function VirtualEventsPanel({ game, canManage, onDone }: VirtualEventsPanelProps) {
  const [page, setPage] = useState(1);
  const [voiding, setVoiding] = useState<StaffMinigameRound | null>(null);
  const [openKey, setOpenKey] = useState<string | null>(null);
  const rounds = useMinigameRounds({ gameType: game.gameType, page });
  const now = new Date();
  const columns = canManage ? 13 : 12;
  const voidableKey = voidableVirtualEvent(rounds.data?.items ?? []);
  return (
    <section className="panel" aria-label={`${game.name} 이벤트`} data-testid="virtual-events">
      <div className="toolbar">
        <h2 className="panel__title">{game.name} 이벤트</h2>
        <button type="button" className="btn btn--sm" onClick={() => void rounds.refetch()}>
          새로고침
        </button>
      </div>
      {rounds.isPending && <LoadingState />}
      {rounds.isError && <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />}
      {rounds.data && rounds.data.items.length === 0 && <EmptyState>아직 이벤트가 없습니다.</EmptyState>}
      {rounds.data && rounds.data.items.length > 0 && (
        <>
          <DataTable
            className="table table--compact"
            testId="virtual-event-table"
            head={
              <>
                <th scope="col">회차</th>
                <th scope="col">상태</th>
                <th scope="col">출발 (KST)</th>
                <th scope="col">출전</th>
                <th scope="col">결과</th>
                <th scope="col">시드 해시</th>
                <th scope="col">시드</th>
                <th scope="col">베팅 수</th>
                <th scope="col">베팅금</th>
                <th scope="col">당첨금</th>
                <th scope="col">GGR</th>
                <th scope="col">상세</th>
                {canManage && <th scope="col">관리</th>}
              </>
            }
          >
            {rounds.data.items.map((round) => {
              const event = round.virtual;
              const state = virtualEventStateOf(round, now);
              const isOpen = openKey === round.roundKey;
              return (
                <Fragment key={round.roundKey}>
                  <tr data-testid="virtual-event-row">
                    <td className="num">{round.roundKey}</td>
                    <td>
                      <span className={`status status--${virtualEventStateTone[state]}`}>
                        {virtualEventStateText[state]}
                      </span>
                    </td>
                    <td>{formatKstDateTime(round.drawAt)}</td>
                    <td>{event ? describeVirtualCard(event.card) : '-'}</td>
                    <td>{event ? describeVirtualResult(event.card, event.result) : '-'}</td>
                    <td className="ellipsis mono" title={round.commitment}>
                      {round.commitment.slice(0, 12)}…
                    </td>
                    <td className="ellipsis mono" title={round.seed ?? undefined}>
                      {round.seed ? `${round.seed.slice(0, 12)}…` : '공개 전'}
                    </td>
                    <td className="num">{round.betCount.toLocaleString('ko-KR')}</td>
                    <td className="num">{formatWonText(round.totalStake)}</td>
                    <td className="num">{formatWonText(round.totalPayout)}</td>
                    <td className={`num${round.ggr !== null && round.ggr < 0 ? ' num--negative' : ''}`}>
                      {round.ggr === null ? '-' : formatWonText(round.ggr)}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn--sm"
                        aria-expanded={isOpen}
                        onClick={() => setOpenKey(isOpen ? null : round.roundKey)}
                      >
                        {isOpen ? '닫기' : '보기'}
                      </button>
                    </td>
                    {canManage && (
                      <td className="actions">
                        {(round.roundKey === voidableKey || isVoidablePlayingEvent(round, now)) && (
                          <button
                            type="button"
                            className="btn btn--sm btn--danger-ghost"
                            onClick={() => setVoiding(round)}
                          >
                            적특
                          </button>
                        )}
                      </td>
                    )}
                  </tr>
                  {isOpen && event && (
                    <tr data-testid="virtual-event-detail">
                      <td colSpan={columns}>
                        <VirtualCardDetail round={round} event={event} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </DataTable>
          <Pager
            page={rounds.data.page}
            pageSize={rounds.data.pageSize}
            total={rounds.data.total}
            onPage={setPage}
          />
          <p className="muted small">
            GGR = 베팅금 - 당첨금(적특 환불 포함). 경기 중인 이벤트는 정산이 끝나야 GGR이 나옵니다. 적특은
            아직 출발하지 않은 이벤트 중 가장 먼저 출발하는 이벤트부터 할 수 있습니다(베팅 전액 환불).
            출발했지만 정산이 끝나지 않은 경기 중 이벤트도 적특할 수 있습니다(정산되지 않은 베팅 환불).
          </p>
        </>
      )}
      {voiding && (
        <VoidRoundDialog game={game} round={voiding} onClose={() => setVoiding(null)} onDone={onDone} />
      )}
    </section>
  );
}
