import { permissionCatalogue, readOnlyPermissions } from '@pcharging/api-client/operations';
import { WILDCARD_PERMISSION } from '@pcharging/validation';

export interface RoleSeed {
  code: string;
  name: string;
  description: string;
  actions: readonly string[];
}

const inArea = (...prefixes: string[]) => permissionCatalogue.filter((p) => prefixes.some((x) => p.startsWith(x)));

export const roleSeeds: readonly RoleSeed[] = [
  {
    code: 'super_admin',
    name: 'Super administrator',
    description: 'Every action in every area',
    actions: [WILDCARD_PERMISSION],
  },
  {
    code: 'operations',
    name: 'Operations',
    description:
      'Runs the network: stations, chargers, cards, prices, equipment and alarms; onboarding is audited by others',
    actions: [
      ...inArea('operator:').filter((action) => !action.endsWith(':audit')),
      'metadata:overview:view',
      'money:order:list',
      'customer:customer:list',
    ],
  },
  {
    code: 'finance',
    name: 'Finance',
    description: 'Orders, money journal, income and prices',
    actions: [
      ...inArea('money:', 'metadata:'),
      'customer:customer:list',
      'operator:station:list',
      'operator:price:list',
      // Funders audit the uptime with the books: finance files the quarterly data.
      'operator:uptime:view',
    ],
  },
  {
    code: 'support',
    name: 'Customer support',
    description: 'Customers and their cards, with read access to what they ask about',
    actions: [
      ...inArea('customer:', 'operator:rfid:'),
      'operator:station:list',
      'operator:pile:list',
      'operator:port:list',
      'operator:session:list',
      'operator:session:start',
      'operator:alarm:list',
      'operator:alarm:ack',
      'money:order:list',
    ],
  },
  {
    code: 'auditor',
    name: 'Read-only auditor',
    description: 'Reads and exports everything, changes nothing',
    actions: readOnlyPermissions,
  },
  {
    code: 'onboarding_auditor',
    name: 'Onboarding auditor',
    description: 'Approves or rejects new stations and chargers; no account holds it yet',
    actions: ['operator:station:list', 'operator:station:audit', 'operator:pile:list', 'operator:pile:audit'],
  },
];
