import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Error boundary of a route: a failed chunk load or a render error stays inside the page. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.pageFailed')}
      subTitle={error instanceof Error ? error.message : undefined}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
