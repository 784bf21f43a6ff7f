import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Crumb } from './breadcrumb-trail';

export function PageBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useTranslation();
  const items = crumbs.map((crumb, index) => {
    const label = 'titleKey' in crumb ? t(crumb.titleKey) : crumb.text;
    const linked = crumb.isPage && index < crumbs.length - 1;
    return { key: crumb.path, title: linked ? <Link to={crumb.path}>{label}</Link> : label };
  });
  return <Breadcrumb items={items} />;
}
