import type { PricePreviewStation } from '@pcharging/api-client';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { PANEL_TABLE } from '../../../components/list/wide-table';
import { SignedMoney } from '../../../components/money/signed-money';
import { useFormat } from '../../../lib/format';

const PAGE_SIZE = 5;

/** Station by station, most income at the proposed fees first (the order of the answer). */
export function PreviewStationsTable({ stations }: { stations: readonly PricePreviewStation[] }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: ColumnsType<PricePreviewStation> = [
    {
      key: 'station',
      title: t('price.preview.station'),
      render: (_, station) => (
        <>
          {station.station_name} <Typography.Text type="secondary">{station.station_code}</Typography.Text>
        </>
      ),
    },
    {
      key: 'sessions',
      title: t('price.preview.sessions'),
      align: 'right',
      render: (_, station) => format.number(station.sessions),
    },
    {
      key: 'energy',
      title: t('price.preview.energy'),
      align: 'right',
      render: (_, station) => format.number(station.energy_kwh, 3),
    },
    {
      key: 'before',
      title: t('price.preview.before'),
      align: 'right',
      render: (_, station) => format.money(station.income_before),
    },
    {
      key: 'after',
      title: t('price.preview.after'),
      align: 'right',
      render: (_, station) => format.money(station.income_after),
    },
    {
      key: 'change',
      title: t('price.preview.change'),
      align: 'right',
      render: (_, station) => <SignedMoney value={station.change} />,
    },
  ];
  return (
    <Table<PricePreviewStation>
      size="small"
      rowKey="station_id"
      title={() => <Typography.Text strong>{t('price.preview.byStation')}</Typography.Text>}
      columns={columns}
      dataSource={[...stations]}
      pagination={stations.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, size: 'small' } : false}
      {...PANEL_TABLE}
    />
  );
}
