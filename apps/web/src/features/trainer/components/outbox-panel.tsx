import { Card, Empty, Flex, Input, Skeleton, Typography, theme } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useOutbox } from '../api/outbox';
import { SectionTitle } from './section-title';
import { useNetworkTime } from './use-network-time';

const RECIPIENT_PARAM = 'to';

/** The e-mails the network would have sent (card bindings, new accounts), newest first; the filter is in the URL. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const networkTime = useNetworkTime();
  const [params, setParams] = useSearchParams();
  const to = params.get(RECIPIENT_PARAM) || undefined;
  const { data: emails, isPending } = useOutbox(to);
  const searchId = useId();

  const search = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set(RECIPIENT_PARAM, value.trim());
        else next.delete(RECIPIENT_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Card title={<SectionTitle>{t('trainer.outbox.title')}</SectionTitle>}>
      <Flex vertical gap={16}>
        <Flex vertical gap={4} style={{ maxWidth: 420 }}>
          <label htmlFor={searchId}>{t('trainer.outbox.recipient')}</label>
          <Input.Search
            id={searchId}
            key={to ?? ''}
            defaultValue={to}
            allowClear
            enterButton={t('trainer.outbox.filter')}
            placeholder={t('trainer.outbox.recipientPlaceholder')}
            onSearch={search}
          />
        </Flex>
        {isPending ? (
          <Skeleton active />
        ) : !emails?.length ? (
          <Empty description={to ? t('trainer.outbox.noneTo', { to }) : t('trainer.outbox.none')} />
        ) : (
          <ol aria-label={t('trainer.outbox.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {emails.map((email) => (
              <li
                key={email.id}
                style={{ padding: '12px 0', borderBottom: `${token.lineWidth}px solid ${token.colorSplit}` }}
              >
                <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSize, fontWeight: 600 }}>
                  {email.subject}
                </Typography.Title>
                <Typography.Text type="secondary">
                  {t('trainer.outbox.meta', { to: email.toAddress, time: networkTime(email.createdAt) })}
                </Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '8px 0 0' }}>
                  {email.body}
                </Typography.Paragraph>
              </li>
            ))}
          </ol>
        )}
      </Flex>
    </Card>
  );
}
