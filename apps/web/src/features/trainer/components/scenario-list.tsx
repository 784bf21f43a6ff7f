import { normalizeLocale } from '@pcharging/validation';
import { Button, Card, Flex, Skeleton, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { loadScenarioMutationOptions, type ScenarioName, useScenarios } from '../api/scenarios';
import { SectionTitle } from './section-title';

/** The scenarios a trainer can load on this network, each briefed in the reader's language. */
export function ScenarioList({ extra }: { extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const { data: scenarios } = useScenarios(normalizeLocale(i18n.language));
  const titleOf = (name: ScenarioName) => scenarios?.find((scenario) => scenario.name === name)?.title ?? name;
  const load = useAction({
    kind: 'submit',
    mutation: loadScenarioMutationOptions(),
    confirmContent: (name) => t('trainer.scenario.loadConfirm', { title: titleOf(name) }),
    successText: (_run, name) => t('trainer.scenario.loaded', { title: titleOf(name) }),
    failureText: (reason) => t('trainer.scenario.loadFailed', { reason }),
  });

  return (
    <Card title={<SectionTitle>{t('trainer.scenario.title')}</SectionTitle>} extra={extra}>
      {scenarios ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {scenarios.map((scenario) => (
            <li
              key={scenario.name}
              style={{ padding: '12px 0', borderBottom: `${token.lineWidth}px solid ${token.colorSplit}` }}
            >
              <Flex gap={16} align="start" justify="space-between" wrap>
                <div style={{ flex: '1 1 320px' }}>
                  <Typography.Title level={3} style={{ margin: 0, fontSize: token.fontSizeLG }}>
                    {scenario.title}
                  </Typography.Title>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {scenario.description}
                  </Typography.Paragraph>
                </div>
                <Button
                  aria-label={t('trainer.scenario.loadNamed', { title: scenario.title })}
                  disabled={load.pending}
                  onClick={() => load.trigger(scenario.name)}
                >
                  {t('trainer.scenario.load')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
