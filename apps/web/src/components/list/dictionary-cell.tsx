import type { DictionaryEntry } from '@pcharging/api-client';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Select options from a dictionary. */
export function dictionaryOptions(entries: readonly DictionaryEntry[] | undefined) {
  return (entries ?? []).map((entry) => ({ value: entry.id, label: entry.name }));
}

export interface DictionaryTagProps {
  entries: readonly DictionaryEntry[] | undefined;
  id: string | number | null | undefined;
}

/** A dictionary value by its name, coloured as the dictionary says; the raw id while the dictionary loads. */
export function DictionaryTag({ entries, id }: DictionaryTagProps) {
  const { t } = useTranslation();
  if (id === null || id === undefined) return t('common.none');
  const entry = entries?.find((candidate) => String(candidate.id) === String(id));
  if (!entry) return String(id);
  return entry.color ? <Tag color={entry.color}>{entry.name}</Tag> : entry.name;
}
