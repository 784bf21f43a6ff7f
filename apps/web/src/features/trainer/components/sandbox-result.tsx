import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Sandbox, SandboxRun } from '../api/sandboxes';

/** Calls within this time of the sandbox's making are its making (the scenario loaded), not a trainee's. */
const MAKING_MS = 3_000;

/** Whether anyone has used the sandbox since it was made: its app or its console was called. */
export const traineeStarted = (sandbox: Pick<Sandbox, 'createdAt' | 'lastActivityAt'>): boolean =>
  Date.parse(sandbox.lastActivityAt) - Date.parse(sandbox.createdAt) > MAKING_MS;

/**
 * A trainee's result at a glance: neutral until the trainee starts, then solved or not with what is still wrong,
 * harm first named by the record harmed.
 */
export function SandboxResult({ run, started }: { run: SandboxRun; started: boolean }) {
  const { t } = useTranslation();
  if (run.solved) return <Tag color="green">{t('trainer.run.solved')}</Tag>;
  if (!started) return <Tag>{t('trainer.run.notStarted')}</Tag>;
  const tag = run.checkedAt ? (
    <Tag color="orange">{t('trainer.run.notSolved')}</Tag>
  ) : (
    <Tag>{t('trainer.run.notChecked')}</Tag>
  );
  const failed = run.findings?.filter((finding) => !finding.passed) ?? [];
  return (
    <Flex vertical gap={4} align="start" style={{ maxWidth: 420 }}>
      {tag}
      {failed.map((finding) => (
        <Typography.Text key={finding.code} type="danger" style={{ fontSize: 12 }}>
          {finding.message}
        </Typography.Text>
      ))}
    </Flex>
  );
}
