import { describe, expect, it } from 'vitest';
import { protectionText } from '../api/protection.ts';
import {
  activeBlock,
  awaitsReturnRequest,
  canReplaceBlock,
  checkTimeoutEnd,
  isReviewDue,
  selfExclusionEndOf,
} from './blocks.ts';
import {
  effectiveLimitOf,
  type LimitState,
  passedWindow,
  remainingOf,
  requestOwnLimit,
  setStaffLimit,
  settleLimit,
  tightestWindow,
} from './limits.ts';
import { blockRefusal, limitRefusal } from './refusals.ts';
import { plusKstMonths, windowStartOf } from './windows.ts';

const at = (iso: string) => new Date(iso);
const now = at('2026-03-31T03:00:00.000Z'); // 2026-03-31 12:00 KST
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const none: LimitState = { own: null, staff: null, pending: null };

describe('windowStartOf', () => {
  it.each([
    ['day', '2026-03-30T03:00:00.000Z'],
    ['week', '2026-03-24T03:00:00.000Z'],
    // One calendar month back in KST: 03-31 12:00 KST -> 02-28 12:00 KST.
    ['month', '2026-02-28T03:00:00.000Z'],
  ] as const)('when the window is %s, then it starts at %s', (window, start) => {
    expect(windowStartOf(window, now)?.toISOString()).toBe(start);
  });

  it('when the window is per bet, then it has no start', () => {
    expect(windowStartOf('bet', now)).toBeNull();
  });

  it.each([
    // 2026-03-01 08:00 KST is still 02-28 UTC: the month is counted in KST.
    ['2026-02-28T23:00:00.000Z', -1, '2026-01-31T23:00:00.000Z'],
    ['2026-01-31T03:00:00.000Z', 1, '2026-02-28T03:00:00.000Z'],
    ['2026-05-10T03:00:00.000Z', 6, '2026-11-10T03:00:00.000Z'],
    ['2026-05-10T03:00:00.000Z', 60, '2031-05-10T03:00:00.000Z'],
  ])('when %s moves %i months, then it is %s', (from, months, to) => {
    expect(plusKstMonths(at(from), months).toISOString()).toBe(to);
  });
});

describe('requestOwnLimit (cooling-off)', () => {
  const own = (amount: bigint): LimitState => ({ ...none, own: amount });
  it.each([
    ['a first limit applies at once', none, 50_000n, 'now', 50_000n],
    ['a decrease applies at once', own(50_000n), 30_000n, 'now', 30_000n],
    ['the same amount applies at once', own(50_000n), 50_000n, 'now', 50_000n],
    ['an increase waits', own(50_000n), 80_000n, 'pending', 50_000n],
    ['a removal waits', own(50_000n), null, 'pending', 50_000n],
    ['removing nothing changes nothing', none, null, 'unchanged', null],
  ] as const)('when %s', (_name, state, next, kind, ownAfter) => {
    const change = requestOwnLimit(state, next, now);
    expect(change.kind).toBe(kind);
    expect(change.state.own).toBe(ownAfter);
    if (change.kind === 'pending') {
      expect(change.appliesAt.toISOString()).toBe(hours(24).toISOString());
      expect(change.state.pending).toEqual({ amount: next, appliesAt: hours(24) });
    } else {
      expect(change.state.pending).toBeNull();
    }
  });

  it('when an increase is asked twice, then only the second is pending', () => {
    const first = requestOwnLimit(own(50_000n), 80_000n, now);
    const second = requestOwnLimit(first.state, 90_000n, hours(1));
    expect(second.state.pending).toEqual({ amount: 90_000n, appliesAt: hours(25) });
    expect(second.state.own).toBe(50_000n);
  });

  it('when a decrease follows a pending increase, then it applies at once and cancels the pending one', () => {
    const raised = requestOwnLimit(own(50_000n), 80_000n, now);
    const lowered = requestOwnLimit(raised.state, 40_000n, hours(1));
    expect(lowered).toEqual({ kind: 'now', state: { own: 40_000n, staff: null, pending: null } });
  });

  it('when the pending time has come, then the pending amount is the limit', () => {
    const raised = requestOwnLimit(own(50_000n), 80_000n, now).state;
    expect(effectiveLimitOf(raised, hours(23))).toBe(50_000n);
    expect(effectiveLimitOf(raised, hours(24))).toBe(80_000n);
    expect(settleLimit(raised, hours(24))).toEqual({ own: 80_000n, staff: null, pending: null });
    const removed = requestOwnLimit(own(50_000n), null, now).state;
    expect(effectiveLimitOf(removed, hours(24))).toBeNull();
  });
});

describe('effectiveLimitOf (the stricter applies)', () => {
  it.each([
    [null, null, null],
    [50_000n, null, 50_000n],
    [null, 30_000n, 30_000n],
    [50_000n, 30_000n, 30_000n],
    [20_000n, 30_000n, 20_000n],
  ] as const)('when own is %s and staff %s, then the limit is %s', (own, staff, limit) => {
    expect(effectiveLimitOf({ own, staff, pending: null }, now)).toBe(limit);
  });

  it('when staff remove their amount, then the member own stays', () => {
    expect(setStaffLimit({ own: 50_000n, staff: 10_000n, pending: null }, null)).toEqual({
      own: 50_000n,
      staff: null,
      pending: null,
    });
  });
});

