import { PlusOutlined } from '@ant-design/icons';
import type { EquipmentRow } from '@pcharging/api-client';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Permission } from '../../../components/permission/permission';
import { useEquipmentList } from '../../../features/charger/api/list-equipment';
import { useEquipmentDictionaries } from '../../../features/charger/charger-dictionaries';
import { EQUIPMENT_CARD, useEquipmentColumns } from '../../../features/charger/components/equipment-columns';
import { EquipmentFilters } from '../../../features/charger/components/equipment-filters';
import { EquipmentFormDialog } from '../../../features/charger/components/equipment-form-dialog';
import { InstallDialog } from '../../../features/charger/components/equipment-install-dialog';
import { equipmentDefinition, toEquipmentListFilters } from '../../../features/charger/equipment-list';
import { useStationSearch } from '../../../features/station/api/list-station-options';
import { useCapability } from '../../../lib/capabilities';

export function EquipmentRoute() {
  const { t } = useTranslation();
  const withStatus = useCapability('equipment-status-filter');
  const {
    list,
    request: filters,
    filterBar,
  } = useFilteredList(
    equipmentDefinition,
    (values, _sort, offered) => toEquipmentListFilters(values, offered),
    withStatus,
  );
  const devices = useEquipmentList(filters, { page: list.page, size: list.size });
  const dictionaries = useEquipmentDictionaries();

  const stationSearch = useStationSearch();
  const [formTarget, setFormTarget] = useState<number | 'new'>();
  const [installing, setInstalling] = useState<EquipmentRow>();
  const columns = useEquipmentColumns(dictionaries, {
    onEdit: (device) => setFormTarget(device.id),
    onInstall: setInstalling,
  });

  return (
    <Card>
      <EquipmentFilters
        {...filterBar}
        dictionaries={dictionaries}
        {...stationSearch}
        extra={
          <Permission value="operator:equipment:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setFormTarget('new')}>
              {t('equipment.action.add')}
            </Button>
          </Permission>
        }
      />
      <PagedTable query={devices} list={list} columns={columns} rowKey="id" card={EQUIPMENT_CARD} />
      <EquipmentFormDialog
        target={formTarget}
        chargerTypes={dictionaries.chargerTypes}
        onClose={() => setFormTarget(undefined)}
      />
      <InstallDialog device={installing} {...stationSearch} onClose={() => setInstalling(undefined)} />
    </Card>
  );
}

export { EquipmentRoute as Component };
