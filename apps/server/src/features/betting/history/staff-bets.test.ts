import { betLimitsText } from '@hanpan/core/api/bet-limits';
import type { StaffBetList, StaffFixtureLiability } from '@hanpan/core/api/staff-bets';
import { staffBetsText } from '@hanpan/core/api/staff-bets';
import { staffText } from '@hanpan/core/api/staff-codes';
import { type BetLimits, defaultBetLimits } from '@hanpan/core/betting/limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, fundMember, uniqueSuffix } from '../../../../test/factories.ts';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import { insertBet, type OutcomeRow, outcomesOf } from '../../../../test/staff-bet-factories.ts';
import { createStaff, postStaff, signInStaff } from '../../../../test/staff-factories.ts';
import { applyTrade360Message } from '../../sports/catalogue-repository.ts';
import {
  betOf,
  fixtureMessage,
  fixtureOf,
  marketOf,
  marketsMessage,
} from '../../sports/feeds/trade360/test-messages.ts';
import { readBetLimits } from '../limits/limits-repository.ts';

const t = useLedgerCheckedApp();
let owner: string;
let ownerId: number;
let operator: string;
let support: string;
let finance: string;

// Fixture and league ids of this file only.
const fixtureId = 52_000_001;
const otherFixtureId = 52_000_002;
const leagueId = 95_201;
let picks: Map<string, OutcomeRow>;
let otherPicks: Map<string, OutcomeRow>;
const pick = (map: Map<string, OutcomeRow>, betId: string) => {
  const found = map.get(betId);
  if (!found) throw new Error(`No outcome ${betId}`);
  return found;
};

beforeAll(async () => {
  for (const [id, home] of [
    [fixtureId, 'Seoul Tigers'],
    [otherFixtureId, 'Busan Waves'],
  ] as const) {
    await applyTrade360Message(
      t.db,
      fixtureMessage(
        id,
        fixtureOf({
          StartDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
          League: { Id: leagueId, Name: '베팅 테스트 리그' },
          Participants: [
            { Id: 711, Name: home, Position: '1' },
            { Id: 712, Name: 'Incheon Hawks', Position: '2' },
          ],
        }),
      ),
    );
    const prefix = String(id).slice(-3);
    await applyTrade360Message(
      t.db,
      marketsMessage(id, [
        marketOf(1, [
          betOf(`${prefix}01`, '1', '2.10'),
          betOf(`${prefix}02`, 'X', '3.20'),
          betOf(`${prefix}03`, '2', '3.40'),
        ]),
        marketOf(2, [
          betOf(`${prefix}11`, 'Over', '2.05', { Line: '2.5', BaseLine: '2.5' }),
          betOf(`${prefix}12`, 'Under', '1.75', { Line: '2.5', BaseLine: '2.5' }),
        ]),
      ]),
    );
  }
  picks = await outcomesOf(t.db, fixtureId);
  otherPicks = await outcomesOf(t.db, otherFixtureId);
  const ownerRow = await createStaff(t.db, { role: 'owner' });
  ownerId = ownerRow.id;
  owner = await signInStaff(t.app, ownerRow);
  operator = await signInStaff(t.app, await createStaff(t.db, { role: 'operator' }));
  support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
  finance = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }));
});

const fundedMember = async (cash = 10_000_000n) => {
  const member = await createMember(t.db, { nick: `베${uniqueSuffix(5)}` });
  await fundMember(t.db, member.id, cash);
  return member;
};

const auditLines = (action: string, targetId: string) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();

