export { isBlank } from './blank';
export { isEmail } from './email';
export { isExternalLink } from './external-link';
export { type FileUrlOptions, resolveFileUrl } from './file-url';
export { DEFAULT_LOCALE, intlLocale, LOCALES, type Locale, normalizeLocale } from './locale';
export { isMd5Hex } from './md5-hex';
export { passwordRuleText, type ValidationMessageKind, validationMessage } from './messages';
export { isMoney, isMoneyAmount, MONEY_DECIMALS } from './money';
export {
  isPasswordLegacy,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type PasswordProblem,
  passwordProblems,
  passwordsMatch,
} from './password';
export { hasPermission, type PermissionRules, parseActionList, WILDCARD_PERMISSION } from './permission';
export { isPhone, PHONE_PATTERN } from './phone';
export { isPreAuthAmount, PRE_AUTH_MAX, PRE_AUTH_MIN } from './pre-auth-amount';
export {
  type ClockPeriod,
  clockTime,
  minuteOfDay,
  type PricePeriodsProblem,
  pricePeriodsMessage,
  pricePeriodsProblem,
} from './price-periods';
export {
  type EnergyLine,
  FREE_PARK_MINUTES,
  priceEnergy,
  priceSession,
  type SessionBill,
  type SessionUsage,
  type Tariff,
  type TariffPeriod,
} from './pricing';
export { type RecordKind, recordNumber } from './record-number';
export { isTimeZoneName, isUsableTimeZone } from './time-zone';
export { toPx } from './to-px';
export { BYTES_PER_MEGABYTE, UPLOAD_LIMITS, type UploadKind } from './upload-limits';
export { addDays, dayBoundsInZone, dayInZone, dayStartsInZone, isCalendarDay, startOfDayInZone } from './zoned-day';
