import { type Locale, normalizeLocale } from '@pcharging/validation';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider, type ConfigProviderProps } from 'antd';
// The ES builds: `antd/locale/*` are CommonJS and drag in a second copy of the picker locales.
import enUS from 'antd/es/locale/en_US';
import frFR from 'antd/es/locale/fr_FR';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionContext } from '../components/permission/permission-context';
import { useSession } from '../features/auth/hooks/use-session';
import { bindMessage, TOAST_DURATION_S, TOAST_TOP_PX } from '../lib/feedback';

const ANTD_LOCALES: Readonly<Record<Locale, NonNullable<ConfigProviderProps['locale']>>> = {
  en: enUS,
  fr: frFR,
  'zh-cn': zhCN,
};

/** Hands antd's context-aware message instance to the error policy, which lives outside React. */
function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    bindMessage(message);
    return () => bindMessage(undefined);
  }, [message]);
  return null;
}

function SessionPermissions({ children }: { children: ReactNode }) {
  const { permissions } = useSession();
  return <PermissionContext.Provider value={permissions}>{children}</PermissionContext.Provider>;
}

export interface AppProviderProps {
  children: ReactNode;
  queryClient: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={ANTD_LOCALES[locale]}>
        <App message={{ duration: TOAST_DURATION_S, top: TOAST_TOP_PX, maxCount: 3 }}>
          <FeedbackBridge />
          <SessionPermissions>{children}</SessionPermissions>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
