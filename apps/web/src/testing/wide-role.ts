import { addRole, addUser, hashPassword } from '@pcharging/api-client';
import { api } from '../lib/api';
import { signInAs } from './simulator';

export const WIDE_PASSWORD = 'N3w#Start!';

/**
 * Signs in as admin, makes a user whose only role holds `operator:station:*` (a wildcard wider than the spec's
 * `*:*:*`), and signs in as that user.
 */
export async function signInWithWideRole(): Promise<void> {
  await signInAs('admin');
  const role = await addRole(api, { code: 'stations', name: 'Stations', permissions: ['operator:station:*'] });
  await addUser(api, {
    username: 'wide',
    pwd: hashPassword(WIDE_PASSWORD),
    nickname: 'Wide',
    full_name: 'Wide Card',
    user_code: 'W-1',
    email: 'wide@pcharging.example',
    phone: '+1 514 555 0100',
    role_id: role.id,
    department: 'Operations',
  });
  await signInAs('wide', WIDE_PASSWORD);
}
