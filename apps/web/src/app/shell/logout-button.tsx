import { useLogout } from '../../features/auth/api/logout.ts';

/** The '로그아웃' button: ends the session and reloads home. */
export function LogoutButton({ className = 'btn btn--ghost btn--sm' }: { className?: string }) {
  const logout = useLogout();
  return (
    <button type="button" className={className} onClick={() => logout.mutate()} disabled={logout.isPending}>
      로그아웃
    </button>
  );
}
