import { normalizeLocale } from '@pcharging/validation';
import { Button, Card, Flex, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { deleteSandboxMutationOptions, type Sandbox, useSandboxChecks } from '../api/sandboxes';
import { ClassForm } from './class-form';
import { ClassSummary } from './class-summary';
import { SandboxBriefing } from './sandbox-briefing';
import { SandboxForm } from './sandbox-form';
import { sandboxAppHref, sandboxConsoleHref } from './sandbox-links';
import { SandboxResult, traineeStarted } from './sandbox-result';
import { SectionTitle } from './section-title';
import { useNetworkTime } from './use-network-time';

export interface SandboxPanelProps {
  sandboxes: readonly Sandbox[];
  limit: number;
  /** Whether the trainer looks at the list: only then is the class checked every few seconds. */
  visible: boolean;
}

/** The class's sandboxes with each trainee's result, checked as they work, and a way to make and remove them. */
export function SandboxPanel({ sandboxes: listed, limit, visible }: SandboxPanelProps) {
  const { t, i18n } = useTranslation();
  const networkTime = useNetworkTime();
  const checks = useSandboxChecks(normalizeLocale(i18n.language), visible);
  const sandboxes = checks.data?.items ?? listed;
  const checkedAt = checks.data ? networkTime(checks.dataUpdatedAt) : undefined;
  const remove = useAction({
    kind: 'delete',
    mutation: deleteSandboxMutationOptions(),
    confirmContent: (name) => t('trainer.sandbox.deleteConfirm', { name }),
  });

  const columns: TableColumnsType<Sandbox> = [
    { title: t('trainer.sandbox.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('trainer.sandbox.scenario'),
      key: 'scenario',
      render: (_, sandbox) => sandbox.scenario?.title ?? t('trainer.sandbox.noScenario'),
    },
    {
      title: t('trainer.sandbox.result'),
      key: 'result',
      render: (_, sandbox) =>
        sandbox.scenario ? (
          <SandboxResult run={sandbox.scenario} started={traineeStarted(sandbox)} />
        ) : (
          t('common.none')
        ),
    },
    {
      title: t('trainer.sandbox.engine'),
      key: 'awake',
      render: (_, sandbox) =>
        sandbox.awake ? (
          <Tag color="green">{t('trainer.sandbox.awake')}</Tag>
        ) : (
          <Tag>{t('trainer.sandbox.asleep')}</Tag>
        ),
    },
    {
      title: t('trainer.sandbox.lastActivity'),
      key: 'lastActivity',
      render: (_, sandbox) => networkTime(sandbox.lastActivityAt),
    },
    {
      title: t('trainer.actions'),
      key: 'actions',
      fixed: 'right',
      // One under the other: the column stays narrow enough to be wholly in view beside the results.
      render: (_, sandbox) => (
        <Space orientation="vertical" size={0} align="start">
          <Button
            type="link"
            href={sandboxAppHref(sandbox.name)}
            target="_blank"
            rel="noopener"
            aria-label={t('trainer.sandbox.openAppNamed', { name: sandbox.name })}
          >
            {t('trainer.sandbox.openApp')}
          </Button>
          <Button
            type="link"
            href={sandboxConsoleHref(sandbox.name)}
            target="_blank"
            rel="noopener"
            aria-label={t('trainer.sandbox.openConsoleNamed', { name: sandbox.name })}
          >
            {t('trainer.sandbox.openConsole')}
          </Button>
          <Button
            type="link"
            danger
            aria-label={t('trainer.sandbox.deleteNamed', { name: sandbox.name })}
            onClick={() => remove.trigger(sandbox.name)}
          >
            {t('trainer.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card title={<SectionTitle>{t('trainer.sandbox.createTitle')}</SectionTitle>}>
        <SandboxForm />
      </Card>
      <Card title={<SectionTitle>{t('trainer.class.title')}</SectionTitle>}>
        <ClassForm />
      </Card>
      <Card
        title={<SectionTitle>{t('trainer.sandbox.title')}</SectionTitle>}
        extra={
          <Space wrap>
            <Typography.Text type="secondary">
              {t('trainer.sandbox.count', { count: sandboxes.length, limit })}
            </Typography.Text>
            {checkedAt ? (
              <Typography.Text type="secondary" role="status">
                {t('trainer.sandbox.checkedAt', { time: checkedAt })}
              </Typography.Text>
            ) : null}
            <Button loading={checks.isFetching} onClick={() => void checks.refetch()}>
              {t('trainer.sandbox.checkAll')}
            </Button>
          </Space>
        }
      >
        <ClassSummary sandboxes={sandboxes} />
        <Table<Sandbox>
          rowKey="name"
          size="small"
          columns={columns}
          dataSource={[...sandboxes]}
          pagination={false}
          scroll={{ x: 'max-content' }}
          expandable={{ expandedRowRender: (sandbox) => <SandboxBriefing sandbox={sandbox} /> }}
          locale={{ emptyText: t('trainer.sandbox.none') }}
        />
      </Card>
    </Flex>
  );
}
