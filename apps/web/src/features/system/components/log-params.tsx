import type { OperationLogEntry } from '@pcharging/api-client';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the call sent (secrets already masked by the server) and what it answered. */
export function LogParams({ entry }: { entry: OperationLogEntry }) {
  const { t } = useTranslation();
  const items = [
    { key: 'call', label: t('system.log.call'), children: `${entry.method.toUpperCase()} ${entry.path}` },
    { key: 'code', label: t('system.log.resultCode'), children: entry.result_code },
    { key: 'message', label: t('system.log.resultMessage'), children: entry.result_message || t('common.none') },
    {
      key: 'params',
      label: t('system.log.params'),
      children: (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {JSON.stringify(entry.params, null, 2)}
          </pre>
        </Typography.Paragraph>
      ),
    },
  ];
  return <Descriptions size="small" bordered column={1} items={items} />;
}
