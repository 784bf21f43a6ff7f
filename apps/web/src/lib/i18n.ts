import { DEFAULT_LOCALE, LOCALES, type Locale, normalizeLocale } from '@pcharging/validation';
import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storageKey } from './storage-key';

/** Every catalogue the app has; each language's copy of a namespace is its own chunk, fetched when first needed. */
export const NAMESPACES = [
  'common',
  'errors',
  'layout',
  'login',
  'pages',
  'money',
  'statistics',
  'station',
  'charger',
  'equipment',
  'rfid',
  'price',
  'alarm',
  'customer',
  'system',
  'trainer',
  'operations',
  'uptime',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Catalogue = Readonly<Record<string, string>>;

/** What the login page, the shell and the error policy speak; a screen's own namespace loads with its route. */
export const CORE_NAMESPACES = ['common', 'errors', 'layout', 'login', 'pages'] as const satisfies Namespace[];

const catalogueFiles = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

export function loadCatalogue(locale: Locale, namespace: Namespace): Promise<Catalogue> {
  const load = catalogueFiles[`../locales/${locale}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue ${locale}/${namespace}`));
  return load();
}

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    loadCatalogue(normalizeLocale(language), namespace as Namespace).then(
      (catalogue) => callback(null, catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const LOCALE_STORAGE_KEY = storageKey('locale');

function storedLocale(): Locale {
  try {
    return normalizeLocale(globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
}

function applyDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : locale;
}

/** Resolves once the current language's core catalogues are in; render after it. */
export const i18nReady = i18n
  .use(catalogueBackend)
  .use(initReactI18next)
  .init({
    lng: storedLocale(),
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    // Keys carry their namespace as prefix, so `t` finds a key in whichever loaded catalogue has it.
    fallbackNS: NAMESPACES.filter((ns) => ns !== 'common'),
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
applyDocumentLanguage(currentLocale());
i18n.on('languageChanged', (language) => applyDocumentLanguage(normalizeLocale(language)));

export function currentLocale(): Locale {
  return normalizeLocale(i18n.resolvedLanguage ?? i18n.language);
}

/** Loads a screen's catalogues (in the current language; later language changes load them too). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]).then(() => undefined);
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
