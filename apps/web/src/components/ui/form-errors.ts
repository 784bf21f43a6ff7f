import { isApiError } from '@pcharging/api-client';
import type { FormInstance } from 'antd';

/**
 * Puts the field problems of an invalid-input answer (code 1001) beside the form's fields. `fieldMap` renames
 * wire fields (`pwd`) to form fields (`password`). Returns whether anything was shown.
 */
export function applyFieldErrors<Values>(
  form: FormInstance<Values>,
  error: unknown,
  fieldMap: Readonly<Record<string, string>> = {},
): boolean {
  if (!isApiError(error)) return false;
  const fields = Object.entries(error.fieldErrors).map(([field, message]) => ({
    name: fieldMap[field] ?? field,
    errors: [message],
  }));
  if (fields.length === 0) return false;
  form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
  return true;
}
