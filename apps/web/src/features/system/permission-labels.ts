import type { PermissionNode } from '@pcharging/api-client';
import { WILDCARD_PERMISSION } from '@pcharging/validation';
import type { TextKey } from '../../lib/catalogue-types';

// Catalogue keys by key segment: literal, so the catalogue check sees every one.
const AREA_KEYS: Readonly<Record<string, TextKey>> = {
  metadata: 'system.permission.area.metadata',
  operator: 'system.permission.area.operator',
  money: 'system.permission.area.money',
  customer: 'system.permission.area.customer',
  system: 'system.permission.area.system',
};

const ENTITY_KEYS: Readonly<Record<string, TextKey>> = {
  overview: 'system.permission.entity.overview',
  income: 'system.permission.entity.income',
  operator: 'system.permission.entity.operator',
  station: 'system.permission.entity.station',
  pile: 'system.permission.entity.pile',
  port: 'system.permission.entity.port',
  session: 'system.permission.entity.session',
  rfid: 'system.permission.entity.rfid',
  price: 'system.permission.entity.price',
  equipment: 'system.permission.entity.equipment',
  alarm: 'system.permission.entity.alarm',
  uptime: 'system.permission.entity.uptime',
  order: 'system.permission.entity.order',
  journal: 'system.permission.entity.journal',
  close: 'system.permission.entity.close',
  adjust: 'system.permission.entity.adjust',
  customer: 'system.permission.entity.customer',
  user: 'system.permission.entity.user',
  role: 'system.permission.entity.role',
  log: 'system.permission.entity.log',
};

const ACTION_KEYS: Readonly<Record<string, TextKey>> = {
  list: 'system.permission.action.list',
  view: 'system.permission.action.view',
  add: 'system.permission.action.add',
  edit: 'system.permission.action.edit',
  delete: 'system.permission.action.delete',
  status: 'system.permission.action.status',
  audit: 'system.permission.action.audit',
  restart: 'system.permission.action.restart',
  whitelist: 'system.permission.action.whitelist',
  import: 'system.permission.action.import',
  bind: 'system.permission.action.bind',
  unbind: 'system.permission.action.unbind',
  account: 'system.permission.action.account',
  export: 'system.permission.action.export',
  ack: 'system.permission.action.ack',
  repair: 'system.permission.action.repair',
  reset: 'system.permission.action.reset',
  stop: 'system.permission.action.stop',
  start: 'system.permission.action.start',
  unlock: 'system.permission.action.unlock',
  refund: 'system.permission.action.refund',
  adjust: 'system.permission.action.adjust',
  exclude: 'system.permission.action.exclude',
  approve: 'system.permission.action.approve',
  close: 'system.permission.action.close',
};

export const ALL_PERMISSIONS_KEY: TextKey = 'system.permission.all';

/** The catalogue key naming a permission node, or undefined for a segment this release does not know. */
export function permissionLabelKey(node: Pick<PermissionNode, 'key' | 'level'>): TextKey | undefined {
  if (node.key === WILDCARD_PERMISSION) return ALL_PERMISSIONS_KEY;
  const [area = '', entity = '', action = ''] = node.key.split(':');
  if (node.level === 'area') return AREA_KEYS[area];
  if (node.level === 'entity') return ENTITY_KEYS[entity];
  return ACTION_KEYS[action];
}
