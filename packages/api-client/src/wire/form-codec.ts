// The legacy backend reads PHP-style form bodies: `params[key]=value`, `pageinfo[page]=1`, `token=…`.
// Nested values travel JSON-encoded inside one bracket level, never as deeper brackets.

export type FormScalar = string | number | boolean | null | undefined;
export type FormValue = FormScalar | readonly unknown[] | Readonly<Record<string, unknown>>;

export interface FormBody {
  readonly token?: string | null | undefined;
  readonly params?: Readonly<Record<string, FormValue>>;
  readonly pageinfo?: Readonly<{ page?: number; perpage?: number }>;
  readonly [key: string]: unknown;
}

export interface DecodedForm {
  /** Top-level fields such as `token`. */
  readonly fields: Record<string, string>;
  /** One level of `group[key]` fields, e.g. `params` and `pageinfo`. */
  readonly groups: Record<string, Record<string, string>>;
}

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

function encodeValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function encodeForm(body: FormBody): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(body)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) {
        const encoded = encodeValue(inner);
        if (encoded !== undefined) search.append(`${name}[${key}]`, encoded);
      }
      continue;
    }
    const encoded = encodeValue(value);
    if (encoded !== undefined) search.append(name, encoded);
  }
  return search.toString();
}

const groupKey = /^([A-Za-z_][\w-]*)\[([^[\]]+)\]$/;

export function decodeForm(text: string): DecodedForm {
  const fields: Record<string, string> = Object.create(null);
  const groups: Record<string, Record<string, string>> = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    const match = groupKey.exec(name);
    if (match?.[1] && match[2]) {
      const group = groups[match[1]] ?? Object.create(null);
      group[match[2]] = value;
      groups[match[1]] = group;
    } else {
      fields[name] = value;
    }
  }
  return { fields, groups };
}
