import type { StaffAgencyNode } from '@hanpan/core/api/staff-agency';

/** The nodes in tree order (each parent followed by its subtree), roots first. */
export function treeOrder(nodes: readonly StaffAgencyNode[]): StaffAgencyNode[] {
  const children = new Map<number | null, StaffAgencyNode[]>();
  const ids = new Set(nodes.map((node) => node.id));
  for (const node of nodes) {
    const parent = node.parentId !== null && ids.has(node.parentId) ? node.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }
  const ordered: StaffAgencyNode[] = [];
  const visit = (parent: number | null) => {
    for (const node of children.get(parent) ?? []) {
      ordered.push(node);
      visit(node.id);
    }
  };
  visit(null);
  return ordered;
}
