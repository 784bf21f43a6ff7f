import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountedTextArea } from '../ui/counted-text-area';
import { FormDialog } from './form-dialog';

export interface PromptDialogProps {
  open: boolean;
  title: string;
  label: string;
  /**
   * False for input the action cannot take; the dialog then says 'Illegal input' and stays open. An empty value is
   * not asked: the field is required, and an empty one says '{label} cannot be empty'.
   */
  isValid: (value: string) => boolean;
  /** Resolves false to keep the dialog open (the action failed). */
  onSubmit: (value: string) => Promise<boolean> | boolean;
  onCancel: () => void;
  multiline?: boolean;
  maxLength?: number;
  pending?: boolean;
}

interface PromptValues {
  value: string;
}

/** The spec's prompt dialog: one text, checked before it is sent. */
export function PromptDialog({
  open,
  title,
  label,
  isValid,
  onSubmit,
  onCancel,
  multiline = false,
  maxLength,
  pending = false,
}: PromptDialogProps) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<PromptValues>();
  const locale = normalizeLocale(i18n.language);
  const illegal = validationMessage(locale, 'illegal', label);

  const submit = async ({ value }: PromptValues) => {
    const closed = await onSubmit(value.trim());
    if (closed !== false) form.resetFields();
  };

  return (
    <FormDialog<PromptValues>
      open={open}
      title={title}
      okText={t('common.ok')}
      form={form}
      pending={pending}
      onSubmit={(values) => void submit(values)}
      onCancel={onCancel}
    >
      <Form.Item
        name="value"
        label={label}
        initialValue=""
        // Marked before the first try, and an empty one says what is missing rather than 'Illegal input'.
        required
        rules={[
          { required: true, whitespace: true, message: validationMessage(locale, 'empty', label) },
          {
            validator: (_, value: string | undefined) => {
              const text = (value ?? '').trim();
              return text === '' || isValid(text) ? Promise.resolve() : Promise.reject(new Error(illegal));
            },
          },
        ]}
      >
        {multiline ? (
          maxLength ? (
            <CountedTextArea rows={3} maxLength={maxLength} />
          ) : (
            <Input.TextArea rows={3} />
          )
        ) : (
          <Input maxLength={maxLength} />
        )}
      </Form.Item>
    </FormDialog>
  );
}
