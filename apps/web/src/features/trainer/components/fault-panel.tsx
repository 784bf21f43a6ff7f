import { operations } from '@pcharging/api-client/operations';
import { Button, Card, Flex, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { clearFaultMutationOptions, clearFaultsMutationOptions, type Fault, useFaults } from '../api/faults';
import { FaultForm } from './fault-form';
import { FAULT_KIND_LABELS } from './fault-kinds';
import { SectionTitle } from './section-title';
import { useNetworkTime } from './use-network-time';

const summaries: ReadonlyMap<string, string> = new Map(operations.map((op) => [op.operationId, op.summary]));

/** The faults injected into this network's `_pcharging` calls: add one, remove one, clear them all. */
export function FaultPanel() {
  const { t } = useTranslation();
  const networkTime = useNetworkTime();
  const { data: faults, isPending } = useFaults();
  const remove = useAction({
    kind: 'delete',
    mutation: clearFaultMutationOptions(),
    confirmContent: (fault) => t('trainer.fault.removeConfirm', { operation: fault.operationId }),
    successText: () => t('trainer.fault.removed'),
  });
  const clear = useAction({
    kind: 'delete',
    mutation: clearFaultsMutationOptions(),
    confirmContent: t('trainer.fault.clearConfirm'),
    successText: (answer) => t('trainer.fault.cleared', { count: answer.cleared }),
  });

  const effect = (fault: Fault): string => {
    switch (fault.kind) {
      case 'latency':
        return t('trainer.fault.effect.latency', { ms: fault.latencyMs ?? 0 });
      case 'http-status':
        return t('trainer.fault.effect.httpStatus', { status: fault.status ?? '' });
      case 'business-error':
        return fault.msg
          ? t('trainer.fault.effect.businessErrorWithMsg', { code: fault.code ?? '', msg: fault.msg })
          : t('trainer.fault.effect.businessError', { code: fault.code ?? '' });
      case 'session-expiry':
        return t('trainer.fault.effect.sessionExpiry');
    }
  };

  const columns: TableColumnsType<Fault> = [
    {
      title: t('trainer.fault.operation'),
      key: 'operation',
      render: (_, fault) => (
        <>
          <Typography.Text code>{fault.operationId}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{summaries.get(fault.operationId)}</Typography.Text>
        </>
      ),
    },
    { title: t('trainer.fault.kind'), key: 'kind', render: (_, fault) => t(FAULT_KIND_LABELS[fault.kind]) },
    { title: t('trainer.fault.effectTitle'), key: 'effect', render: (_, fault) => effect(fault) },
    {
      title: t('trainer.fault.remaining'),
      key: 'remaining',
      render: (_, fault) =>
        fault.remaining !== null && fault.remaining !== undefined
          ? fault.remaining
          : t('trainer.fault.until', { time: networkTime(fault.until) }),
    },
    { title: t('trainer.fault.hits'), dataIndex: 'hits', key: 'hits' },
    {
      title: t('trainer.actions'),
      key: 'actions',
      render: (_, fault) => (
        <Button
          type="link"
          danger
          aria-label={t('trainer.fault.removeNamed', { operation: fault.operationId })}
          onClick={() => remove.trigger(fault)}
        >
          {t('trainer.fault.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={<SectionTitle>{t('trainer.fault.addTitle')}</SectionTitle>}>
        <FaultForm />
      </Card>
      <Card
        title={<SectionTitle>{t('trainer.fault.title')}</SectionTitle>}
        extra={
          <Button danger disabled={!faults?.length} loading={clear.pending} onClick={() => clear.trigger()}>
            {t('trainer.fault.clear')}
          </Button>
        }
      >
        <Table<Fault>
          rowKey="id"
          size="small"
          loading={isPending}
          columns={columns}
          dataSource={faults}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('trainer.fault.none') }}
        />
      </Card>
    </Flex>
  );
}
