import { ExperimentOutlined } from '@ant-design/icons';
import { normalizeLocale } from '@pcharging/validation';
import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentScenario } from '../api/scenarios';

/** Often enough to follow a scenario the trainer loads or changes during the class. */
const SCENARIO_REFRESH_MS = 60_000;

/** The banner's strip: the sandbox's name, and the scenario loaded on it when the control surface says. */
export function SandboxBanner({ sandbox }: { sandbox: string }) {
  const { t, i18n, ready } = useTranslation('trainer');
  const { token } = theme.useToken();
  // The control surface may be key-guarded or off: the banner then names the network without its scenario.
  const { data: run } = useCurrentScenario(normalizeLocale(i18n.language), {
    silent: true,
    refetchIntervalMs: SCENARIO_REFRESH_MS,
  });
  if (!ready) return null;
  return (
    <Flex
      role="note"
      align="center"
      justify="center"
      gap={8}
      data-testid="training-banner"
      style={{
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        background: token.colorWarningBg,
        borderBottom: `${token.lineWidth}px solid ${token.colorWarningBorder}`,
        color: token.colorText,
        fontSize: token.fontSizeSM,
        lineHeight: token.lineHeightSM,
        textAlign: 'center',
      }}
    >
      <ExperimentOutlined aria-hidden style={{ color: token.colorWarning }} />
      <span>
        {run
          ? t('trainer.banner.withScenario', { name: sandbox, scenario: run.title })
          : t('trainer.banner.network', { name: sandbox })}
      </span>
    </Flex>
  );
}
