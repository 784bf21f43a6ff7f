import type alarm from '../locales/en/alarm.json';
import type charger from '../locales/en/charger.json';
import type common from '../locales/en/common.json';
import type customer from '../locales/en/customer.json';
import type equipment from '../locales/en/equipment.json';
import type errors from '../locales/en/errors.json';
import type layout from '../locales/en/layout.json';
import type login from '../locales/en/login.json';
import type money from '../locales/en/money.json';
import type operations from '../locales/en/operations.json';
import type pages from '../locales/en/pages.json';
import type price from '../locales/en/price.json';
import type rfid from '../locales/en/rfid.json';
import type station from '../locales/en/station.json';
import type statistics from '../locales/en/statistics.json';
import type system from '../locales/en/system.json';
import type trainer from '../locales/en/trainer.json';
import type uptime from '../locales/en/uptime.json';

/** The English catalogues, the reference every language's copy is checked against, by namespace. */
export interface CatalogueResources {
  common: typeof common;
  errors: typeof errors;
  layout: typeof layout;
  login: typeof login;
  pages: typeof pages;
  money: typeof money;
  statistics: typeof statistics;
  station: typeof station;
  charger: typeof charger;
  equipment: typeof equipment;
  rfid: typeof rfid;
  price: typeof price;
  alarm: typeof alarm;
  customer: typeof customer;
  system: typeof system;
  trainer: typeof trainer;
  operations: typeof operations;
  uptime: typeof uptime;
}

/** A key some catalogue has: what `t` accepts, and what a table of keys should be typed with. */
export type TextKey = {
  [N in keyof CatalogueResources]: keyof CatalogueResources[N] & string;
}[keyof CatalogueResources];

/** `t` as code that only translates takes it: a key, and the values of its placeholders. */
export type Translate = (key: TextKey, values?: Record<string, unknown>) => string;
