import type { ChargerDetail, ChargerInput, DictionaryEntry } from '@pcharging/api-client';
import { Form, Modal, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
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
  const loaded = target === 'new' || device.data !== undefined;

  useEffect(() => {
    if (target === 'new') form.setFieldsValue(NEW_DEVICE);
    else if (device.data) form.setFieldsValue(toChargerFormValues(device.data));
  }, [target, device.data, form]);

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
    <Modal
      open={target !== undefined}
      title={editingId === undefined ? t('equipment.form.addTitle') : t('equipment.form.editTitle')}
      width={760}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !loaded }}
      confirmLoading={add.pending || update.pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {loaded ? (
        <Form<ChargerFormValues>
          name="equipment"
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={(values) =>
            editingId === undefined
              ? add.trigger(toChargerInput(values))
              : update.trigger({ id: editingId, input: toChargerInput(values) })
          }
        >
          <EquipmentFormFields chargerTypes={chargerTypes} />
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
