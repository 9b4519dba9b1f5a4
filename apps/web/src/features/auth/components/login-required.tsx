import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { useUserStore } from '../../../lib/user-store.ts';
import { useAuthDialogStore } from '../stores/auth-dialog-store.ts';

/** Shows `children` to members; asks a visitor to log in (the button opens the login dialog). */
export function LoginRequired({ children }: { children: ReactNode }) {
  const status = useUserStore((state) => state.status);
  const openDialog = useAuthDialogStore((state) => state.open);
  if (status === 'unknown') {
    return (
      <div className="state">
        <Spinner label="로그인 상태 확인 중" />
      </div>
    );
  }
  if (status === 'guest') {
    return (
      <div className="login-required">
        <p className="login-required__title">로그인이 필요한 서비스입니다</p>
        <p className="login-required__text">회원 로그인 후 이용하실 수 있습니다.</p>
        <div className="login-required__actions">
          <button type="button" className="btn btn--primary" onClick={() => openDialog('login')}>
            로그인하기
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => openDialog('join')}>
            새 계정 만들기
          </button>
        </div>
      </div>
    );
  }
  return <>{children}</>;
}
