import { type Locale, validationMessage } from '@pcharging/validation';
import { InvalidInputError } from '../../lib/errors';
import { fieldTitle } from '../../lib/messages';

/** A 1001 for one field that the schema let through but the handler refuses, worded like schema failures. */
export function invalidField(locale: Locale, field: string, title: string, rule: string): InvalidInputError {
  const message = validationMessage(locale, 'invalid', fieldTitle(locale, title), rule);
  const capitalised = message.charAt(0).toUpperCase() + message.slice(1);
  return new InvalidInputError(capitalised, [{ field, message: capitalised }]);
}
