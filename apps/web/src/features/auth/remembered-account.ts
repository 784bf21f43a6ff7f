import { storageKey } from '../../lib/storage-key';

const REMEMBERED_ACCOUNT_KEY = storageKey('remembered-account');

export function readRememberedAccount(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(REMEMBERED_ACCOUNT_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberAccount(account: string | undefined): void {
  try {
    if (account) globalThis.localStorage?.setItem(REMEMBERED_ACCOUNT_KEY, account);
    else globalThis.localStorage?.removeItem(REMEMBERED_ACCOUNT_KEY);
  } catch {
    // Storage refused (private browsing): the account is simply not remembered.
  }
}
