import { EditOutlined } from '@ant-design/icons';
import type { ChargerDetail, ChargerInput } from '@pcharging/api-client';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { editPileMutationOptions } from '../api/edit-pile';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { toChargerFormValues, toChargerInput } from '../charger-form-values';
import { AuditStatus } from '../charger-states';
import { ChargerFormDialog } from './charger-form-dialog';

interface EditRequest {
  id: number;
  charger: ChargerInput;
  showFieldErrors: (error: unknown) => boolean;
}

export function EditChargerButton({
  charger,
  dictionaries,
}: {
  charger: ChargerDetail;
  dictionaries: ChargerDictionaries;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const initialValues = useMemo(() => toChargerFormValues(charger), [charger]);
  const update = useAction<EditRequest, ChargerDetail>({
    kind: 'update',
    mutation: editPileMutationOptions(),
    onSuccess: () => setOpen(false),
    onError: (error, request) => request.showFieldErrors(error),
  });

  return (
    <Permission value="operator:pile:edit">
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
        {t('charger.action.edit')}
      </Button>
      <ChargerFormDialog
        open={open}
        title={t('charger.form.editTitle')}
        initialValues={initialValues}
        dictionaries={dictionaries}
        identityLocked={charger.audit_status === AuditStatus.Approved}
        pending={update.pending}
        onClose={() => setOpen(false)}
        buttons={[
          {
            key: 'save',
            label: t('common.save'),
            primary: true,
            onSubmit: (values, showFieldErrors) =>
              update.trigger({ id: charger.id, charger: toChargerInput(values), showFieldErrors }),
          },
        ]}
      />
    </Permission>
  );
}
