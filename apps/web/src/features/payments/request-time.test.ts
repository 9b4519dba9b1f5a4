import { describe, expect, it } from 'vitest';
import { formatRequestTime } from './request-time.ts';

describe('formatRequestTime', () => {
  it('when a UTC time is shown in Seoul, then it reads as the local date and 24-hour time', () => {
    expect(formatRequestTime('2026-11-21T12:05:09.000Z', 'Asia/Seoul')).toBe('2026-11-21 21:05');
    expect(formatRequestTime('2026-12-31T15:00:00.000Z', 'Asia/Seoul')).toBe('2027-01-01 00:00');
  });

  it('when the time cannot be read, then a dash is shown', () => {
    expect(formatRequestTime('not a time')).toBe('-');
  });
});
