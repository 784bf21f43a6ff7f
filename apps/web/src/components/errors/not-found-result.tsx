// antd's styles past the login page's own (see antd-styles.ts): the public pages that show a result need them.
import 'virtual:antd-shell.css';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';

export interface NotFoundResultProps {
  subTitle?: string;
  /** Outside the shell, whose layout gives every screen its heading, the result is the page's heading. */
  heading?: boolean;
}

export function NotFoundResult({ subTitle, heading = false }: NotFoundResultProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={heading ? <h1 style={{ font: 'inherit', margin: 0 }}>404</h1> : '404'}
      subTitle={subTitle ?? t('pages.notFound.subtitle')}
      extra={
        <Button type="primary" onClick={() => void navigate(paths.root.getHref())}>
          {t('common.backHome')}
        </Button>
      }
    />
  );
}
