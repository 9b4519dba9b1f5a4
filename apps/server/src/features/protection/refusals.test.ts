import { walletStatus } from '@hanpan/core/api/casino-wallet';
import { type BlockStarted, protectionText } from '@hanpan/core/api/protection';
import { formatKstMinute } from '@hanpan/core/time/kst';
import { describe, expect, it } from 'vitest';
import { betsOf, cashOf, expectBetRefused, itemOf, picksOfFixtures, sendBet } from '../../../test/betting.ts';
import { betBody, createPlayer, createTestProvider, walletCall } from '../../../test/casino.ts';
import { createMember, signIn } from '../../../test/factories.ts';
import { envelope, postForm } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { gameBetsOf, openRound, sendGameBet } from '../../../test/minigame-bets.ts';
import {
  exchangeRowsOf,
  sendCharge,
  sendExchange,
  signedInMember,
  staffActor,
} from '../../../test/payments.ts';
import { callProtection, protectionRowsOf, saveOwnLimit, writeTestBlock } from '../../../test/protection.ts';

// Every refusal of player protection with its code and Korean message, and nothing written: deposit
// requests (31), sports, mini-game and casino stakes (32, 33), time-out (34) and self-exclusion (35)
// at sign-in and at every product; the ledger is checked after every test.

const t = useLedgerCheckedApp();
const hourMs = 3_600_000;
const bettor = (cash = 1_000_000n) => signedInMember(t.app, t.db, cash);
const chargeRows = (memberId: number) =>
  t.db.selectFrom('charge_request').selectAll().where('member_id', '=', memberId).execute();
const bet = async (amount: number) => {
  const picks = await picksOfFixtures(t.db, 1);
  return { betList: picks.map((pick) => itemOf(pick)), amount };
};
const signInReply = (member: { loginId: string; password: string }) =>
  postForm(t.app, '/api/user/sign', { loginId: member.loginId, loginPassword: member.password });
const timedOutText = (until: Date) => protectionText.timedOut.replace('{until}', formatKstMinute(until));

describe('deposit limits (31)', () => {
  it('when a request would pass the 24-hour deposit limit, then 31 names it and what remains; pending requests count', async () => {
    const member = await bettor(0n);
    await saveOwnLimit(t.app, member.cookie, { kind: 'deposit', window: 'day', amount: 50_000 });
    const over = envelope<{ message: string }>(await sendCharge(t.app, member.cookie, { amount: 60_000 }));
    expect({ code: over.code, message: over.data?.message }).toEqual({
      code: 31,
      message: '24시간 입금 한도를 초과합니다. 남은 입금 가능 금액은 50,000원입니다.',
    });
    expect(await chargeRows(member.id)).toHaveLength(0);
    expect(envelope(await sendCharge(t.app, member.cookie, { amount: 30_000 })).code).toBe(0);
    const second = envelope<{ message: string }>(await sendCharge(t.app, member.cookie, { amount: 30_000 }));
    expect({ code: second.code, message: second.data?.message }).toEqual({
      code: 31,
      message: '24시간 입금 한도를 초과합니다. 남은 입금 가능 금액은 20,000원입니다.',
    });
    expect(await chargeRows(member.id)).toHaveLength(1);
  });

  it('when the week limit is the lowest remaining, then it is the one named', async () => {
    const member = await bettor(0n);
    await saveOwnLimit(t.app, member.cookie, { kind: 'deposit', window: 'day', amount: 100_000 });
    await saveOwnLimit(t.app, member.cookie, { kind: 'deposit', window: 'week', amount: 40_000 });
    const over = envelope<{ message: string }>(await sendCharge(t.app, member.cookie, { amount: 50_000 }));
    expect(over.code).toBe(31);
    expect(over.data?.message).toBe('7일 입금 한도를 초과합니다. 남은 입금 가능 금액은 40,000원입니다.');
  });
});

describe('stake and loss limits on sports and mini-game bets (32, 33)', () => {
  it('when a sports stake is above the per-bet limit, then 33 and nothing is written', async () => {
    const member = await bettor();
    await saveOwnLimit(t.app, member.cookie, { kind: 'stake', window: 'bet', amount: 5_000 });
    await expectBetRefused(t, member, await bet(10_000), 33, '1회 베팅 한도(5,000원)를 초과합니다.');
  });

  it('when sports stakes would pass the daily loss limit, then 32 with what remains', async () => {
    const member = await bettor();
    await saveOwnLimit(t.app, member.cookie, { kind: 'loss', window: 'day', amount: 15_000 });
    expect(envelope(await sendBet(t.app, member.cookie, await bet(10_000))).code).toBe(0);
    await expectBetRefused(
      t,
      member,
      await bet(10_000),
      32,
      '24시간 손실 한도를 초과합니다. 남은 베팅 가능 금액은 5,000원입니다.',
    );
    expect(envelope(await sendBet(t.app, member.cookie, await bet(5_000))).code).toBe(0);
  });

  it('when a mini-game stake passes the stake limit, then 33 and nothing is written', async () => {
    const member = await bettor();
    await saveOwnLimit(t.app, member.cookie, { kind: 'stake', window: 'bet', amount: 5_000 });
    const round = await openRound(t.db, 106);
    const reply = envelope<{ message: string }>(
      await sendGameBet(t.app, member.cookie, { choosed: 1, gameUid: round.gameUid, amount: 10_000 }),
    );
    expect({ code: reply.code, message: reply.data?.message }).toEqual({
      code: 33,
      message: '1회 베팅 한도(5,000원)를 초과합니다.',
    });
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(0);
    expect(await cashOf(t.db, member.id)).toBe(1_000_000n);
  });
});

