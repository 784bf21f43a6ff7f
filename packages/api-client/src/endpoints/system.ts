import { type ApiClient, settle } from '../client';
import type { components } from '../generated/schema';
import { type Page, type PageRequest, toPageInfo } from '../page';
import { hashPassword } from './auth';

type Schemas = components['schemas'];
export type SystemUser = Schemas['User'];
export type SystemUserInput = Schemas['UserInput'];
export type SystemUserListFilters = Schemas['UserListParams'];
export type Role = Schemas['Role'];
export type RoleInput = Schemas['RoleInput'];
export type RoleOption = Schemas['RoleOption'];
export type PermissionNode = Schemas['PermissionNode'];
export type OperationLogEntry = Schemas['OperationLogEntry'];
export type OperationLogListFilters = Schemas['OperationLogListParams'];

/** A new user's details with the clear-text password, which is sent as its md5. */
export type NewSystemUserInput = SystemUserInput & { username: string; password: string };

export function listUsers(
  client: ApiClient,
  filters: SystemUserListFilters,
  page: PageRequest,
): Promise<Page<SystemUser>> {
  return settle(client, client.http.POST('/User/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function getUser(client: ApiClient, id: number): Promise<SystemUser> {
  return settle(client, client.http.POST('/User/info', { body: { params: { id } } }));
}

export function addUser(client: ApiClient, input: NewSystemUserInput): Promise<SystemUser> {
  const { password, ...details } = input;
  return settle(
    client,
    client.http.POST('/User/add', { body: { params: { ...details, pwd: hashPassword(password) } } }),
  );
}

export function editUser(client: ApiClient, id: number, input: SystemUserInput): Promise<SystemUser> {
  return settle(client, client.http.POST('/User/edit', { body: { params: { ...input, id } } }));
}

export function deleteUser(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/User/del', { body: { params: { id } } }));
}

/** Disabling ends the user's sessions; the answer's msg reads 'Enabled successfully' or 'Disabled successfully'. */
export function setUserStatus(client: ApiClient, id: number, status: 0 | 1): Promise<SystemUser> {
  return settle(client, client.http.POST('/User/status', { body: { params: { id, status } } }));
}

/** Sets a new password (sent as its md5); the user's other sessions end. */
export function resetUserPassword(client: ApiClient, id: number, password: string): Promise<null> {
  return settle(
    client,
    client.http.POST('/User/reset_password', { body: { params: { id, pwd: hashPassword(password) } } }),
  );
}

export function listRoles(client: ApiClient, filters: { keyword?: string }, page: PageRequest): Promise<Page<Role>> {
  return settle(client, client.http.POST('/Role/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }));
}

export function listRoleOptions(client: ApiClient): Promise<RoleOption[]> {
  return settle(client, client.http.POST('/Role/options', { body: {} }));
}

export function getRole(client: ApiClient, id: number): Promise<Role> {
  return settle(client, client.http.POST('/Role/info', { body: { params: { id } } }));
}

export function addRole(client: ApiClient, input: RoleInput): Promise<Role> {
  return settle(client, client.http.POST('/Role/add', { body: { params: input } }));
}

/** The role's users hold the new permissions from their next call. */
export function editRole(client: ApiClient, id: number, input: RoleInput): Promise<Role> {
  return settle(client, client.http.POST('/Role/edit', { body: { params: { ...input, id } } }));
}

export function deleteRole(client: ApiClient, id: number): Promise<null> {
  return settle(client, client.http.POST('/Role/del', { body: { params: { id } } }));
}

export function getPermissionTree(client: ApiClient): Promise<PermissionNode[]> {
  return settle(client, client.http.POST('/Role/permission_tree', { body: {} }));
}

export function listOperationLogs(
  client: ApiClient,
  filters: OperationLogListFilters,
  page: PageRequest,
): Promise<Page<OperationLogEntry>> {
  return settle(
    client,
    client.http.POST('/OperationLog/lists', { body: { params: filters, pageinfo: toPageInfo(page) } }),
  );
}
