import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { FEES, feeTitleKeys, type OrderFigures } from '../chart-data';
import type { Formatters } from '../format';

/** Orders, energy, (fees) and income columns, right-aligned and formatted for the locale. */
export function figureColumns<T extends OrderFigures>(
  t: TFunction,
  format: Formatters,
  { withFees = false }: { withFees?: boolean } = {},
): TableColumnsType<T> {
  const fees: TableColumnsType<T> = withFees
    ? FEES.map((fee) => ({
        key: fee,
        title: t(feeTitleKeys[fee]),
        align: 'right' as const,
        render: (_: unknown, row: T) => format.money(row[fee]),
      }))
    : [];
  return [
    {
      key: 'orders',
      title: t('statistics.figure.orders'),
      align: 'right',
      render: (_, row) => format.count(row.orders),
    },
    {
      key: 'energy',
      title: t('statistics.figure.energy'),
      align: 'right',
      render: (_, row) => format.kwh(row.energy_kwh),
    },
    ...fees,
    {
      key: 'income',
      title: t('statistics.figure.income'),
      align: 'right',
      render: (_, row) => format.money(row.income),
    },
  ];
}
