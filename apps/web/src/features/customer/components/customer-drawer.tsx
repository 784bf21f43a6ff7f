import type { CustomerCard, CustomerDetail, CustomerRecentOrder } from '@pcharging/api-client';
import type { QueryKey } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Drawer,
  Flex,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Table,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Capable } from '../../../components/capability/capable';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import { PANEL_TABLE } from '../../../components/list/wide-table';
import { JournalEntriesTable } from '../../../components/money/journal-entries-table';
import { OrderStatusTag } from '../../../components/money/order-status-tag';
import { Permission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useCustomer } from '../api/get-customer';
import type { CustomerDictionaries } from '../customer-dictionaries';
import { AdjustBalanceButton } from './adjust-balance-button';
import { ConsentTag } from './consent-tag';
import { CustomerSessions } from './customer-sessions';
import { CustomerStatusAction } from './customer-status-action';

interface SectionProps {
  customer: CustomerDetail;
  dictionaries: CustomerDictionaries;
}

function CustomerSummary({ customer, dictionaries }: SectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('common.none');
  const items = [
    { key: 'account', label: t('customer.account'), children: <CopyText value={customer.account} /> },
    { key: 'name', label: t('customer.name'), children: customer.name },
    { key: 'email', label: t('customer.email'), children: customer.email || none },
    { key: 'phone', label: t('customer.phone'), children: customer.phone || none },
    {
      key: 'status',
      label: t('customer.status'),
      children: <DictionaryTag entries={dictionaries.statuses} id={customer.status} />,
    },
    { key: 'consent', label: t('customer.consent'), children: <ConsentTag consent={customer.consent} /> },
    { key: 'created_at', label: t('customer.createdAt'), children: format.dateTime(customer.created_at) },
    { key: 'updated_at', label: t('customer.updatedAt'), children: format.dateTime(customer.updated_at) },
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}

function CustomerTotals({ customer }: { customer: CustomerDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const figures = [
    { key: 'balance', title: t('customer.balance'), value: format.money(customer.balance) },
    { key: 'orders', title: t('customer.totals.orders'), value: format.number(customer.totals.orders) },
    { key: 'energy', title: t('customer.totals.energy'), value: format.number(customer.totals.energy_kwh) },
    { key: 'spent', title: t('customer.totals.spent'), value: format.money(customer.totals.spent) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} md={6}>
          <Card size="small">
            <Statistic title={figure.title} value={figure.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function CustomerCards({ customer, dictionaries }: SectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const none = t('common.none');
  const columns: ColumnsType<CustomerCard> = [
    { key: 'card_no', title: t('customer.card.cardNo'), render: (_, card) => <CopyText value={card.card_no} /> },
    {
      key: 'status',
      title: t('customer.status'),
      render: (_, card) => <DictionaryTag entries={dictionaries.cardStatuses} id={card.status} />,
    },
    { key: 'station', title: t('customer.card.station'), render: (_, card) => card.station_name ?? none },
    { key: 'bound_at', title: t('customer.card.boundAt'), render: (_, card) => format.dateTime(card.bound_at) },
  ];
  return (
    <Table<CustomerCard>
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={customer.card_list}
    />
  );
}

function RecentOrders({ customer, dictionaries }: SectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const columns: ColumnsType<CustomerRecentOrder> = [
    {
      key: 'order_no',
      title: t('money.orderNo'),
      render: (_, order) => (
        <CopyText value={order.order_no} to={paths.money.orders.getHref({ order_no: order.order_no })} />
      ),
    },
    {
      key: 'station',
      title: t('money.order.station'),
      render: (_, order) => <Link to={paths.operator.station.getHref(order.station_id)}>{order.station_name}</Link>,
    },
    {
      key: 'status',
      title: t('money.order.status'),
      render: (_, order) => <OrderStatusTag order={order} statuses={dictionaries.orderStatuses} />,
    },
    {
      key: 'start_mode',
      title: t('money.order.startMode'),
      render: (_, order) => <DictionaryTag entries={dictionaries.startModes} id={order.start_mode} />,
    },
    { key: 'started_at', title: t('money.order.startedAt'), render: (_, order) => format.dateTime(order.started_at) },
    figureColumn('energy', t('money.order.energy'), (order) => format.number(order.energy_kwh, 3)),
    { key: 'total', title: t('money.order.total'), align: 'right', render: (_, order) => format.money(order.total) },
  ];
  return (
    <Table<CustomerRecentOrder>
      size="small"
      rowKey="id"
      pagination={false}
      columns={columns}
      dataSource={customer.recent_orders}
      {...PANEL_TABLE}
    />
  );
}

export interface CustomerDrawerProps {
  customerId: number | undefined;
  onClose: () => void;
  dictionaries: CustomerDictionaries;
  /** What else a balance adjustment makes stale (the journal): the app knows its keys. */
  staleAfterAdjust?: readonly QueryKey[];
  /** Actions on the customer that other features offer (a remote start), composed by the app. */
  extraActions?: (customer: CustomerDetail) => ReactNode;
}

/**
 * One customer: the sessions they have in progress, contact and status, balance and lifetime totals, cards, the most
 * recent orders and money movements; the balance may be adjusted by hand from here.
 */
export function CustomerDrawer({
  customerId,
  onClose,
  dictionaries,
  staleAfterAdjust,
  extraActions,
}: CustomerDrawerProps) {
  const { t } = useTranslation();
  const { data: customer, isPending, isError, refetch } = useCustomer(customerId);
  const body = () => {
    if (customerId === undefined) return null;
    if (isError) {
      return (
        <Result
          status="warning"
          title={t('customer.loadFailed')}
          extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    if (isPending) return <Skeleton active />;
    return (
      <>
        <Capable name="sessions">
          <Permission value="operator:session:list">
            <CustomerSessions account={customer.account} />
          </Permission>
        </Capable>
        <CustomerTotals customer={customer} />
        <CustomerSummary customer={customer} dictionaries={dictionaries} />
        <Typography.Title level={5} style={{ marginTop: 24 }}>
          {t('customer.cardList')}
        </Typography.Title>
        <CustomerCards customer={customer} dictionaries={dictionaries} />
        <Flex justify="space-between" align="baseline" style={{ marginTop: 24 }}>
          <Typography.Title level={5}>{t('customer.recentOrders')}</Typography.Title>
          <Link to={paths.money.orders.getHref({ account: customer.account })}>{t('customer.allOrders')}</Link>
        </Flex>
        <RecentOrders customer={customer} dictionaries={dictionaries} />
        <Capable name="money-corrections">
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('customer.recentJournal')}
          </Typography.Title>
          <JournalEntriesTable
            entries={customer.recent_journal ?? []}
            journalTypes={dictionaries.journalTypes}
            withOrderNo
          />
        </Capable>
      </>
    );
  };
  return (
    <Drawer
      open={customerId !== undefined}
      onClose={onClose}
      size="large"
      title={customer ? t('customer.detailTitle', { name: customer.name }) : t('common.list.details')}
      extra={
        customer ? (
          <Space size="middle" wrap>
            {extraActions?.(customer)}
            <Capable name="money-corrections">
              <AdjustBalanceButton customer={customer} {...(staleAfterAdjust ? { staleAfterAdjust } : {})} />
            </Capable>
            <CustomerStatusAction customer={customer} />
          </Space>
        ) : null
      }
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
}
