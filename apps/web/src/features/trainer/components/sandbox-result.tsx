import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SandboxRun } from '../api/sandboxes';

/** A trainee's result at a glance: solved or not, then what is wrong, harm first named by the record harmed. */
export function SandboxResult({ run }: { run: SandboxRun }) {
  const { t } = useTranslation();
  const tag = run.solved ? (
    <Tag color="green">{t('trainer.run.solved')}</Tag>
  ) : run.checkedAt ? (
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