describe('remaining and the lowest-applies rule', () => {
  const uses = [
    { window: 'day', limit: 50_000n, used: 10_000n },
    { window: 'week', limit: 100_000n, used: 90_000n },
    { window: 'month', limit: null, used: 90_000n },
  ] as const;

  it('when windows remain 40,000 and 10,000, then the 10,000 window applies', () => {
    expect(tightestWindow(uses)).toMatchObject({ window: 'week', remaining: 10_000n });
  });
  it.each([
    [10_000n, null],
    [10_001n, 'week'],
  ] as const)('when %s is asked, then the passed window is %s', (amount, window) => {
    expect(passedWindow(uses, amount)?.window ?? null).toBe(window);
  });
  it('when no window has a limit, then nothing applies', () => {
    expect(tightestWindow([{ window: 'day', limit: null, used: 5n }])).toBeNull();
  });
  it.each([
    [50n, 10n, 40n],
    [50n, 50n, 0n],
    [50n, 70n, 0n],
  ])('when the limit is %s and %s is used, then %s remains', (limit, used, remaining) => {
    expect(remainingOf(limit, used)).toBe(remaining);
  });
});

describe('blocks', () => {
  it.each([
    [hours(-1), 'tooShort'],
    [now, 'tooShort'],
    [hours(1), 'ok'],
    [hours(42 * 24), 'ok'],
    [new Date(hours(42 * 24).getTime() + 1), 'tooLong'],
  ] as const)('when a time-out ends at %s, then it is %s', (until, check) => {
    expect(checkTimeoutEnd(until, now)).toBe(check);
  });

  it.each([
    [6, '2026-09-30T03:00:00.000Z'],
    [12, '2027-03-31T03:00:00.000Z'],
    [60, '2031-03-31T03:00:00.000Z'],
  ])('when self-exclusion is %i months, then it ends %s', (months, end) => {
    expect(selfExclusionEndOf(now, months).toISOString()).toBe(end);
  });

  it('when a block is replaced, then only a later end may replace it', () => {
    const current = { kind: 'timeout', until: hours(24) } as const;
    expect(canReplaceBlock(current, { kind: 'timeout', until: hours(23) }, now)).toBe(false);
    expect(canReplaceBlock(current, { kind: 'selfExclusion', until: hours(48) }, now)).toBe(true);
    expect(canReplaceBlock(current, { kind: 'timeout', until: hours(1) }, hours(25))).toBe(true);
    expect(activeBlock(current, hours(24))).toBeNull();
  });

  it.each([
    ['before its end', hours(-1), null, true, false],
    ['ended, not asked to return', hours(1), null, true, true],
    ['ended, asked 23 hours ago', hours(30), hours(7), true, false],
    ['ended, asked 24 hours ago', hours(31), hours(7), false, false],
  ] as const)('when a self-exclusion is %s, then it is in force: %s', (_, at, askedAt, inForce, awaits) => {
    const block = { kind: 'selfExclusion', until: now, returnAskedAt: askedAt } as const;
    expect(activeBlock(block, at) !== null).toBe(inForce);
    expect(awaitsReturnRequest(block, at)).toBe(awaits);
  });

  it('when a self-exclusion ended, then the refusal says how to return, then when', () => {
    const ended = { kind: 'selfExclusion', until: now } as const;
    expect(blockRefusal(ended, hours(1))).toEqual({ code: 35, message: protectionText.selfExclusionEnded });
    expect(blockRefusal({ ...ended, returnAskedAt: hours(2) }, hours(3)).message).toBe(
      '자기 제한 기간이 끝나 이용 재개 요청이 접수되었습니다. 2026-04-01 14:00(KST)부터 로그인할 수 있습니다.',
    );
  });

  it('when a time-out has ended, then it is not in force and never awaits a request', () => {
    const ended = { kind: 'timeout', until: now } as const;
    expect(activeBlock(ended, hours(1))).toBeNull();
    expect(awaitsReturnRequest(ended, hours(1))).toBe(false);
  });

  it.each([
    ['2025-09-30T03:00:00.000Z', true],
    ['2025-10-01T03:00:00.000Z', false],
  ])('when a limit was set %s, then review due is %s', (since, due) => {
    expect(isReviewDue(at(since), now)).toBe(due);
  });
});

describe('refusal messages', () => {
  it.each([
    ['deposit', 'day', 31, '24시간 입금 한도를 초과합니다. 남은 입금 가능 금액은 12,000원입니다.'],
    ['loss', 'week', 32, '7일 손실 한도를 초과합니다. 남은 베팅 가능 금액은 12,000원입니다.'],
    ['stake', 'bet', 33, '1회 베팅 한도(50,000원)를 초과합니다.'],
  ] as const)('when the %s %s limit refuses, then code %i says %s', (kind, window, code, message) => {
    expect(limitRefusal(kind, window, { remaining: 12_000n, limit: 50_000n })).toEqual({ code, message });
  });
  it('when a time-out refuses, then it gives its KST end', () => {
    expect(blockRefusal({ kind: 'timeout', until: now }, hours(-1))).toEqual({
      code: 34,
      message: '이용 일시 중지 중입니다. 2026-03-31 12:00(KST)까지 로그인·입금·베팅을 할 수 없습니다.',
    });
    expect(blockRefusal({ kind: 'selfExclusion', until: now }, hours(-1)).code).toBe(35);
  });
});
