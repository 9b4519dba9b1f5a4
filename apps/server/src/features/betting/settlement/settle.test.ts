import { settlementValue } from '@hanpan/core/betting/settlement';
import { describe, expect, it, vi } from 'vitest';
import {
  cashOf,
  createBetFixture,
  type FixturePick,
  legsOf,
  picksOfFixtures,
} from '../../../../test/betting.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';
import {
  betRow,
  placeBetOn,
  settlementPostingsOf,
  settlementsOfBet,
  writeSettlement,
} from '../../../../test/settlement.ts';

// The settlement engine through the real app: bets placed over HTTP, outcome results written as the feed
// adapter records them, the engine told as the feed tells it; the bet, its legs, its history, the
// member's cash and the ledger checked (after every test: balanced).

const t = useLedgerCheckedApp();
const stake = 10_000;
const startCash = 1_000_000n;

const bettor = () => signedInMember(t.app, t.db, startCash);

/** Writes the results and lets the engine settle them as the feed would (notify, then drain). */
const settle = async (picks: readonly FixturePick[], value: number | null) => {
  const ids = await writeSettlement(t.db, picks, value);
  t.app.services.settlement.notifyOutcomesSettled(ids);
  await t.app.services.settlement.drain();
};

const firstPickOfFreshFixture = async (index = 0) => {
  const fixture = await createBetFixture(t.db);
  return fixture.picks[index] as FixturePick;
};

describe('a single', () => {
  it.each([
    {
      name: 'winner',
      value: settlementValue.winner,
      status: 'won',
      leg: 'won',
      payout: (odds: number) => (stake * odds) / 100,
    },
    { name: 'loser', value: settlementValue.loser, status: 'lost', leg: 'lost', payout: () => 0 },
    { name: 'cancelled', value: settlementValue.cancelled, status: 'void', leg: 'void', payout: () => stake },
    { name: 'refund', value: settlementValue.refund, status: 'void', leg: 'void', payout: () => stake },
    {
      name: 'half won',
      value: settlementValue.halfWon,
      status: 'partial',
      leg: 'half_won',
      payout: (odds: number) => Math.floor((stake * (100 + odds)) / 200),
    },
    {
      name: 'half lost',
      value: settlementValue.halfLost,
      status: 'partial',
      leg: 'half_lost',
      payout: () => stake / 2,
    },
  ])('when its outcome settles $name, then the bet is $status and pays its factor of the stake once', async (row) => {
    const member = await bettor();
    const pick = await firstPickOfFreshFixture();
    const betId = await placeBetOn(t.app, member, [pick], stake);
    const placed = await betRow(t.db, betId);
    await settle([pick], row.value);

    const payout = BigInt(row.payout(placed.total_odds));
    const bet = await betRow(t.db, betId);
    expect(bet).toMatchObject({ status: row.status, payout, settle_version: 1 });
    expect(bet.settled_at).toBeInstanceOf(Date);
    const [leg] = await legsOf(t.db, betId);
    expect(leg).toMatchObject({ status: row.leg, settlement: row.value });
    expect(leg?.settled_at).toBeInstanceOf(Date);
    const history = await settlementsOfBet(t.db, betId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      version: 1,
      status: row.status,
      payout,
      previous_payout: 0n,
      reversal_tx_id: null,
      source: 'feed',
    });
    expect(history[0]?.payout_tx_id === null).toBe(payout === 0n);
    const postings = await settlementPostingsOf(t.db, betId);
    expect(postings.map((posting) => posting.idempotency_key)).toEqual(
      payout > 0n ? [`bet:${betId}:v1:payout`] : [],
    );
    expect(await cashOf(t.db, member.id)).toBe(startCash - BigInt(stake) + payout);
  });
});

