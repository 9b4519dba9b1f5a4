import { describe, expect, it } from 'vitest';
import { boardFilterParams, readBoardFilter } from './board-filter.ts';

describe('readBoardFilter', () => {
  it.each([
    ['', { boardType: null, page: 1 }],
    ['type=0', { boardType: 0, page: 1 }],
    ['type=1&page=3', { boardType: 1, page: 3 }],
    ['type=11&page=-2', { boardType: null, page: 1 }],
    ['type=x&page=1.5', { boardType: null, page: 1 }],
  ])('when the address says %j, then the filter is %j', (query, filter) => {
    expect(readBoardFilter(new URLSearchParams(query))).toEqual(filter);
  });

  it('when a filter is written to the address and read back, then it is the same', () => {
    const filter = { boardType: 1 as const, page: 4 };
    expect(readBoardFilter(new URLSearchParams(boardFilterParams(filter)))).toEqual(filter);
    expect(boardFilterParams({ boardType: null, page: 1 })).toEqual({});
  });
});
