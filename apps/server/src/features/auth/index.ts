// The auth feature's public module: what other features and the composition roots may use of it.

export type { NotifyUserContextChanged } from './events.ts';
export { createAuthEvents, createUserContextNotifier, forwardSessionEndsToRealtime } from './events.ts';
export type { JoinService } from './join-service.ts';
export { createJoinService } from './join-service.ts';
export { createMemberReads } from './member-reads.ts';
export { requireMember, sessionPolicy } from './policy.ts';
export { createRealtimeAuthenticator } from './realtime-routes.ts';
export type { NewMember } from './repository.ts';
export { createAuthRepository } from './repository.ts';
export { registerAuthRoutes, registerSessionHooks } from './routes.ts';
export type { AuthService } from './service.ts';
export { createAuthService } from './service.ts';
export { createSmsRepository } from './sms-repository.ts';
