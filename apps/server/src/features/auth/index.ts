// The auth feature's public module: what other features and the composition roots may use of it.

export type { NotifyUserContextChanged } from './events.ts';
export { createAuthEvents, createUserContextNotifier, forwardSessionEndsToRealtime } from './events.ts';
export type { JoinService } from './join-service.ts';
export { createJoinService } from './join-service.ts';
export { createLoginHistoryPruneJob } from './login-history-prune.ts';
export { createMemberReads } from './member-reads.ts';
export { requireMember, sessionPolicy } from './policy.ts';
export { createRealtimeAuthenticator } from './realtime-routes.ts';
export { registerAuthRoutes, registerSessionHooks } from './routes.ts';
export type { MemberToAdd } from './seed-accounts.ts';
export {
  addMember,
  addPartner,
  findMemberIdByLoginId,
  findPartnerIdByJoinCode,
  hasAnyMember,
} from './seed-accounts.ts';
export type { AuthService, SignInCheck } from './service.ts';
export { createAuthService } from './service.ts';
export {
  findOpenSessionHash,
  listMemberLogins,
  listOpenSessions,
  listOtherOpenSessionHashes,
  readSessionStart,
} from './session-reads.ts';
