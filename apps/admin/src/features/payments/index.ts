// The payments feature's public module: a deposit or withdrawal status label (the member's history shows it).

export { RequestStatus } from './components/request-queue-table.tsx';
