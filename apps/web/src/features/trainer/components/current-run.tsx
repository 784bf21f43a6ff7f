import { normalizeLocale } from '@pcharging/validation';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkScenarioMutationOptions, type ScenarioCheck, useCurrentScenario } from '../api/scenarios';
import { CheckFindings } from './check-findings';
import { SectionTitle } from './section-title';
import { useNetworkTime } from './use-network-time';

/** A check's result, kept for the run it was made on: a newly loaded run starts without one. */
interface CheckedRun {
  loadedAt: string;
  result: ScenarioCheck;
}

/** The scenario loaded on this network: its task for the trainee, and the check of the trainee's work. */
export function CurrentRun() {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const networkTime = useNetworkTime();
  const { data: run, isPending } = useCurrentScenario(normalizeLocale(i18n.language));
  const [checked, setChecked] = useState<CheckedRun>();
  // The result shows beside the run; a failure is toasted by the app's error policy.
  const check = useMutation({
    ...checkScenarioMutationOptions(),
    onSuccess: (result) => {
      if (run) setChecked({ loadedAt: run.loadedAt, result });
    },
  });

  const title = <SectionTitle>{t('trainer.run.title')}</SectionTitle>;
  if (isPending) {
    return (
      <Card title={title}>
        <Skeleton active />
      </Card>
    );
  }
  if (!run) {
    return (
      <Card title={title}>
        <Empty description={t('trainer.run.none')} />
      </Card>
    );
  }
  const result = checked?.loadedAt === run.loadedAt ? checked.result : undefined;
  const status = run.solvedAt ? (
    <Tag color="green">{t('trainer.run.solvedAt', { time: networkTime(run.solvedAt) })}</Tag>
  ) : run.checkedAt ? (
    <Tag color="orange">{t('trainer.run.notSolved')}</Tag>
  ) : (
    <Tag>{t('trainer.run.notChecked')}</Tag>
  );

  return (
    <Card
      title={title}
      extra={
        <Button type="primary" loading={check.isPending} onClick={() => check.mutate(run.name)}>
          {t('trainer.run.check')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeLG }}>
          {run.title}
        </Typography.Title>
        <div>
          <Typography.Text strong>{t('trainer.run.task')}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{run.task}</Typography.Paragraph>
        </div>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'loaded', label: t('trainer.run.loadedAt'), children: networkTime(run.loadedAt) },
            { key: 'checked', label: t('trainer.run.checkedAt'), children: networkTime(run.checkedAt) },
            { key: 'status', label: t('trainer.run.status'), children: status },
          ]}
        />
        {result ? <CheckFindings result={result} /> : null}
      </Flex>
    </Card>
  );
}
