import {
  type ClockPeriod,
  type Locale,
  pricePeriodsMessage,
  pricePeriodsProblem,
  validationMessage,
} from '@pcharging/validation';
import { InvalidInputError } from './errors';
import { fieldTitle, type MessageKey, type MessageValues, translate } from './messages';

/** A 1001 for one field that the schema let through but the handler refuses, worded like schema failures. */
export function fieldBreaksRule(locale: Locale, field: string, title: string, rule: string): InvalidInputError {
  const message = validationMessage(locale, 'invalid', fieldTitle(locale, title), rule);
  const capitalised = message.charAt(0).toUpperCase() + message.slice(1);
  return new InvalidInputError(capitalised, [{ field, message: capitalised }]);
}

/** A 1001 answer naming the field, its message in the request's language. */
export function invalidField(
  locale: Locale,
  field: string,
  key: MessageKey,
  values: MessageValues = {},
): InvalidInputError {
  const message = translate(locale, key, values);
  return new InvalidInputError(message, [{ field, message }]);
}

/** A time-of-use template's periods, when they cover the day once; else a 1001 on `period` saying what is wrong. */
export function checkedPricePeriods<P extends ClockPeriod>(locale: Locale, periods: readonly P[]): readonly P[] {
  const problem = pricePeriodsProblem(periods);
  if (!problem) return periods;
  const message = pricePeriodsMessage(problem, locale);
  throw new InvalidInputError(message, [{ field: 'period', message }]);
}
