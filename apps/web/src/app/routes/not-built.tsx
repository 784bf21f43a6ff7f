import { ToolOutlined } from '@ant-design/icons';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../use-route-meta';

/** Stand-in for the screens later issues build: says plainly that this one does not exist yet. */
export function NotBuiltRoute() {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return (
    <Card data-screen="not-built">
      <Result
        icon={<ToolOutlined />}
        title={meta ? t(meta.titleKey) : undefined}
        subTitle={t('pages.notBuilt.subtitle')}
      />
    </Card>
  );
}
