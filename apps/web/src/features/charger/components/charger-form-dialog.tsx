import { Button, Form, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import type { ChargerDictionaries } from '../charger-dictionaries';
import type { ChargerFormValues } from '../charger-form-values';
import { ChargerFormFields } from './charger-form-fields';

/** What a button of the dialog does with the checked values; the caller closes the dialog once it succeeded. */
export interface ChargerFormButton {
  key: string;
  label: string;
  primary?: boolean;
  onSubmit: (values: ChargerFormValues, showFieldErrors: (error: unknown) => boolean) => void;
}

export interface ChargerFormDialogProps {
  open: boolean;
  title: string;
  initialValues: Partial<ChargerFormValues>;
  dictionaries: ChargerDictionaries;
  identityLocked?: boolean;
  buttons: readonly ChargerFormButton[];
  pending: boolean;
  onClose: () => void;
}

export function ChargerFormDialog({
  open,
  title,
  initialValues,
  dictionaries,
  identityLocked,
  buttons,
  pending,
  onClose,
}: ChargerFormDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ChargerFormValues>();

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(initialValues);
    }
  }, [open, form, initialValues]);

  const press = async (button: ChargerFormButton) => {
    let values: ChargerFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    button.onSubmit(values, (error) => applyFieldErrors(form, error));
  };

  return (
    <Modal
      open={open}
      title={title}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        ...buttons.map((button) => (
          <Button
            key={button.key}
            type={button.primary ? 'primary' : 'default'}
            loading={pending}
            onClick={() => void press(button)}
          >
            {button.label}
          </Button>
        )),
      ]}
    >
      <Form<ChargerFormValues> form={form} name="charger" layout="vertical" preserve={false}>
        <ChargerFormFields dictionaries={dictionaries} identityLocked={identityLocked ?? false} />
      </Form>
    </Modal>
  );
}
