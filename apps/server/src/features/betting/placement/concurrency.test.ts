import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  betsOf,
  cashOf,
  createBetFixture,
  itemOf,
  picksOfFixtures,
  sendBet,
  setOverride,
  staffToken,
  stakePostingsOf,
} from '../../../../test/betting.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { signedInMember } from '../../../../test/payments.ts';

// Bets in parallel: one balance is never overdrawn, and a bet never lands after its fixture's
// kick-off or a staff suspension committed (the check and the insert are one transaction holding
// the fixture row `for share`; the kick-off and the override wait for it, or it reads them).

const t = useLedgerCheckedApp();

describe('one balance, many bets', () => {
  it('when 500 bets race for one balance, then the accepted stakes never exceed it', async () => {
    const member = await signedInMember(t.app, t.db, 100_000n);
    const [pick] = await picksOfFixtures(t.db, 1);
    if (!pick) throw new Error('no pick');
    const body = { betList: [itemOf(pick)], amount: 5_000 };
    const replies = await Promise.all(
      Array.from({ length: 500 }, () =>
        sendBet(t.app, member.cookie, body).then((response) => envelope(response)),
      ),
    );
    const codes = replies.map((reply) => reply.code);
    expect(replies.filter((reply) => reply.code !== 0 && reply.code !== 3)).toEqual([]);
    expect(codes.filter((code) => code === 0)).toHaveLength(20);
    const bets = await betsOf(t.db, member.id);
    expect(bets).toHaveLength(20);
    expect(bets.reduce((sum, bet) => sum + bet.stake, 0n)).toBe(100_000n);
    expect(await cashOf(t.db, member.id)).toBe(0n);
    expect(await stakePostingsOf(t.db, member.id)).toHaveLength(20);
  }, 120_000);
});

/**
 * Keeps `workers` bets in flight back to back; once `before` of them were answered, runs `change`
 * (while bets are still in flight), and stops `after` answers after the change returned. Returns
 * every reply and the change's result.
 */
async function betAround<T>(
  send: () => Promise<{ code: number }>,
  change: () => Promise<T>,
  options = { workers: 8, before: 12, after: 16 },
) {
  const replies: { code: number; isAfterChange: boolean }[] = [];
  let changed: Promise<T> | null = null;
  let isChangeDone = false;
  let answeredAfter = 0;
  const worker = async () => {
    while (answeredAfter < options.after) {
      const isAfterChange = isChangeDone;
      const reply = await send();
      replies.push({ code: reply.code, isAfterChange });
      if (isAfterChange) answeredAfter += 1;
      if (!changed && replies.length >= options.before) {
        changed = change().then((result) => {
          isChangeDone = true;
          return result;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  if (!changed) throw new Error('The change never ran');
  return { replies, result: await (changed as Promise<T>) };
}

describe('late bets', () => {
  it('when bets race the kick-off, then none is accepted after the status change', async () => {
    const member = await signedInMember(t.app, t.db, 10_000_000n);
    const fixture = await createBetFixture(t.db);
    const body = { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 };
    // The feed's kick-off: it waits for bets holding the fixture; its clock is read once it has the row.
    const { replies, result: kickOff } = await betAround(
      () => sendBet(t.app, member.cookie, body).then(envelope),
      // In the same transaction it counts the bets on the fixture: every bet that will ever be
      // accepted has committed by then (a bet that checked before the kick-off held the row).
      () =>
        t.db.transaction().execute(async (trx) => {
          const result = await sql<{ at: Date }>`
            update fixture set status = 2 where id = ${BigInt(fixture.fixtureId)}
            returning clock_timestamp() as at`.execute(trx);
          const legs = await sql<{ n: string }>`
            select count(*) as n from bet_leg where fixture_id = ${BigInt(fixture.fixtureId)}`.execute(trx);
          return { at: new Date(result.rows[0]?.at ?? 0), betsSeen: Number(legs.rows[0]?.n) };
        }),
    );
    expect(replies.filter((reply) => reply.code !== 0 && reply.code !== 5)).toEqual([]);
    expect(replies.filter((reply) => reply.isAfterChange && reply.code !== 5)).toEqual([]);
    const accepted = await betsOf(t.db, member.id);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted).toHaveLength(replies.filter((reply) => reply.code === 0).length);
    expect(accepted).toHaveLength(kickOff.betsSeen);
    for (const bet of accepted) expect(bet.placed_at.getTime()).toBeLessThan(kickOff.at.getTime());
    expect(await cashOf(t.db, member.id)).toBe(10_000_000n - 5_000n * BigInt(accepted.length));
  }, 60_000);

  it('when bets race a staff suspension, then none is accepted after it', async () => {
    const member = await signedInMember(t.app, t.db, 10_000_000n);
    const token = await staffToken(t.app, t.db);
    const fixture = await createBetFixture(t.db);
    const body = { betList: [itemOf(fixture.picks[0] as never)], amount: 5_000 };
    // A probe inside the override's transaction (this test's database only): when the override row
    // is written, the bets on the fixture that committed, and the database clock.
    await sql`create table race_probe (bets_seen integer not null, at timestamptz not null)`.execute(t.db);
    await sql`
      create function probe_override() returns trigger language plpgsql as $$
      begin
        insert into race_probe
          select count(*), clock_timestamp() from bet_leg where fixture_id = new.fixture_id;
        return new;
      end $$`.execute(t.db);
    await sql`
      create trigger probe_override after insert or update on sports_override
      for each row execute function probe_override()`.execute(t.db);
    try {
      const { replies } = await betAround(
        () => sendBet(t.app, member.cookie, body).then(envelope),
        () =>
          setOverride(t.app, token, { kind: 'fixture', fixtureId: fixture.fixtureId }, { isSuspended: true }),
      );
      expect(replies.filter((reply) => reply.code !== 0 && reply.code !== 11)).toEqual([]);
      // Every bet sent once the suspension was saved reads it.
      expect(replies.filter((reply) => reply.isAfterChange && reply.code !== 11)).toEqual([]);
      const accepted = await betsOf(t.db, member.id);
      expect(accepted.length).toBeGreaterThan(0);
      expect(accepted).toHaveLength(replies.filter((reply) => reply.code === 0).length);
      const probe = await sql<{ bets_seen: number; at: Date }>`select * from race_probe`.execute(t.db);
      expect(probe.rows).toHaveLength(1);
      // Every accepted bet had committed when the suspension was written: none landed after it.
      expect(accepted).toHaveLength(Number(probe.rows[0]?.bets_seen));
      const suspendedAt = new Date(probe.rows[0]?.at ?? 0).getTime();
      for (const bet of accepted) expect(bet.placed_at.getTime()).toBeLessThan(suspendedAt);
      expect(await cashOf(t.db, member.id)).toBe(10_000_000n - 5_000n * BigInt(accepted.length));
    } finally {
      await sql`drop trigger probe_override on sports_override`.execute(t.db);
      await sql`drop function probe_override`.execute(t.db);
      await sql`drop table race_probe`.execute(t.db);
    }
  }, 60_000);
});
