import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScenarioCheck } from '../api/scenarios';

/** What a check found: solved or not, then each finding with its mark. */
export function CheckFindings({ result }: { result: Pick<ScenarioCheck, 'solved' | 'findings'> }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={8} role="status">
      <Alert
        type={result.solved ? 'success' : 'warning'}
        showIcon
        title={result.solved ? t('trainer.check.solved') : t('trainer.check.unsolved')}
      />
      <ul aria-label={t('trainer.check.findings')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {result.findings.map((finding) => (
          <li key={finding.code} style={{ display: 'flex', gap: 8, alignItems: 'baseline', padding: '4px 0' }}>
            {finding.passed ? (
              <CheckCircleFilled
                role="img"
                aria-label={t('trainer.check.passed')}
                style={{ color: token.colorSuccess }}
              />
            ) : (
              <CloseCircleFilled
                role="img"
                aria-label={t('trainer.check.failed')}
                style={{ color: token.colorError }}
              />
            )}
            <span>{finding.message}</span>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
