import { EditOutlined } from '@ant-design/icons';
import type { ChargerDetail, ChargerInput } from '@pcharging/api-client';
import { AuditStatus } from '@pcharging/api-client';
import { Button, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { editChargerMutationOptions } from '../api/edit-charger';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { type ChargerFormValues, toChargerFormValues, toChargerInput } from '../charger-form-values';
import { ChargerFormFields } from './charger-form-fields';

export function EditChargerButton({
  charger,
  dictionaries,
}: {
  charger: ChargerDetail;
  dictionaries: ChargerDictionaries;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ChargerFormValues>();
  const initialValues = useMemo(() => toChargerFormValues(charger), [charger]);
  const update = useAction<{ id: number; charger: ChargerInput }, ChargerDetail>({
    kind: 'update',
    mutation: editChargerMutationOptions(),
    onSuccess: () => setOpen(false),
    onError: (error) => applyFieldErrors(form, error),
  });

  return (
    <Permission value="operator:pile:edit">
      <Button icon={<EditOutlined />} onClick={() => setOpen(true)}>
        {t('charger.action.edit')}
      </Button>
      <FormDialog<ChargerFormValues>
        open={open}
        title={t('charger.form.editTitle')}
        width={760}
        form={form}
        name="charger"
        initialValues={initialValues}
        pending={update.pending}
        onSubmit={(values) => update.trigger({ id: charger.id, charger: toChargerInput(values) })}
        onCancel={() => setOpen(false)}
      >
        <ChargerFormFields dictionaries={dictionaries} identityLocked={charger.audit_status === AuditStatus.Approved} />
      </FormDialog>
    </Permission>
  );
}
