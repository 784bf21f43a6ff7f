import type { PermissionNode } from '@pcharging/api-client';
import { Tree, type TreeDataNode, Typography } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionLabelKey } from '../permission-labels';

function toTreeData(nodes: readonly PermissionNode[], label: (node: PermissionNode) => string): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: (
      <>
        {label(node)}{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {node.key}
        </Typography.Text>
      </>
    ),
    children: node.children ? toTreeData(node.children, label) : undefined,
  }));
}

export interface PermissionTreeProps {
  tree: readonly PermissionNode[];
  /** Every ticked key, parents included. */
  checked: ReadonlySet<string>;
  /** Absent: the tree is read-only (checkboxes disabled). */
  onChange?: (checked: Set<string>) => void;
}

/** The permission vocabulary as ticked boxes: all → area → entity → action, labels in the reader's language. */
export function PermissionTree({ tree, checked, onChange }: PermissionTreeProps) {
  const { t } = useTranslation();
  const label = (node: PermissionNode) => {
    const key = permissionLabelKey(node);
    return key ? t(key) : node.label;
  };
  const onCheck = (keys: Key[] | { checked: Key[] }) => {
    const list = Array.isArray(keys) ? keys : keys.checked;
    onChange?.(new Set(list.map(String)));
  };
  return (
    <Tree
      checkable
      selectable={false}
      disabled={!onChange}
      defaultExpandAll
      checkedKeys={[...checked]}
      onCheck={onCheck}
      treeData={toTreeData(tree, label)}
    />
  );
}
