import type { PricePreviewStation } from '@pcharging/api-client';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { figureColumn } from '../../../components/list/figure-column';
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
    figureColumn('sessions', t('price.preview.sessions'), (station) => format.number(station.sessions)),
    figureColumn('energy', t('price.preview.energy'), (station) => format.number(station.energy_kwh, 3)),
    figureColumn('before', t('price.preview.before'), (station) => format.money(station.income_before)),
    figureColumn('after', t('price.preview.after'), (station) => format.money(station.income_after)),
    figureColumn('change', t('price.preview.change'), (station) => <SignedMoney value={station.change} />),
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
