// Outside the operator shell, the console brings the shell's component styles itself (else it draws unstyled).
import 'virtual:antd-shell.css';
import { normalizeLocale } from '@pcharging/validation';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { env } from '../../../config/env';
import { useSandboxes } from '../api/sandboxes';
import { ClockCard } from './clock-card';
import { ControlGate } from './control-gate';
import { CurrentRun } from './current-run';
import { FaultPanel } from './fault-panel';
import { OutboxPanel } from './outbox-panel';
import { ResetNetworkButton } from './reset-network-button';
import { SandboxPanel } from './sandbox-panel';
import { ScenarioList } from './scenario-list';
import { SnapshotPanel } from './snapshot-panel';

const TAB_PARAM = 'tab';
const DEFAULT_TAB = 'scenarios';

function Sections() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Inside a sandbox the surface makes no sandboxes (null): the section is not shown at all.
  const { data: sandboxes } = useSandboxes(normalizeLocale(i18n.language));
  const items = [
    {
      key: 'scenarios',
      label: t('trainer.tab.scenarios'),
      children: (
        <Flex vertical gap={16}>
          <CurrentRun />
          <ScenarioList extra={<ResetNetworkButton />} />
        </Flex>
      ),
    },
    ...(sandboxes
      ? [
          {
            key: 'sandboxes',
            label: t('trainer.tab.sandboxes'),
            children: (
              <SandboxPanel
                sandboxes={sandboxes.items}
                limit={sandboxes.limit}
                visible={params.get(TAB_PARAM) === 'sandboxes'}
              />
            ),
          },
        ]
      : []),
    { key: 'faults', label: t('trainer.tab.faults'), children: <FaultPanel /> },
    { key: 'outbox', label: t('trainer.tab.outbox'), children: <OutboxPanel /> },
    { key: 'snapshots', label: t('trainer.tab.snapshots'), children: <SnapshotPanel /> },
  ];
  const wanted = params.get(TAB_PARAM);
  const active = items.some((item) => item.key === wanted) && wanted ? wanted : DEFAULT_TAB;

  return (
    <Tabs
      activeKey={active}
      items={items}
      onChange={(key) =>
        setParams(
          () => {
            const next = new URLSearchParams();
            if (key !== DEFAULT_TAB) next.set(TAB_PARAM, key);
            return next;
          },
          { replace: true },
        )
      }
    />
  );
}

/** The trainer's console of the simulator this page is served by: its clock on top, then each section in a tab. */
export function TrainerConsole() {
  const { t } = useTranslation();
  return (
    <ControlGate>
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {env.sandboxName ? t('trainer.network.sandbox', { name: env.sandboxName }) : t('trainer.network.main')}
        </Typography.Text>
        <ClockCard />
        <Sections />
      </Flex>
    </ControlGate>
  );
}
