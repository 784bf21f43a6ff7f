import type { PermissionNode } from '@pcharging/api-client';
import { describe, expect, it } from 'vitest';
import { compactPermissions, expandPermissions } from './permission-selection';

const tree: PermissionNode[] = [
  {
    key: '*:*:*',
    label: 'All permissions',
    level: 'all',
    children: [
      {
        key: 'operator:*:*',
        label: 'Operations',
        level: 'area',
        children: [
          {
            key: 'operator:station:*',
            label: 'Stations',
            level: 'entity',
            children: [
              { key: 'operator:station:list', label: 'View list', level: 'action' },
              { key: 'operator:station:add', label: 'Add', level: 'action' },
            ],
          },
          {
            key: 'operator:pile:*',
            label: 'Chargers',
            level: 'entity',
            children: [{ key: 'operator:pile:list', label: 'View list', level: 'action' }],
          },
        ],
      },
      {
        key: 'system:*:*',
        label: 'System',
        level: 'area',
        children: [
          {
            key: 'system:log:*',
            label: 'Log',
            level: 'entity',
            children: [{ key: 'system:log:list', label: 'View list', level: 'action' }],
          },
        ],
      },
    ],
  },
];

describe('permission selection', () => {
  it('stores a fully ticked branch as its wildcard and a partial one as its actions', () => {
    const checked = new Set(['operator:station:*', 'operator:station:list', 'operator:station:add', 'system:log:list']);
    expect(compactPermissions(tree, checked)).toEqual(['operator:station:*', 'system:log:list']);
  });

  it('stores everything ticked as *:*:*', () => {
    expect(compactPermissions(tree, expandPermissions(tree, ['*:*:*']))).toEqual(['*:*:*']);
  });

  it('ticks what lies under a granted wildcard', () => {
    const checked = expandPermissions(tree, ['operator:*:*']);
    expect([...checked].sort()).toEqual([
      'operator:*:*',
      'operator:pile:*',
      'operator:pile:list',
      'operator:station:*',
      'operator:station:add',
      'operator:station:list',
    ]);
  });
});
