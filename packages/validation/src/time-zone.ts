const canonicalZones = new Set(Intl.supportedValuesOf('timeZone'));

/** Whether Intl can show times in this zone (any name it accepts, abbreviations included). */
export function isUsableTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether a setting names an IANA zone: Intl lists canonical names only, so an alias it still accepts (`UTC`,
 * `Asia/Calcutta`) counts too, but not an abbreviation such as `EST`, whose rules are not a place's.
 */
export function isTimeZoneName(name: string): boolean {
  if (canonicalZones.has(name)) return true;
  return isUsableTimeZone(name) && (name.includes('/') || name === 'UTC');
}
