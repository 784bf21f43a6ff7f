import type { DictionaryEntry, JournalRow } from '@pcharging/api-client';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/** The card a phone shows for a row, by this list's column keys. */
export const JOURNAL_CARD: CardLayout = { title: 'entry_no', figures: ['type', 'amount', 'account'] };

export function useJournalColumns(journalTypes: readonly DictionaryEntry[] | undefined): ColumnsType<JournalRow> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'entry_no',
      title: t('money.journal.entryNo'),
      fixed: 'left',
      render: (_, entry) => <CopyText value={entry.entry_no} />,
    },
    {
      key: 'type',
      title: t('money.journal.type'),
      render: (_, entry) => <DictionaryTag entries={journalTypes} id={entry.type} />,
    },
    narrowColumn<JournalRow>(
      {
        key: 'account',
        title: t('money.account'),
        render: (_, entry) => <Link to={paths.customers.getHref({ keyword: entry.account })}>{entry.account}</Link>,
      },
      FOLD_AT.name,
    ),
    {
      key: 'amount',
      title: t('money.amount'),
      align: 'right',
      render: (_, entry) => (
        <Typography.Text type={Number(entry.amount) < 0 ? 'danger' : 'success'}>
          {format.money(entry.amount)}
        </Typography.Text>
      ),
    },
    {
      ...figureColumn('balance_after', t('money.journal.balanceAfter'), (entry) => format.money(entry.balance_after)),
      hidden: true,
    },
    {
      key: 'order_no',
      title: t('money.orderNo'),
      render: (_, entry) =>
        entry.order_no ? (
          <CopyText value={entry.order_no} to={paths.money.orders.getHref({ order_no: entry.order_no })} />
        ) : (
          t('common.none')
        ),
    },
    { key: 'remark', hidden: true, title: t('money.journal.remark'), dataIndex: 'remark', ellipsis: true },
    narrowColumn<JournalRow>(
      {
        key: 'created_at',
        title: t('money.journal.createdAt'),
        render: (_, entry) => format.dateTime(entry.created_at),
      },
      FOLD_AT.time,
    ),
  ];
}
