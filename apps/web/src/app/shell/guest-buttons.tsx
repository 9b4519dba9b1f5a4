import { useAuthDialogStore } from '../../features/auth/stores/auth-dialog-store.ts';

/** The visitor's '로그인' and '회원가입' header buttons. */
export function GuestButtons() {
  const open = useAuthDialogStore((state) => state.open);
  return (
    <div className="guest-buttons">
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => open('login')}>
        로그인
      </button>
      <button type="button" className="btn btn--primary btn--sm" onClick={() => open('join')}>
        회원가입
      </button>
    </div>
  );
}
