import { type Locale, normalizeLocale } from '@pcharging/validation';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
// The ES builds: `antd/locale/*` are CommonJS and drag in a second copy of the picker locales.
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackProvider, useFeedback } from '../components/feedback/feedback-context';
import { PermissionProvider } from '../components/permission/permission-provider';
import { useAppearance } from '../lib/appearance';
import { useCapability } from '../lib/capabilities';
import { bindMessage, TOAST_DURATION_S, TOAST_TOP_PX } from '../lib/feedback';
import { usePhone } from '../lib/phone';
import { usePrefersReducedMotion } from '../lib/reduced-motion';
import { themeConfig } from '../lib/theme';
import { useSession } from '../lib/use-session';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

// English is the default and ships with the entry; the others load when chosen.
const ANTD_LOCALES: Readonly<Record<Locale, () => Promise<AntdLocale>>> = {
  en: () => Promise.resolve(enUS),
  fr: () => import('antd/es/locale/fr_FR').then((module) => module.default),
  'zh-cn': () => import('antd/es/locale/zh_CN').then((module) => module.default),
};

/** antd's texts (pagination, pickers, empty states) in the app's language. */
function useAntdLocale(locale: Locale): AntdLocale {
  const [loaded, setLoaded] = useState<{ locale: Locale; texts: AntdLocale }>({ locale: 'en', texts: enUS });
  useEffect(() => {
    let current = true;
    void ANTD_LOCALES[locale]().then((texts) => {
      if (current) setLoaded({ locale, texts });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded.texts;
}

/** Hands antd's context-aware message instance to the error policy, which lives outside React. */
function FeedbackBridge() {
  const { message } = useFeedback();
  useEffect(() => {
    bindMessage(message);
    return () => bindMessage(undefined);
  }, [message]);
  return null;
}

function SessionPermissions({ children }: { children: ReactNode }) {
  const { permissions } = useSession();
  return (
    <PermissionProvider permissions={permissions} widerWildcards={useCapability('permission-wildcards')}>
      {children}
    </PermissionProvider>
  );
}

/**
 * What every route shares. The query client is not here: only the shell uses it, so it loads with the shell
 * (see router.tsx) and the login page does without it.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const antdLocale = useAntdLocale(normalizeLocale(i18n.language));
  const appearance = useAppearance();
  const reducedMotion = usePrefersReducedMotion();
  const phone = usePhone();
  // antd's zero-runtime mode: its components' styles come from stylesheets built ahead (antd-styles.ts) instead of
  // being generated as each component first renders, which blocked the login page's start for half a second on a
  // phone; the theme still reaches them as CSS variables, written at run time from these tokens.
  const theme = useMemo(
    () => ({ ...themeConfig(appearance, reducedMotion, phone), zeroRuntime: true }),
    [appearance, reducedMotion, phone],
  );
  // Scrollbars, native controls and the page behind the app follow the scheme too.
  useEffect(() => {
    document.documentElement.style.colorScheme = appearance.scheme;
  }, [appearance.scheme]);
  return (
    <ConfigProvider locale={antdLocale} theme={theme}>
      <FeedbackProvider durationSeconds={TOAST_DURATION_S} topPx={TOAST_TOP_PX} maxCount={3}>
        <FeedbackBridge />
        <SessionPermissions>{children}</SessionPermissions>
      </FeedbackProvider>
    </ConfigProvider>
  );
}
