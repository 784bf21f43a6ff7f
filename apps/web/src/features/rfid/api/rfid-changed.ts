import { rfidKeys } from './keys';

/** After any change to a card: the list and the account choices are read again. */
export const rfidChanged = { invalidates: [rfidKeys.all] };
