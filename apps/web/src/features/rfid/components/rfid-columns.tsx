import type { DictionaryEntry, RfidCard } from '@pcharging/api-client';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { usePermission } from '../../../components/permission/use-permission';
import { RowAction } from '../../../components/ui/row-action';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';

/** The card a phone shows for a row, by this list's column keys. */
export const RFID_CARD: CardLayout = { title: 'card_no', status: 'status', figures: ['customer', 'station'] };

export interface RfidRowActions {
  onBind: (card: RfidCard) => void;
  onUnbind: (card: RfidCard) => void;
  onCreateAccount: (card: RfidCard) => void;
}

function CardActions({ card, actions }: { card: RfidCard; actions: RfidRowActions }) {
  const { t } = useTranslation();
  const mayBind = usePermission('operator:rfid:bind');
  const mayUnbind = usePermission('operator:rfid:unbind');
  const mayCreateAccount = usePermission('operator:rfid:account');
  const bound = card.customer_id !== null;
  return (
    <Space size="middle">
      {bound && mayUnbind ? <RowAction onClick={() => actions.onUnbind(card)}>{t('rfid.unbind')}</RowAction> : null}
      {!bound && mayBind ? <RowAction onClick={() => actions.onBind(card)}>{t('rfid.bind')}</RowAction> : null}
      {!bound && mayCreateAccount ? (
        <RowAction onClick={() => actions.onCreateAccount(card)}>{t('rfid.account.create')}</RowAction>
      ) : null}
    </Space>
  );
}

export function useRfidColumns(
  statuses: readonly DictionaryEntry[] | undefined,
  actions: RfidRowActions,
): ColumnsType<RfidCard> {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('common.none');
  const anyAction = usePermission(['operator:rfid:bind', 'operator:rfid:unbind', 'operator:rfid:account']);
  const columns: ColumnsType<RfidCard> = [
    { key: 'card_no', title: t('rfid.cardNo'), fixed: 'left', render: (_, card) => <CopyText value={card.card_no} /> },
    {
      key: 'account',
      title: t('rfid.account'),
      render: (_, card) =>
        card.account ? <Link to={paths.customers.getHref({ keyword: card.account })}>{card.account}</Link> : none,
    },
    { key: 'customer', title: t('rfid.customerName'), render: (_, card) => card.customer_name ?? none },
    {
      key: 'station',
      title: t('rfid.station'),
      render: (_, card) =>
        card.station_id === null ? (
          none
        ) : (
          <Link to={paths.operator.station.getHref(card.station_id)}>{card.station_name ?? card.station_id}</Link>
        ),
    },
    {
      key: 'status',
      title: t('rfid.status'),
      render: (_, card) => <DictionaryTag entries={statuses} id={card.status} />,
    },
    narrowColumn<RfidCard>(
      { key: 'bound_at', title: t('rfid.boundAt'), render: (_, card) => format.dateTime(card.bound_at) },
      FOLD_AT.time,
    ),
    narrowColumn<RfidCard>(
      { key: 'created_at', title: t('rfid.createdAt'), render: (_, card) => format.dateTime(card.created_at) },
      FOLD_AT.time,
    ),
  ];
  if (!anyAction) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, card) => <CardActions card={card} actions={actions} />,
    },
  ];
}