describe('POST /api/staff/bets/limits and /limits/save', () => {
  const changed: BetLimits = {
    ...defaultBetLimits,
    minBetCash: 7_000,
    maxBetCnt: 8,
    bonusRateList: [{ rate: 100 }, { rate: 104 }, { rate: 106 }],
    globalJsonBetLimitSpecial: {
      ...defaultBetLimits.globalJsonBetLimitSpecial,
      sportRules: [{ sportId: 201, cutoffMinutes: 10, inplayDelaySeconds: 7 }],
    },
    betRestrictionList: [{ leagueId, label: '베팅 테스트 리그', minFolderCount: 2, maxBetCash: 500_000 }],
  };

  it('when an owner saves new limits with a reason, then they are stored, read back, served fresh and audited with before/after', async () => {
    const before = envelope<BetLimits>(await postStaff(t.app, '/api/staff/bets/limits', {}, owner));
    expect(before).toEqual({ code: 0, data: defaultBetLimits });

    const reply = await postStaff(
      t.app,
      '/api/staff/bets/limits/save',
      { limits: changed, reason: '주말 한도 조정' },
      owner,
      { ip: '10.203.0.4' },
    );
    expect(envelope(reply)).toEqual({ code: 0, data: changed });
    expect(envelope(await postStaff(t.app, '/api/staff/bets/limits', {}, operator)).data).toEqual(changed);
    expect(await readBetLimits(t.db)).toEqual(changed);

    const [audit, ...more] = await auditLines('bets.limits.save', 'betLimits');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({
      staff_id: ownerId,
      target_type: 'setting',
      before: defaultBetLimits,
      after: changed,
      reason: '주말 한도 조정',
      ip: '10.203.0.4',
    });
  });

  it.each([
    ['the minimum stake is above the maximum', { minBetCash: 5_000_000 }, betLimitsText.minAboveMax],
    ['odds are below 1.01', { maxBetRate: 100 }, betLimitsText.badOdds],
    ['a stake is not whole won', { maxBetCash: 1.5 }, betLimitsText.badWon],
    [
      'there are more than seven bonus tiers',
      { bonusRateList: Array(8).fill({ rate: 105 }) },
      betLimitsText.tooManyTiers,
    ],
  ])('when %s, then code 2 with the Korean message and nothing is written', async (_case, change, message) => {
    const stored = await readBetLimits(t.db);
    const auditsBefore = (await auditLines('bets.limits.save', 'betLimits')).length;
    const reply = await postStaff(
      t.app,
      '/api/staff/bets/limits/save',
      { limits: { ...stored, ...change }, reason: '잘못된 값' },
      owner,
    );
    expect(envelope(reply)).toEqual({ code: 2, data: { message } });
    expect(await readBetLimits(t.db)).toEqual(stored);
    expect(await auditLines('bets.limits.save', 'betLimits')).toHaveLength(auditsBefore);
  });

  it('when the reason is blank, then code 2 asks for it', async () => {
    const reply = await postStaff(
      t.app,
      '/api/staff/bets/limits/save',
      { limits: defaultBetLimits, reason: '  ' },
      owner,
    );
    expect(envelope(reply)).toEqual({ code: 2, data: { message: staffText.reasonRequired } });
  });

  it('when support or finance staff read or save the limits, then code 3 and nothing changes', async () => {
    const stored = await readBetLimits(t.db);
    for (const token of [support, finance]) {
      expect(envelope(await postStaff(t.app, '/api/staff/bets/limits', {}, token)).code).toBe(3);
      const save = await postStaff(
        t.app,
        '/api/staff/bets/limits/save',
        { limits: { ...stored, minBetCash: 1_000 }, reason: '권한 없음' },
        token,
      );
      expect(envelope(save)).toEqual({ code: 3, data: { message: staffText.forbidden } });
    }
    expect(await readBetLimits(t.db)).toEqual(stored);
  });
});

