import type { DictionaryEntry, Overview } from '@pcharging/api-client';
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCapabilities } from '../../../lib/capabilities';
import { useFormatters } from '../hooks/use-formatters';
import { BreakdownCard } from './breakdown-card';
import { KpiGrid } from './kpi-grid';
import { networkKpis, rangeKpis } from './overview-figures';
import { TopStationsCard } from './top-stations-card';
import { TrendCard } from './trend-card';

export interface OverviewDashboardProps {
  overview: Overview;
  stationTypes: readonly DictionaryEntry[] | undefined;
  startModes: readonly DictionaryEntry[] | undefined;
}

export function OverviewDashboard({ overview, stationTypes, startModes }: OverviewDashboardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const offered = useCapabilities();
  const empty = overview.totals.orders === 0;
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('statistics.network.title')}
      </Typography.Title>
      <KpiGrid items={networkKpis(overview.network, t, format, offered)} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('statistics.range.title', { from: format.day(overview.range.from), to: format.day(overview.range.to) })}
      </Typography.Title>
      <Typography.Text type="secondary">{t('statistics.definitions')}</Typography.Text>
      <KpiGrid items={rangeKpis(overview, t, format)} />
      <TrendCard days={overview.by_day} empty={empty} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={12}>
          <BreakdownCard
            title={t('statistics.breakdown.stationType')}
            keyTitle={t('statistics.breakdown.type')}
            rows={overview.by_station_type}
            dictionary={stationTypes}
            empty={empty}
          />
        </Col>
        <Col xs={24} xxl={12}>
          <BreakdownCard
            title={t('statistics.breakdown.startMode')}
            keyTitle={t('statistics.breakdown.mode')}
            rows={overview.by_start_mode}
            dictionary={startModes}
            empty={empty}
          />
        </Col>
      </Row>
      <TopStationsCard stations={overview.top_stations} empty={empty} />
    </Flex>
  );
}
