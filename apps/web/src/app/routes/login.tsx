import { ExclamationCircleFilled, SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { paths, safeRedirect } from '../../config/paths';
import { LoginForm } from '../../features/auth/components/login-form';
import { sessionStore } from '../../lib/session-store';
import { PublicPage } from './public-page';

// Plain elements rather than antd Card, Typography and Alert: the login route is the one everybody loads first.
export function LoginRoute() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [expired] = useState(() => params.get('expired') === '1' || sessionStore.hasExpiredNote());
  useDocumentTitle(t('login.title'));

  useEffect(() => sessionStore.clearExpiredNote(), []);

  const onSignedIn = () => {
    void navigate(safeRedirect(params.get('redirect')) ?? paths.root.getHref(), { replace: true });
  };

  const secondary = { color: token.colorTextSecondary, fontSize: token.fontSizeSM, margin: 0 };
  return (
    <PublicPage>
      <section
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          boxShadow: token.boxShadowTertiary,
          padding: 32,
        }}
      >
        <h1 style={{ fontSize: token.fontSizeHeading3, margin: 0, color: token.colorTextHeading }}>
          {t('login.title')}
        </h1>
        <p style={{ color: token.colorTextSecondary, margin: '4px 0 24px' }}>{t('login.subtitle')}</p>
        {expired ? (
          <Flex
            role="alert"
            gap={8}
            align="center"
            style={{
              marginBottom: 16,
              padding: `${token.paddingXS}px ${token.paddingSM}px`,
              background: token.colorWarningBg,
              border: `${token.lineWidth}px solid ${token.colorWarningBorder}`,
              borderRadius: token.borderRadiusLG,
              color: token.colorText,
              lineHeight: token.lineHeight,
            }}
          >
            <ExclamationCircleFilled style={{ color: token.colorWarning }} />
            {t('login.expired')}
          </Flex>
        ) : null}
        <LoginForm onSignedIn={onSignedIn} />
        <Flex gap={8} align="flex-start" style={{ marginTop: 24 }}>
          <SafetyCertificateOutlined style={{ ...secondary, marginTop: 3 }} />
          <p style={secondary}>{t('login.declaration')}</p>
        </Flex>
        <Flex gap={16} justify="center" style={{ marginTop: 12, fontSize: token.fontSizeSM }}>
          <Link to={paths.agreement.getHref('service')}>{t('pages.agreement.service.title')}</Link>
          <Link to={paths.agreement.getHref('privacy')}>{t('pages.agreement.privacy.title')}</Link>
        </Flex>
      </section>
    </PublicPage>
  );
}