describe('POST /api/staff/bets/list', () => {
  const list = (body: Record<string, unknown>, token = support) =>
    postStaff(t.app, '/api/staff/bets/list', body, token).then((reply) => envelope<StaffBetList>(reply));

  it('when bets are searched by login id or nick, then only that member bets come, newest first, with legs in Korean and the totals', async () => {
    const member = await fundedMember();
    const other = await fundedMember();
    const single = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(picks, '00101')],
      stake: 10_000,
      placedAt: new Date(Date.now() - 60_000),
    });
    const double = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(picks, '00111'), pick(otherPicks, '00203')],
      stake: 20_000,
    });
    await insertBet(t.db, { memberId: other.id, picks: [pick(picks, '00102')], stake: 5_000 });

    const byLogin = await list({ member: member.loginId.toUpperCase() });
    expect(byLogin.code).toBe(0);
    expect(byLogin.data!.items.map((item) => item.id)).toEqual([String(double.id), String(single.id)]);
    expect(byLogin.data!.total).toBe(2);
    expect(byLogin.data!.totals).toEqual({
      stake: 30_000,
      potentialPayout: single.potentialPayout + double.potentialPayout,
    });
    expect(byLogin.data!.items[0]).toMatchObject({
      memberId: member.id,
      loginId: member.loginId,
      nick: member.nick,
      kind: 'prematch',
      status: 'open',
      stake: 20_000,
      totalOdds: double.totalOdds,
      potentialPayout: double.potentialPayout,
      legs: [
        {
          fixtureId,
          leagueName: '베팅 테스트 리그',
          homeName: 'Seoul Tigers',
          awayName: 'Incheon Hawks',
          marketName: '언더오버',
          pickText: '오버 (2.5)',
          odds: 205,
          status: 'open',
        },
        {
          fixtureId: otherFixtureId,
          homeName: 'Busan Waves',
          marketName: '승무패',
          pickText: '원정승',
          odds: 340,
        },
      ],
    });
    const byNick = await list({ member: member.nick });
    expect(byNick.data!.items.map((item) => item.id)).toEqual([String(double.id), String(single.id)]);
  });

  it('when filtered by fixture, status, kind and KST dates, then each filter keeps only its bets', async () => {
    const member = await fundedMember();
    const onFixture = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(picks, '00103')],
      stake: 6_000,
      placedAt: new Date('2026-03-01T15:30:00Z'), // 2026-03-02 00:30 KST
    });
    const lost = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(otherPicks, '00201')],
      stake: 7_000,
      status: 'lost',
      placedAt: new Date('2026-03-01T14:30:00Z'), // 2026-03-01 23:30 KST
    });
    const live = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(otherPicks, '00202')],
      stake: 8_000,
      kind: 'inplay',
      placedAt: new Date('2026-03-03T01:00:00Z'), // 2026-03-03 10:00 KST
    });
    const ids = (reply: Awaited<ReturnType<typeof list>>) => reply.data!.items.map((item) => item.id);
    const base = { member: member.loginId };

    expect(ids(await list({ ...base, fixtureId }))).toEqual([String(onFixture.id)]);
    expect(ids(await list({ ...base, status: 'lost' }))).toEqual([String(lost.id)]);
    expect(ids(await list({ ...base, kind: 'inplay' }))).toEqual([String(live.id)]);
    const day = await list({ ...base, from: '2026-03-02', to: '2026-03-02' });
    expect(ids(day)).toEqual([String(onFixture.id)]);
    expect(day.data!.totals.stake).toBe(6_000);
    expect(ids(await list({ ...base, from: '2026-03-01', to: '2026-03-02' }))).toEqual([
      String(onFixture.id),
      String(lost.id),
    ]);
    expect(ids(await list({ ...base, from: '2026-03-03' }))).toEqual([String(live.id)]);
    expect(ids(await list({ ...base, to: '2026-02-28' }))).toEqual([]);
  });

  it('when more bets match than a page holds, then pages of 50 follow each other and the totals cover all', async () => {
    const member = await fundedMember();
    const start = Date.parse('2026-01-10T00:00:00Z');
    for (let index = 0; index < 53; index += 1) {
      await insertBet(t.db, {
        memberId: member.id,
        picks: [pick(picks, '00102')],
        stake: 1_000 + index,
        placedAt: new Date(start + index * 1000),
      });
    }
    const first = await list({ member: member.loginId });
    const second = await list({ member: member.loginId, page: 2 });
    expect(first.data!.items).toHaveLength(50);
    expect(second.data!.items.map((item) => item.stake)).toEqual([1_002, 1_001, 1_000]);
    expect(first.data?.items[0]?.stake).toBe(1_052);
    expect(first.data!).toMatchObject({ page: 1, pageSize: 50, total: 53 });
    const stakeSum = Array.from({ length: 53 }, (_, index) => 1_000 + index).reduce((a, b) => a + b, 0);
    expect(second.data!.totals.stake).toBe(stakeSum);
    expect(second.data!.totals.potentialPayout).toBe(
      Array.from({ length: 53 }, (_, index) => Math.floor(((1_000 + index) * 320) / 100)).reduce(
        (a, b) => a + b,
        0,
      ),
    );
  });

  it.each([
    [{ from: '2026-3-1' }, staffBetsText.badDate],
    [{ from: '2026-03-05', to: '2026-03-01' }, staffBetsText.fromAfterTo],
    [{ fixtureId: 'abc' }, staffBetsText.badFixture],
  ])('when the filter is %j, then code 2 with the Korean message', async (body, message) => {
    expect(await list(body)).toEqual({ code: 2, data: { message } });
  });
});

