import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Capable } from '../../../components/capability/capable';
import { figureColumn } from '../../../components/list/figure-column';
import { FEES, feeTitleKeys, NET_FIGURES, netTitleKeys, type OrderFigures } from '../chart-data';
import type { Formatters } from '../format';

export interface FigureColumnOptions {
  /** Income split into electricity, service and idle fees, before the income. */
  withFees?: boolean;
  /** Refunds and net income (income less refunds), after the income: a backend offering `money-corrections`. */
  withRefunds?: boolean;
}

/** Orders, energy, (fees,) income (and refunds and net income) columns, right-aligned and formatted for the locale. */
export function figureColumns<T extends OrderFigures>(
  t: TFunction,
  format: Formatters,
  { withFees = false, withRefunds = false }: FigureColumnOptions = {},
): TableColumnsType<T> {
  const fees: TableColumnsType<T> = withFees
    ? FEES.map((fee) => ({
        key: fee,
        title: t(feeTitleKeys[fee]),
        align: 'right' as const,
        render: (_: unknown, row: T) => format.money(row[fee]),
      }))
    : [];
  const refunds: TableColumnsType<T> = withRefunds
    ? NET_FIGURES.map((figure) => ({
        key: figure,
        title: <Capable name="money-corrections">{t(netTitleKeys[figure])}</Capable>,
        align: 'right' as const,
        render: (_: unknown, row: T) => format.money(row[figure] ?? ''),
      }))
    : [];
  return [
    figureColumn('orders', t('statistics.figure.orders'), (row) => format.count(row.orders)),
    figureColumn('energy', t('statistics.figure.energy'), (row) => format.kwh(row.energy_kwh)),
    ...fees,
    figureColumn('income', t('statistics.figure.income'), (row) => format.money(row.income)),
    ...refunds,
  ];
}
