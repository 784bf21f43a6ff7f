import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Error boundary of a route: a failed chunk load or a render error stays inside the page. Kept light: it ships with the entry. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <WarningOutlined style={{ fontSize: 48, color: token.colorError }} />
      <h2 style={{ margin: 0, color: token.colorText }}>{t('errors.pageFailed')}</h2>
      {error instanceof Error ? <p style={{ margin: 0, color: token.colorTextSecondary }}>{error.message}</p> : null}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Flex>
  );
}
