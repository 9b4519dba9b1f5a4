import type { StaffAgencyNode } from '@hanpan/core/api/staff-agency';
import { describe, expect, it } from 'vitest';
import { treeOrder } from './tree-order.ts';

const node = (id: number, parentId: number | null): StaffAgencyNode => ({
  id,
  parentId,
  name: `p${id}`,
  joinCode: `p${id}`,
  depth: 0,
  levelName: '',
  status: 'active',
  upperMode: 'difference',
  ownerLoginId: null,
  ownerNick: null,
  memberCount: 0,
  todayStakes: 0,
  todayPayouts: 0,
  rates: [],
});

describe('treeOrder', () => {
  it('when nodes come by depth, then each parent is followed by its own subtree', () => {
    const ordered = treeOrder([node(1, null), node(2, 1), node(3, 1), node(4, 2), node(5, 3)]);
    expect(ordered.map((item) => item.id)).toEqual([1, 2, 4, 3, 5]);
  });
});
