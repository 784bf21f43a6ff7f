import type { RfidCard } from '@pcharging/api-client';
import { Alert, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useFieldRules } from '../../../components/ui/field-rules';
import { errorText } from '../../../lib/api';
import { useAccountChoices } from '../api/list-account-choices';
import { useBindCard } from '../hooks/use-rfid-actions';

interface BindValues {
  account: string;
}

export interface BindCardDialogProps {
  /** The card to bind; undefined closes the dialog. */
  card: RfidCard | undefined;
  onClose: () => void;
}

/** Binds an unbound card to a registered customer chosen by search; the server's refusal stays in the dialog. */
export function BindCardDialog({ card, onClose }: BindCardDialogProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const [form] = Form.useForm<BindValues>();
  const [search, setSearch] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const choices = useAccountChoices(search);
  const close = () => {
    setRefusal(undefined);
    setSearch('');
    onClose();
  };
  const bind = useBindCard({
    onSuccess: close,
    onError: (error) => {
      const text = errorText(error);
      setRefusal(text);
      return text !== undefined;
    },
  });
  const title = t('rfid.account');
  return (
    <FormDialog<BindValues>
      open={card !== undefined}
      title={t('rfid.bind.title', { cardNo: card?.card_no ?? '' })}
      okText={t('rfid.bind')}
      form={form}
      name="rfid-bind"
      pending={bind.pending}
      onSubmit={(values) => {
        if (!card) return;
        setRefusal(undefined);
        void bind.execute({ card, account: values.account });
      }}
      onCancel={close}
      footnote={
        <>
          <Typography.Paragraph type="secondary">{t('rfid.bind.notice')}</Typography.Paragraph>
          {refusal ? <Alert type="error" showIcon title={refusal} /> : null}
        </>
      }
    >
      <Form.Item name="account" label={title} rules={[rules.selected(title)]}>
        <Select
          showSearch={{ filterOption: false, onSearch: setSearch }}
          placeholder={t('rfid.bind.search')}
          options={choices.data ?? []}
          loading={choices.isFetching}
          notFoundContent={t('rfid.bind.noMatch')}
        />
      </Form.Item>
    </FormDialog>
  );
}
