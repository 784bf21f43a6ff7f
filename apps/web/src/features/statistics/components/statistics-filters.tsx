import { Card, DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoneNote } from '../../../components/list/zone-note';
import { Permission } from '../../../components/permission/permission';
import { useNetwork } from '../../../lib/use-session';
import { type DateRange, lastDays, type StatisticsSearch, type StatisticsSearchChanges } from '../search';
import { StationSelect } from './station-select';

const DAY = 'YYYY-MM-DD';
const toDayjs = (range: DateRange): [Dayjs, Dayjs] => [dayjs(range.from, DAY), dayjs(range.to, DAY)];

export interface StatisticsFiltersProps {
  search: StatisticsSearch;
  onChange: (changes: StatisticsSearchChanges) => void;
  /** Whether the station filter applies (it needs the right to list stations). */
  withStation?: boolean;
  children?: ReactNode;
}

export function StatisticsFilters({ search, onChange, withStation = true, children }: StatisticsFiltersProps) {
  const { t } = useTranslation();
  const { timeZone } = useNetwork();
  const now = new Date();
  const presets = [
    { label: t('statistics.preset.last7'), value: toDayjs(lastDays(7, now, timeZone)) },
    { label: t('statistics.preset.last30'), value: toDayjs(lastDays(30, now, timeZone)) },
    { label: t('statistics.preset.last90'), value: toDayjs(lastDays(90, now, timeZone)) },
    { label: t('statistics.preset.thisMonth'), value: [dayjs().startOf('month'), dayjs()] as [Dayjs, Dayjs] },
  ];
  return (
    <Card size="small">
      <Flex wrap gap={12} align="center">
        <DatePicker.RangePicker
          aria-label={t('statistics.filter.range')}
          allowClear={false}
          value={toDayjs(search.range)}
          presets={presets}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(days) => {
            const [from, to] = days ?? [];
            if (from && to) onChange({ range: { from: from.format(DAY), to: to.format(DAY) } });
          }}
        />
        {withStation ? (
          <Permission value="operator:station:list">
            <StationSelect
              value={search.stationId}
              onChange={(stationId) => onChange({ stationId: stationId ?? null })}
            />
          </Permission>
        ) : null}
        {children}
        <ZoneNote />
      </Flex>
    </Card>
  );
}
