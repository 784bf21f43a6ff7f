import type { OperationLogEntry } from '@pcharging/api-client';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { figureColumn } from '../../../components/list/figure-column';
import { FOLD_AT, narrowColumn } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { useCapability } from '../../../lib/capabilities';
import { useFormat } from '../../../lib/format';
import { operationTitle } from '../operation-title';

/** The card a phone shows for a row, by this list's column keys. */
export const LOG_CARD: CardLayout = { title: 'operation', status: 'result', figures: ['username', 'created_at'] };

/** Success or failure, as a status word of its own. */
export function LogResult({ entry }: { entry: OperationLogEntry }) {
  const { t } = useTranslation();
  return (
    <Tag color={entry.success ? 'success' : 'error'}>
      {entry.success ? t('system.log.success') : t('system.log.failure')}
    </Tag>
  );
}

/**
 * The operation log's columns; `withUser` false leaves out who did it (a user's own page). The record an entry is
 * about comes with the timeline.
 */
export function useLogColumns(withUser = true): ColumnsType<OperationLogEntry> {
  const { t } = useTranslation();
  const format = useFormat();
  const withSubject = useCapability('timeline');
  const none = t('common.none');
  const columns: ColumnsType<OperationLogEntry> = [
    narrowColumn<OperationLogEntry>(
      {
        key: 'created_at',
        title: t('system.log.time'),
        fixed: 'left',
        render: (_, entry) => format.dateTime(entry.created_at),
      },
      FOLD_AT.time,
    ),
    { key: 'username', title: t('system.log.user'), dataIndex: 'username' },
    { key: 'operation', title: t('system.log.operation'), render: (_, entry) => operationTitle(t, entry.operation_id) },
    {
      key: 'subject',
      title: <Capable name="timeline">{t('system.log.subject')}</Capable>,
      render: (_, entry) => entry.subject || none,
    },
    { key: 'result', title: t('system.log.result'), render: (_, entry) => <LogResult entry={entry} /> },
    narrowColumn<OperationLogEntry>(
      {
        key: 'message',
        title: t('system.log.resultMessage'),
        render: (_, entry) =>
          entry.success || !entry.result_message ? (
            none
          ) : (
            <Typography.Text type="secondary">{entry.result_message}</Typography.Text>
          ),
      },
      FOLD_AT.text,
    ),
    { key: 'ip', title: t('system.log.ip'), dataIndex: 'ip' },
    figureColumn('duration', t('system.log.duration'), (entry) =>
      t('system.log.milliseconds', { value: format.number(entry.duration_ms) }),
    ),
  ];
  return columns.filter(
    (column) => (withUser || column.key !== 'username') && (withSubject || column.key !== 'subject'),
  );
}
