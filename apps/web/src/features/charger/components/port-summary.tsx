import type { Port } from '@pcharging/api-client';
import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { PortStatusTag } from './port-status-tag';

/** Every field of a charging port (spec section 3), with today's figures. */
export function PortSummary({
  port,
  stationId,
  dictionaries,
}: {
  port: Port;
  stationId: number;
  dictionaries: ChargerDictionaries;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const volts = (value: number) => t('charger.port.volts', { value: format.number(value) });
  const items: DescriptionsProps['items'] = [
    { key: 'chargerid', label: t('charger.port.chargerId'), children: <CopyText value={port.chargerid} /> },
    { key: 'alias', label: t('charger.port.alias'), children: port.aliasname || t('common.none') },
    {
      key: 'status',
      label: t('charger.port.status'),
      children: <PortStatusTag port={port} entries={dictionaries.portStatuses} />,
    },
    {
      key: 'charger',
      label: t('charger.port.charger'),
      children: (
        <Link to={paths.operator.charger.getHref(stationId, port.pile_id)}>
          {port.equipmentname} ({port.equipmentid})
        </Link>
      ),
    },
    {
      key: 'chargerStatus',
      label: t('charger.port.chargerStatus'),
      children: <DictionaryTag entries={dictionaries.chargerStatuses} id={port.pile_status} />,
    },
    { key: 'station', label: t('charger.field.station'), children: port.station_name || t('common.none') },
    { key: 'connectorNo', label: t('charger.port.connectorNo'), children: format.number(port.connector_no) },
    {
      key: 'connecttype',
      label: t('charger.port.connectType'),
      children: <DictionaryTag entries={dictionaries.connectorTypes} id={port.connecttype} />,
    },
    { key: 'power', label: t('charger.port.powerKw'), children: format.number(port.power) },
    { key: 'lower', label: t('charger.port.voltageLower'), children: volts(port.voltagelowerlimits) },
    { key: 'upper', label: t('charger.port.voltageUpper'), children: volts(port.voltageupperlimits) },
    { key: 'todaypower', label: t('charger.port.todayEnergy'), children: format.number(port.todaypower) },
    { key: 'todaytime', label: t('charger.port.todaySessions'), children: format.number(port.todaytime) },
    { key: 'todaymin', label: t('charger.port.todayMinutes'), children: format.number(port.todaymin) },
    { key: 'created', label: t('charger.field.createdAt'), children: format.dateTime(port.createdate) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }} items={items} />;
}
