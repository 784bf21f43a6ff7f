import { Button, Col, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form';
import { EditProfileForm } from '../../features/auth/components/edit-profile-form';
import { ProfileCard } from '../../features/auth/components/profile-card';

export function ProfileRoute() {
  const { t } = useTranslation();
  const { data: user, isPending, isError, refetch } = useCurrentUser();

  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <Result
        status="warning"
        title={t('pages.profile.loadFailed')}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <ProfileCard user={user} />
      </Col>
      <Col xs={24} lg={14}>
        <Row gutter={[16, 16]}>
          <Col span={24}>
            <EditProfileForm user={user} />
          </Col>
          <Col span={24}>
            <ChangePasswordForm accountId={user.account_id} />
          </Col>
        </Row>
      </Col>
    </Row>
  );
}

export { ProfileRoute as Component };
