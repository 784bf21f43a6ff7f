import type { ChargerDetail, EquipmentRow } from '@pcharging/api-client';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { deleteEquipmentMutationOptions } from '../api/delete-equipment';
import { uninstallEquipmentMutationOptions } from '../api/uninstall-equipment';

export interface EquipmentRowHandlers {
  onEdit: (device: EquipmentRow) => void;
  onInstall: (device: EquipmentRow) => void;
}

const linkButton = { type: 'link' as const, size: 'small' as const, style: { padding: 0 } };

/** Edit, install or uninstall, delete: each behind its permission, each confirmed. */
export function EquipmentRowActions({ device, handlers }: { device: EquipmentRow; handlers: EquipmentRowHandlers }) {
  const { t } = useTranslation();
  const remove = useAction<number, null>({
    kind: 'delete',
    confirmContent: () => t('equipment.action.deleteConfirm', { name: device.equipmentname || device.equipmentid }),
    mutation: deleteEquipmentMutationOptions(),
  });
  const uninstall = useAction<number, ChargerDetail>({
    kind: 'save',
    confirmContent: t('equipment.uninstall.confirm'),
    successText: () => t('equipment.uninstall.success'),
    mutation: uninstallEquipmentMutationOptions(),
  });

  return (
    <Flex gap={12} wrap>
      <Permission value="operator:equipment:edit">
        <Button {...linkButton} onClick={() => handlers.onEdit(device)}>
          {t('equipment.action.edit')}
        </Button>
        {device.installed ? (
          <Button {...linkButton} onClick={() => uninstall.trigger(device.id)}>
            {t('equipment.action.uninstall')}
          </Button>
        ) : (
          <Button {...linkButton} onClick={() => handlers.onInstall(device)}>
            {t('equipment.action.install')}
          </Button>
        )}
      </Permission>
      {!device.installed && (
        <Permission value="operator:equipment:delete">
          <Button {...linkButton} danger onClick={() => remove.trigger(device.id)}>
            {t('equipment.action.delete')}
          </Button>
        </Permission>
      )}
    </Flex>
  );
}
