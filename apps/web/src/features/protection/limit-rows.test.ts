import type { LimitView } from '@hanpan/core/api/protection';
import { describe, expect, it } from 'vitest';
import { effectiveLimit, isIncrease, limitRowOf, limitRowsOfKind } from './limit-rows.ts';
import { formatElapsed, netFigureOf, spokenElapsed } from './session-figures.ts';

const view = (overrides: Partial<LimitView>): LimitView => ({
  kind: 'deposit',
  window: 'day',
  amount: null,
  staffAmount: null,
  used: null,
  pending: null,
  ...overrides,
});

describe('limit rows', () => {
  it('when staff set a stricter limit, then the lowest applies and the remaining is under it', () => {
    expect(effectiveLimit({ amount: 50_000, staffAmount: 30_000 })).toBe(30_000);
    expect(effectiveLimit({ amount: null, staffAmount: null })).toBeNull();
    const row = limitRowOf(view({ amount: 50_000, staffAmount: 30_000, used: 12_000 }));
    expect(row).toMatchObject({
      name: '24시간 입금 한도',
      ownText: '50,000원',
      staffText: '30,000원',
      usedText: '12,000원',
      remainingText: '18,000원',
    });
  });

  it('when more is used than the limit, then nothing remains (never a negative)', () => {
    expect(limitRowOf(view({ amount: 10_000, used: 15_000 })).remainingText).toBe('0원');
  });

  it('when an increase waits, then its amount and KST time show; a removal reads 해제', () => {
    const raised = limitRowOf(
      view({ amount: 50_000, pending: { amount: 60_000, appliesAt: '2026-11-30T12:00:00Z' } }),
    );
    expect(raised.pendingText).toBe('60,000원 · 2026-11-30 21:00 적용 예정');
    const removed = limitRowOf(
      view({ amount: 50_000, pending: { amount: null, appliesAt: '2026-11-30T12:05:00Z' } }),
    );
    expect(removed.pendingText).toBe('해제 · 2026-11-30 21:05 적용 예정');
  });

  it('when a kind is listed, then its windows come in order and a missing one shows no limit', () => {
    const rows = limitRowsOfKind([view({ window: 'month', amount: 1_000_000 })], 'deposit');
    expect(rows.map((row) => row.name)).toEqual(['24시간 입금 한도', '7일 입금 한도', '1개월 입금 한도']);
    expect(rows[0]!.ownText).toBe('없음');
    expect(rows[2]!.ownText).toBe('1,000,000원');
    expect(limitRowsOfKind([], 'stake').map((row) => row.name)).toEqual(['1회 베팅 한도']);
  });

  it('when a limit is raised or removed, then it waits; a first limit or a decrease does not', () => {
    expect(isIncrease(50_000, 60_000)).toBe(true);
    expect(isIncrease(50_000, null)).toBe(true);
    expect(isIncrease(50_000, 40_000)).toBe(false);
    expect(isIncrease(null, 40_000)).toBe(false);
  });
});

describe('session figures', () => {
  it('when time has passed, then it reads h:mm:ss and in words', () => {
    expect(formatElapsed(0)).toBe('0:00:00');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(formatElapsed(36_000_000 + 59_999)).toBe('10:00:59');
    expect(formatElapsed(-5_000)).toBe('0:00:00');
    expect(spokenElapsed(3_723_000)).toBe('1시간 2분 3초');
  });

  it('when the net is a gain, a loss or even, then it is signed and toned', () => {
    expect(netFigureOf(12_000)).toEqual({ text: '+12,000원', tone: 'gain' });
    expect(netFigureOf(-5_000)).toEqual({ text: '-5,000원', tone: 'loss' });
    expect(netFigureOf(0)).toEqual({ text: '0원', tone: 'even' });
  });
});
