import type { CurrentUser } from '@pcharging/api-client';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

export function ProfileCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const format = useFormat();
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
            children: user.last_login_at ? format.dateTime(user.last_login_at) : t('pages.profile.never'),
          },
          { key: 'created', label: t('pages.profile.created'), children: format.dateTime(user.created_at) },
        ]}
      />
    </Card>
  );
}
