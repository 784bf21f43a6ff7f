import { DEFAULT_LOCALE, LOCALES, type Locale, normalizeLocale } from '@pcharging/validation';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enLayout from '../locales/en/layout.json';
import enLogin from '../locales/en/login.json';
import enMoney from '../locales/en/money.json';
import enPages from '../locales/en/pages.json';
import enStatistics from '../locales/en/statistics.json';
import frCommon from '../locales/fr/common.json';
import frErrors from '../locales/fr/errors.json';
import frLayout from '../locales/fr/layout.json';
import frLogin from '../locales/fr/login.json';
import frMoney from '../locales/fr/money.json';
import frPages from '../locales/fr/pages.json';
import frStatistics from '../locales/fr/statistics.json';
import zhCommon from '../locales/zh-cn/common.json';
import zhErrors from '../locales/zh-cn/errors.json';
import zhLayout from '../locales/zh-cn/layout.json';
import zhLogin from '../locales/zh-cn/login.json';
import zhMoney from '../locales/zh-cn/money.json';
import zhPages from '../locales/zh-cn/pages.json';
import zhStatistics from '../locales/zh-cn/statistics.json';

export const NAMESPACES = ['common', 'errors', 'layout', 'login', 'money', 'pages', 'statistics'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Catalogue = Readonly<Record<string, string>>;

/** Every key carries its namespace as prefix (`errors.code401` lives in errors.json), so `t(key)` finds it. */
export const resources: Record<Locale, Record<Namespace, Catalogue>> = {
  en: {
    common: enCommon,
    errors: enErrors,
    layout: enLayout,
    login: enLogin,
    money: enMoney,
    pages: enPages,
    statistics: enStatistics,
  },
  fr: {
    common: frCommon,
    errors: frErrors,
    layout: frLayout,
    login: frLogin,
    money: frMoney,
    pages: frPages,
    statistics: frStatistics,
  },
  'zh-cn': {
    common: zhCommon,
    errors: zhErrors,
    layout: zhLayout,
    login: zhLogin,
    money: zhMoney,
    pages: zhPages,
    statistics: zhStatistics,
  },
};

export const LOCALE_STORAGE_KEY = 'pcharging.locale';

function storedLocale(): Locale {
  try {
    return normalizeLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
}

function applyLocaleSideEffects(locale: Locale): void {
  dayjs.locale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : locale;
}

i18n.use(initReactI18next).init({
  resources,
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [...NAMESPACES],
  defaultNS: 'common',
  fallbackNS: NAMESPACES.filter((ns) => ns !== 'common'),
  keySeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLocaleSideEffects(currentLocale());
i18n.on('languageChanged', (language) => applyLocaleSideEffects(normalizeLocale(language)));

export function currentLocale(): Locale {
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
}

export async function changeLocale(locale: Locale): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
  await i18n.changeLanguage(locale);
}

export { i18n };
