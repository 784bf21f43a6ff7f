import type { Port, PortUnlockOk } from '@pcharging/api-client';
import { Alert, Button, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '../../../components/actions/prompt-dialog';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { ActionsCard } from '../../../components/ui/actions-card';
import { useFormat } from '../../../lib/format';
import {
  type AvailabilityInput,
  setPortAvailabilityMutationOptions,
  unlockPortMutationOptions,
} from '../api/port-commands';

export interface PortAvailabilityCardProps {
  port: Port;
  /**
   * What the port's commands make stale beyond the port: the session an unlock may end, the timeline that records
   * each command. The app knows their keys.
   */
  staleAfterCommand?: readonly (readonly unknown[])[];
}

/** In or out of service (with why), and the connector's unlock: the port's own commands. */
export function PortAvailabilityCard({ port, staleAfterCommand = [] }: PortAvailabilityCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [askingReason, setAskingReason] = useState(false);
  const change = useAction<AvailabilityInput, Port>({
    kind: 'update',
    confirmContent: () => t('charger.port.putBack.confirm'),
    mutation: setPortAvailabilityMutationOptions(staleAfterCommand),
  });
  const unlock = useAction<number, PortUnlockOk['data']>({
    kind: 'update',
    confirmContent: () => t('charger.port.unlock.confirm'),
    mutation: unlockPortMutationOptions(staleAfterCommand),
    successText: () => t('charger.port.unlock.done'),
  });
  // Only a date says a port is out of service: a backend that does not send the field leaves it in service.
  const inoperative = typeof port.inoperative_since === 'string';
  const label = port.aliasname || port.chargerid;
  return (
    <ActionsCard
      title={t('charger.port.availability')}
      actions={
        <Flex gap={8} wrap>
          <Permission value="operator:port:edit">
            {inoperative ? (
              <Button
                onClick={() => change.trigger({ id: port.id, availability: 'operative' })}
                loading={change.pending}
              >
                {t('charger.port.putBack')}
              </Button>
            ) : (
              <Button danger onClick={() => setAskingReason(true)} loading={change.pending}>
                {t('charger.port.takeOut')}
              </Button>
            )}
          </Permission>
          <Permission value="operator:port:unlock">
            <Button onClick={() => unlock.trigger(port.id)} loading={unlock.pending}>
              {t('charger.port.unlock')}
            </Button>
          </Permission>
        </Flex>
      }
    >
      {inoperative ? (
        <Alert
          type="warning"
          showIcon
          message={t('charger.port.inoperative', {
            since: format.dateTime(port.inoperative_since),
            reason: port.inoperative_reason,
          })}
        />
      ) : (
        <Tag color="green">{t('charger.port.operative')}</Tag>
      )}
      <PromptDialog
        open={askingReason}
        title={t('charger.port.takeOut.title', { port: label })}
        label={t('charger.port.takeOut.reason')}
        isValid={(value) => value.trim().length > 0}
        maxLength={200}
        multiline
        pending={change.pending}
        onSubmit={async (reason) => {
          const done = await change.execute({ id: port.id, availability: 'inoperative', reason });
          if (done) setAskingReason(false);
          return done;
        }}
        onCancel={() => setAskingReason(false)}
      />
    </ActionsCard>
  );
}
