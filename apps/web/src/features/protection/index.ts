// The member site's player protection (issue 27): what other features and the shell may use.
export { DepositLimitAsk } from './components/deposit-limit-ask.tsx';
export { JoinDepositLimit } from './components/join-deposit-limit.tsx';
export { LimitsTab } from './components/limits-tab.tsx';
export { RealityCheck } from './components/reality-check.tsx';
export { RestrictionsTab } from './components/restrictions-tab.tsx';
export { SessionClock } from './components/session-clock.tsx';
export type { JoinLimitChoice } from './join-limit-choice.ts';
export { noJoinLimit, readJoinLimitChoice } from './join-limit-choice.ts';
