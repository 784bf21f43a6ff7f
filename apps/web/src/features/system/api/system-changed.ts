import { systemKeys } from './keys';

/** After a change: users, roles and the operation log (which records the change) are read again. */
export const systemChanged = { invalidates: [systemKeys.all] };
