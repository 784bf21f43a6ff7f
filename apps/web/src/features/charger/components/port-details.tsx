import type { Port } from '@pcharging/api-client';
import { Button, Card, Collapse, Flex, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Capable } from '../../../components/capability/capable';
import { Permission } from '../../../components/permission/permission';
import { usePhone } from '../../../lib/phone';
import { usePort } from '../api/get-port';
import { useChargerDictionaries } from '../charger-dictionaries';
import { PortAvailabilityCard } from './port-availability-card';
import { PortEditForm } from './port-edit-form';
import { PortStatusTag } from './port-status-tag';
import { PortSummary } from './port-summary';

export interface PortDetailsProps {
  stationId: number;
  portId: number;
  /** Offer the alias and voltage-limit form (to those allowed); the `/view` page never does. */
  editable: boolean;
  /** What the app shows under the port's fields, given the port: its session in progress. */
  below?: (port: Port) => ReactNode;
  /** What an unlock makes stale beyond the port (the session it may end). */
  staleAfterCommand?: readonly (readonly unknown[])[];
}

export function PortDetails({ stationId, portId, editable, below, staleAfterCommand }: PortDetailsProps) {
  const { t } = useTranslation();
  const port = usePort(portId);
  const dictionaries = useChargerDictionaries();
  const phone = usePhone();

  if (!port.data) {
    if (port.isError) {
      return (
        <Result
          status="warning"
          title={t('charger.port.loadFailed')}
          extra={<Button onClick={() => void port.refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    return <Skeleton active />;
  }
  const title = t('charger.port.detailsTitle', { code: port.data.chargerid });
  const summary = <PortSummary port={port.data} stationId={stationId} dictionaries={dictionaries} />;
  const availability = editable && (
    <Capable name="port-control">
      <PortAvailabilityCard port={port.data} {...(staleAfterCommand ? { staleAfterCommand } : {})} />
    </Capable>
  );
  // A technician at the charger comes for the port's state and its commands: on a phone they come first and the
  // specifications fold away below.
  return (
    <Flex vertical gap={phone ? 12 : 16}>
      {phone ? (
        <Card title={title} extra={<PortStatusTag port={port.data} entries={dictionaries.portStatuses} />} />
      ) : (
        <Card title={title}>{summary}</Card>
      )}
      {availability}
      {below?.(port.data)}
      {phone && <Collapse items={[{ key: 'specifications', label: t('common.specifications'), children: summary }]} />}
      {editable && (
        <Permission value="operator:port:edit">
          <PortEditForm port={port.data} />
        </Permission>
      )}
    </Flex>
  );
}