describe('time-out (34) and self-exclusion (35)', () => {
  it('when a member takes a 24-hour time-out, then every session ends and sign-in answers 34 with the KST end', async () => {
    const member = await createMember(t.db);
    const first = await signIn(t.app, member);
    const second = await signIn(t.app, member);
    const until = new Date(Date.now() + 24 * hourMs);
    const reply = await callProtection<BlockStarted>(t.app, first, 'timeout', { until: until.toISOString() });
    expect(reply).toMatchObject({ code: 0, data: { until: until.toISOString(), endedSessions: 2 } });
    for (const cookie of [first, second])
      expect((await callProtection(t.app, cookie, 'limits')).code).toBe(99);
    const refused = envelope<{ message: string }>(await signInReply(member));
    expect({ code: refused.code, message: refused.data?.message }).toEqual({
      code: 34,
      message: timedOutText(until),
    });
    expect((await signInReply(member)).headers['set-cookie'] ?? '').not.toContain('hanpan_sid=');
  });

  it('when a member self-excludes for 6 months, then sign-in answers 35 and the block cannot be shortened', async () => {
    const member = await bettor(0n);
    const reply = await callProtection<BlockStarted>(t.app, member.cookie, 'selfExclude', { months: 6 });
    expect(reply.code).toBe(0);
    const until = new Date(reply.data?.until ?? '');
    expect(until.getTime() - Date.now()).toBeGreaterThan(180 * 24 * hourMs);
    const refused = envelope<{ message: string }>(await signInReply(member));
    expect(refused.code).toBe(35);
    expect(refused.data?.message).toBe(
      protectionText.selfExcluded.replace('{until}', formatKstMinute(until)),
    );
  });

  it('when a shorter block is asked while one is in force, then code 2 and the block stays', async () => {
    const member = await bettor(0n);
    const until = new Date(Date.now() + 48 * hourMs);
    await writeTestBlock(t.db, member.id, 'timeout', until);
    const before = await protectionRowsOf(t.db, member.id);
    const shorter = new Date(Date.now() + 24 * hourMs).toISOString();
    const reply = await callProtection<{ message: string }>(t.app, member.cookie, 'timeout', {
      until: shorter,
    });
    expect({ code: reply.code, message: reply.data?.message }).toEqual({
      code: 2,
      message: protectionText.blockNotLonger,
    });
    expect(await protectionRowsOf(t.db, member.id)).toEqual(before);
  });

  it('when a block committed while a session lived on, then deposits, sports and mini-game bets are refused with 34 and nothing is written', async () => {
    const member = await bettor();
    const until = new Date(Date.now() + 24 * hourMs);
    await writeTestBlock(t.db, member.id, 'timeout', until);
    const charge = envelope<{ message: string }>(await sendCharge(t.app, member.cookie, { amount: 30_000 }));
    expect({ code: charge.code, message: charge.data?.message }).toEqual({
      code: 34,
      message: timedOutText(until),
    });
    expect(await chargeRows(member.id)).toHaveLength(0);
    await expectBetRefused(t, member, await bet(10_000), 34, timedOutText(until));
    const round = await openRound(t.db, 106);
    const game = envelope<{ message: string }>(
      await sendGameBet(t.app, member.cookie, { choosed: 1, gameUid: round.gameUid, amount: 10_000 }),
    );
    expect({ code: game.code, message: game.data?.message }).toEqual({
      code: 34,
      message: timedOutText(until),
    });
    expect(await gameBetsOf(t.db, member.id)).toHaveLength(0);
    expect(await betsOf(t.db, member.id)).toHaveLength(0);
    expect(await cashOf(t.db, member.id)).toBe(1_000_000n);
  });

  it('when a casino bet comes under a time-out, then the provider gets RS_ERROR_USER_DISABLED and no money moves', async () => {
    const provider = await createTestProvider(t.db);
    const player = await createPlayer(t.app, t.db, provider, 100_000n);
    await writeTestBlock(t.db, player.id, 'timeout', new Date(Date.now() + hourMs));
    const { reply } = await walletCall(t.app, provider, 'transaction/bet', betBody(player, 5_000));
    expect(reply.status).toBe(walletStatus.userDisabled);
    expect(await cashOf(t.db, player.id)).toBe(100_000n);
    const rows = await t.db.selectFrom('casino_tx').select('id').where('member_id', '=', player.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('when a casino bet passes the stake limit, then RS_ERROR_USER_DISABLED and no money moves', async () => {
    const provider = await createTestProvider(t.db, { code: `p-${Date.now()}` });
    const player = await createPlayer(t.app, t.db, provider, 100_000n);
    await saveOwnLimit(t.app, player.cookie, { kind: 'stake', window: 'bet', amount: 1_000 });
    const { reply } = await walletCall(t.app, provider, 'transaction/bet', betBody(player, 5_000));
    expect(reply.status).toBe(walletStatus.userDisabled);
    expect(await cashOf(t.db, player.id)).toBe(100_000n);
    const ok = await walletCall(t.app, provider, 'transaction/bet', betBody(player, 1_000));
    expect(ok.reply.status).toBe(walletStatus.ok);
  });

  it('when a member with a pending withdrawal takes a time-out, then staff can still pay it out', async () => {
    const member = await bettor(100_000n);
    expect(envelope(await sendExchange(t.app, member, 50_000)).code).toBe(0);
    const [request] = await exchangeRowsOf(t.db, member.id);
    await callProtection(t.app, member.cookie, 'timeout', {
      until: new Date(Date.now() + hourMs).toISOString(),
    });
    const staff = await staffActor(t.db);
    const outcome = await t.app.services.payments.approveExchange(staff.actor, request?.id ?? 0);
    expect(outcome.kind).toBe('approved');
  });
});
