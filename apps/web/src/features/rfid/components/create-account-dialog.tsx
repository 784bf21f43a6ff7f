import type { RfidCard } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { PHONE_PATTERN } from '@pcharging/validation';
import { Alert, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useFieldRules } from '../../../components/ui/field-rules';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useCreateAccount } from '../hooks/use-rfid-actions';

/** The account rule of the OpenAPI document (RfidAccountParams.account). */
const ACCOUNT = new RegExp(fieldLimits.RfidAccountParams.account.pattern);

interface AccountValues {
  account: string;
  name: string;
  email: string;
  phone?: string;
}

export interface CreateAccountDialogProps {
  /** The unbound card whose holder gets the account; undefined closes the dialog. */
  card: RfidCard | undefined;
  onClose: () => void;
}

/** Creates a pending account for a card holder who has none; the server e-mails them a request for consent. */
export function CreateAccountDialog({ card, onClose }: CreateAccountDialogProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<AccountValues>();
  const create = useCreateAccount({ onSuccess: onClose, onError: (error) => applyFieldErrors(form, error) });
  const accountTitle = t('rfid.account');
  const nameTitle = t('rfid.customerName');
  const emailTitle = t('rfid.email');
  const phoneTitle = t('rfid.phone');
  return (
    <FormDialog<AccountValues>
      open={card !== undefined}
      title={t('rfid.account.title', { cardNo: card?.card_no ?? '' })}
      okText={t('rfid.account.create')}
      form={form}
      name="rfid-create-account"
      pending={create.pending}
      onSubmit={(values) => {
        if (!card) return;
        const phone = values.phone?.trim();
        create.trigger({
          card,
          holder: {
            account: values.account.trim(),
            name: values.name.trim(),
            email: values.email.trim(),
            ...(phone ? { phone } : {}),
          },
        });
      }}
      onCancel={onClose}
      header={<Alert type="info" showIcon title={t('rfid.account.consent')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item
        name="account"
        label={accountTitle}
        extra={t('rfid.account.rule')}
        rules={[rules.required(accountTitle), rules.matching(ACCOUNT, accountTitle, t('rfid.account.rule'))]}
      >
        <Input maxLength={fieldLimits.RfidAccountParams.account.maxLength} />
      </Form.Item>
      <Form.Item name="name" label={nameTitle} rules={[rules.required(nameTitle)]}>
        <Input maxLength={fieldLimits.RfidAccountParams.name.maxLength} />
      </Form.Item>
      <Form.Item name="email" label={emailTitle} rules={[rules.required(emailTitle), rules.email(emailTitle)]}>
        <Input maxLength={fieldLimits.RfidAccountParams.email.maxLength} />
      </Form.Item>
      <Form.Item name="phone" label={phoneTitle} rules={[rules.matching(PHONE_PATTERN, phoneTitle)]}>
        <Input maxLength={fieldLimits.RfidAccountParams.phone.maxLength} />
      </Form.Item>
    </FormDialog>
  );
}
