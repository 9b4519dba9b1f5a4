import { staffText } from '@hanpan/core/api/staff-codes';
import {
  type StaffFixtureSettlement,
  type StaffSettlementChange,
  staffSettlementText,
} from '@hanpan/core/api/staff-settlement';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../../test/ledger.ts';
import {
  createSettlementFixture,
  feedSettles,
  fundedBettor,
  pickOf,
} from '../../../../test/settlement-staff-setup.ts';
import { insertBet, type OutcomeRow } from '../../../../test/staff-bet-factories.ts';
import { createStaff, postStaff, signInStaff } from '../../../../test/staff-factories.ts';

const t = useLedgerCheckedApp();
let operator: string;
let operatorId: number;
let support: string;
let finance: string;

// Fixture ids of this file only.
const fixtureId = 53_000_001;
const otherFixtureId = 53_000_002;
let picks: Map<string, OutcomeRow>;
let otherPicks: Map<string, OutcomeRow>;

beforeAll(async () => {
  picks = await createSettlementFixture(t.db, fixtureId);
  otherPicks = await createSettlementFixture(t.db, otherFixtureId);
  const operatorRow = await createStaff(t.db, { role: 'operator' });
  operatorId = operatorRow.id;
  operator = await signInStaff(t.app, operatorRow);
  support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
  finance = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }));
});

const call = <T>(path: string, body: unknown, token = operator) =>
  postStaff(t.app, `/api/staff/bets/${path}`, body, token, { ip: '10.204.0.7' }).then((reply) =>
    envelope<T>(reply),
  );
const manualRows = (fixture: number) =>
  t.db
    .selectFrom('manual_settlement')
    .select(['outcome_id', 'market_id', 'settlement', 'reason', 'staff_id'])
    .where('fixture_id', '=', BigInt(fixture))
    .orderBy('outcome_id')
    .execute();
const auditLines = (fixture: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'fixture')
    .where('target_id', '=', String(fixture))
    .orderBy('id')
    .execute();
const outcomeOf = (view: StaffFixtureSettlement, outcomeId: bigint) =>
  view.markets
    .flatMap((market) => market.outcomes)
    .find((outcome) => outcome.outcomeId === String(outcomeId));

