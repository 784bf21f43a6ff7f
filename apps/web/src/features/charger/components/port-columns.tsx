import type { Port } from '@pcharging/api-client';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Capable } from '../../../components/capability/capable';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { useCapability } from '../../../lib/capabilities';
import { useFormat } from '../../../lib/format';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { PortStatusTag } from './port-status-tag';

/** The card a phone shows for a row, by this list's column keys. */
export const PORT_CARD: CardLayout = {
  title: 'chargerid',
  status: 'status',
  figures: ['alias', 'power_now', 'connecttype'],
};

/** A charger's ports with today's figures; `detailsHref` adds a link to each port's page. */
export function usePortColumns(
  dictionaries: ChargerDictionaries,
  detailsHref?: (port: Port) => string,
): ColumnsType<Port> {
  const { t } = useTranslation();
  const format = useFormat();
  const powerNow: ColumnsType<Port> = useCapability('sessions')
    ? [
        figureColumn('power_now', <Capable name="sessions">{t('charger.port.powerNow')}</Capable>, (port) =>
          format.number(port.power_now_kw, 1),
        ),
      ]
    : [];
  const columns: ColumnsType<Port> = [
    {
      key: 'chargerid',
      title: t('charger.port.chargerId'),
      fixed: 'left',
      render: (_, port) => <CopyText value={port.chargerid} to={detailsHref?.(port)} />,
    },
    { key: 'alias', title: t('charger.port.alias'), render: (_, port) => port.aliasname || t('common.none') },
    {
      key: 'status',
      title: t('charger.port.status'),
      render: (_, port) => <PortStatusTag port={port} entries={dictionaries.portStatuses} />,
    },
    {
      key: 'connecttype',
      title: t('charger.port.connectType'),
      render: (_, port) => <DictionaryTag entries={dictionaries.connectorTypes} id={port.connecttype} />,
    },
    { key: 'power', title: t('charger.port.powerKw'), align: 'right', render: (_, port) => format.number(port.power) },
    ...powerNow,
    figureColumn('todaypower', t('charger.port.todayEnergy'), (port) => format.number(port.todaypower)),
    figureColumn('todaytime', t('charger.port.todaySessions'), (port) => format.number(port.todaytime)),
    figureColumn('todaymin', t('charger.port.todayMinutes'), (port) => format.number(port.todaymin)),
  ];
  if (!detailsHref) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, port) => <Link to={detailsHref(port)}>{t('common.list.details')}</Link>,
    },
  ];
}
