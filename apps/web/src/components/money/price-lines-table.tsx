import type { OrderPriceLine } from '@pcharging/api-client';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../lib/catalogue-types';
import { useFormat } from '../../lib/format';
import { figureColumn } from '../list/figure-column';

const ITEM_KEYS: Readonly<Record<OrderPriceLine['item'], TextKey>> = {
  energy: 'money.order.item.energy',
  service: 'money.order.item.service',
  idle: 'money.order.item.idle',
};

/** A line with its place in the bill: a time-of-use bill has several energy lines. */
type KeyedLine = OrderPriceLine & { key: number };

/**
 * A bill line by line (energy — one line per time-of-use period used —, service, idle) with its total: an order's,
 * or a session's so far.
 */
export function PriceLinesTable({ lines, total }: { lines: readonly OrderPriceLine[]; total: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: ColumnsType<KeyedLine> = [
    { key: 'item', title: t('money.order.item'), render: (_, line) => t(ITEM_KEYS[line.item]) },
    figureColumn('quantity', t('money.order.quantity'), (line) => `${format.number(line.quantity, 3)} ${line.unit}`),
    figureColumn('unit_price', t('money.order.unitPrice'), (line) => `${format.money(line.unit_price)} / ${line.unit}`),
    { key: 'amount', title: t('money.amount'), align: 'right', render: (_, line) => format.money(line.amount) },
  ];
  return (
    <Table<KeyedLine>
      size="small"
      pagination={false}
      columns={columns}
      dataSource={lines.map((line, key) => ({ ...line, key }))}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={3}>
            <Typography.Text strong>{t('money.order.total')}</Typography.Text>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={3} align="right">
            <Typography.Text strong>{format.money(total)}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}
