import type { ChargerDetail, ChargerInput, DictionaryEntry } from '@pcharging/api-client';
import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { addEquipmentMutationOptions } from '../api/add-equipment';
import { editEquipmentMutationOptions } from '../api/edit-equipment';
import { useEquipment } from '../api/get-equipment';
import { type ChargerFormValues, NEW_DEVICE, toChargerFormValues, toChargerInput } from '../charger-form-values';
import { EquipmentFormFields } from './equipment-form-fields';

export interface EquipmentFormDialogProps {
  /** Undefined: closed; 'new': add to stock; a number: edit that device. */
  target: number | 'new' | undefined;
  chargerTypes: readonly DictionaryEntry[] | undefined;
  onClose: () => void;
}

/** Adds a device to stock or changes one; confirmed before it is sent. */
export function EquipmentFormDialog({ target, chargerTypes, onClose }: EquipmentFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChargerFormValues>();
  const editingId = typeof target === 'number' ? target : undefined;
  const device = useEquipment(editingId);
  const initialValues =
    editingId === undefined ? NEW_DEVICE : device.data && toChargerFormValues(device.data, { withConnector: false });

  const onError = (error: unknown) => applyFieldErrors(form, error);
  const add = useAction<ChargerInput, ChargerDetail>({
    kind: 'add',
    mutation: addEquipmentMutationOptions(),
    onSuccess: onClose,
    onError,
  });
  const update = useAction<{ id: number; input: ChargerInput }, ChargerDetail>({
    kind: 'update',
    mutation: editEquipmentMutationOptions(),
    onSuccess: onClose,
    onError,
  });

  return (
    <FormDialog<ChargerFormValues>
      open={target !== undefined}
      title={editingId === undefined ? t('equipment.form.addTitle') : t('equipment.form.editTitle')}
      width={760}
      form={form}
      name="equipment"
      initialValues={initialValues}
      unavailable={initialValues ? undefined : <Skeleton active />}
      pending={add.pending || update.pending}
      onSubmit={(values) =>
        editingId === undefined
          ? add.trigger(toChargerInput(values))
          : update.trigger({ id: editingId, input: toChargerInput(values) })
      }
      onCancel={onClose}
    >
      <EquipmentFormFields chargerTypes={chargerTypes} />
    </FormDialog>
  );
}
