import { walletStatus } from '@hanpan/core/api/casino-wallet';
import { describe, expect, it } from 'vitest';
import { betsOf, cashOf, itemOf, picksOfFixtures, sendBet } from '../../../test/betting.ts';
import {
  betBody,
  createPlayer,
  createTestProvider,
  rollbackBody,
  walletCall,
  winBody,
} from '../../../test/casino.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';

// One cash balance, two products: casino bets through the wallet and sports bets through /api/bet/add
// race for it; the ledger's conditional debit keeps it from ever going below zero.

const t = useLedgerCheckedApp();

describe('casino and sports bets on one balance', () => {
  it('when 30 casino bets and 30 sports bets race for one balance, then the accepted stakes never exceed it', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 100_000n);
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const casino = Array.from({ length: 30 }, () => betBody(player, 5_000));
    const [casinoReplies, sportsReplies] = await Promise.all([
      Promise.all(casino.map((bet) => walletCall(t.app, provider, 'transaction/bet', bet))),
      Promise.all(
        Array.from({ length: 30 }, () =>
          sendBet(t.app, player.cookie, { betList: [itemOf(pick)], amount: 5_000 }).then(envelope),
        ),
      ),
    ]);
    const casinoStatuses = casinoReplies.map(({ reply }) => reply.status);
    expect(
      casinoStatuses.filter((status) => status !== 'RS_OK' && status !== walletStatus.notEnoughMoney),
    ).toEqual([]);
    expect(sportsReplies.filter((reply) => reply.code !== 0 && reply.code !== 3)).toEqual([]);
    const casinoAccepted = casinoStatuses.filter((status) => status === 'RS_OK').length;
    const sportsAccepted = (await betsOf(t.db, player.id)).length;
    expect(sportsAccepted).toBe(sportsReplies.filter((reply) => reply.code === 0).length);
    expect(casinoAccepted + sportsAccepted).toBe(20);
    expect(await cashOf(t.db, player.id)).toBe(0n);
    // The refused bets: no round keeps a stake it did not take.
    const rounds = await t.db
      .selectFrom('casino_round')
      .select('total_bet')
      .where('member_id', '=', player.id)
      .execute();
    expect(rounds.reduce((sum, round) => sum + round.total_bet, 0n)).toBe(5_000n * BigInt(casinoAccepted));
    // Wins of the accepted rounds still land on the drained balance.
    const accepted = casino.filter((_bet, index) => casinoStatuses[index] === 'RS_OK');
    for (const bet of accepted) {
      expect(
        (await walletCall(t.app, provider, 'transaction/win', winBody(player, bet, 1_000))).reply.status,
      ).toBe('RS_OK');
    }
    expect(await cashOf(t.db, player.id)).toBe(1_000n * BigInt(casinoAccepted));
  }, 120_000);

  it('when bets race their own rollbacks, then each bet is either refunded or refused and the cash comes back whole', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 50_000n);
    const bets = Array.from({ length: 10 }, () => betBody(player, 5_000));
    const replies = await Promise.all(
      bets.flatMap((bet) => [
        walletCall(t.app, provider, 'transaction/bet', bet),
        walletCall(t.app, provider, 'transaction/rollback', rollbackBody(player, bet)),
      ]),
    );
    const statuses = replies.map(({ reply }) => reply.status);
    expect(
      statuses.filter((status) => status !== 'RS_OK' && status !== walletStatus.transactionRolledBack),
    ).toEqual([]);
    expect(await cashOf(t.db, player.id)).toBe(50_000n);
    const rows = await t.db
      .selectFrom('casino_tx')
      .select(['kind', 'status'])
      .where('member_id', '=', player.id)
      .where('kind', '=', 'bet')
      .execute();
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.status === 'posted')).toEqual([]);
  }, 60_000);
});
