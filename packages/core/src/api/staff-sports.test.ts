import { describe, expect, it } from 'vitest';
import { staffText } from './staff-codes.ts';
import {
  defaultSportsSettings,
  staffSportsFixtureSearchRequestSchema,
  staffSportsOverrideRequestSchema,
  staffSportsSettingsSaveRequestSchema,
  staffSportsText,
} from './staff-sports.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const filter = (overrides: Record<string, number | null> = {}) => ({
  sportId: 201,
  handicapMin: null,
  handicapMax: null,
  totalMin: null,
  totalMax: null,
  ...overrides,
});

describe('staffSportsSettingsSaveRequestSchema', () => {
  it.each([
    ['the defaults with a reason', { ...defaultSportsSettings, reason: '초기화' }, null],
    ['a 5% margin', { ...defaultSportsSettings, marginBasisPoints: 500, reason: '마진' }, null],
    [
      'a margin above 20%',
      { ...defaultSportsSettings, marginBasisPoints: 2001, reason: '마진' },
      staffSportsText.badMargin,
    ],
    [
      'a fractional margin',
      { ...defaultSportsSettings, marginBasisPoints: 5.5, reason: '마진' },
      staffSportsText.badMargin,
    ],
    ['no reason', { ...defaultSportsSettings, reason: '  ' }, staffText.reasonRequired],
    [
      'a line off the quarter grid',
      { ...defaultSportsSettings, lineFilters: [filter({ totalMax: 260 })], reason: '필터' },
      staffSportsText.badLine,
    ],
    [
      'a negative handicap bound',
      { ...defaultSportsSettings, lineFilters: [filter({ handicapMin: -50 })], reason: '필터' },
      staffSportsText.negativeHandicap,
    ],
    [
      'a minimum above the maximum',
      {
        ...defaultSportsSettings,
        lineFilters: [filter({ handicapMin: 200, handicapMax: 100 })],
        reason: '필터',
      },
      staffSportsText.lineRange,
    ],
    [
      'two filters for one sport',
      { ...defaultSportsSettings, lineFilters: [filter(), filter()], reason: '필터' },
      staffSportsText.duplicateSport,
    ],
  ])('when the body has %s, then the first problem is %j', (_name, body, expected) => {
    expect(firstMessage(staffSportsSettingsSaveRequestSchema.safeParse(body))).toBe(expected);
  });
});

describe('staffSportsOverrideRequestSchema', () => {
  const outcome = { kind: 'outcome', fixtureId: 5, outcomeId: '123456789012' } as const;
  it.each([
    [
      'a market suspension',
      { target: { kind: 'market', fixtureId: 5, marketId: 3 }, isSuspended: true },
      null,
    ],
    ['an outcome price', { target: outcome, isSuspended: false, price: 195 }, null],
    [
      'a price on a fixture',
      { target: { kind: 'fixture', fixtureId: 5 }, isSuspended: true, price: 195 },
      staffSportsText.priceOnlyOutcome,
    ],
    [
      'neither a suspension nor a price',
      { target: outcome, isSuspended: false },
      staffSportsText.emptyOverride,
    ],
    ['a price below 1.01', { target: outcome, isSuspended: false, price: 100 }, staffSportsText.badPrice],
    [
      'a bet id that is not digits',
      { target: { ...outcome, outcomeId: 'x1' }, isSuspended: true },
      staffSportsText.unknownOutcome,
    ],
  ])('when the body is %s, then the first problem is %j', (_name, body, expected) => {
    expect(firstMessage(staffSportsOverrideRequestSchema.safeParse({ ...body, reason: '조정' }))).toBe(
      expected,
    );
  });

  it('when no price is given, then it is null', () => {
    const parsed = staffSportsOverrideRequestSchema.parse({
      target: outcome,
      isSuspended: true,
      reason: '정지',
    });
    expect(parsed.price).toBeNull();
  });
});

describe('staffSportsFixtureSearchRequestSchema', () => {
  it.each([
    ['7', true],
    ['울산', true],
    ['a', false],
    ['', false],
  ])('when the query is %j, then it is accepted: %s', (query, expected) => {
    expect(staffSportsFixtureSearchRequestSchema.safeParse({ query }).success).toBe(expected);
  });
});
