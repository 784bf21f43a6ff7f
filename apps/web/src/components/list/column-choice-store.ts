import { storageKey } from '../../lib/storage-key';

/** Per column key, whether the reader shows it; a key not there follows the list's default. */
export type ColumnOverrides = Record<string, boolean>;

const keyOf = (list: string) => storageKey(`columns.${list}`);

function isOverrides(value: unknown): value is ColumnOverrides {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((shown) => typeof shown === 'boolean')
  );
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The readers' column choices, kept in this network's part of the browser's storage, one entry per user and list. */
export const columnChoiceStore = {
  read(list: string): ColumnOverrides {
    try {
      const parsed: unknown = JSON.parse(storage()?.getItem(keyOf(list)) ?? '{}');
      return isOverrides(parsed) ? parsed : {};
    } catch {
      return {};
    }
  },
  write(list: string, overrides: ColumnOverrides): void {
    try {
      if (Object.keys(overrides).length === 0) storage()?.removeItem(keyOf(list));
      else storage()?.setItem(keyOf(list), JSON.stringify(overrides));
    } catch {
      // A full or refused storage keeps the choice for this visit only.
    }
  },
};
