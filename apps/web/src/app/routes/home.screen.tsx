import { UserOutlined } from '@ant-design/icons';
import { normalizeLocale } from '@pcharging/validation';
import { Avatar, Card, Col, Empty, Flex, Row, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../components/layout/menu-icon';
import { MenuLink } from '../../components/layout/menu-link';
import { menuLeaves } from '../../components/layout/menu-tree';
import { usePermission } from '../../components/permission/use-permission';
import { displayName } from '../../features/auth/session';
import { usePhone } from '../../lib/phone';
import { useSession } from '../../lib/use-session';
import { sessionMenus } from '../session-menus';
import { PlaceSearch } from './home/place-search';

export function HomeRoute() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const session = useSession();
  const { user } = session;
  const links = useMemo(() => menuLeaves(sessionMenus(session, locale)), [session, locale]);
  const role = user?.roleName || (user?.isAdmin ? t('pages.home.admin') : undefined);
  const findsPlaces = usePermission(['operator:station:list', 'operator:pile:list']);
  const phone = usePhone();
  const find = findsPlaces ? (
    <Card title={t('pages.home.find.title')}>
      <PlaceSearch />
    </Card>
  ) : null;

  return (
    <Flex vertical gap={16}>
      {/* On a phone the technician comes for a place: the search comes first. */}
      {phone ? find : null}
      <Card>
        <Flex align="center" gap={16}>
          <Avatar size={56} icon={<UserOutlined />} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('pages.home.welcome', { name: displayName(user) })}
            </Typography.Title>
            {role ? (
              <Typography.Text type="secondary">
                {t('pages.home.role')}: <Tag>{role}</Tag>
              </Typography.Text>
            ) : null}
          </div>
        </Flex>
      </Card>
      {phone ? null : find}
      <Card title={t('pages.home.quickLinks')}>
        {links.length === 0 ? (
          <Empty description={t('pages.home.noLinks')} />
        ) : (
          <Row gutter={[12, 12]}>
            {links.map((link) => (
              <Col key={link.path} xs={12} sm={8} lg={6} xl={4}>
                <MenuLink item={link}>
                  <Card size="small" hoverable>
                    <Flex gap={8} align="center">
                      {menuIcon(link.icon)}
                      <span>{link.title}</span>
                    </Flex>
                  </Card>
                </MenuLink>
              </Col>
            ))}
          </Row>
        )}
      </Card>
    </Flex>
  );
}

export { HomeRoute as Component };
