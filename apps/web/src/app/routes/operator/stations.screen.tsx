import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Permission } from '../../../components/permission/permission';
import { useStations } from '../../../features/station/api/list-stations';
import { STATION_CARD, useStationColumns } from '../../../features/station/components/station-columns';
import { StationFilters } from '../../../features/station/components/station-filters';
import { useDeleteStation, useStationStatusActions } from '../../../features/station/hooks/use-station-actions';
import { useStationDictionaries } from '../../../features/station/hooks/use-station-dictionaries';
import { stationDefinition, toStationListFilters } from '../../../features/station/station-list';

// The station form (its pickers, map and image uploads) loads when first opened: the list, which a technician opens
// on a phone, does not carry it.
const AddStationDialog = lazy(() =>
  import('../../../features/station/components/add-station-dialog').then((module) => ({
    default: module.AddStationDialog,
  })),
);

export function StationsRoute() {
  const { t } = useTranslation();
  const { list, request: filters, filterBar } = useFilteredList(stationDefinition, toStationListFilters, undefined);
  const stations = useStations(filters, { page: list.page, size: list.size });
  const dictionaries = useStationDictionaries();
  // Undefined until the dialog is first opened, and its code with it.
  const [adding, setAdding] = useState<boolean>();

  const remove = useDeleteStation();
  const status = useStationStatusActions();
  const columns = useStationColumns(dictionaries, {
    onDelete: (row) => remove.trigger({ id: row.id, name: row.StationName }),
    onEnable: (row) => status.enable.trigger(row.id),
    onDisable: (row) => status.disable.trigger(row.id),
  });

  return (
    <Card>
      <StationFilters
        {...filterBar}
        dictionaries={dictionaries}
        extra={
          <Permission value="operator:station:add">
            <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('station.add.button')}
            </Button>
          </Permission>
        }
      />
      <PagedTable query={stations} list={list} columns={columns} rowKey="id" card={STATION_CARD} />
      {adding !== undefined ? (
        <Suspense fallback={null}>
          <AddStationDialog open={adding} onClose={() => setAdding(false)} dictionaries={dictionaries} />
        </Suspense>
      ) : null}
    </Card>
  );
}

export { StationsRoute as Component };
