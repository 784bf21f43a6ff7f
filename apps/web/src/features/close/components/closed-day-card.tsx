import type { ClosedDay } from '@pcharging/api-client';
import { Card, Flex, Tag, Typography } from 'antd';
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
        <>
          <ul aria-label={t('money.close.afterClose')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {closed.after_close.map((item) => (
              <li key={`${item.kind}-${item.order_no}-${item.booked_on}`}>
                <Flex justify="space-between" gap={16} wrap style={{ padding: '4px 0' }}>
                  <span>
                    {t(item.kind === 'refund' ? 'money.close.afterCloseRefund' : 'money.close.afterCloseLateOrder', {
                      order: item.order_no,
                      day: format.day(item.booked_on),
                    })}
                  </span>
                  <span style={{ whiteSpace: 'nowrap' }}>{format.signedMoney(item.amount)}</span>
                </Flex>
              </li>
            ))}
          </ul>
          <Typography.Text strong>
            {t('money.close.afterCloseNet', { amount: format.signedMoney(closed.after_close_net) })}
          </Typography.Text>
        </>
      )}
    </Card>
  );
}
