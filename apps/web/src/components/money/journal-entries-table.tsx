import type { DictionaryEntry, JournalRow } from '@pcharging/api-client';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { useFormat } from '../../lib/format';
import { CopyText } from '../list/copy-text';
import { DictionaryTag } from '../list/dictionary-cell';
import { figureColumn } from '../list/figure-column';
import { PANEL_TABLE } from '../list/wide-table';
import { SignedMoney } from './signed-money';

export interface JournalEntriesTableProps {
  entries: readonly JournalRow[];
  journalTypes: readonly DictionaryEntry[] | undefined;
  /** The order each entry belongs to: worth a column when the entries are a customer's, not one order's. */
  withOrderNo?: boolean;
}

/**
 * A few money movements in a detail view (an order's, a customer's latest): when, what kind, the signed amount, the
 * balance it left, and the remark, which for a refund or an adjustment is the operator's reason.
 */
export function JournalEntriesTable({ entries, journalTypes, withOrderNo = false }: JournalEntriesTableProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: ColumnsType<JournalRow> = [
    { key: 'created_at', title: t('money.journal.createdAt'), render: (_, entry) => format.dateTime(entry.created_at) },
    { key: 'entry_no', title: t('money.journal.entryNo'), render: (_, entry) => <CopyText value={entry.entry_no} /> },
    {
      key: 'type',
      title: t('money.journal.type'),
      render: (_, entry) => <DictionaryTag entries={journalTypes} id={entry.type} />,
    },
    figureColumn('amount', t('money.amount'), (entry) => <SignedMoney value={entry.amount} />),
    figureColumn('balance_after', t('money.journal.balanceAfter'), (entry) => format.money(entry.balance_after)),
    { key: 'remark', title: t('money.journal.remark'), render: (_, entry) => entry.remark || t('common.none') },
    ...(withOrderNo
      ? [
          {
            key: 'order_no',
            title: t('money.orderNo'),
            render: (_: unknown, entry: JournalRow) =>
              entry.order_no ? (
                <CopyText value={entry.order_no} to={paths.money.orders.getHref({ order_no: entry.order_no })} />
              ) : (
                t('common.none')
              ),
          },
        ]
      : []),
  ];
  return (
    <Table<JournalRow>
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={[...entries]}
      {...PANEL_TABLE}
    />
  );
}
