import { md5 } from 'js-md5';
import { type ApiClient, settle } from '../client';
import { ApiError } from '../errors';
import type { components } from '../generated/schema';

type Schemas = components['schemas'];
export type LoginData = Schemas['LoginData'];
export type CurrentUser = Schemas['CurrentUser'];
export type Profile = Schemas['Profile'];
export type MenuItem = Schemas['MenuItem'];
export type MenuMeta = Schemas['MenuMeta'];

/** The legacy login type for the operator back office. */
export const LOGIN_TYPE = 2;

/** Passwords never leave the browser in clear: the backend receives their md5. */
export function hashPassword(password: string): string {
  return md5(password);
}

export async function getCaptcha(client: ApiClient): Promise<Blob> {
  const { data, response } = await client.http.POST('/Base/verification_code', { parseAs: 'blob' });
  if (!response.ok || !(data instanceof Blob) || data.size === 0) {
    throw new ApiError({ kind: response.ok ? 'empty' : 'http', status: response.status });
  }
  return data;
}

export interface LoginInput {
  account: string;
  password: string;
  captcha: string;
}

export function login(client: ApiClient, input: LoginInput): Promise<LoginData> {
  return settle(
    client,
    client.http.POST('/Admin_user/login', {
      body: {
        params: { account: input.account, pwd: hashPassword(input.password), code: input.captcha, type: LOGIN_TYPE },
      },
    }),
  );
}

export function logout(client: ApiClient): Promise<null> {
  return settle(client, client.http.POST('/Admin_user/logout', { body: {} }));
}

export function getCurrentUser(client: ApiClient): Promise<CurrentUser> {
  return settle(client, client.http.POST('/Admin_user/info', { body: {} }));
}

export interface ChangePasswordInput {
  accountId: number;
  oldPassword: string;
  newPassword: string;
}

export function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<null> {
  return settle(
    client,
    client.http.POST('/Admin_user/changepw', {
      body: {
        params: { id: input.accountId, oldPwd: hashPassword(input.oldPassword), pwd: hashPassword(input.newPassword) },
      },
    }),
  );
}

export type ProfileInput = Schemas['ProfileParams'];

export function updateProfile(client: ApiClient, input: ProfileInput): Promise<Profile> {
  return settle(client, client.http.PUT('/system/user/profile', { body: { params: input } }));
}