describe('POST /api/staff/bets/liability', () => {
  it('when open bets hold outcomes of a fixture, then each outcome shows its open bets, stakes and payouts, and settled bets are left out', async () => {
    const fixture = 52_000_003;
    await applyTrade360Message(
      t.db,
      fixtureMessage(fixture, fixtureOf({ League: { Id: leagueId, Name: '베팅 테스트 리그' } })),
    );
    await applyTrade360Message(
      t.db,
      marketsMessage(fixture, [
        marketOf(1, [betOf('00301', '1', '2.00'), betOf('00302', 'X', '3.00'), betOf('00303', '2', '4.00')]),
        marketOf(2, [betOf('00311', 'Over', '1.90', { Line: '2.5', BaseLine: '2.5' })]),
      ]),
    );
    const own = await outcomesOf(t.db, fixture);
    const member = await fundedMember();
    const homeSingle = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(own, '00301')],
      stake: 10_000,
    });
    const homeDouble = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(own, '00301'), pick(otherPicks, '00201')],
      stake: 20_000,
    });
    const overSingle = await insertBet(t.db, {
      memberId: member.id,
      picks: [pick(own, '00311')],
      stake: 5_000,
    });
    await insertBet(t.db, { memberId: member.id, picks: [pick(own, '00303')], stake: 9_000, status: 'lost' });

    const reply = envelope<StaffFixtureLiability>(
      await postStaff(t.app, '/api/staff/bets/liability', { fixtureId: fixture }, support),
    );
    expect(reply.code).toBe(0);
    expect(reply.data!.fixture).toMatchObject({
      fixtureId: fixture,
      leagueName: '베팅 테스트 리그',
      status: 1,
    });
    expect(reply.data!.markets).toEqual([
      {
        marketId: 1,
        marketName: '승무패',
        outcomes: [
          {
            outcomeId: String(pick(own, '00301').id),
            pickText: '홈승',
            price: 200,
            openBets: 2,
            stake: 30_000,
            potentialPayout: homeSingle.potentialPayout + homeDouble.potentialPayout,
          },
        ],
      },
      {
        marketId: 2,
        marketName: '언더오버',
        outcomes: [
          {
            outcomeId: String(pick(own, '00311').id),
            pickText: '오버 (2.5)',
            price: 190,
            openBets: 1,
            stake: 5_000,
            potentialPayout: overSingle.potentialPayout,
          },
        ],
      },
    ]);
    expect(reply.data!.totals).toEqual({
      openBets: 3,
      stake: 35_000,
      potentialPayout: homeSingle.potentialPayout + homeDouble.potentialPayout + overSingle.potentialPayout,
    });
  });

  it('when the fixture does not exist or the id is not a number, then code 1 or code 2 in Korean', async () => {
    expect(
      envelope(await postStaff(t.app, '/api/staff/bets/liability', { fixtureId: 59_999_999 }, support)),
    ).toEqual({
      code: 1,
      data: { message: staffBetsText.unknownFixture },
    });
    expect(
      envelope(await postStaff(t.app, '/api/staff/bets/liability', { fixtureId: '1; drop' }, support)),
    ).toEqual({
      code: 2,
      data: { message: staffBetsText.badFixture },
    });
  });
});

describe('POST /api/staff/members/bettingBlock', () => {
  const block = (body: Record<string, unknown>, token = operator) =>
    postStaff(t.app, '/api/staff/members/bettingBlock', body, token, { ip: '10.203.0.9' }).then((reply) =>
      envelope(reply),
    );
  const flag = async (memberId: number) =>
    (
      await t.db
        .selectFrom('member')
        .select('is_betting_blocked')
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow()
    ).is_betting_blocked;

  it('when an operator bars a member from betting and lifts it again, then the flag follows, the detail shows it and both are audited', async () => {
    const member = await createMember(t.db);
    expect(await block({ memberId: member.id, isBlocked: true, reason: '부정 베팅 의심' })).toEqual({
      code: 0,
      data: { memberId: member.id, isBettingBlocked: true },
    });
    expect(await flag(member.id)).toBe(true);
    const detail = envelope<{ isBettingBlocked: boolean }>(
      await postStaff(t.app, '/api/staff/members/detail', { memberId: member.id }, support),
    );
    expect(detail.data!.isBettingBlocked).toBe(true);
    expect(await block({ memberId: member.id, isBlocked: true, reason: '중복' })).toEqual({
      code: 1,
      data: { message: staffBetsText.alreadyBlocked },
    });

    expect((await block({ memberId: member.id, isBlocked: false, reason: '확인 완료' })).code).toBe(0);
    expect(await flag(member.id)).toBe(false);
    expect(await block({ memberId: member.id, isBlocked: false, reason: '중복' })).toEqual({
      code: 1,
      data: { message: staffBetsText.notBlocked },
    });

    const [blocked] = await auditLines('member.bettingBlock', String(member.id));
    expect(blocked).toMatchObject({
      target_type: 'member',
      before: { isBettingBlocked: false },
      after: { isBettingBlocked: true },
      reason: '부정 베팅 의심',
      ip: '10.203.0.9',
    });
    const unblocked = await auditLines('member.bettingUnblock', String(member.id));
    expect(unblocked).toHaveLength(1);
    expect(unblocked[0]).toMatchObject({
      before: { isBettingBlocked: true },
      after: { isBettingBlocked: false },
    });
  });

  it('when the role lacks bets.manage, the reason is blank or the member is unknown, then nothing changes', async () => {
    const member = await createMember(t.db);
    expect((await block({ memberId: member.id, isBlocked: true, reason: '권한' }, support)).code).toBe(3);
    expect((await block({ memberId: member.id, isBlocked: true, reason: '권한' }, finance)).code).toBe(3);
    expect(await block({ memberId: member.id, isBlocked: true, reason: ' ' })).toEqual({
      code: 2,
      data: { message: staffText.reasonRequired },
    });
    expect(await block({ memberId: 99_999_999, isBlocked: true, reason: '없음' })).toEqual({
      code: 1,
      data: { message: '회원을 찾을 수 없습니다.' },
    });
    expect(await flag(member.id)).toBe(false);
    expect(await auditLines('member.bettingBlock', String(member.id))).toHaveLength(0);
  });
});
