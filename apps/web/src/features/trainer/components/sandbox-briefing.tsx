import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Sandbox } from '../api/sandboxes';
import { CheckFindings } from './check-findings';
import { sandboxAppHref } from './sandbox-links';

/** What the trainer hands a trainee again at any time (address, key, task), and the last check's findings. */
export function SandboxBriefing({ sandbox }: { sandbox: Sandbox }) {
  const { t } = useTranslation();
  const run = sandbox.scenario;
  return (
    <Descriptions
      size="small"
      column={1}
      // The list scrolls sideways as wide as its cells: the task wraps at a reading width instead.
      style={{ maxWidth: 880 }}
      items={[
        {
          key: 'address',
          label: t('trainer.sandbox.address'),
          children: (
            <Typography.Text copyable={{ text: sandboxAppHref(sandbox.name) }}>
              {sandboxAppHref(sandbox.name)}
            </Typography.Text>
          ),
        },
        {
          key: 'key',
          label: t('trainer.sandbox.key'),
          children: (
            <Typography.Text code copyable>
              {sandbox.key}
            </Typography.Text>
          ),
        },
        ...(run
          ? [
              {
                key: 'task',
                label: t('trainer.run.task'),
                children: (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{run.task}</Typography.Paragraph>
                ),
              },
              ...(run.findings
                ? [
                    {
                      key: 'findings',
                      label: t('trainer.check.findings'),
                      children: <CheckFindings result={{ solved: run.solved, findings: run.findings }} />,
                    },
                  ]
                : []),
            ]
          : []),
      ]}
    />
  );
}
