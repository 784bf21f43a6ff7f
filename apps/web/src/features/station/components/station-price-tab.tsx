import type { StationDetail } from '@pcharging/api-client';
import { Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationLoadBalance } from './station-load-balance';
import { StationLoadHistory } from './station-load-history';
import { StationPriceTemplate } from './station-price-template';

/** The price-setting tab: the price template, then load balancing with its history. */
export function StationPriceTab({ station }: { station: StationDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={5}>{t('station.price.title')}</Typography.Title>
      <StationPriceTemplate station={station} />
      <Divider />
      <Typography.Title level={5}>{t('station.load.title')}</Typography.Title>
      <StationLoadBalance station={station} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('station.load.history')}
      </Typography.Title>
      <StationLoadHistory stationId={station.id} />
    </>
  );
}
