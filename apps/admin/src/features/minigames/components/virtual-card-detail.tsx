import type { StaffMinigameRound } from '@hanpan/core/api/staff-minigames';
import type { VirtualEventView } from '@hanpan/core/api/virtual';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import {
  describeRaceForm,
  describeTeamForm,
  describeVirtualResult,
  fullFinishingOrder,
} from '../virtual-text.ts';

type VirtualCardDetailProps = { round: StaffMinigameRound; event: VirtualEventView };

/** One event opened in the events table: its times, full seed and hash, field with ratings, full result. */
export function VirtualCardDetail({ round, event }: VirtualCardDetailProps) {
  const { card } = event;
  const order = fullFinishingOrder(event.result);
  return (
    <div className="virtual-detail">
      <dl className="minigames-limits">
        <div className="minigames-limits__item">
          <dt>마감</dt>
          <dd>{formatKstDateTime(event.closeAt)}</dd>
        </div>
        <div className="minigames-limits__item">
          <dt>출발</dt>
          <dd>{formatKstDateTime(event.drawAt)}</dd>
        </div>
        <div className="minigames-limits__item">
          <dt>종료</dt>
          <dd>{formatKstDateTime(event.finishAt)}</dd>
        </div>
        <div className="minigames-limits__item">
          <dt>gameUid</dt>
          <dd className="mono">{round.gameUid}</dd>
        </div>
      </dl>
      <p className="mono small">시드 해시 {round.commitment}</p>
      <p className="mono small">시드 {round.seed ?? '공개 전'}</p>
      {order && <p>착순 {order}</p>}
      {event.result && <p>결과 {describeVirtualResult(card, event.result)}</p>}
      {'runners' in card ? (
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">번호</th>
              <th scope="col">이름</th>
              <th scope="col">능력치</th>
              <th scope="col">최근 성적</th>
            </tr>
          </thead>
          <tbody>
            {card.runners.map((runner) => (
              <tr key={runner.number}>
                <td className="num">{runner.number}</td>
                <td>{runner.name}</td>
                <td className="num">{runner.rating}</td>
                <td className="num">{describeRaceForm(runner.form)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <table className="table table--compact">
          <thead>
            <tr>
              <th scope="col">구분</th>
              <th scope="col">팀</th>
              <th scope="col">순위</th>
              <th scope="col">공격력</th>
              <th scope="col">수비력</th>
              <th scope="col">최근 경기</th>
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <td>{side === 'home' ? '홈' : '원정'}</td>
                <td>{card[side].name}</td>
                <td className="num">{card[side].position}위</td>
                <td className="num">{card[side].attack}</td>
                <td className="num">{card[side].defence}</td>
                <td>{describeTeamForm(card[side].form)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
