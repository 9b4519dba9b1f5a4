import { randomUUID } from 'node:crypto';
import { minigameBetCode } from '@hanpan/core/api/minigame-bets';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cashOf } from '../../../test/betting.ts';
import { createMember, fundMember } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import { openSessionToken } from '../../../test/minigame-seed.ts';

// Bets racing a round's close through the real app: the close is a real instant of the database clock
// (clock_timestamp(), which no test clock moves), so the bets are sent on the wall clock around it. Each
// is taken before the close by that clock or refused with code 6 with nothing debited; none sent after
// the close is taken.

const t = useLedgerCheckedApp();
const oddEven = 106;
const bettors = 100;
const cash = 50_000n;
const stake = 10_000;
/** The first bet goes this long before the close, the others every spacingMs after it. */
const leadMs = 2_000;
const spacingMs = 25;

const delayUntil = (instant: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, instant - Date.now())));

describe('bets racing the close of a mini-game round', () => {
  it('when bets are sent around the close instant, then each is taken before the close by the database clock or refused with code 6 with nothing debited', async () => {
    const round = await openRound(t.db, oddEven);
    const members: { id: number; cookie: string }[] = [];
    for (let i = 0; i < bettors; i += 1) {
      const { id } = await createMember(t.db);
      await fundMember(t.db, id, cash);
      members.push({ id, cookie: await openSessionToken(t.db, id) });
    }
    // Whole milliseconds, so the wall clock's millisecond readings compare with it exactly.
    const { rows } = await sql<{ close_at: Date }>`update minigame_round
      set close_at = date_trunc('milliseconds', clock_timestamp() + interval '2500 milliseconds')
      where id = ${round.id} returning close_at`.execute(t.db);
    const closeAt = new Date(rows[0]?.close_at ?? 0).getTime();

    const sent = await Promise.all(
      members.map(async (member, index) => {
        await delayUntil(closeAt - leadMs + index * spacingMs);
        const key = `k-${randomUUID()}`;
        const sentAt = Date.now();
        const body = { choosed: 1 + (index % 2), gameUid: round.gameUid, amount: stake };
        const reply = envelope(await sendGameBet(t.app, member.cookie, body, key));
        return { member, key, sentAt, code: reply.code };
      }),
    );

    const taken = sent.filter((bet) => bet.code === 0);
    const refused = sent.filter((bet) => bet.code === minigameBetCode.notBettable);
    expect(sent.filter((bet) => bet.code !== 0 && bet.code !== minigameBetCode.notBettable)).toEqual([]);
    // The race straddled the close: some bets were taken, some refused.
    expect(taken.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    // The database clock only runs on: a bet sent at or after the close is judged after it.
    expect(taken.filter((bet) => bet.sentAt >= closeAt)).toEqual([]);

    const bets = await t.db
      .selectFrom('minigame_bet')
      .select(['member_id', 'idempotency_key', 'placed_at', 'stake'])
      .where('round_id', '=', round.id)
      .execute();
    expect(bets.filter((bet) => bet.placed_at.getTime() >= closeAt)).toEqual([]);
    expect(bets.map((bet) => bet.idempotency_key).sort()).toEqual(taken.map((bet) => bet.key).sort());
    for (const bet of taken) expect(await cashOf(t.db, bet.member.id)).toBe(cash - BigInt(stake));
    for (const bet of refused) expect(await cashOf(t.db, bet.member.id)).toBe(cash);
    const refusedStakes = await t.db
      .selectFrom('ledger_tx')
      .select('idempotency_key')
      .where(
        'idempotency_key',
        'in',
        refused.map((bet) => `minibet:${bet.member.id}:${bet.key}`),
      )
      .execute();
    expect(refusedStakes).toEqual([]);
  });
});
