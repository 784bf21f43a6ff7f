import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
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
    onSaved: onClose,
  });
  return (
    <FormDialog<StationFormValues>
      open={open}
      title={t('station.add.title')}
      width={820}
      form={form}
      name="station-add"
      initialValues={EMPTY_STATION_FORM}
      onCancel={onClose}
      buttons={[
        {
          key: 'store',
          label: t('station.workflow.temporaryStore'),
          pending: save.temporaryStore.pending,
          onSubmit: save.temporaryStore.trigger,
        },
        {
          key: 'submit',
          label: t('station.workflow.submit'),
          primary: true,
          pending: save.submit.pending,
          onSubmit: save.submit.trigger,
        },
      ]}
    >
      <StationFormFields dictionaries={dictionaries} images={<StationImagesFields />} />
    </FormDialog>
  );
}
