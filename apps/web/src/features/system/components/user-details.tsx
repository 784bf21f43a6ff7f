import type { DictionaryEntry, User } from '@pcharging/api-client';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/** Every field of a user, with who created and last changed the account. */
export function UserDetails({ user, statuses }: { user: User; statuses: readonly DictionaryEntry[] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const dash = (value: string | null) => value || t('common.none');
  const stamp = (time: string, by: string | null) =>
    by ? t('system.user.stampBy', { time: format.dateTime(time), by }) : format.dateTime(time);
  const items = [
    { key: 'username', label: t('system.user.username'), children: user.username },
    { key: 'nickname', label: t('system.user.nickname'), children: user.nickname },
    { key: 'full_name', label: t('system.user.fullName'), children: dash(user.full_name) },
    { key: 'user_code', label: t('system.user.userCode'), children: dash(user.user_code) },
    { key: 'email', label: t('system.user.email'), children: dash(user.email) },
    { key: 'phone', label: t('system.user.phone'), children: dash(user.phone) },
    {
      key: 'role',
      label: t('system.user.role'),
      children: <Link to={paths.system.role.getHref(user.role_id)}>{user.role_name}</Link>,
    },
    { key: 'department', label: t('system.user.department'), children: dash(user.department) },
    {
      key: 'status',
      label: t('system.user.status'),
      children: <DictionaryTag entries={statuses} id={user.status} />,
    },
    { key: 'last_login_at', label: t('system.user.lastLogin'), children: format.dateTime(user.last_login_at) },
    { key: 'created', label: t('system.user.created'), children: stamp(user.created_at, user.created_by) },
    { key: 'updated', label: t('system.user.updated'), children: stamp(user.updated_at, user.updated_by) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
