import { LockOutlined } from '@ant-design/icons';
import type { DayClose, DayCloseParams } from '@pcharging/api-client';
import { Alert, Button, Card, DatePicker, Flex, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAction } from '../../../components/actions/use-action';
import { ExportButton } from '../../../components/list/export-button';
import { Permission } from '../../../components/permission/permission';
import { paths } from '../../../config/paths';
import { closeDayMutationOptions } from '../../../features/close/api/close-day';
import { downloadCloseStatement } from '../../../features/close/api/export-close';
import { useDayClose } from '../../../features/close/api/get-day-close';
import { closeSearch, readCloseRange } from '../../../features/close/close-search';
import { CloseByStartMode, CloseByStation } from '../../../features/close/components/close-breakdown';
import { CloseFiguresView } from '../../../features/close/components/close-figures';
import { ClosedDayCard } from '../../../features/close/components/closed-day-card';
import { useOrderTotals } from '../../../features/order/api/get-order-totals';
import { useOrders } from '../../../features/order/api/list-orders';
import { QueryState } from '../../../features/statistics/components/query-state';
import { useCapability } from '../../../lib/capabilities';
import { useDictionary } from '../../../lib/dictionary/get-dictionary';
import { useFormat } from '../../../lib/format';
import { useNetwork } from '../../../lib/use-session';

const DAY = 'YYYY-MM-DD';

/** The Orders list's own count for the same days (its totals' where offered: not capped), beside the close's. */
function OrdersListCount({ range, orders }: { range: DayCloseParams; orders: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const withTotals = useCapability('list-totals');
  const filters = { started_from: range.from, started_to: range.to };
  const listed = useOrders(filters, { page: 1, size: 1 }).data;
  const totals = useOrderTotals(filters, withTotals).data;
  const total = withTotals ? totals?.orders : listed?.total;
  const capped = !withTotals && listed?.total_capped === true;
  const agrees = total === orders && !capped;
  return (
    <Space wrap>
      <Typography.Text>
        {t('money.close.ordersList', {
          count: total === undefined ? '…' : `${format.number(total, 0)}${capped ? '+' : ''}`,
        })}
      </Typography.Text>
      {total === undefined ? null : (
        <Tag color={agrees ? 'green' : 'red'}>{t(agrees ? 'money.close.agrees' : 'money.close.differs')}</Tag>
      )}
      <Link to={paths.money.orders.getHref(filters)}>{t('money.close.openOrders')}</Link>
    </Space>
  );
}

/**
 * The daily close: a network day's (or range's) money by the one definition of each word, by station and start
 * mode, beside the Orders list's count; a clerk closes an ended day, whose figures are then recorded and shown with
 * what changed it after the close.
 */
export function CloseRoute() {
  const { t } = useTranslation();
  const format = useFormat();
  const { timeZone } = useNetwork();
  const [searchParams, setSearchParams] = useSearchParams();
  const range = useMemo(() => readCloseRange(searchParams, Date.now(), timeZone), [searchParams, timeZone]);
  const close = useDayClose(range);
  const startModes = useDictionary('order_start_mode');
  const closeDay = useAction<string, DayClose>({
    kind: 'save',
    confirmContent: (day) => t('money.close.confirm', { day: format.day(day) }),
    successText: () => t('money.close.done'),
    mutation: closeDayMutationOptions(),
  });
  const oneDay = range.from === range.to;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex wrap gap={12} align="center" justify="space-between">
          <DatePicker.RangePicker
            aria-label={t('money.close.days')}
            allowClear={false}
            value={[dayjs(range.from), dayjs(range.to)]}
            onChange={(values) => {
              const [from, to] = values ?? [];
              if (from && to) setSearchParams(closeSearch({ from: from.format(DAY), to: to.format(DAY) }));
            }}
          />
          <Space wrap>
            <ExportButton permission="money:journal:export" download={() => downloadCloseStatement(range)} />
            {oneDay && close.data?.closable ? (
              <Permission value="money:close:close">
                <Button
                  type="primary"
                  icon={<LockOutlined />}
                  loading={closeDay.pending}
                  onClick={() => closeDay.trigger(range.from)}
                >
                  {t('money.close.close')}
                </Button>
              </Permission>
            ) : null}
          </Space>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('money.close.definitions', { zone: timeZone })}
        </Typography.Paragraph>
      </Card>
      <QueryState query={close}>
        {(data) => (
          <Flex vertical gap={16}>
            <Card
              title={
                oneDay
                  ? t('money.close.figuresOfDay', { day: format.day(data.from) })
                  : t('money.close.figuresOfRange', { from: format.day(data.from), to: format.day(data.to) })
              }
            >
              {data.closed_days.length > 0 && oneDay ? (
                <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('money.close.nowAndRecorded')} />
              ) : null}
              <CloseFiguresView figures={data.figures} />
              <div style={{ marginTop: 12 }}>
                <OrdersListCount range={range} orders={data.figures.orders} />
              </div>
            </Card>
            {data.closed_days.map((closed) => (
              <ClosedDayCard key={closed.day} closed={closed} />
            ))}
            <Card title={t('money.close.byStation')}>
              <CloseByStation rows={data.by_station} />
            </Card>
            <Card title={t('money.close.byStartMode')}>
              <CloseByStartMode rows={data.by_start_mode} startModes={startModes.data} />
            </Card>
          </Flex>
        )}
      </QueryState>
    </Flex>
  );
}

export { CloseRoute as Component };
