import { protectionText } from '@hanpan/core/api/protection';
import { describe, expect, it } from 'vitest';
import {
  blockStartedText,
  checkTimeoutEnd,
  exclusionUntil,
  monthsLabel,
  timeoutUntil,
} from './block-terms.ts';

// 2026-11-30 09:00 KST.
const now = Date.parse('2026-11-30T00:00:00Z');

describe('block terms', () => {
  it('when a time-out button is chosen, then it ends that many hours from now', () => {
    expect(timeoutUntil(now, 24)).toBe('2026-12-01T00:00:00.000Z');
    expect(timeoutUntil(now, 24 * 7)).toBe('2026-12-07T00:00:00.000Z');
  });

  it('when a self-exclusion is chosen, then its end is that many months on, named in months or years', () => {
    expect(exclusionUntil(now, 6)).toBe('2027-05-30T00:00:00.000Z');
    expect(exclusionUntil(now, 60)).toBe('2031-11-30T00:00:00.000Z');
    expect([6, 12, 60].map(monthsLabel)).toEqual(['6개월', '1년', '5년']);
  });

  it('when an end date is chosen, then it is read as KST and must be after now and within 6 weeks', () => {
    expect(checkTimeoutEnd('2026-12-10T21:30', now)).toEqual({ until: '2026-12-10T12:30:00.000Z' });
    expect(checkTimeoutEnd('', now)).toEqual({ error: protectionText.timeoutUntilInvalid });
    expect(checkTimeoutEnd('2026-11-30T08:59', now)).toEqual({ error: protectionText.timeoutTooShort });
    expect(checkTimeoutEnd('2027-01-11T09:00', now)).toEqual({ until: '2027-01-11T00:00:00.000Z' });
    expect(checkTimeoutEnd('2027-01-11T09:01', now)).toEqual({ error: protectionText.timeoutTooLong });
  });

  it('when a block started, then the notice gives its KST end', () => {
    expect(blockStartedText('timeout', '2026-12-01T00:00:00Z')).toBe(
      '이용 일시 중지를 시작했습니다. 모든 기기에서 로그아웃되었습니다.\n이용 일시 중지 중입니다. 2026-12-01 09:00(KST)까지 로그인·입금·베팅을 할 수 없습니다.',
    );
    expect(blockStartedText('selfExclusion', '2027-05-30T00:00:00Z')).toContain(
      '자기 제한 중입니다. 2027-05-30 09:00(KST)까지',
    );
  });
});
