import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blockedFilterParams, readBlockedFilter } from '../blocked-filter.ts';
import { BlockedMembersTable } from './blocked-members-table.tsx';

// Rendered to HTML with react-dom (the admin package has no DOM environment).

const timedOut = {
  memberId: 7,
  loginId: 'hong12',
  nick: '홍길동',
  kind: 'timeout',
  startedAt: '2026-11-29T01:00:00.000Z',
  until: '2026-11-30T01:00:00.000Z',
  returnAskedAt: null,
} as const;

describe('blocked members', () => {
  it('when members are timed out or returning from a self-exclusion, then each row links to the member with KST times', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <BlockedMembersTable
          items={[
            timedOut,
            {
              ...timedOut,
              memberId: 8,
              loginId: 'kim34',
              kind: 'selfExclusion',
              until: '2026-11-20T00:00:00.000Z',
              returnAskedAt: '2026-11-29T03:00:00.000Z',
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(html).toContain('href="/members/7"');
    expect(html).toContain('href="/members/8"');
    expect(html).toContain('이용 일시 중지');
    expect(html).toContain('자기 제한');
    expect(html).toContain('2026-11-29 10:00:00');
    expect(html).toContain('2026-11-30 10:00:00');
    expect(html).toContain('2026-11-29 12:00:00 (2026-11-30 12:00:00부터 이용)');
  });

  it('when the address holds a filter, then a known kind and page are read and anything else is the default', () => {
    expect(readBlockedFilter(new URLSearchParams('kind=selfExclusion&page=3'))).toEqual({
      kind: 'selfExclusion',
      page: 3,
    });
    expect(readBlockedFilter(new URLSearchParams('kind=suspended&page=-1'))).toEqual({
      kind: 'all',
      page: 1,
    });
    expect(blockedFilterParams({ kind: 'all', page: 1 })).toEqual({});
    expect(blockedFilterParams({ kind: 'timeout', page: 2 })).toEqual({ kind: 'timeout', page: '2' });
  });
});
