import type { AccountLogin } from '@hanpan/core/api/account';
import { kstNote } from '@hanpan/core/time/kst';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useAccountLogins } from '../api/get-account-logins.ts';

/** The last 50 sign-in attempts, newest first. */
export function LoginTable({ items }: { items: AccountLogin[] }) {
  if (items.length === 0) return <EmptyState>로그인 기록이 없습니다.</EmptyState>;
  return (
    <table className="history-table account-table" data-testid="login-table">
      <thead>
        <tr>
          <th scope="col" title={kstNote}>
            일시(KST)
          </th>
          <th scope="col">IP</th>
          <th scope="col">기기</th>
          <th scope="col">결과</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id; the list order is stable for a render
          <tr key={index} data-testid="login-row">
            <td data-label="일시" className="history-table__time">
              {item.at}
            </td>
            <td data-label="IP">{item.ip}</td>
            <td data-label="기기">{item.device}</td>
            <td data-label="결과" className={item.isSuccess ? 'account-ok' : 'account-failed'}>
              {item.isSuccess ? '성공' : '실패'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The 로그인 기록 tab. */
export function LoginHistoryTab() {
  const logins = useAccountLogins();
  if (logins.isPending) return <SkeletonLines count={5} label="로그인 기록을 불러오는 중" />;
  if (logins.isError || !logins.data)
    return <ErrorState message="로그인 기록을 불러오지 못했습니다." onRetry={() => void logins.refetch()} />;
  return (
    <>
      <p className="field__hint">최근 50건의 로그인 시도입니다. IP는 일부만 표시됩니다.</p>
      <LoginTable items={logins.data.items} />
    </>
  );
}
