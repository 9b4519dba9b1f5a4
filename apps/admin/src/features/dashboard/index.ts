// The dashboard feature's public module: its query key (the shell's event stream refreshes it).

export { dashboardQueryKey } from './api/get-dashboard.ts';
