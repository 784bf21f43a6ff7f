import type { OperationLogListParams, PageRequest, UserListParams } from '@pcharging/api-client';

export const systemKeys = {
  all: ['system'] as const,
  users: {
    all: ['system', 'users'] as const,
    list: (filters: UserListParams, page: PageRequest) => [...systemKeys.users.all, 'list', filters, page] as const,
    detail: (id: number) => [...systemKeys.users.all, 'detail', id] as const,
  },
  roles: {
    all: ['system', 'roles'] as const,
    list: (keyword: string | undefined, page: PageRequest) =>
      [...systemKeys.roles.all, 'list', keyword ?? '', page] as const,
    options: () => [...systemKeys.roles.all, 'options'] as const,
    detail: (id: number) => [...systemKeys.roles.all, 'detail', id] as const,
  },
  permissionTree: ['system', 'permission-tree'] as const,
  logs: {
    all: ['system', 'logs'] as const,
    list: (filters: OperationLogListParams, page: PageRequest) =>
      [...systemKeys.logs.all, 'list', filters, page] as const,
  },
};
