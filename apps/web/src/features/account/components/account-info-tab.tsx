import type { AccountInfo } from '@hanpan/core/api/account';
import { levelLabel } from '@hanpan/core/level';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAccountInfo } from '../api/get-account-info.ts';

/** 회원정보 as read: phone and bank account come masked from the server. */
export function AccountInfoView({ info }: { info: AccountInfo }) {
  const rows: [string, string][] = [
    ['아이디', info.loginId],
    ['닉네임', info.nick],
    ['회원 레벨', levelLabel(info.pointGrade)],
    ['가입일', info.joinedOn],
    ['휴대폰', info.phone],
    ['출금 계좌', `${info.bankName} ${info.bankAccount}`],
    ['예금주', info.bankHolder],
  ];
  return (
    <dl className="account-info" data-testid="account-info">
      {rows.map(([label, value]) => (
        <div key={label} className="account-info__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The 회원정보 tab. */
export function AccountInfoTab() {
  const info = useAccountInfo();
  if (info.isPending) return <SkeletonLines count={4} label="회원정보를 불러오는 중" />;
  if (info.isError || !info.data)
    return <ErrorState message="회원정보를 불러오지 못했습니다." onRetry={() => void info.refetch()} />;
  return (
    <>
      <AccountInfoView info={info.data} />
      <p className="field__hint">출금 계좌 변경은 고객센터로 문의해 주세요.</p>
    </>
  );
}
