import { Button, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveStation } from '../hooks/use-save-station';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import { EMPTY_STATION_FORM, type StationFormValues } from '../station-form';
import { StationFormFields } from './station-form-fields';
import { StationImagesFields } from './station-images-fields';

export interface AddStationDialogProps {
  open: boolean;
  onClose: () => void;
  dictionaries: StationDictionaries;
}

/** A new station: stored as a draft for later, or stored and sent for review at once. */
export function AddStationDialog({ open, onClose, dictionaries }: AddStationDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<StationFormValues>();
  const save = useSaveStation({
    form,
    onSaved: () => {
      form.resetFields();
      onClose();
    },
  });
  const pending = save.temporaryStore.pending || save.submit.pending;

  const withValidValues = (then: (values: StationFormValues) => void) => async () => {
    try {
      then(await form.validateFields());
    } catch {
      // The form shows what is wrong beside the fields.
    }
  };

  return (
    <Modal
      open={open}
      title={t('station.add.title')}
      width={820}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="store"
          loading={save.temporaryStore.pending}
          disabled={pending}
          onClick={withValidValues(save.temporaryStore.trigger)}
        >
          {t('station.workflow.temporaryStore')}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={save.submit.pending}
          disabled={pending}
          onClick={withValidValues(save.submit.trigger)}
        >
          {t('station.workflow.submit')}
        </Button>,
      ]}
    >
      <Form<StationFormValues>
        name="station-add"
        form={form}
        layout="vertical"
        initialValues={EMPTY_STATION_FORM}
        preserve={false}
      >
        <StationFormFields dictionaries={dictionaries} images={<StationImagesFields />} />
      </Form>
    </Modal>
  );
}
