import type { StationRow } from '@pcharging/api-client';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import { FOLD_AT, narrowColumn, narrowHeading } from '../../../components/list/narrow-column';
import type { CardLayout } from '../../../components/list/row-cards';
import { Permission } from '../../../components/permission/permission';
import { RowAction } from '../../../components/ui/row-action';
import { paths } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import { auditStatusOf, workflowSteps } from '../station-status';

/** The card a phone shows for a row, by this list's column keys. */
export const STATION_CARD: CardLayout = { title: 'name', status: 'status', figures: ['code', 'city', 'piles'] };

export interface StationRowActions {
  onDelete: (row: StationRow) => void;
  onEnable: (row: StationRow) => void;
  onDisable: (row: StationRow) => void;
}

/** The station list's columns; the `key`s of sortable ones are the API's sort fields. */
export function useStationColumns(
  dictionaries: StationDictionaries,
  actions: StationRowActions,
): ColumnsType<StationRow> {
  const { t } = useTranslation();
  const format = useFormat();
  return [
    narrowHeading<StationRow>(
      {
        key: 'code',
        title: t('station.field.stationId'),
        fixed: 'left',
        render: (_, row) => <CopyText value={row.StationID} to={paths.operator.station.getHref(row.id)} />,
      },
      FOLD_AT.name,
    ),
    narrowColumn<StationRow>(
      {
        key: 'name',
        title: t('station.field.name'),
        fixed: 'left',
        sorter: true,
        render: (_, row) => <Link to={paths.operator.station.getHref(row.id)}>{row.StationName}</Link>,
      },
      FOLD_AT.name,
    ),
    narrowHeading<StationRow>(
      {
        key: 'status',
        title: t('station.field.status'),
        sorter: true,
        render: (_, row) => <DictionaryTag entries={dictionaries.statuses} id={row.StationStatus} />,
      },
      FOLD_AT.name,
    ),
    {
      key: 'audit',
      hidden: true,
      title: t('station.field.auditStatus'),
      render: (_, row) => <DictionaryTag entries={dictionaries.auditStatuses} id={auditStatusOf(row.StationStatus)} />,
    },
    {
      key: 'type',
      hidden: true,
      title: t('station.field.type'),
      render: (_, row) => <DictionaryTag entries={dictionaries.types} id={row.StationType} />,
    },
    { key: 'city', title: t('station.field.city'), sorter: true, dataIndex: 'city' },
    { key: 'address', hidden: true, title: t('station.field.address'), dataIndex: 'Address' },
    { key: 'operator', hidden: true, title: t('station.field.operator'), dataIndex: 'operator_name' },
    figureColumn('piles', t('station.list.piles'), (row) => format.number(row.piles)),
    figureColumn(
      'ports',
      t('station.list.portsAvailable'),
      (row) => `${format.number(row.ports_available)} / ${format.number(row.ports_total)}`,
    ),
    {
      key: 'created_at',
      hidden: true,
      title: t('station.field.createdAt'),
      sorter: true,
      render: (_, row) => format.dateTime(row.CreateDate),
    },
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, row) => {
        const steps = workflowSteps(row.StationStatus);
        return (
          <Space size="small" wrap={false}>
            <Link to={paths.operator.station.getHref(row.id)}>{t('common.list.details')}</Link>
            {steps.disable && (
              <Permission value="operator:station:status">
                <RowAction onClick={() => actions.onDisable(row)}>{t('station.workflow.disable')}</RowAction>
              </Permission>
            )}
            {steps.enable && (
              <Permission value="operator:station:status">
                <RowAction onClick={() => actions.onEnable(row)}>{t('station.workflow.enable')}</RowAction>
              </Permission>
            )}
            <Permission value="operator:station:delete">
              <RowAction danger onClick={() => actions.onDelete(row)}>
                {t('station.workflow.delete')}
              </RowAction>
            </Permission>
          </Space>
        );
      },
    },
  ];
}
