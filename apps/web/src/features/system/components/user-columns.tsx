import type { DictionaryEntry, User } from '@pcharging/api-client';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/** The card a phone shows for a row, by this list's column keys. */
export const USER_CARD: CardLayout = {
  title: 'username',
  status: 'status',
  figures: ['full_name', 'role', 'last_login_at'],
};

/** The account list's columns; `renderActions` draws the last one. */
export function useUserColumns(
  statuses: readonly DictionaryEntry[] | undefined,
  renderActions: (user: User) => ReactNode,
): ColumnsType<User> {
  const { t } = useTranslation();
  const format = useFormat();
  const dash = (value: string) => value || t('common.none');
  return [
    {
      key: 'username',
      title: t('system.user.username'),
      fixed: 'left',
      render: (_, user) => <Link to={paths.system.user.getHref(user.id)}>{user.username}</Link>,
    },
    { key: 'nickname', hidden: true, title: t('system.user.nickname'), dataIndex: 'nickname' },
    { key: 'full_name', title: t('system.user.fullName'), render: (_, user) => dash(user.full_name) },
    { key: 'user_code', hidden: true, title: t('system.user.userCode'), render: (_, user) => dash(user.user_code) },
    { key: 'email', hidden: true, title: t('system.user.email'), render: (_, user) => dash(user.email) },
    { key: 'phone', hidden: true, title: t('system.user.phone'), render: (_, user) => dash(user.phone) },
    { key: 'role', title: t('system.user.role'), dataIndex: 'role_name' },
    { key: 'department', hidden: true, title: t('system.user.department'), render: (_, user) => dash(user.department) },
    {
      key: 'status',
      title: t('system.user.status'),
      render: (_, user) => <DictionaryTag entries={statuses} id={user.status} />,
    },
    narrowColumn<User>(
      {
        key: 'last_login_at',
        title: t('system.user.lastLogin'),
        render: (_, user) => format.dateTime(user.last_login_at),
      },
      FOLD_AT.time,
    ),
    {
      key: 'created_at',
      hidden: true,
      title: t('system.user.createdAt'),
      render: (_, user) => format.dateTime(user.created_at),
    },
    // Its four actions wrap onto two lines rather than push the account's columns out of view.
    narrowColumn<User>(
      { key: 'actions', title: t('common.list.actions'), fixed: 'right', render: (_, user) => renderActions(user) },
      FOLD_AT.text,
    ),
  ];
}
