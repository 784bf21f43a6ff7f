import { ChargerStatus, type DictionaryEntry, type Port } from '@pcharging/api-client';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictionaryTag } from '../../../components/list/dictionary-cell';

/**
 * A port's status as far as it can be known: while its charger restarts or is offline, the last status reported
 * says nothing about the port now, so it is shown only as a hint.
 */
export function PortStatusTag({ port, entries }: { port: Port; entries: readonly DictionaryEntry[] | undefined }) {
  const { t } = useTranslation();
  const last = entries?.find((entry) => String(entry.id) === String(port.chargerstatus))?.name;
  const hint = last && t('charger.port.lastReported', { status: last });
  if (port.pile_status === ChargerStatus.Restarting) {
    return (
      <Tooltip title={hint}>
        <Tag color="processing">{t('charger.port.restarting')}</Tag>
      </Tooltip>
    );
  }
  if (port.pile_status === ChargerStatus.Offline) {
    return (
      <Tooltip title={hint}>
        <Tag>{t('charger.port.unknownOffline')}</Tag>
      </Tooltip>
    );
  }
  return <DictionaryTag entries={entries} id={port.chargerstatus} />;
}
