import { randomUUID } from 'node:crypto';
import { walletStatus } from '@hanpan/core/api/casino-wallet';
import type { Kysely } from 'kysely';
import { markRoundSettled, markWalletTx } from './db/round-repository.ts';
import { cancelStaleBet, listStaleBets } from './db/stale-round-repository.ts';
import type { SkyhubDatabase } from './db/tables.ts';
import { listDueOutbox, scheduleRetry, type WalletTxRecord } from './db/wallet-tx-repository.ts';
import { answerStatus, type WalletAnswer, type WalletClient } from './wallet-client.ts';

// Wins and rollbacks are owed to the player: they are retried until the wallet acknowledges them.
// Only these answers are not worth repeating: the operator will not change its mind.
const finalRefusals = new Set<string>([
  walletStatus.duplicateTransaction,
  walletStatus.transactionDoesNotExist,
  walletStatus.transactionRolledBack,
  walletStatus.rollbackRefused,
  walletStatus.wrongSyntax,
  walletStatus.wrongTypes,
]);

const firstRetryMs = 1000;
const maxRetryMs = 5 * 60_000;
const staleRoundMs = 60_000;

/** The wait before attempt `attempts + 1`: 1 s, 2 s, 4 s ... up to 5 minutes. */
export const retryDelayMs = (attempts: number) =>
  Math.min(maxRetryMs, firstRetryMs * 2 ** Math.min(attempts, 20));

/** The retry queue of wins and rollbacks. */
export type Outbox = {
  /** Sends one owed transaction now; true when acknowledged. */
  send(
    tx: Pick<WalletTxRecord, 'transactionUuid' | 'kind' | 'roundId' | 'body' | 'attempts'>,
  ): Promise<WalletAnswer | null>;
  /** Sends every due transaction once (the loop's tick; tests call it directly); returns how many were acknowledged. */
  drain(): Promise<number>;
  /** Starts the ticking loop. */
  start(intervalMs: number): void;
  /** Stops the loop and waits for a running tick. */
  stop(): Promise<void>;
};

/** Creates the outbox over the provider's tables and wallet client. */
export function createOutbox(deps: {
  db: Kysely<SkyhubDatabase>;
  wallet: WalletClient;
  now: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): Outbox {
  const { db, wallet, now, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const send: Outbox['send'] = async (tx) => {
    const call = tx.kind === 'win' ? 'transaction/win' : 'transaction/rollback';
    const answer = await wallet.post(call, tx.body);
    const status = answerStatus(answer);
    if (status === walletStatus.ok) {
      await markWalletTx(db, tx.transactionUuid, 'ok', status, now());
      if (tx.kind === 'win') await markRoundSettled(db, tx.roundId, now());
      return answer;
    }
    if (status !== null && finalRefusals.has(status)) {
      log.error({ transaction: tx.transactionUuid, status }, 'skyhub: wallet refused an owed transaction');
      await markWalletTx(db, tx.transactionUuid, 'refused', status, now());
      return answer;
    }
    const reason = status ?? (answer.kind === 'failed' ? answer.reason : 'no status');
    log.warn(
      { transaction: tx.transactionUuid, reason },
      'skyhub: wallet call not acknowledged; retrying later',
    );
    await scheduleRetry(
      db,
      tx.transactionUuid,
      reason,
      new Date(now().getTime() + retryDelayMs(tx.attempts)),
    );
    return null;
  };

  // A round a crash interrupted (between storing its bet and queueing its win) is undone: its bet
  // is rolled back like any bet without a clear answer. A minute is far longer than any live call.
  const recoverStaleRounds = async () => {
    for (const bet of await listStaleBets(db, new Date(now().getTime() - staleRoundMs))) {
      const sent = JSON.parse(bet.body) as { token: string; user: string; game_code: string; round: string };
      const rollbackUuid = randomUUID();
      const body = JSON.stringify({
        request_uuid: randomUUID(),
        token: sent.token,
        user: sent.user,
        game_code: sent.game_code,
        round: sent.round,
        transaction_uuid: rollbackUuid,
        reference_transaction_uuid: bet.transactionUuid,
      });
      log.warn({ round: bet.roundId, bet: bet.transactionUuid }, 'skyhub: unfinished round rolled back');
      await cancelStaleBet(
        db,
        bet,
        {
          transactionUuid: rollbackUuid,
          kind: 'rollback',
          roundId: bet.roundId,
          userId: sent.user,
          amount: bet.amount,
          referenceTransactionUuid: bet.transactionUuid,
          body,
        },
        now(),
      );
    }
  };

  const drainOnce = async () => {
    await recoverStaleRounds();
    let acknowledged = 0;
    for (const tx of await listDueOutbox(db, now(), 100)) {
      const answer = await send(tx);
      if (answerStatus(answer ?? { kind: 'failed', reason: '' }) === walletStatus.ok) acknowledged += 1;
    }
    return acknowledged;
  };

  const drain = async () => {
    if (running) return running;
    running = drainOnce().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    send,
    drain,
    start(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        drain().catch((error) => log.error({ err: error }, 'skyhub: outbox tick failed'));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
