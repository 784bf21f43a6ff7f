import type { Locale } from '@pcharging/validation';
import { type Catalogue, catalogueOf, fill } from './catalogue';
import { jsonObject } from './json-object';

export type MessageKey = keyof Catalogue['messages'];
export type MessageValues = Readonly<Record<string, string | number>>;
export type RuleKey = keyof Catalogue['rules'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogueOf('en').messages, key);
}

/** Values read back from storage (JSON): only strings and numbers are values of a message. */
export function messageValuesOf(json: string | null): MessageValues {
  return Object.fromEntries(
    Object.entries(jsonObject(json)).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

export function translate(locale: Locale, key: MessageKey, values: MessageValues = {}): string {
  return fill(catalogueOf(locale).messages[key], values);
}

/** A field's title in a validation message, by the `title` the OpenAPI schema gives the field. */
export function fieldTitle(locale: Locale, title: string): string {
  const titles: Readonly<Record<string, string>> = catalogueOf(locale).fields;
  return titles[title] ?? title;
}

export function ruleText(locale: Locale, rule: RuleKey, values: MessageValues = {}): string {
  return fill(catalogueOf(locale).rules[rule], values);
}
