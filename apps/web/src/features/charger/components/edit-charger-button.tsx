import { EditOutlined } from '@ant-design/icons';
import type { ChargerDetail } from '@pcharging/api-client';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { useEditPile } from '../api/edit-pile';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { toChargerFormValues, toChargerInput } from '../charger-form-values';
import { AuditStatus } from '../charger-states';
import { ChargerFormDialog } from './charger-form-dialog';

interface EditRequest {
  values: Parameters<typeof toChargerInput>[0];
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
  const editPile = useEditPile();
  const initialValues = useMemo(() => toChargerFormValues(charger), [charger]);
  const update = useAction<EditRequest, ChargerDetail>({
    kind: 'update',
    run: ({ values }) => editPile.mutateAsync({ id: charger.id, charger: toChargerInput(values) }),
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
        pending={editPile.isPending}
        onClose={() => setOpen(false)}
        buttons={[
          {
            key: 'save',
            label: t('common.save'),
            primary: true,
            onSubmit: (values, showFieldErrors) => update.trigger({ values, showFieldErrors }),
          },
        ]}
      />
    </Permission>
  );
}
