import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Alert, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { paths, safeRedirect } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { sessionStore } from '../../features/auth/session-store';
import { PublicPage } from './public-page';

export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [expired] = useState(() => params.get('expired') === '1' || sessionStore.hasExpiredNote());
  useDocumentTitle(t('login.title'));

  useEffect(() => sessionStore.clearExpiredNote(), []);

  const onSignedIn = () => {
    void navigate(safeRedirect(params.get('redirect')) ?? paths.root.getHref(), { replace: true });
  };

  return (
    <PublicPage>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        {expired ? <Alert type="warning" showIcon title={t('login.expired')} style={{ marginBottom: 16 }} /> : null}
        <LoginForm onSignedIn={onSignedIn} />
        <Flex gap={8} align="flex-start" style={{ marginTop: 24 }}>
          <SafetyCertificateOutlined style={{ marginTop: 4 }} />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
            {t('login.declaration')}
          </Typography.Paragraph>
        </Flex>
        <Flex gap={16} justify="center" style={{ marginTop: 12, fontSize: 12 }}>
          <Link to={paths.agreement.getHref('service')}>{t('pages.agreement.service.title')}</Link>
          <Link to={paths.agreement.getHref('privacy')}>{t('pages.agreement.privacy.title')}</Link>
        </Flex>
      </Card>
    </PublicPage>
  );
}
