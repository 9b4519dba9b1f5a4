import { randomBytes, randomUUID } from 'node:crypto';
import { type WalletPlayRules, walletStatus } from '@hanpan/core/api/casino-wallet';
import { defaultClientSeed } from '@hanpan/core/casino/fair';
import type { SessionReply } from '../shared/api.ts';
import { findSkyhubGame, gameDefinition } from '../shared/engine.ts';
import type { SkyhubContext } from './context.ts';
import { findOrCreateActiveSeeds } from './db/fairness-repository.ts';
import { findSession, insertSession, type SkyhubSession } from './db/session-repository.ts';
import { SkyhubError } from './errors.ts';
import { openBlackjackHand } from './game-service.ts';
import { answerBalance, answerStatus } from './wallet-client.ts';

// The defaults, used when the operator sends no rules: responsible design on.
const defaultRules: WalletPlayRules = { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true };

const readRules = (value: unknown): WalletPlayRules => {
  if (typeof value !== 'object' || value === null) return defaultRules;
  const rules = value as Partial<WalletPlayRules>;
  return {
    noAutoplay: typeof rules.noAutoplay === 'boolean' ? rules.noAutoplay : defaultRules.noAutoplay,
    minSpinMs:
      typeof rules.minSpinMs === 'number' && Number.isFinite(rules.minSpinMs) && rules.minSpinMs >= 0
        ? Math.min(rules.minSpinMs, 60_000)
        : defaultRules.minSpinMs,
    noSmallWinCelebration:
      typeof rules.noSmallWinCelebration === 'boolean'
        ? rules.noSmallWinCelebration
        : defaultRules.noSmallWinCelebration,
  };
};

/** Opens a session from the operator's launch token: asks the wallet who the player is (user/info). */
export async function openSession(
  ctx: SkyhubContext,
  input: { token: string; game: string; browserHash: string },
): Promise<SessionReply> {
  const game = findSkyhubGame(input.game);
  if (!game) throw new SkyhubError('wrongGame');
  const answer = await ctx.wallet.post(
    'user/info',
    JSON.stringify({ request_uuid: randomUUID(), token: input.token, game_code: game.code }),
  );
  const status = answerStatus(answer);
  const balance = answerBalance(answer);
  if (status === walletStatus.invalidToken || status === walletStatus.tokenExpired) {
    throw new SkyhubError('invalidToken');
  }
  if (status === walletStatus.userDisabled) throw new SkyhubError('userDisabled');
  const body = answer.kind === 'answer' ? answer.body : {};
  if (status !== walletStatus.ok || balance === null || typeof body.user !== 'string' || body.user === '') {
    ctx.log.warn(
      { status, reason: answer.kind === 'failed' ? answer.reason : null },
      'skyhub: user/info failed',
    );
    throw new SkyhubError('walletDown');
  }
  const session: SkyhubSession = {
    id: randomBytes(32).toString('base64url'),
    browserHash: input.browserHash,
    token: input.token,
    userId: body.user,
    nick: typeof body.display_name === 'string' ? body.display_name : '',
    gameCode: game.code,
    rules: readRules(body.rules),
    lastSpinAt: null,
  };
  await insertSession(ctx.db, session, ctx.now());
  const seeds = await findOrCreateActiveSeeds(ctx.db, session.userId, defaultClientSeed(), ctx.now());
  const definition = gameDefinition(game.code);
  return {
    sessionId: session.id,
    balance,
    nick: session.nick,
    rules: session.rules,
    game,
    definition: definition.definition,
    stakes: definition.stakes,
    fairness: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    openRound: await openBlackjackHand(ctx, session),
  };
}

/** The request's session: it must exist and belong to this browser (else the Korean 'session over'). */
export async function requireSession(
  ctx: SkyhubContext,
  sessionId: string,
  browserHash: string | null,
): Promise<SkyhubSession> {
  const session = await findSession(ctx.db, sessionId);
  if (!session || browserHash === null || session.browserHash !== browserHash) {
    throw new SkyhubError('sessionGone');
  }
  return session;
}
