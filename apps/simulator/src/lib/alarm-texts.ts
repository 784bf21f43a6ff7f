import type { Locale } from '@pcharging/validation';
import { catalogueOf } from './catalogue';

/**
 * Alarms are stored with their code and the charger's own English text; answers speak the reader's language from
 * the code, and keep the stored text for a code the catalogue does not know.
 */
export function alarmText(code: string, storedText: string, locale: Locale): string {
  const texts: Readonly<Record<string, string>> = catalogueOf(locale).alarms;
  return texts[code] ?? storedText;
}

export const knownAlarmCodes = (): string[] => Object.keys(catalogueOf('en').alarms);
