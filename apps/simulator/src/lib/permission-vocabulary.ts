import type { components } from '@pcharging/api-client';
import { permissionCatalogue } from '@pcharging/api-client/operations';
import { WILDCARD_PERMISSION } from '@pcharging/validation';

type PermissionNode = components['schemas']['PermissionNode'];

// English labels for the role editor, by key segment; the web app translates them by node key.
export const areaLabels: Readonly<Record<string, string>> = {
  metadata: 'Data centre',
  operator: 'Operations',
  money: 'Finance centre',
  customer: 'Customers',
  system: 'System management',
};

export const entityLabels: Readonly<Record<string, string>> = {
  overview: 'Data overview',
  income: 'Income statistics',
  operator: 'Operators',
  station: 'Stations',
  pile: 'Chargers',
  port: 'Charging ports',
  session: 'Charging sessions',
  rfid: 'RFID cards',
  price: 'Price templates',
  equipment: 'Equipment',
  alarm: 'Alarms',
  uptime: 'Port uptime',
  order: 'Orders',
  journal: 'Money journal',
  adjust: 'Balance adjustments',
  close: 'Daily close',
  customer: 'Customers',
  user: 'Users',
  role: 'Roles',
  log: 'Operation log',
};

export const actionLabels: Readonly<Record<string, string>> = {
  list: 'View list',
  view: 'View',
  add: 'Add',
  edit: 'Edit',
  delete: 'Delete',
  status: 'Enable or disable',
  audit: 'Audit',
  restart: 'Remote restart',
  whitelist: 'Offline whitelist',
  import: 'Import',
  bind: 'Bind',
  unbind: 'Unbind',
  account: 'Create customer account',
  export: 'Export',
  ack: 'Acknowledge',
  repair: 'Repair',
  reset: 'Reset password',
  stop: 'Remote stop',
  start: 'Remote start',
  unlock: 'Unlock connector',
  refund: 'Refund',
  adjust: 'Adjust balance',
  exclude: 'Exclude outages',
  approve: 'Approve',
  close: 'Close a day',
};

const labelOf = (labels: Readonly<Record<string, string>>, segment: string) => labels[segment] ?? segment;

/** `*:*:*`, every `area:*:*`, every `area:entity:*` and every action string of `x-permissions`. */
export const grantablePermissions: ReadonlySet<string> = new Set([
  WILDCARD_PERMISSION,
  ...permissionCatalogue.flatMap((action) => {
    const [area, entity] = action.split(':');
    return [`${area}:*:*`, `${area}:${entity}:*`, action];
  }),
]);

export function unknownPermissions(permissions: readonly string[]): string[] {
  return permissions.filter((permission) => !grantablePermissions.has(permission));
}

function buildTree(): PermissionNode[] {
  const areas: PermissionNode[] = [];
  for (const action of permissionCatalogue) {
    const [area = '', entity = '', verb = ''] = action.split(':');
    let areaNode = areas.find((node) => node.key === `${area}:*:*`);
    if (!areaNode) {
      areaNode = { key: `${area}:*:*`, label: labelOf(areaLabels, area), level: 'area', children: [] };
      areas.push(areaNode);
    }
    const entities = areaNode.children ?? [];
    let entityNode = entities.find((node) => node.key === `${area}:${entity}:*`);
    if (!entityNode) {
      entityNode = { key: `${area}:${entity}:*`, label: labelOf(entityLabels, entity), level: 'entity', children: [] };
      entities.push(entityNode);
    }
    entityNode.children?.push({ key: action, label: labelOf(actionLabels, verb), level: 'action' });
  }
  return [{ key: WILDCARD_PERMISSION, label: 'All permissions', level: 'all', children: areas }];
}

/** The vocabulary as all → area → entity → action, in the order of `x-permissions`. */
export const permissionTree: PermissionNode[] = buildTree();
