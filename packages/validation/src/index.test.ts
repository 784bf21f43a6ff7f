import { describe, expect, it } from 'vitest';
import * as validation from './index';

describe('@pcharging/validation', () => {
  it('exports the agreed names', () => {
    expect(Object.keys(validation).sort()).toEqual(
      [
        'BYTES_PER_MEGABYTE',
        'DEFAULT_LOCALE',
        'FREE_PARK_MINUTES',
        'LOCALES',
        'MONEY_DECIMALS',
        'PASSWORD_MAX',
        'PASSWORD_MIN',
        'PHONE_PATTERN',
        'PRE_AUTH_MAX',
        'PRE_AUTH_MIN',
        'UPLOAD_LIMITS',
        'WILDCARD_PERMISSION',
        'addDays',
        'dayBoundsInZone',
        'dayInZone',
        'dayStartsInZone',
        'isCalendarDay',
        'startOfDayInZone',
        'hasPermission',
        'intlLocale',
        'isTimeZoneName',
        'isUsableTimeZone',
        'isBlank',
        'isEmail',
        'isExternalLink',
        'isMd5Hex',
        'isMoney',
        'isMoneyAmount',
        'isPhone',
        'isPasswordLegacy',
        'isPasswordStrict',
        'isPreAuthAmount',
        'normalizeLocale',
        'parseActionList',
        'passwordProblems',
        'passwordRuleText',
        'passwordsMatch',
        'priceSession',
        'recordNumber',
        'resolveFileUrl',
        'toPx',
        'validationMessage',
      ].sort(),
    );
  });
});
