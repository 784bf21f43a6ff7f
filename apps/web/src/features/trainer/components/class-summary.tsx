import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Sandbox } from '../api/sandboxes';

/** The class at a glance: how many trainees solved their scenario, in all and by scenario. */
export function ClassSummary({ sandboxes }: { sandboxes: readonly Sandbox[] }) {
  const { t } = useTranslation();
  const runs = sandboxes.flatMap((sandbox) => (sandbox.scenario ? [sandbox.scenario] : []));
  if (runs.length === 0) return null;
  const byScenario = new Map<string, { solved: number; total: number }>();
  for (const run of runs) {
    const tally = byScenario.get(run.title) ?? { solved: 0, total: 0 };
    byScenario.set(run.title, { solved: tally.solved + (run.solved ? 1 : 0), total: tally.total + 1 });
  }
  const solved = runs.filter((run) => run.solved).length;
  return (
    <Flex
      wrap
      gap={8}
      align="center"
      role="status"
      aria-label={t('trainer.class.summary')}
      style={{ marginBottom: 12 }}
    >
      <Typography.Text strong>{t('trainer.class.solved', { solved, total: runs.length })}</Typography.Text>
      {[...byScenario].map(([scenario, tally]) => (
        <Tag key={scenario} color={tally.solved === tally.total ? 'green' : undefined}>
          {t('trainer.class.byScenario', { scenario, solved: tally.solved, total: tally.total })}
        </Tag>
      ))}
    </Flex>
  );
}
