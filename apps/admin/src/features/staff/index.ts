// The staff feature's public module: the login screen and 로그아웃 the app shell shows.

export { useLogout } from './api/logout.ts';
export { LoginScreen } from './components/login-screen.tsx';
