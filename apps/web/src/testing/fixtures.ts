import type { LoginData, MenuItem } from '@pcharging/api-client';

export function menu(path: string, title: string, extra: Partial<MenuItem> = {}, role?: string): MenuItem {
  return { path, meta: { title, ...(role ? { role } : {}) }, ...extra };
}

export function loginAnswer(overrides: Partial<LoginData> = {}): LoginData {
  return {
    account_id: 7,
    real_name: 'Ada Operator',
    name: 'ada',
    is_admin: 0,
    action_list: 'operator:station:list',
    role_list: [
      {
        role_id: 2,
        role_name: 'Operations',
        login_token: 'tok-role',
        action_list: 'operator:station:list,system:user:list',
      },
    ],
    menu: [
      menu('/operator', 'Operator', {
        children: [menu('/operator/station', 'Stations', {}, 'operator:station:list')],
      }),
    ],
    login_token: 'tok-123',
    expires_in: 1800,
    ...overrides,
  };
}

/** A fetch that answers every call with the given envelope. */
export function answerWith(body: unknown): (request: Request) => Promise<Response> {
  return async () => Response.json(body);
}
