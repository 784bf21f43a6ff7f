import type { StationDetail } from '@pcharging/api-client';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { useFormat } from '../../../lib/format';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import { auditStatusOf } from '../station-status';
import { StationImageList } from './station-image-list';

export interface StationOperationViewProps {
  station: StationDetail;
  dictionaries: StationDictionaries;
}

/** Every field of the station, read-only. */
export function StationOperationView({ station, dictionaries }: StationOperationViewProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = (value: string) => value || t('common.none');
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('station.field.name'), children: station.StationName },
    { key: 'code', label: t('station.field.stationId'), children: station.StationID },
    { key: 'tel', label: t('station.field.tel'), children: text(station.StationTel) },
    {
      key: 'status',
      label: t('station.field.status'),
      children: <DictionaryTag entries={dictionaries.statuses} id={station.StationStatus} />,
    },
    {
      key: 'audit',
      label: t('station.field.auditStatus'),
      children: <DictionaryTag entries={dictionaries.auditStatuses} id={auditStatusOf(station.StationStatus)} />,
    },
    {
      key: 'type',
      label: t('station.field.type'),
      children: <DictionaryTag entries={dictionaries.types} id={station.StationType} />,
    },
    { key: 'service', label: t('station.field.serviceTime'), children: text(station.ServiceTime) },
    { key: 'operator', label: t('station.field.operator'), children: station.operator_name },
    {
      key: 'own',
      label: t('station.field.ownStatus'),
      children: <DictionaryTag entries={dictionaries.yesNo} id={station.OwnStatus} />,
    },
    {
      key: 'address',
      label: t('station.field.address'),
      span: 2,
      children: [station.Address, station.district, station.city, station.province].filter(Boolean).join(', '),
    },
    {
      key: 'position',
      label: t('station.field.position'),
      children: `${format.number(station.StationLat, 6)}, ${format.number(station.StationLng, 6)}`,
    },
    { key: 'contacts', label: t('station.field.contacts'), children: text(station.Contacts) },
    { key: 'phone', label: t('station.field.phone'), children: text(station.Phone) },
    { key: 'minAmount', label: t('station.field.minAmount'), children: format.money(station.MinAmount) },
    { key: 'minStop', label: t('station.field.minStopAmount'), children: format.money(station.MinSCAmount) },
    {
      key: 'balanceAlarm',
      label: t('station.field.minBalanceAlarm'),
      children: <DictionaryTag entries={dictionaries.yesNo} id={station.MinBalanceAlarm} />,
    },
    { key: 'minBalance', label: t('station.field.minBalance'), children: format.money(station.MinBalance) },
    { key: 'ec', label: t('station.field.lossRatio'), children: format.number(station.EC, 3) },
    {
      key: 'current',
      label: t('station.field.totalCurrent'),
      children: t('station.unit.amperes', { value: format.number(station.TotalCurrent) }),
    },
    { key: 'created', label: t('station.field.createdAt'), children: format.dateTime(station.CreateDate) },
    { key: 'submitted', label: t('station.field.submittedAt'), children: format.dateTime(station.submitted_at) },
    { key: 'audited', label: t('station.field.auditedAt'), children: format.dateTime(station.audited_at) },
    ...(station.audit_reason
      ? [{ key: 'reason', label: t('station.field.auditReason'), span: 3, children: station.audit_reason }]
      : []),
    { key: 'remark', label: t('station.field.remark'), span: 3, children: text(station.Remark) },
    {
      key: 'logo',
      label: t('station.field.logo'),
      children: <StationImageList paths={station.Logo ? [station.Logo] : []} />,
    },
    {
      key: 'pictures',
      label: t('station.field.pictures'),
      span: 2,
      children: <StationImageList paths={station.Pictures} />,
    },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />;
}