describe('POST /api/staff/bets/settlement/*', () => {
  it('when an operator settles a market, voids another and undoes, then the manual values follow, each change is audited with its reason, and the screen shows them', async () => {
    const member = await fundedBettor(t.db);
    await insertBet(t.db, { memberId: member.id, picks: [pickOf(picks, '000101')], stake: 10_000 });
    await insertBet(t.db, {
      memberId: member.id,
      picks: [pickOf(picks, '000101'), pickOf(otherPicks, '000211')],
      stake: 5_000,
    });
    const home = pickOf(picks, '000101');
    const draw = pickOf(picks, '000102');
    const away = pickOf(picks, '000103');

    const settled = await call<StaffSettlementChange>('settlement/settle', {
      fixtureId,
      marketId: 1,
      outcomes: [
        { outcomeId: String(home.id), settlement: 2 },
        { outcomeId: String(draw.id), settlement: 1 },
        { outcomeId: String(away.id), settlement: 1 },
      ],
      reason: '피드 결과 누락, 공식 결과 2:1',
    });
    expect(settled.code).toBe(0);
    expect(settled.data!.outcomes).toBe(3);
    expect(outcomeOf(settled.data!.view, home.id)).toMatchObject({
      pickText: '홈승',
      feedSettlement: null,
      manualSettlement: 2,
      manualReason: '피드 결과 누락, 공식 결과 2:1',
      isConflict: false,
      bets: 2,
    });
    expect(await manualRows(fixtureId)).toEqual([
      {
        outcome_id: home.id,
        market_id: 1,
        settlement: 2,
        reason: '피드 결과 누락, 공식 결과 2:1',
        staff_id: operatorId,
      },
      {
        outcome_id: draw.id,
        market_id: 1,
        settlement: 1,
        reason: '피드 결과 누락, 공식 결과 2:1',
        staff_id: operatorId,
      },
      {
        outcome_id: away.id,
        market_id: 1,
        settlement: 1,
        reason: '피드 결과 누락, 공식 결과 2:1',
        staff_id: operatorId,
      },
    ]);

    const voided = await call<StaffSettlementChange>('settlement/void', {
      fixtureId,
      marketId: 2,
      reason: '기준점 오류',
    });
    expect(voided.code).toBe(0);
    const overUnder = voided.data?.view.markets.find((market) => market.marketId === 2);
    expect(overUnder?.outcomes.map((outcome) => outcome.manualSettlement)).toEqual([-1, -1]);

    const undone = await call<StaffSettlementChange>('settlement/undo', {
      fixtureId,
      marketId: 1,
      reason: '피드 결과 도착',
    });
    expect(undone.code).toBe(0);
    expect(undone.data!.outcomes).toBe(3);
    expect((await manualRows(fixtureId)).map((row) => [row.market_id, row.settlement])).toEqual([
      [2, -1],
      [2, -1],
    ]);

    const audits = await auditLines(fixtureId);
    expect(audits.map((line) => [line.action, line.reason, line.staff_id, line.ip])).toEqual([
      ['bets.settlement.settle', '피드 결과 누락, 공식 결과 2:1', operatorId, '10.204.0.7'],
      ['bets.settlement.void', '기준점 오류', operatorId, '10.204.0.7'],
      ['bets.settlement.undo', '피드 결과 도착', operatorId, '10.204.0.7'],
    ]);
    expect(audits[0]).toMatchObject({
      before: { marketId: 1, manual: [] },
      after: {
        marketId: 1,
        manual: [
          { outcomeId: String(home.id), settlement: 2 },
          { outcomeId: String(draw.id), settlement: 1 },
          { outcomeId: String(away.id), settlement: 1 },
        ],
      },
    });
    expect(audits[2]).toMatchObject({ after: { marketId: 1, manual: [] } });

    // Clean up: the whole fixture undone, then voided, then undone again.
    expect((await call('settlement/undo', { fixtureId, marketId: null, reason: '정리' })).code).toBe(0);
    expect(await manualRows(fixtureId)).toEqual([]);
  });

  it('when a whole fixture is voided, then every outcome of every market is -1; when nothing is manual, undo is refused', async () => {
    const voided = await call<StaffSettlementChange>('settlement/void', {
      fixtureId: otherFixtureId,
      reason: '경기 취소',
    });
    expect(voided.code).toBe(0);
    expect(voided.data!.outcomes).toBe(5);
    expect((await manualRows(otherFixtureId)).map((row) => row.settlement)).toEqual([-1, -1, -1, -1, -1]);
    expect((await call('settlement/undo', { fixtureId: otherFixtureId, reason: '경기 재개' })).code).toBe(0);
    expect(await call('settlement/undo', { fixtureId: otherFixtureId, reason: '중복' })).toEqual({
      code: 1,
      data: { message: staffSettlementText.nothingToUndo },
    });
    expect((await auditLines(otherFixtureId)).map((line) => line.action)).toEqual([
      'bets.settlement.void',
      'bets.settlement.undo',
    ]);
  });

  it('when the feed later sends a value that differs from the manual one, then the screen flags the conflict and keeps the manual value', async () => {
    const fixture = 53_000_003;
    const own = await createSettlementFixture(t.db, fixture);
    const over = pickOf(own, '000311');
    expect(
      (
        await call('settlement/settle', {
          fixtureId: fixture,
          marketId: 2,
          outcomes: [{ outcomeId: String(over.id), settlement: 2 }],
          reason: '3:1 종료',
        })
      ).code,
    ).toBe(0);
    await feedSettles(t.db, fixture, '000311', 1);
    const view = await call<StaffFixtureSettlement>('settlement/fixture', { fixtureId: fixture }, support);
    expect(view.code).toBe(0);
    expect(outcomeOf(view.data!, over.id)).toMatchObject({
      feedSettlement: 1,
      manualSettlement: 2,
      isConflict: true,
    });
    const under = outcomeOf(view.data!, pickOf(own, '000312').id);
    expect(under).toMatchObject({ feedSettlement: null, manualSettlement: null, isConflict: false });
  });

  const home = () => String(pickOf(picks, '000101').id);
  it.each([
    [
      'the fixture is unknown',
      'settlement/settle',
      () => ({
        fixtureId: 59_999_999,
        marketId: 1,
        outcomes: [{ outcomeId: home(), settlement: 2 }],
        reason: '사유',
      }),
      1,
      staffSettlementText.unknownFixture,
    ],
    [
      'the market is not on the fixture',
      'settlement/settle',
      () => ({ fixtureId, marketId: 77, outcomes: [{ outcomeId: home(), settlement: 2 }], reason: '사유' }),
      1,
      staffSettlementText.unknownMarket,
    ],
    [
      'an outcome belongs to another market',
      'settlement/settle',
      () => ({ fixtureId, marketId: 2, outcomes: [{ outcomeId: home(), settlement: 2 }], reason: '사유' }),
      1,
      staffSettlementText.unknownOutcome,
    ],
    [
      'an outcome belongs to another fixture',
      'settlement/settle',
      () => ({
        fixtureId,
        marketId: 1,
        outcomes: [{ outcomeId: String(pickOf(otherPicks, '000201').id), settlement: 2 }],
        reason: '사유',
      }),
      1,
      staffSettlementText.unknownOutcome,
    ],
    [
      'an outcome id is not a number',
      'settlement/settle',
      () => ({
        fixtureId,
        marketId: 1,
        outcomes: [{ outcomeId: '1 or 1=1', settlement: 2 }],
        reason: '사유',
      }),
      2,
      staffSettlementText.badOutcome,
    ],
    [
      'the value is not a settlement value',
      'settlement/settle',
      () => ({ fixtureId, marketId: 1, outcomes: [{ outcomeId: home(), settlement: 0 }], reason: '사유' }),
      2,
      staffSettlementText.badValue,
    ],
    [
      'no outcome is given',
      'settlement/settle',
      () => ({ fixtureId, marketId: 1, outcomes: [], reason: '사유' }),
      2,
      staffSettlementText.noOutcomes,
    ],
    [
      'an outcome is given twice',
      'settlement/settle',
      () => ({
        fixtureId,
        marketId: 1,
        outcomes: [
          { outcomeId: home(), settlement: 2 },
          { outcomeId: home(), settlement: 1 },
        ],
        reason: '사유',
      }),
      2,
      staffSettlementText.duplicateOutcome,
    ],
    [
      'the reason is blank',
      'settlement/void',
      () => ({ fixtureId, marketId: 1, reason: '   ' }),
      2,
      staffText.reasonRequired,
    ],
    [
      'the reason holds a NUL',
      'settlement/void',
      () => ({ fixtureId, marketId: 1, reason: '사유\u0000' }),
      2,
      '사유에 사용할 수 없는 문자가 있습니다.',
    ],
    [
      'the fixture id is text',
      'settlement/void',
      () => ({ fixtureId: 'abc', reason: '사유' }),
      2,
      staffSettlementText.badFixture,
    ],
    [
      'the market is unknown',
      'settlement/void',
      () => ({ fixtureId, marketId: 77, reason: '사유' }),
      1,
      staffSettlementText.unknownMarket,
    ],
  ])('when %s (%s), then code %i in Korean and nothing changes', async (_case, path, body, code, message) => {
    const auditsBefore = (await auditLines(fixtureId)).length;
    const before = await manualRows(fixtureId);
    expect(await call(path, body())).toEqual({ code, data: { message } });
    expect(await manualRows(fixtureId)).toEqual(before);
    expect(await auditLines(fixtureId)).toHaveLength(auditsBefore);
  });

  it('when the reason is 1 MB, then a clean Korean code 2 and nothing changes', async () => {
    const reply = await postStaff(
      t.app,
      '/api/staff/bets/settlement/void',
      { fixtureId, marketId: 1, reason: '가'.repeat(1024 * 1024) },
      operator,
    );
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toMatchObject({ code: 2, data: { message: expect.stringMatching(/[가-힣]/) } });
    const shorter = await call('settlement/void', { fixtureId, marketId: 1, reason: '가'.repeat(501) });
    expect(shorter.code).toBe(2);
    expect(await manualRows(fixtureId)).toEqual([]);
  });

  it('when support or finance staff (no bets.manage) settle, void or undo, then code 3 and nothing changes; they may still read', async () => {
    for (const token of [support, finance]) {
      expect(await call('settlement/void', { fixtureId, reason: '권한' }, token)).toEqual({
        code: 3,
        data: { message: staffText.forbidden },
      });
      expect((await call('settlement/undo', { fixtureId, reason: '권한' }, token)).code).toBe(3);
      expect(
        (
          await call(
            'settlement/settle',
            { fixtureId, marketId: 1, outcomes: [{ outcomeId: home(), settlement: 2 }], reason: '권한' },
            token,
          )
        ).code,
      ).toBe(3);
      expect((await call('settlement/fixture', { fixtureId }, token)).code).toBe(0);
    }
    expect(await manualRows(fixtureId)).toEqual([]);
  });
});
