import type { CustomerRow, DictionaryEntry } from '@pcharging/api-client';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { RowAction } from '../../../components/ui/row-action';
import { useFormat } from '../../../lib/format';
import { ConsentTag } from './consent-tag';
import { CustomerStatusAction } from './customer-status-action';

/** The card a phone shows for a row, by this list's column keys. */
export const CUSTOMER_CARD: CardLayout = { title: 'name', status: 'status', figures: ['account', 'phone', 'balance'] };

/** The customer list's columns; the `key`s of sortable ones are the API's sort fields. */
export function useCustomerColumns(
  statuses: readonly DictionaryEntry[] | undefined,
  onOpen: (id: number) => void,
): ColumnsType<CustomerRow> {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('common.none');
  return [
    {
      key: 'account',
      title: t('customer.account'),
      fixed: 'left',
      sorter: true,
      render: (_, customer) => <CopyText value={customer.account} />,
    },
    { key: 'name', title: t('customer.name'), dataIndex: 'name' },
    { key: 'email', hidden: true, title: t('customer.email'), render: (_, customer) => customer.email || none },
    { key: 'phone', title: t('customer.phone'), render: (_, customer) => customer.phone || none },
    {
      key: 'status',
      title: t('customer.status'),
      render: (_, customer) => <DictionaryTag entries={statuses} id={customer.status} />,
    },
    {
      key: 'consent',
      hidden: true,
      title: t('customer.consent'),
      render: (_, customer) => <ConsentTag consent={customer.consent} />,
    },
    figureColumn('balance', t('customer.balance'), (customer) => format.money(customer.balance)),
    figureColumn('cards', t('customer.cards'), (customer) => format.number(customer.cards)),
    {
      key: 'created_at',
      hidden: true,
      title: t('customer.createdAt'),
      sorter: true,
      render: (_, customer) => format.dateTime(customer.created_at),
    },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, customer) => (
        <Space size="middle">
          <RowAction onClick={() => onOpen(customer.id)}>{t('common.list.details')}</RowAction>
          <CustomerStatusAction customer={customer} />
        </Space>
      ),
    },
  ];
}
