import { isApiError } from '@pcharging/api-client';
import type { FormInstance } from 'antd';

/**
 * The field problems of an invalid-input answer (code 1001), by form field. `fieldMap` renames wire fields (`pwd`)
 * to form fields (`password`).
 */
export function fieldErrorsOf(error: unknown, fieldMap: Readonly<Record<string, string>> = {}): Map<string, string> {
  if (!isApiError(error)) return new Map();
  return new Map(Object.entries(error.fieldErrors).map(([field, message]) => [fieldMap[field] ?? field, message]));
}

/** Puts the field problems of an invalid-input answer beside an antd form's fields. Returns whether any was shown. */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldMap: Readonly<Record<string, string>> = {},
): boolean {
  const fields = [...fieldErrorsOf(error, fieldMap)].map(([name, message]) => ({ name, errors: [message] }));
  if (fields.length === 0) return false;
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return true;
}