describe('a combination', () => {
  it('when its first leg wins and the bet stays open, then the member hears of it on /user/queue/bet', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 2);
    const betId = await placeBetOn(t.app, member, picks, stake);
    const sent = vi.spyOn(t.app.services.realtime, 'sendToMember');
    try {
      await settle([picks[0] as FixturePick], settlementValue.winner);
      expect(await betRow(t.db, betId)).toMatchObject({ status: 'open', settle_version: 0 });
      expect(sent).toHaveBeenCalledWith(member.id, 'bet', {
        type: 'betSettled',
        betId: String(betId),
        status: 'open',
        payout: 0,
        previousPayout: 0,
      });
    } finally {
      sent.mockRestore();
    }
  });

  it('when all three legs win, then it pays exactly the potential payout it was accepted with', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 3);
    const betId = await placeBetOn(t.app, member, picks, stake);
    await settle(picks.slice(0, 2), settlementValue.winner);
    expect(await betRow(t.db, betId)).toMatchObject({
      status: 'open',
      payout: null,
      settle_version: 0,
      settled_at: null,
    });
    expect((await legsOf(t.db, betId)).map((leg) => leg.status)).toEqual(['won', 'won', 'open']);

    await settle(picks.slice(2), settlementValue.winner);
    // 2.10^3 x 1.03 (three-pick bonus) = 9.53: 95,300 on 10,000.
    expect(await betRow(t.db, betId)).toMatchObject({
      status: 'won',
      payout: 95_300n,
      settled_odds: 953,
      potential_payout: 95_300n,
      settle_version: 1,
    });
    expect(await cashOf(t.db, member.id)).toBe(startCash - 10_000n + 95_300n);
  });

  it('when one leg loses first, then the bet is lost at once and the later legs change only the legs', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 3);
    const betId = await placeBetOn(t.app, member, picks, stake);
    await settle(picks.slice(1, 2), settlementValue.loser);
    const lost = await betRow(t.db, betId);
    expect(lost).toMatchObject({ status: 'lost', payout: 0n, settle_version: 1 });
    expect((await legsOf(t.db, betId)).map((leg) => leg.status)).toEqual(['open', 'lost', 'open']);

    await settle([picks[0] as FixturePick], settlementValue.winner);
    await settle([picks[2] as FixturePick], settlementValue.cancelled);
    expect(await betRow(t.db, betId)).toMatchObject({
      status: 'lost',
      payout: 0n,
      settle_version: 1,
      settled_at: lost.settled_at,
    });
    expect((await legsOf(t.db, betId)).map((leg) => [leg.status, leg.settlement])).toEqual([
      ['won', 2],
      ['lost', 1],
      ['void', -1],
    ]);
    expect(await settlementsOfBet(t.db, betId)).toHaveLength(1);
    expect(await cashOf(t.db, member.id)).toBe(startCash - 10_000n);
  });

  it('when one of four legs is void, then it counts as 1.00 and the bonus is recounted for three legs', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 4);
    const betId = await placeBetOn(t.app, member, picks, stake);
    // 2.10^4 x 1.05 = 20.42 at acceptance.
    expect(await betRow(t.db, betId)).toMatchObject({ total_odds: 2042, bonus_rate: 105 });
    await settle([picks[0] as FixturePick], settlementValue.refund);
    await settle(picks.slice(1), settlementValue.winner);
    // Three legs left: 2.10^3 x 1.03 = 9.53.
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'won', payout: 95_300n, settled_odds: 953 });
    expect(await cashOf(t.db, member.id)).toBe(startCash - 10_000n + 95_300n);
  });

  it('when a leg is half won and another half lost, then the bet is partly paid at the product of the factors', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 2);
    const betId = await placeBetOn(t.app, member, picks, stake);
    await settle([picks[0] as FixturePick], settlementValue.halfWon);
    await settle([picks[1] as FixturePick], settlementValue.halfLost);
    // (1 + 2.10) / 2 x 1/2 = 0.775, rounded down once to 0.77 (the two-pick bonus is 1.00).
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'partial', payout: 7_700n, settled_odds: 77 });
    expect(await cashOf(t.db, member.id)).toBe(startCash - 10_000n + 7_700n);
  });

  it('when every leg is void, then the stake comes back', async () => {
    const member = await bettor();
    const picks = await picksOfFixtures(t.db, 2);
    const betId = await placeBetOn(t.app, member, picks, stake);
    await settle(picks, settlementValue.cancelled);
    expect(await betRow(t.db, betId)).toMatchObject({ status: 'void', payout: 10_000n, settled_odds: 100 });
    expect(await cashOf(t.db, member.id)).toBe(startCash);
  });
});
