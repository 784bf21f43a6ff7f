import type { ChargerDetail } from '@pcharging/api-client';
import { AuditStatus, ChargerStatus } from '@pcharging/api-client';
import { Descriptions, type DescriptionsProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { formatTimeAgo } from '../../../lib/relative-time';
import type { ChargerDictionaries } from '../charger-dictionaries';

/**
 * When the back office last heard from the charger. A connected charger is heard now, whatever its last heartbeat
 * says; an offline one shows how long it has been silent, the exact time on hover.
 */
function LastHeard({ charger }: { charger: ChargerDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (charger.online) return t('charger.heard.connected');
  if (!charger.last_heartbeat) return t('charger.heard.never');
  return (
    <Tooltip title={format.dateTime(charger.last_heartbeat)}>
      <span>
        {formatTimeAgo(charger.last_heartbeat, format.locale, undefined, format.network.timeZone) ??
          format.dateTime(charger.last_heartbeat)}
      </span>
    </Tooltip>
  );
}

/** Every field of a charger (spec section 3), with its onboarding and connection state. */
export function ChargerSummary({
  charger,
  dictionaries,
}: {
  charger: ChargerDetail;
  dictionaries: ChargerDictionaries;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = (value: string | null | undefined) => value || t('common.none');
  const yesNo = (value: number) => (value === 1 ? t('common.yes') : t('common.no'));

  const items: DescriptionsProps['items'] = [
    { key: 'serial', label: t('charger.field.serial'), children: <CopyText value={charger.equipmentid} /> },
    { key: 'name', label: t('charger.field.name'), children: charger.equipmentname },
    {
      key: 'type',
      label: t('charger.field.type'),
      children: <DictionaryTag entries={dictionaries.chargerTypes} id={charger.equipmenttype} />,
    },
    {
      key: 'station',
      label: t('charger.field.station'),
      children: charger.station ? (
        <Link to={paths.operator.station.getHref(charger.station.id)}>{charger.station.StationName}</Link>
      ) : (
        t('common.none')
      ),
    },
    { key: 'operator', label: t('charger.field.operator'), children: text(charger.operator_name) },
    {
      key: 'status',
      label: t('charger.field.status'),
      children: <DictionaryTag entries={dictionaries.chargerStatuses} id={charger.status} />,
    },
    ...(charger.status === ChargerStatus.Restarting
      ? [
          {
            key: 'restartUntil',
            label: t('charger.field.restartUntil'),
            children: format.dateTime(charger.restart_until),
          },
        ]
      : []),
    {
      key: 'heartbeat',
      label: t('charger.field.lastHeard'),
      children: <LastHeard charger={charger} />,
    },
    {
      key: 'audit',
      label: t('charger.field.auditStatus'),
      children: <DictionaryTag entries={dictionaries.auditStatuses} id={charger.audit_status} />,
    },
    ...(charger.audit_status === AuditStatus.Rejected
      ? [{ key: 'reason', label: t('charger.field.auditReason'), children: text(charger.audit_reason) }]
      : []),
    { key: 'manufacturer', label: t('charger.field.manufacturer'), children: text(charger.manufacturername) },
    { key: 'manufacturerId', label: t('charger.field.manufacturerId'), children: text(charger.manufacturerid) },
    { key: 'model', label: t('charger.field.model'), children: text(charger.equipmentmodel) },
    { key: 'power', label: t('charger.field.powerKw'), children: format.number(charger.power) },
    { key: 'current', label: t('charger.field.currentA'), children: format.number(charger.current) },
    { key: 'connectors', label: t('charger.field.connectors'), children: format.number(charger.connectors) },
    { key: 'productionDate', label: t('charger.field.productionDate'), children: text(charger.productiondate) },
    { key: 'chargeModel', label: t('charger.field.chargeModel'), children: text(charger.charge_model) },
    { key: 'hasPos', label: t('charger.field.hasPos'), children: yesNo(charger.has_pos) },
    {
      key: 'ownership',
      label: t('charger.field.ownership'),
      children: charger.ownstatus === 1 ? t('charger.ownership.own') : t('charger.ownership.partner'),
    },
    { key: 'submitted', label: t('charger.field.submittedAt'), children: format.dateTime(charger.submitted_at) },
    { key: 'audited', label: t('charger.field.auditedAt'), children: format.dateTime(charger.audited_at) },
    { key: 'created', label: t('charger.field.createdAt'), children: format.dateTime(charger.createddate) },
    { key: 'updated', label: t('charger.field.updatedAt'), children: format.dateTime(charger.updated_at) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />;
}
