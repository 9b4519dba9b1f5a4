import { describe, expect, it } from 'vitest';
import { betFilterParams, readBetFilter } from './bet-filter.ts';

describe('readBetFilter', () => {
  it('when the address holds a full search, then every field is read and written back the same', () => {
    const params = new URLSearchParams(
      'member=demo01&fixtureId=12345&status=open&kind=inplay&from=2026-03-01&to=2026-03-02&page=3',
    );
    const filter = readBetFilter(params);
    expect(filter).toEqual({
      member: 'demo01',
      fixtureId: 12_345,
      status: 'open',
      kind: 'inplay',
      from: '2026-03-01',
      to: '2026-03-02',
      page: 3,
    });
    expect(betFilterParams(filter)).toEqual(Object.fromEntries(params));
  });

  it('when the address holds junk, then the defaults apply', () => {
    expect(readBetFilter(new URLSearchParams('fixtureId=abc&status=paid&kind=x&from=3/1&page=-2'))).toEqual({
      member: '',
      fixtureId: null,
      status: 'all',
      kind: 'all',
      from: null,
      to: null,
      page: 1,
    });
  });
});
