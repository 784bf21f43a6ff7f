import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

export function NotFoundResult({ subTitle }: { subTitle?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle={subTitle ?? t('pages.notFound.subtitle')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.root.getHref())}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
