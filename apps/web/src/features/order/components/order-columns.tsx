import type { OrderRow } from '@pcharging/api-client';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { FOLD_AT, narrowColumn, narrowHeading } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { OrderStatusTag } from '../../../components/money/order-status-tag';
import { RowAction } from '../../../components/ui/row-action';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import type { OrderDictionaries } from '../order-dictionaries';

/** The card a phone shows for a row, by this list's column keys. */
export const ORDER_CARD: CardLayout = { title: 'order_no', status: 'status', figures: ['station', 'port', 'total'] };

/** A port by its alias, with the chargerid the field staff read on the device. */
export const portLabel = (row: Pick<OrderRow, 'port_alias' | 'port_code'>): string =>
  row.port_alias ? `${row.port_alias} (${row.port_code})` : row.port_code;

/**
 * The order list's columns; the `key`s of sortable ones are the API's sort fields. In view by default, what people
 * ask about an order (number, customer, station, started, energy, total, status); the rest is one click away in the
 * column chooser, and all of it in the order's drawer.
 */
export function useOrderColumns(dictionaries: OrderDictionaries, onOpen: (id: number) => void): ColumnsType<OrderRow> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'order_no',
      title: t('money.orderNo'),
      fixed: 'left',
      render: (_, row) => <CopyText value={row.order_no} />,
    },
    narrowColumn<OrderRow>(
      {
        key: 'account',
        title: t('money.account'),
        render: (_, row) => <Link to={paths.customers.getHref({ keyword: row.account })}>{row.account}</Link>,
      },
      FOLD_AT.name,
    ),
    narrowColumn(
      {
        key: 'station',
        title: t('money.order.station'),
        render: (_, row) => <Link to={paths.operator.station.getHref(row.station_id)}>{row.station_name}</Link>,
      },
      FOLD_AT.name,
    ),
    {
      key: 'port',
      hidden: true,
      title: t('money.order.port'),
      render: (_, row) => (
        <Link to={paths.operator.port.getHref(row.station_id, row.pile_id, row.port_id)}>{portLabel(row)}</Link>
      ),
    },
    narrowColumn(
      {
        key: 'started_at',
        title: t('money.order.startedAt'),
        sorter: true,
        render: (_, row) => format.dateTime(row.started_at),
      },
      FOLD_AT.time,
    ),
    {
      key: 'ended_at',
      hidden: true,
      title: t('money.order.endedAt'),
      render: (_, row) => format.dateTime(row.ended_at),
    },
    {
      key: 'minutes',
      hidden: true,
      title: t('money.order.minutes'),
      align: 'right',
      render: (_, row) => format.number(row.duration_minutes),
    },
    narrowHeading<OrderRow>(
      {
        key: 'energy',
        title: t('money.order.energy'),
        align: 'right',
        sorter: true,
        render: (_, row) => format.number(row.energy_kwh, 3),
      },
      FOLD_AT.figure,
    ),
    {
      key: 'elect_fee',
      hidden: true,
      title: t('money.order.electFee'),
      align: 'right',
      render: (_, row) => format.money(row.elect_fee),
    },
    {
      key: 'service_fee',
      hidden: true,
      title: t('money.order.serviceFee'),
      align: 'right',
      render: (_, row) => format.money(row.service_fee),
    },
    {
      key: 'park_fee',
      hidden: true,
      title: t('money.order.parkFee'),
      align: 'right',
      render: (_, row) => format.money(row.park_fee),
    },
    narrowHeading<OrderRow>(
      {
        key: 'total',
        title: t('money.order.total'),
        align: 'right',
        sorter: true,
        render: (_, row) => <Typography.Text strong>{format.money(row.total_fee)}</Typography.Text>,
      },
      FOLD_AT.figure,
    ),
    {
      key: 'start_mode',
      hidden: true,
      title: t('money.order.startMode'),
      render: (_, row) => <DictionaryTag entries={dictionaries.startModes} id={row.start_mode} />,
    },
    {
      key: 'status',
      title: t('money.order.status'),
      render: (_, row) => <OrderStatusTag order={row} statuses={dictionaries.statuses} />,
    },
    { key: 'paid_at', hidden: true, title: t('money.order.paidAt'), render: (_, row) => format.dateTime(row.paid_at) },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, row) => <RowAction onClick={() => onOpen(row.id)}>{t('common.list.details')}</RowAction>,
    },
  ];
}
