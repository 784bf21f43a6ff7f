import { ArrowLeftOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Crumb } from './breadcrumb-trail';

/**
 * A phone's way back up from a detail screen, where the header has no room for the trail: to the nearest page above
 * this one (a port's charger, a charger's station, a station's list). Nothing on a screen with no page above it.
 */
export function BackLink({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const parent = crumbs
    .slice(0, -1)
    .filter((crumb) => crumb.isPage)
    .at(-1);
  if (!parent) return <div style={{ flex: 1 }} />;
  const label = 'titleKey' in parent ? t(parent.titleKey) : parent.text;
  return (
    <Link
      to={parent.path}
      aria-label={t('layout.backTo', { page: label })}
      style={{
        flex: 1,
        minWidth: 0,
        minHeight: 44,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        color: token.colorText,
      }}
    >
      <ArrowLeftOutlined aria-hidden />
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
    </Link>
  );
}
