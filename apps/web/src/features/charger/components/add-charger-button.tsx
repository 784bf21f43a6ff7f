import { PlusOutlined } from '@ant-design/icons';
import type { ChargerDetail } from '@pcharging/api-client';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { type AddPileInput, addPileMutationOptions } from '../api/add-pile';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { NEW_CHARGER, toChargerInput } from '../charger-form-values';
import { ChargerFormDialog } from './charger-form-dialog';

interface AddRequest extends AddPileInput {
  showFieldErrors: (error: unknown) => boolean;
}

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
  const common = {
    mutation: addPileMutationOptions(),
    onSuccess: () => setOpen(false),
    onError: (error: unknown, request: AddRequest) => request.showFieldErrors(error),
  };
  const store = useAction<AddRequest, ChargerDetail>({ kind: 'temporaryStore', ...common });
  const submit = useAction<AddRequest, ChargerDetail>({ kind: 'submit', ...common });

  return (
    <Permission value="operator:pile:add">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('charger.action.add')}
      </Button>
      <ChargerFormDialog
        open={open}
        title={t('charger.form.addTitle')}
        initialValues={NEW_CHARGER}
        dictionaries={dictionaries}
        pending={store.pending || submit.pending}
        onClose={() => setOpen(false)}
        buttons={[
          {
            key: 'store',
            label: t('charger.action.temporaryStore'),
            onSubmit: (values, showFieldErrors) =>
              store.trigger({ stationId, charger: toChargerInput(values), submit: false, showFieldErrors }),
          },
          {
            key: 'submit',
            label: t('charger.action.storeAndSubmit'),
            primary: true,
            onSubmit: (values, showFieldErrors) =>
              submit.trigger({ stationId, charger: toChargerInput(values), submit: true, showFieldErrors }),
          },
        ]}
      />
    </Permission>
  );
}
