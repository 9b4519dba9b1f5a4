import { LoadingState } from '../components/states.tsx';
import { LoginScreen } from '../features/staff/index.ts';
import { describeError } from '../lib/staff-client.ts';
import { useStaffSession } from '../lib/staff-session.ts';
import { AdminShell } from './shell/admin-shell.tsx';

/**
 * Shows the login screen until /me says the staff member is logged in, then the shell. The URL
 * stays as it was, so after logging in (again) the same page opens.
 */
export function SessionGate() {
  const session = useStaffSession();
  if (session.isPending) {
    return (
      <main className="login-page">
        <LoadingState label="관리자 정보를 확인하는 중입니다…" />
      </main>
    );
  }
  if (session.isError) {
    return (
      <main className="login-page">
        <div className="state state--error" role="alert">
          <span>{describeError(session.error)}</span>
          <button type="button" className="btn btn--sm" onClick={() => void session.refetch()}>
            다시 시도
          </button>
        </div>
      </main>
    );
  }
  const state = session.data;
  if (state.status === 'in') return <AdminShell me={state.me} />;
  if (state.status === 'totp') return <LoginScreen key="totp" initialStep={state.step} />;
  return (
    <LoginScreen
      key="out"
      initialStep={null}
      notice={state.isExpired ? '로그인이 만료되었습니다. 다시 로그인해 주세요.' : undefined}
    />
  );
}
