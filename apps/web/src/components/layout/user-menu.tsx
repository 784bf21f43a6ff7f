import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useFeedback } from '../feedback/feedback-context';

export interface UserMenuProps {
  displayName: string;
  /** Hide the name on narrow screens, keeping the avatar. */
  compact?: boolean;
  onLogout: () => Promise<void>;
}

export function UserMenu({ displayName, compact = false, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();

  const confirmLogout = () => {
    modal.confirm({
      title: t('layout.logout'),
      content: t('layout.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: onLogout,
    });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') void navigate(paths.profile.getHref());
          if (key === 'logout') confirmLogout();
        },
      }}
    >
      <Button type="text" data-testid="user-menu" aria-label={displayName}>
        <Avatar size="small" icon={<UserOutlined />} />
        {compact ? null : <span>{displayName}</span>}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
