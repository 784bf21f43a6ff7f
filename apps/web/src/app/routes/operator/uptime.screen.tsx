import type { PortUptime } from '@pcharging/api-client';
import { dayInZone } from '@pcharging/validation';
import { Card, Flex, Select, Space, Statistic, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/list/export-button';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { useStationSearch } from '../../../features/station/api/list-station-options';
import { downloadUptime } from '../../../features/uptime/api/export-uptime';
import { usePortUptime } from '../../../features/uptime/api/list-port-uptime';
import { OutageDrawer } from '../../../features/uptime/components/outage-drawer';
import { UptimeChart } from '../../../features/uptime/components/uptime-chart';
import { UPTIME_CARD, useUptimeColumns } from '../../../features/uptime/components/uptime-columns';
import { UptimeFilterBar } from '../../../features/uptime/components/uptime-filters';
import { recentQuarters, toUptimeParams, uptimeDefinition } from '../../../features/uptime/uptime-list';
import { useFormat } from '../../../lib/format';
import { useNetwork } from '../../../lib/use-session';

const DEFAULT_TARGET = 97;

/**
 * Each port's uptime over the rolling year (23 CFR 680.116(b)), worst first, of the network or one station: the
 * page's ports against the 97 % line, each port's months and outages, and the quarter's 680.112 export.
 */
export function UptimeRoute() {
  const { t } = useTranslation();
  const format = useFormat();
  const { list, request: filters, filterBar } = useFilteredList(uptimeDefinition, toUptimeParams, undefined);
  const report = usePortUptime(filters, { page: list.page, size: list.size });
  const stationSearch = useStationSearch();
  const [openPort, setOpenPort] = useState<PortUptime>();
  const target = report.data?.target ?? DEFAULT_TARGET;
  const columns = useUptimeColumns(target, setOpenPort);
  const data = report.data;
  const { timeZone } = useNetwork();
  // The server's today (the report's last day) where known: a simulated network keeps its own clock.
  const today = data?.to ?? dayInZone(Date.now(), timeZone);
  const quarters = useMemo(() => recentQuarters(today), [today]);
  // The quarter in progress by default; a filing is usually for the one before.
  const [quarterTo, setQuarterTo] = useState<string>();
  const exportTo = quarterTo ?? quarters[0]?.to;

  return (
    <Card>
      <Typography.Paragraph>{t('uptime.intro', { target })}</Typography.Paragraph>
      <UptimeFilterBar
        {...filterBar}
        {...stationSearch}
        extra={
          <Space wrap>
            <Select
              aria-label={t('uptime.quarter')}
              value={exportTo}
              onChange={setQuarterTo}
              options={quarters.map((quarter) => ({ value: quarter.to, label: quarter.label }))}
              style={{ minWidth: 120 }}
            />
            <ExportButton
              permission="operator:uptime:view"
              download={() => downloadUptime({ ...filters, ...(exportTo ? { to: exportTo } : {}) })}
            />
          </Space>
        }
      />
      {data ? (
        <Flex wrap gap={32} align="end" style={{ marginBottom: 16 }}>
          <Statistic
            title={t('uptime.belowTarget', { target })}
            value={t('uptime.belowTargetOf', {
              count: format.number(data.below_target, 0),
              total: format.number(data.total, 0),
            })}
          />
          <Typography.Text type="secondary">
            {t('uptime.period', { from: format.day(data.from), to: format.day(data.to), zone: data.time_zone })}
          </Typography.Text>
        </Flex>
      ) : null}
      {data && data.items.length > 0 ? <UptimeChart ports={data.items} target={target} /> : null}
      <PagedTable query={report} list={list} columns={columns} rowKey="port_id" card={UPTIME_CARD} />
      <OutageDrawer port={openPort} target={target} onClose={() => setOpenPort(undefined)} />
    </Card>
  );
}

export { UptimeRoute as Component };
