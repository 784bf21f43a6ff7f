import type { ChargerRow } from '@pcharging/api-client';
import { Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { ChargerWorkflowActions } from './charger-workflow-actions';

/** The card a phone shows for a row, by this list's column keys. */
export const CHARGER_CARD: CardLayout = {
  title: 'equipmentname',
  status: 'status',
  figures: ['equipmentid', 'power', 'ports'],
};

/** A station's charger list; the `key`s of sortable columns are the API's sort fields. */
export function useChargerColumns(stationId: number, dictionaries: ChargerDictionaries): ColumnsType<ChargerRow> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    {
      key: 'equipmentid',
      title: t('charger.field.serial'),
      fixed: 'left',
      sorter: true,
      render: (_, row) => <CopyText value={row.equipmentid} to={paths.operator.charger.getHref(stationId, row.id)} />,
    },
    {
      key: 'equipmentname',
      title: t('charger.field.name'),
      sorter: true,
      render: (_, row) => <Link to={paths.operator.charger.getHref(stationId, row.id)}>{row.equipmentname}</Link>,
    },
    {
      key: 'type',
      title: t('charger.field.type'),
      render: (_, row) => <DictionaryTag entries={dictionaries.chargerTypes} id={row.equipmenttype} />,
    },
    { key: 'model', title: t('charger.field.model'), render: (_, row) => row.equipmentmodel || t('common.none') },
    {
      key: 'manufacturer',
      title: t('charger.field.manufacturer'),
      render: (_, row) => row.manufacturername || t('common.none'),
    },
    {
      key: 'power',
      title: t('charger.field.powerKw'),
      align: 'right',
      sorter: true,
      render: (_, row) => format.number(row.power),
    },
    figureColumn('ports', t('charger.field.connectors'), (row) => format.number(row.connectors)),
    {
      key: 'status',
      title: t('charger.field.status'),
      sorter: true,
      render: (_, row) => <DictionaryTag entries={dictionaries.chargerStatuses} id={row.status} />,
    },
    {
      key: 'audit_status',
      title: t('charger.field.auditStatus'),
      render: (_, row) => <DictionaryTag entries={dictionaries.auditStatuses} id={row.audit_status} />,
    },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Flex gap={12} wrap>
          <Link to={paths.operator.charger.getHref(stationId, row.id)}>{t('common.list.details')}</Link>
          <ChargerWorkflowActions charger={row} deletable />
        </Flex>
      ),
    },
  ];
}
