import {
  checkLoginIdRequestSchema,
  checkNickRequestSchema,
  joinRequestSchema,
  sendSmsRequestSchema,
  signRequestSchema,
} from '@hanpan/core/api/auth';
import { signCode } from '@hanpan/core/api/auth-codes';
import { loginFailedMessage, signInApprovalMessage } from '@hanpan/core/registration/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { deviceIdOf } from '../../lib/http/device-cookie.ts';
import { codeReply, isEnvelope, okReply } from '../../lib/http/envelope.ts';
import { isFromAnotherSite } from '../../lib/http/origin-check.ts';
import { type IssueMessage, parseBody, readBody, refusedTextMessage } from '../../lib/http/parse-body.ts';
import {
  clearSessionCookie,
  readSessionToken,
  type SessionCookieOptions,
  writeSessionCookie,
} from '../../lib/http/session-cookie.ts';
import type { JoinService } from './join-service.ts';
import { requireMember } from './policy.ts';
import { presentDuplicateCheck, presentProfile, presentSmsRequest, presentUserContext } from './present.ts';
import type { AuthService, ProfileRecord } from './service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The session hook reads the member's profile with the session, in one statement. */
    sessionProfile?: boolean;
  }
}

// The profile the session hook read for a route that asked for it.
const sessionProfiles = new WeakMap<FastifyRequest, ProfileRecord>();

/** What the auth routes need. */
export type AuthRouteDeps = {
  auth: AuthService;
  join: JoinService;
  cookie: SessionCookieOptions;
  /** Origins besides the site's own that may act for it (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
};

/**
 * On every API call: resolve the session cookie into `request.member` (clearing a dead cookie),
 * and add the member's userContext to every envelope sent to a logged-in member.
 */
export function registerSessionHooks(api: FastifyInstance, { auth, cookie }: AuthRouteDeps): void {
  api.addHook('onRequest', async (request, reply) => {
    const withProfile = request.routeOptions.config?.sessionProfile === true;
    const authentication = await auth.authenticate(readSessionToken(request), { withProfile });
    request.member = authentication.kind === 'member' ? authentication.member : null;
    if (authentication.kind === 'member' && authentication.profile) {
      sessionProfiles.set(request, authentication.profile);
    }
    if (authentication.kind === 'gone') clearSessionCookie(reply, cookie);
  });
  // A callback hook: a reply that needs no userContext (or has it) passes without a promise.
  api.addHook('preSerialization', (request, _reply, payload, done) => {
    if (!request.member || !isEnvelope(payload) || payload.userContext) {
      done(null, payload);
      return;
    }
    auth.loadUserContext(request.member.id).then(
      (context) => done(null, context ? { ...payload, userContext: presentUserContext(context) } : payload),
      (error: Error) => done(error),
    );
  });
}

// The deposit limit's problems answer with its own Korean message naming it (issue 27); the spec's
// fields keep parseBody's answers.
const joinMessage: IssueMessage = (issues) =>
  issues.find((issue) => issue.path[0] === 'depositLimit')?.message ?? refusedTextMessage(issues);

/** /api/user/*: sign-in, logout, info, duplicate checks, SMS code and join (spec section 7). */
export function registerAuthRoutes(
  api: FastifyInstance,
  { auth, join, cookie, allowedOrigins }: AuthRouteDeps,
): void {
  api.post('/user/sign', async (request, reply) => {
    const read = readBody(signRequestSchema, request.body);
    // An id or password PostgreSQL cannot hold cannot belong to anyone: the usual login failure.
    if (!read.isRead) return codeReply(1, { message: loginFailedMessage });
    const body = read.data;
    const result = await auth.signIn({
      loginId: body.loginId,
      password: body.loginPassword,
      ip: request.ip,
      device: deviceIdOf(request, reply, cookie),
      userAgent: request.headers['user-agent'] ?? null,
      previousToken: readSessionToken(request),
    });
    if (result.kind === 'failed') return codeReply(1, { message: loginFailedMessage });
    if (result.kind === 'suspended') throw new AppError('sessionGone');
    if (result.kind === 'refused') return codeReply(result.code, { message: result.message });
    if (result.kind === 'awaitingApproval') {
      return codeReply(signCode.awaitingApproval, { message: signInApprovalMessage.awaitingApproval });
    }
    if (result.kind === 'joinRejected') {
      return codeReply(signCode.joinRejected, { message: signInApprovalMessage.joinRejected });
    }
    writeSessionCookie(reply, result.token, result.maxAgeSeconds, cookie);
    request.member = result.member;
    return okReply();
  });

  // A GET (spec section 7), so another site could link or embed it: its requests change nothing.
  api.get('/user/logout', async (request, reply) => {
    const isForeign = isFromAnotherSite(request, allowedOrigins);
    request.member = null;
    if (isForeign) return okReply();
    await auth.signOut(readSessionToken(request));
    clearSessionCookie(reply, cookie);
    return okReply();
  });

  api.post('/user/info', { config: { sessionProfile: true } }, async (request) => {
    requireMember(request);
    const profile = sessionProfiles.get(request);
    if (!profile) throw new AppError('sessionGone');
    // The session query read the profile and userContext: nothing left to load here or in the hook.
    return { ...okReply(presentProfile(profile)), userContext: presentUserContext(profile.userContext) };
  });

  api.post('/user/checkLoginId', async (request) => {
    const read = readBody(checkLoginIdRequestSchema, request.body);
    if (!read.isRead) return presentDuplicateCheck({ kind: 'invalid', message: read.message }, 'loginId');
    return presentDuplicateCheck(await join.checkLoginId(read.data.loginId, request.ip), 'loginId');
  });

  api.post('/user/checkNick', async (request) => {
    const read = readBody(checkNickRequestSchema, request.body);
    if (!read.isRead) return presentDuplicateCheck({ kind: 'invalid', message: read.message }, 'nick');
    return presentDuplicateCheck(await join.checkNick(read.data.nick, request.ip), 'nick');
  });

  api.post('/user/sendSms', async (request) => {
    const body = parseBody(sendSmsRequestSchema, request.body);
    return presentSmsRequest(await join.requestSmsCode(body.phoneNum, request.ip));
  });

  api.post('/user/join', async (request, reply) => {
    const body = parseBody(joinRequestSchema, request.body, joinMessage);
    const outcome = await join.join(body, { ip: request.ip, device: deviceIdOf(request, reply, cookie) });
    const subCode = outcome.subCode === undefined ? {} : { subCode: outcome.subCode };
    return codeReply(outcome.code, { ...subCode, message: outcome.message });
  });
}
