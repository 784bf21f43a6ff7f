import type { OperationLogEntry } from '@pcharging/api-client';
import { Descriptions, Drawer, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { useCapability } from '../../../lib/capabilities';
import { useFormat } from '../../../lib/format';
import { operationTitle } from '../operation-title';
import { LogResult } from './log-columns';
import { LogParams } from './log-params';

/** One log entry in full: who, when, from where, and the parameters the call sent. */
export function LogDrawer({ entry, onClose }: { entry: OperationLogEntry | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const withSubject = useCapability('timeline');
  return (
    <Drawer
      open={entry !== undefined}
      onClose={onClose}
      size="large"
      title={entry ? operationTitle(t, entry.operation_id) : undefined}
      destroyOnHidden
    >
      {entry && (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'time', label: t('system.log.time'), children: format.dateTime(entry.created_at) },
              { key: 'user', label: t('system.log.user'), children: entry.username },
              ...(withSubject
                ? [
                    {
                      key: 'subject',
                      label: <Capable name="timeline">{t('system.log.subject')}</Capable>,
                      children: entry.subject || t('common.none'),
                    },
                  ]
                : []),
              {
                key: 'operation',
                label: t('system.log.operationId'),
                children: <Typography.Text code>{entry.operation_id}</Typography.Text>,
              },
              { key: 'result', label: t('system.log.result'), children: <LogResult entry={entry} /> },
              { key: 'ip', label: t('system.log.ip'), children: entry.ip },
              {
                key: 'duration',
                label: t('system.log.duration'),
                children: t('system.log.milliseconds', { value: format.number(entry.duration_ms) }),
              },
            ]}
          />
          <LogParams entry={entry} />
        </Flex>
      )}
    </Drawer>
  );
}
