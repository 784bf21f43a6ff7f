import type { ChargerDetail, DictionaryEntry } from '@pcharging/api-client';
import { Form, Modal, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useAddEquipment, useEditEquipment } from '../api/change-equipment';
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
  const addEquipment = useAddEquipment();
  const editEquipment = useEditEquipment();
  const loaded = target === 'new' || device.data !== undefined;

  useEffect(() => {
    if (target === 'new') form.setFieldsValue(NEW_DEVICE);
    else if (device.data) form.setFieldsValue(toChargerFormValues(device.data));
  }, [target, device.data, form]);

  const onError = (error: unknown) => applyFieldErrors(form, error);
  const add = useAction<ChargerFormValues, ChargerDetail>({
    kind: 'add',
    run: (values) => addEquipment.mutateAsync(toChargerInput(values)),
    onSuccess: onClose,
    onError,
  });
  const update = useAction<ChargerFormValues, ChargerDetail>({
    kind: 'update',
    run: (values) => editEquipment.mutateAsync({ id: editingId ?? 0, input: toChargerInput(values) }),
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
          onFinish={(values) => (editingId === undefined ? add.trigger(values) : update.trigger(values))}
        >
          <EquipmentFormFields chargerTypes={chargerTypes} />
        </Form>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
