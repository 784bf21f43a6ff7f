import { PlusOutlined } from '@ant-design/icons';
import type { ChargerDetail } from '@pcharging/api-client';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { type AddChargerInput, addChargerMutationOptions } from '../api/add-charger';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { type ChargerFormValues, NEW_CHARGER, toChargerInput } from '../charger-form-values';
import { ChargerFormFields } from './charger-form-fields';

/** Adds a charger to the station: kept as a draft (temporary store), or submitted for review at once. */
export function AddChargerButton({
  stationId,
  dictionaries,
}: {
  stationId: number;
  dictionaries: ChargerDictionaries;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ChargerFormValues>();
  const common = {
    mutation: addChargerMutationOptions(),
    onSuccess: () => setOpen(false),
    onError: (error: unknown) => applyFieldErrors(form, error),
  };
  const store = useAction<AddChargerInput, ChargerDetail>({ kind: 'temporaryStore', ...common });
  const submit = useAction<AddChargerInput, ChargerDetail>({ kind: 'submit', ...common });
  const add = (values: ChargerFormValues, submitted: boolean) => ({
    stationId,
    charger: toChargerInput(values),
    submit: submitted,
  });

  return (
    <Permission value="operator:pile:add">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('charger.action.add')}
      </Button>
      <FormDialog<ChargerFormValues>
        open={open}
        title={t('charger.form.addTitle')}
        width={760}
        form={form}
        name="charger"
        initialValues={NEW_CHARGER}
        onCancel={() => setOpen(false)}
        buttons={[
          {
            key: 'store',
            label: t('charger.action.temporaryStore'),
            pending: store.pending,
            onSubmit: (values) => store.trigger(add(values, false)),
          },
          {
            key: 'submit',
            label: t('charger.action.storeAndSubmit'),
            primary: true,
            pending: submit.pending,
            onSubmit: (values) => submit.trigger(add(values, true)),
          },
        ]}
      >
        <ChargerFormFields dictionaries={dictionaries} />
      </FormDialog>
    </Permission>
  );
}
