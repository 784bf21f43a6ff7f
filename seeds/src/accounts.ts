export interface AccountSeed {
  username: string;
  nickname: string;
  fullName: string;
  userCode: string;
  email: string;
  phone: string;
  department: string;
  roleCode: string;
}

/** The demo password of every seeded account; the README prints it. */
export const DEMO_PASSWORD = 'Admin#2026';

export const accountSeeds: readonly AccountSeed[] = [
  {
    username: 'admin',
    nickname: 'Alex Martin',
    fullName: 'Alexandre Martin',
    userCode: 'U0001',
    email: 'admin@pcharging.example',
    phone: '+1 514 555 0100',
    department: 'IT',
    roleCode: 'super_admin',
  },
  {
    username: 'ops',
    nickname: 'Olivia Park',
    fullName: 'Olivia Park',
    userCode: 'U0002',
    email: 'ops@pcharging.example',
    phone: '+1 514 555 0101',
    department: 'Network operations',
    roleCode: 'operations',
  },
  {
    username: 'finance',
    nickname: 'Farid Benali',
    fullName: 'Farid Benali',
    userCode: 'U0003',
    email: 'finance@pcharging.example',
    phone: '+1 514 555 0102',
    department: 'Finance',
    roleCode: 'finance',
  },
  {
    username: 'support',
    nickname: 'Sofia Chen',
    fullName: 'Sofia Chen',
    userCode: 'U0004',
    email: 'support@pcharging.example',
    phone: '+1 514 555 0103',
    department: 'Customer care',
    roleCode: 'support',
  },
  {
    username: 'auditor',
    nickname: 'Arthur Dubois',
    fullName: 'Arthur Dubois',
    userCode: 'U0005',
    email: 'auditor@pcharging.example',
    phone: '+1 514 555 0104',
    department: 'Internal audit',
    roleCode: 'auditor',
  },
];
