import type { PermissionNode } from '@pcharging/api-client';

/**
 * The strings a role stores for a set of ticked nodes: a node whose every child is ticked is stored as its own
 * key (`operator:station:*`, `*:*:*`) instead of its children, so the role also holds what a later release adds.
 */
export function compactPermissions(tree: readonly PermissionNode[], checked: ReadonlySet<string>): string[] {
  const stored: string[] = [];
  const visit = (node: PermissionNode) => {
    if (checked.has(node.key)) {
      stored.push(node.key);
      return;
    }
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of tree) visit(node);
  return stored;
}

/** Every key of the tree with all that lies under a granted node, as the tree shows a role's permissions. */
export function expandPermissions(tree: readonly PermissionNode[], granted: readonly string[]): Set<string> {
  const held = new Set(granted);
  const checked = new Set<string>();
  const visit = (node: PermissionNode, inherited: boolean) => {
    const on = inherited || held.has(node.key);
    if (on) checked.add(node.key);
    for (const child of node.children ?? []) visit(child, on);
  };
  for (const node of tree) visit(node, false);
  return checked;
}
