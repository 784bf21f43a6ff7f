import type { CloseStartModeRow, CloseStationRow, DictionaryEntry } from '@pcharging/api-client';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

type Row = Pick<CloseStationRow, 'orders' | 'gross' | 'refunds_of_orders' | 'net'>;

function useFigureColumns<R extends Row>() {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'orders',
      title: t('money.close.orders'),
      align: 'right' as const,
      render: (row: R) => format.number(row.orders, 0),
    },
    {
      key: 'gross',
      title: t('money.close.gross'),
      align: 'right' as const,
      render: (row: R) => format.money(row.gross),
    },
    {
      key: 'refunds',
      title: t('money.close.refundsOfOrders'),
      align: 'right' as const,
      responsive: ['sm' as const],
      render: (row: R) => format.money(row.refunds_of_orders),
    },
    { key: 'net', title: t('money.close.net'), align: 'right' as const, render: (row: R) => format.money(row.net) },
  ];
}

/** The day's gross, refunds of its orders and net by station, largest first. */
export function CloseByStation({ rows }: { rows: readonly CloseStationRow[] }) {
  const { t } = useTranslation();
  const figures = useFigureColumns<CloseStationRow>();
  return (
    <Table<CloseStationRow>
      size="small"
      rowKey="station_id"
      dataSource={[...rows]}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[{ key: 'station', title: t('money.close.station'), render: (row) => row.station_name }, ...figures]}
    />
  );
}

/** The same by start mode, named by the dictionary. */
export function CloseByStartMode({
  rows,
  startModes,
}: {
  rows: readonly CloseStartModeRow[];
  startModes: readonly DictionaryEntry[] | undefined;
}) {
  const { t } = useTranslation();
  const figures = useFigureColumns<CloseStartModeRow>();
  const nameOf = (mode: number) => startModes?.find((entry) => String(entry.id) === String(mode))?.name ?? String(mode);
  return (
    <Table<CloseStartModeRow>
      size="small"
      rowKey="start_mode"
      dataSource={[...rows]}
      pagination={false}
      columns={[
        { key: 'mode', title: t('money.close.startMode'), render: (row) => nameOf(row.start_mode) },
        ...figures,
      ]}
    />
  );
}
