import {
  type WalletReplyBase,
  type WalletUserInfoReply,
  walletBalanceSchema,
  walletBetSchema,
  walletRollbackSchema,
  walletStatus,
  walletUserInfoSchema,
  walletWinSchema,
} from '@hanpan/core/api/casino-wallet';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import { findProviderByCode } from './provider-repository.ts';
import { walletBet } from './wallet-bet.ts';
import {
  balanceAnswer,
  isWalletKeyRace,
  judgeToken,
  memberIdOf,
  refusal,
  statusAnswer,
  type WalletAnswer,
  type WalletContext,
  type WalletOutcome,
} from './wallet-common.ts';
import { cashBalanceOf } from './wallet-repository.ts';
import { walletRollback } from './wallet-rollback.ts';
import { isValidWalletSignature } from './wallet-signature.ts';
import { walletWin } from './wallet-win.ts';

/** The wallet's calls, by their path after the provider code. */
export const walletActions = [
  'user/info',
  'user/balance',
  'transaction/bet',
  'transaction/win',
  'transaction/rollback',
] as const;

/** One of the wallet's calls. */
export type WalletAction = (typeof walletActions)[number];

/** The seamless wallet the providers call. */
export type CasinoWalletService = {
  /**
   * Answers one wallet call: the provider (known, on), then the signature of the raw body, then the
   * body (JSON of the call's schema), then the call itself. Always an answer, never a throw for input.
   */
  handle(
    providerCode: string,
    action: WalletAction,
    body: Buffer,
    signature: unknown,
  ): Promise<WalletReplyBase>;
};

// No NUL or other control characters in any id (the database cannot store NUL; none belongs there).
const hasControlCharacter = (value: unknown): boolean =>
  typeof value === 'string'
    ? [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
    : typeof value === 'object' && value !== null && Object.values(value).some(hasControlCharacter);

const requestUuidOf = (body: unknown): string => {
  const value = (body as { request_uuid?: unknown } | null)?.request_uuid;
  return typeof value === 'string' && value.length <= 100 && !hasControlCharacter(value) ? value : '';
};

const parseJson = (raw: Buffer): unknown => {
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    return undefined;
  }
};

/** The body parsed with a wallet schema, or the status of what is wrong with it. */
function parseWalletBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> | WalletAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return statusAnswer(walletStatus.wrongSyntax);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const isMissing = parsed.error.issues.some(
      (issue) => issue.code === 'invalid_type' && issue.message.includes('undefined'),
    );
    return statusAnswer(isMissing ? walletStatus.wrongSyntax : walletStatus.wrongTypes);
  }
  if (hasControlCharacter(parsed.data)) return statusAnswer(walletStatus.wrongTypes);
  return parsed.data;
}

const isAnswer = (value: unknown): value is WalletAnswer =>
  typeof value === 'object' && value !== null && 'status' in value && !('request_uuid' in value);

/** Builds the wallet service. */
export function createCasinoWalletService(deps: {
  db: Db;
  notifyUserContextChanged: NotifyUserContextChanged;
  /** Told of a failure of ours (answered RS_ERROR_UNKNOWN). */
  onError: (error: unknown) => void;
}): CasinoWalletService {
  const { db, notifyUserContextChanged } = deps;

  // A racing call of another member that took the same id (or round) first: judged again, once.
  const transact = async (run: () => Promise<WalletOutcome>): Promise<WalletOutcome> => {
    try {
      return await run();
    } catch (error) {
      if (!isWalletKeyRace(error)) throw error;
      return run();
    }
  };

  const answerOf = async (ctx: WalletContext, action: WalletAction, body: unknown): Promise<WalletAnswer> => {
    if (action === 'user/info' || action === 'user/balance') {
      const parsed: { token: string; user?: string } | WalletAnswer =
        action === 'user/info'
          ? parseWalletBody(walletUserInfoSchema, body)
          : parseWalletBody(walletBalanceSchema, body);
      if (isAnswer(parsed)) return parsed;
      const memberId = parsed.user === undefined ? null : memberIdOf(parsed.user);
      if (parsed.user !== undefined && memberId === null) return statusAnswer(walletStatus.invalidToken);
      // user/info opens the provider's session: the token must still be good for bets.
      const token = await judgeToken(db, ctx.provider, parsed.token, memberId, action === 'user/info');
      if (typeof token === 'string') return statusAnswer(token);
      const answer = balanceAnswer(walletStatus.ok, token.memberId, await cashBalanceOf(db, token.memberId));
      if (action === 'user/balance') return answer;
      const info: Omit<WalletUserInfoReply, 'request_uuid'> = {
        ...answer,
        display_name: token.nick,
        country: 'KR',
        rules: ctx.provider.rules,
      };
      return info;
    }
    let outcome: WalletOutcome;
    if (action === 'transaction/bet') {
      const parsed = parseWalletBody(walletBetSchema, body);
      if (isAnswer(parsed)) return parsed;
      outcome = await transact(() => walletBet(ctx, parsed));
    } else if (action === 'transaction/win') {
      const parsed = parseWalletBody(walletWinSchema, body);
      if (isAnswer(parsed)) return parsed;
      outcome = await transact(() => walletWin(ctx, parsed));
    } else {
      const parsed = parseWalletBody(walletRollbackSchema, body);
      if (isAnswer(parsed)) return parsed;
      outcome = await transact(() => walletRollback(ctx, parsed));
    }
    // After the commit: the member's pages (the site header's cash) follow every posting live.
    if (outcome.movedMemberId !== null) void notifyUserContextChanged(outcome.movedMemberId);
    return outcome.answer;
  };

  return {
    async handle(providerCode, action, raw, signature) {
      const body = parseJson(raw);
      const request_uuid = requestUuidOf(body);
      const provider = /^[a-z0-9-]{1,40}$/.test(providerCode)
        ? await findProviderByCode(db, providerCode)
        : null;
      if (!provider || !provider.isEnabled) return { request_uuid, status: walletStatus.unknown };
      if (!isValidWalletSignature(provider.publicKey, raw, signature)) {
        return { request_uuid, status: walletStatus.invalidSignature };
      }
      try {
        const answer = await answerOf({ db, provider }, action, body);
        return { ...answer, request_uuid };
      } catch (error) {
        deps.onError(error);
        return { request_uuid, status: walletStatus.unknown };
      }
    },
  };
}

/** The answer to a body that could not be read (too large, not UTF-8): nothing was judged. */
export const unreadableBodyReply = (): WalletReplyBase => ({
  request_uuid: '',
  ...refusal(walletStatus.wrongSyntax).answer,
});
