import type { EquipmentRow } from '@pcharging/api-client';
import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import { FOLD_AT, narrowColumn, narrowHeading } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import type { EquipmentDictionaries } from '../charger-dictionaries';
import { EquipmentRowActions, type EquipmentRowHandlers } from './equipment-row-actions';

/** The card a phone shows for a row, by this list's column keys. */
export const EQUIPMENT_CARD: CardLayout = {
  title: 'name',
  status: 'status',
  figures: ['equipmentid', 'model', 'installed'],
};

export function useEquipmentColumns(
  dictionaries: EquipmentDictionaries,
  handlers: EquipmentRowHandlers,
): ColumnsType<EquipmentRow> {
  const { t } = useTranslation();
  const format = useFormat();
  const text = (value: string) => value || t('common.none');
  return [
    narrowHeading<EquipmentRow>(
      {
        key: 'equipmentid',
        title: t('charger.field.serial'),
        fixed: 'left',
        render: (_, row) => (
          <CopyText
            value={row.equipmentid}
            to={row.stationid === null ? undefined : paths.operator.charger.getHref(row.stationid, row.id)}
          />
        ),
      },
      FOLD_AT.name,
    ),
    narrowColumn<EquipmentRow>(
      { key: 'name', title: t('equipment.field.name'), dataIndex: 'equipmentname' },
      FOLD_AT.name,
    ),
    {
      key: 'type',
      hidden: true,
      title: t('charger.field.type'),
      render: (_, row) => <DictionaryTag entries={dictionaries.chargerTypes} id={row.equipmenttype} />,
    },
    { key: 'model', hidden: true, title: t('charger.field.model'), render: (_, row) => text(row.equipmentmodel) },
    {
      key: 'manufacturer',
      hidden: true,
      title: t('charger.field.manufacturer'),
      render: (_, row) => text(row.manufacturername),
    },
    figureColumn<EquipmentRow>('power', t('charger.field.power'), (row) => format.number(row.power)),
    {
      ...figureColumn('connectors', t('charger.field.connectors'), (row) => format.number(row.connectors)),
      hidden: true,
    },
    {
      key: 'productiondate',
      hidden: true,
      title: t('charger.field.productionDate'),
      render: (_, row) => text(row.productiondate),
    },
    narrowColumn<EquipmentRow>(
      {
        key: 'installed',
        title: t('equipment.field.placement'),
        render: (_, row) =>
          row.installed && row.stationid !== null ? (
            <Flex gap={4} align="center" wrap>
              <Tag color="blue">{t('equipment.state.installed')}</Tag>
              <Link to={paths.operator.charger.getHref(row.stationid, row.id)}>{row.station_name}</Link>
            </Flex>
          ) : (
            <Tag>{t('equipment.state.stock')}</Tag>
          ),
      },
      FOLD_AT.name,
    ),
    narrowHeading<EquipmentRow>(
      {
        key: 'status',
        title: t('equipment.field.status'),
        render: (_, row) => <DictionaryTag entries={dictionaries.chargerStatuses} id={row.status} />,
      },
      FOLD_AT.name,
    ),
    narrowHeading<EquipmentRow>(
      {
        key: 'audit',
        hidden: true,
        title: t('equipment.field.auditStatus'),
        render: (_, row) => <DictionaryTag entries={dictionaries.auditStatuses} id={row.audit_status} />,
      },
      FOLD_AT.name,
    ),
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, row) => <EquipmentRowActions device={row} handlers={handlers} />,
    },
  ];
}
