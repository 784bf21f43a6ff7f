import type { ClosedDay } from '@pcharging/api-client';
import { Card, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { CloseFiguresView } from './close-figures';

/**
 * A closed day as recorded at its close, never rewritten, and what changed it afterwards ("after close"), each
 * item booked on its own day.
 */
export function ClosedDayCard({ closed }: { closed: ClosedDay }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card
      size="small"
      title={
        <span>
          <Tag color="green">{t('money.close.closedTag')}</Tag>
          {format.day(closed.day)}
        </span>
      }
      data-testid={`closed-day-${closed.day}`}
    >
      <Typography.Paragraph type="secondary">
        {t('money.close.closedBy', { at: format.dateTime(closed.closed_at), who: closed.closed_by })}
      </Typography.Paragraph>
      <Typography.Title level={5}>{t('money.close.recorded')}</Typography.Title>
      <CloseFiguresView figures={closed.recorded} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('money.close.afterClose')}
      </Typography.Title>
      {closed.after_close.length === 0 ? (
        <Typography.Text type="secondary">{t('money.close.nothingAfterClose')}</Typography.Text>
      ) : (
        <List
          size="small"
          aria-label={t('money.close.afterClose')}
          dataSource={closed.after_close}
          footer={t('money.close.afterCloseNet', { amount: format.signedMoney(closed.after_close_net) })}
          renderItem={(item) => (
            <List.Item extra={format.signedMoney(item.amount)}>
              {t(item.kind === 'refund' ? 'money.close.afterCloseRefund' : 'money.close.afterCloseLateOrder', {
                order: item.order_no,
                day: format.day(item.booked_on),
              })}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
