import type { StaffReferralReward } from '@hanpan/core/api/referral';
import { formatKstDateTime } from '@hanpan/core/time/kst';
import { DataTable } from '../../../components/data-table.tsx';
import { formatWonText } from '../../../lib/format.ts';

/** Referral rewards: the deposit, both members, the points and whether they were paid. */
export function ReferralRewardsTable({ items }: { items: StaffReferralReward[] }) {
  return (
    <DataTable
      testId="referral-rewards-table"
      head={
        <>
          <th scope="col">번호</th>
          <th scope="col">승인 일시(KST)</th>
          <th scope="col">추천인</th>
          <th scope="col">추천 회원</th>
          <th scope="col">충전 신청</th>
          <th scope="col" className="num">
            충전 금액
          </th>
          <th scope="col" className="num">
            보상 포인트
          </th>
          <th scope="col">상태</th>
          <th scope="col">지급 일시(KST)</th>
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id}>
          <td>{item.id}</td>
          <td className="nowrap">{formatKstDateTime(item.createdAt)}</td>
          <td>{item.referrerLoginId}</td>
          <td>{item.refereeLoginId}</td>
          <td>{item.chargeId}</td>
          <td className="num">{formatWonText(item.depositAmount)}</td>
          <td className="num">{formatWonText(item.amount).replace('원', 'P')}</td>
          <td>{item.status === 'paid' ? '지급 완료' : '지급 대기'}</td>
          <td className="nowrap">{item.paidAt ? formatKstDateTime(item.paidAt) : '-'}</td>
        </tr>
      ))}
    </DataTable>
  );
}
