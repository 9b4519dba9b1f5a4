import { describe, expect, it } from 'vitest';
import { kstInputToIso, readLoginIds } from './kst-input.ts';

describe('kstInputToIso', () => {
  it('when a datetime-local value is given, then it is read as KST', () => {
    expect(new Date(kstInputToIso('2026-12-01T09:00')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('when the value is not a datetime-local value, then it is passed on for the server to refuse', () => {
    expect(kstInputToIso('')).toBe('');
  });
});

describe('readLoginIds', () => {
  it('when ids are separated by lines, commas and spaces, then each is read once per mention', () => {
    expect(readLoginIds(' kim01\nlee02, park03  choi04\n')).toEqual(['kim01', 'lee02', 'park03', 'choi04']);
  });
});
