import type { CurrentUser } from '@pcharging/api-client';
import { Card, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

const formatTime = (value: string | null | undefined): string | undefined =>
  value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : undefined;

export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const none = t('common.none');
  return (
    <Card title={t('pages.profile.info')}>
      <Descriptions
        column={1}
        items={[
          { key: 'username', label: t('pages.profile.username'), children: user.username || user.name },
          { key: 'nickname', label: t('pages.profile.nickname'), children: user.nickname || none },
          { key: 'email', label: t('pages.profile.email'), children: user.email || none },
          { key: 'phone', label: t('pages.profile.phone'), children: user.phone || none },
          { key: 'role', label: t('pages.profile.role'), children: user.role_name || none },
          {
            key: 'lastLogin',
            label: t('pages.profile.lastLogin'),
            children: formatTime(user.last_login_at) ?? t('pages.profile.never'),
          },
          { key: 'created', label: t('pages.profile.created'), children: formatTime(user.created_at) ?? none },
        ]}
      />
    </Card>
  );
}
