import { walletStatus } from '@hanpan/core/api/casino-wallet';
import { describe, expect, it } from 'vitest';
import { betsOf, cashOf, itemOf, picksOfFixtures, sendBet } from '../../../test/betting.ts';
import { betBody, createPlayer, createTestProvider, walletCall } from '../../../test/casino.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import { sendCharge, signedInMember, staffActor } from '../../../test/payments.ts';
import { createBlockService } from './block-service.ts';

// A deposit, a sports bet, a mini-game bet and a casino bet racing a time-out (issue 27): 50 requests
// are in flight when it is set, and none sent after it committed is accepted (the guards lock the
// member's protection row, which the time-out writes under the same lock).

const t = useLedgerCheckedApp();

/** One answer of the race, and whether its request was sent after the time-out committed. */
type RaceReply = { code: number | string; isSentAfter: boolean };

/**
 * 50 workers send requests back to back (`send` answers each one's code); once 10 answers are in,
 * a 1-hour time-out is set, and the race ends when 20 requests sent after its commit were answered.
 */
async function raceTimeout(memberId: number, send: () => Promise<number | string>): Promise<RaceReply[]> {
  // Sessions are left open here (a stub ends none), so a late request meets the block itself, not a dead cookie.
  const blocks = createBlockService({
    db: t.db,
    now: () => new Date(),
    auth: { endMemberSessions: async () => 0 },
  });
  const replies: RaceReply[] = [];
  let isBlocked = false;
  let block: Promise<unknown> | null = null;
  const worker = async () => {
    while (replies.filter((reply) => reply.isSentAfter).length < 20) {
      const isSentAfter = isBlocked;
      replies.push({ code: await send(), isSentAfter });
      if (!block && replies.length >= 10) {
        block = blocks.startTimeout(memberId, new Date(Date.now() + 3_600_000)).then((outcome) => {
          expect(outcome.kind).toBe('started');
          isBlocked = true;
        });
      }
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  await block;
  return replies;
}

/** The codes of the race: only `allowed` ones, and every request sent after the commit refused with 34. */
function expectRefusedAfterTimeout(replies: RaceReply[], allowed: (number | string)[]) {
  expect(replies.filter((reply) => !allowed.includes(reply.code))).toEqual([]);
  expect(replies.filter((reply) => reply.isSentAfter && reply.code !== 34)).toEqual([]);
  const accepted = replies.filter((reply) => reply.code === 0).length;
  expect(accepted).toBeGreaterThan(0);
  return accepted;
}

describe('a time-out set while 50 requests are in flight', () => {
  it('when the time-out commits amid sports bets, then every bet sent after it is refused with 34 and only bets before it took money', async () => {
    const member = await signedInMember(t.app, t.db, 10_000_000n);
    const picks = await picksOfFixtures(t.db, 10);
    let sent = 0;
    const replies = await raceTimeout(member.id, async () => {
      sent += 1;
      const pick = picks[sent % picks.length];
      if (!pick) throw new Error('no pick');
      return envelope(await sendBet(t.app, member.cookie, { betList: [itemOf(pick)], amount: 5_000 })).code;
    });
    const accepted = expectRefusedAfterTimeout(replies, [0, 34]);
    expect((await betsOf(t.db, member.id)).length).toBe(accepted);
    expect(await cashOf(t.db, member.id)).toBe(10_000_000n - BigInt(accepted) * 5_000n);
  }, 120_000);

  it('when the time-out commits amid deposit requests, then every request sent after it is refused with 34 and only those before it were paid in', async () => {
    const member = await signedInMember(t.app, t.db);
    const staff = await staffActor(t.db);
    // One request may wait at a time (5 while one does): staff approve each taken one at once, so
    // the next can be taken and a late one could only be stopped by the block.
    const replies = await raceTimeout(member.id, async () => {
      const reply = envelope<{ item: { id: number } }>(
        await sendCharge(t.app, member.cookie, { amount: 10_000 }),
      );
      if (reply.code === 0) {
        const outcome = await t.app.services.payments.approveCharge(staff.actor, reply.data?.item.id ?? 0);
        expect(outcome.kind).toBe('approved');
      }
      return reply.code;
    });
    const accepted = expectRefusedAfterTimeout(replies, [0, 5, 34]);
    const charges = await t.db
      .selectFrom('charge_request')
      .select('status')
      .where('member_id', '=', member.id)
      .execute();
    expect(charges.map((charge) => charge.status)).toEqual(charges.map(() => 'approved'));
    expect(charges).toHaveLength(accepted);
    expect(await cashOf(t.db, member.id)).toBe(BigInt(accepted) * 10_000n);
  }, 120_000);

  it('when the time-out commits amid mini-game bets, then every bet sent after it is refused with 34 and only bets before it took money', async () => {
    const member = await signedInMember(t.app, t.db, 10_000_000n);
    const round = await openRound(t.db, 106);
    const body = { choosed: 1, gameUid: round.gameUid, amount: 5_000 };
    const replies = await raceTimeout(
      member.id,
      async () => envelope(await sendGameBet(t.app, member.cookie, body)).code,
    );
    const accepted = expectRefusedAfterTimeout(replies, [0, 34]);
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(accepted);
    expect(await cashOf(t.db, member.id)).toBe(10_000_000n - BigInt(accepted) * 5_000n);
  }, 120_000);

  it('when the time-out commits amid casino bets, then every bet sent after it gets RS_ERROR_USER_DISABLED and only bets before it took money', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 10_000_000n);
    // The wallet answers in statuses, not codes: RS_OK is taken as 0 and RS_ERROR_USER_DISABLED as 34.
    const codeOf = (status: string) =>
      status === walletStatus.ok ? 0 : status === walletStatus.userDisabled ? 34 : status;
    const replies = await raceTimeout(player.id, async () => {
      const { reply } = await walletCall(t.app, provider, 'transaction/bet', betBody(player, 5_000));
      return codeOf(reply.status);
    });
    const accepted = expectRefusedAfterTimeout(replies, [0, 34]);
    const bets = await t.db.selectFrom('casino_tx').select('id').where('member_id', '=', player.id).execute();
    expect(bets).toHaveLength(accepted);
    expect(await cashOf(t.db, player.id)).toBe(10_000_000n - BigInt(accepted) * 5_000n);
  }, 120_000);
});
