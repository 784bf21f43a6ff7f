import { normalizeLocale } from '@pcharging/validation';
import { Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Near } from '../geo';

export interface NearestStation {
  id: number;
  name: string;
  city: string;
}

export interface NearestListProps<T extends NearestStation> {
  stations: readonly Near<T>[];
  stationHref: (id: number) => string;
  describe: (station: T) => string;
  colourOf: (station: T) => string;
}

/** The stations nearest to where the technician stands, among those the map shows; each opens its station. */
export function NearestList<T extends NearestStation>({
  stations,
  stationHref,
  describe,
  colourOf,
}: NearestListProps<T>) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const locale = normalizeLocale(i18n.language);
  const distance = (km: number) =>
    new Intl.NumberFormat(locale === 'zh-cn' ? 'zh-CN' : locale, {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: km < 10 ? 1 : 0,
    }).format(km);
  const title = t('common.map.nearestToYou');
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: token.fontSizeLG, margin: '0 0 8px' }}>
        {title}
      </Typography.Title>
      {stations.length === 0 ? (
        <Typography.Text type="secondary">{t('common.map.noneInView')}</Typography.Text>
      ) : (
        <Flex vertical gap={8} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {stations.map(({ item, km }) => (
            <li key={item.id}>
              <a
                href={`#${stationHref(item.id)}`}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  minHeight: 48,
                  padding: '4px 12px',
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  background: token.colorBgContainer,
                }}
              >
                <svg width="12" height="12" aria-hidden="true" style={{ flex: 'none' }}>
                  <circle cx="6" cy="6" r="6" fill={colourOf(item)} />
                </svg>
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <span style={{ fontWeight: 600 }}>{item.name}</span>
                  <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{describe(item)}</span>
                </Flex>
                <span style={{ color: token.colorText, whiteSpace: 'nowrap' }}>{distance(km)}</span>
              </a>
            </li>
          ))}
        </Flex>
      )}
    </section>
  );
}
