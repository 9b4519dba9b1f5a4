import type { ReferralReferee, ReferralReward } from '@hanpan/core/api/referral';
import { referralText } from '@hanpan/core/api/referral';
import { formatWon } from '@hanpan/core/money/amount';
import { formatKstMinute, kstNote } from '@hanpan/core/time/kst';
import { EmptyState } from '../../../components/empty-state.tsx';

/** The members who joined with the member's code: masked nick, join date (KST), qualified or not. */
export function RefereeTable({ referees }: { referees: ReferralReferee[] }) {
  if (referees.length === 0) return <EmptyState>{referralText.noReferees}</EmptyState>;
  return (
    <table className="history-table referral-table" data-testid="referee-table">
      <thead>
        <tr>
          <th scope="col">닉네임</th>
          <th scope="col" title={kstNote}>
            가입일(KST)
          </th>
          <th scope="col">보상 대상</th>
        </tr>
      </thead>
      <tbody>
        {referees.map((referee, index) => (
          // Masked nicks repeat; the list order (newest first) is stable for a render.
          // biome-ignore lint/suspicious/noArrayIndexKey: no id is sent for another member
          <tr key={index} data-testid="referee-row">
            <td data-label="닉네임">{referee.nick}</td>
            <td data-label="가입일">{referee.joinedOn}</td>
            <td data-label="보상 대상">
              {referee.isQualified ? referralText.qualified : referralText.notQualified}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The points earned from referees' deposits, newest first, with their total. */
export function RewardTable({ rewards, total }: { rewards: ReferralReward[]; total: number }) {
  if (rewards.length === 0) return <EmptyState>{referralText.noRewards}</EmptyState>;
  return (
    <>
      <p className="referral-total" data-testid="reward-total">
        총 보상 <strong>{formatWon(total)}P</strong>
      </p>
      <table className="history-table referral-table" data-testid="reward-table">
        <thead>
          <tr>
            <th scope="col" title={kstNote}>
              일시(KST)
            </th>
            <th scope="col">추천 회원</th>
            <th scope="col" className="history-table__amount">
              충전 금액
            </th>
            <th scope="col" className="history-table__amount">
              보상
            </th>
            <th scope="col">상태</th>
          </tr>
        </thead>
        <tbody>
          {rewards.map((reward) => (
            <tr key={reward.id} data-testid="reward-row">
              <td data-label="일시">{formatKstMinute(reward.createdAt)}</td>
              <td data-label="추천 회원">{reward.refereeNick}</td>
              <td data-label="충전 금액" className="history-table__amount">
                {formatWon(reward.depositAmount)}원
              </td>
              <td data-label="보상" className="history-table__amount">
                {formatWon(reward.amount)}P
              </td>
              <td data-label="상태">{reward.isPaid ? referralText.paid : referralText.pending}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
