import { describe, expect, it } from 'vitest';
import { readQueueFilter } from './queue-filter.ts';

describe('readQueueFilter', () => {
  it('when the address has no filter, then it is the pending tab, page 1', () => {
    expect(readQueueFilter(new URLSearchParams(''))).toEqual({ status: 'pending', page: 1 });
  });

  it('when the address names a tab and a page, then both are used', () => {
    expect(readQueueFilter(new URLSearchParams('status=all&page=3'))).toEqual({ status: 'all', page: 3 });
  });

  it('when the address holds nonsense, then the defaults are used', () => {
    expect(readQueueFilter(new URLSearchParams('status=drop&page=-2'))).toEqual({
      status: 'pending',
      page: 1,
    });
    expect(readQueueFilter(new URLSearchParams('page=1.5'))).toEqual({ status: 'pending', page: 1 });
  });
});
