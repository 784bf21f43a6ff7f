import type { DictionaryEntry, PriceTemplate } from '@pcharging/api-client';
import { FREE_PARK_MINUTES, normalizeLocale, validationMessage } from '@pcharging/validation';
import { Alert, Button, Form, Input, Modal, Result, Select, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { usePriceTemplate } from '../api/get-price-template';
import { useMoneyRules } from '../hooks/use-money-rules';
import { useAddPriceTemplate, useEditPriceTemplate } from '../hooks/use-price-actions';
import {
  fromPriceFormValues,
  NEW_TEMPLATE_VALUES,
  type PriceTemplateFormValues,
  TIME_OF_USE,
  toPriceFormValues,
} from '../price-form';
import { PeriodFields } from './period-fields';

/** Which template the dialog works on: a new one, or the one with this id. */
export type PriceDialogTarget = { mode: 'add' } | { mode: 'edit'; id: number };

export interface PriceTemplateDialogProps {
  target: PriceDialogTarget | undefined;
  onClose: () => void;
  feeTypes: readonly DictionaryEntry[] | undefined;
}

interface FormProps {
  template: PriceTemplate | undefined;
  feeTypes: readonly DictionaryEntry[] | undefined;
  onClose: () => void;
}

function PriceTemplateForm({ template, feeTypes, onClose }: FormProps) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [form] = Form.useForm<PriceTemplateFormValues>();
  const callbacks = { onSuccess: onClose, onError: (error: unknown) => applyFieldErrors(form, error) };
  const add = useAddPriceTemplate(callbacks);
  const edit = useEditPriceTemplate(callbacks);
  const feeType = Form.useWatch('feetype', form);
  const submit = (values: PriceTemplateFormValues) => {
    const input = fromPriceFormValues(values);
    if (template) edit.trigger({ template, input });
    else add.trigger(input);
  };
  const electFeeRules = useMoneyRules(t('price.electfee'));
  const serviceFeeRules = useMoneyRules(t('price.servicefee'));
  const parkFeeRules = useMoneyRules(t('price.parkfee'));
  const nameTitle = t('price.name');
  const feeTypeTitle = t('price.feetype');
  return (
    <Form<PriceTemplateFormValues>
      form={form}
      id="price-template-form"
      name="price-template"
      layout="vertical"
      initialValues={template ? toPriceFormValues(template) : NEW_TEMPLATE_VALUES}
      onFinish={submit}
    >
      {template ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('price.edit.warning', { stations: template.stations })}
        />
      ) : null}
      <Form.Item
        name="name"
        label={nameTitle}
        rules={[{ required: true, whitespace: true, message: validationMessage(locale, 'required', nameTitle) }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="feetype"
        label={feeTypeTitle}
        rules={[{ required: true, message: validationMessage(locale, 'select', feeTypeTitle) }]}
      >
        <Select options={dictionaryOptions(feeTypes)} />
      </Form.Item>
      <Form.Item name="electfee" label={t('price.electfee')} rules={electFeeRules}>
        <Input prefix="$" suffix={t('price.unit.kwh')} />
      </Form.Item>
      {feeType === TIME_OF_USE ? <PeriodFields /> : null}
      <Form.Item name="servicefee" label={t('price.servicefee')} rules={serviceFeeRules}>
        <Input prefix="$" suffix={t('price.unit.hour')} />
      </Form.Item>
      <Form.Item
        name="parkfee"
        label={t('price.parkfee')}
        rules={parkFeeRules}
        extra={t('price.parkfee.free', { minutes: FREE_PARK_MINUTES })}
      >
        <Input prefix="$" suffix={t('price.unit.minute')} />
      </Form.Item>
    </Form>
  );
}

/** Adds a template or edits one; an edit loads the template as stored now and warns about the stations using it. */
export function PriceTemplateDialog({ target, onClose, feeTypes }: PriceTemplateDialogProps) {
  const { t } = useTranslation();
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const stored = usePriceTemplate(editId);
  const loading = editId !== undefined && stored.isPending;
  const failed = editId !== undefined && stored.isError;
  return (
    <Modal
      open={target !== undefined}
      title={editId === undefined ? t('price.add') : t('price.edit')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'price-template-form', disabled: loading || failed }}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      {failed ? (
        <Result
          status="warning"
          title={t('price.loadFailed')}
          extra={<Button onClick={() => void stored.refetch()}>{t('common.retry')}</Button>}
        />
      ) : loading ? (
        <Skeleton active />
      ) : (
        <PriceTemplateForm
          key={editId ?? 'new'}
          template={editId === undefined ? undefined : stored.data}
          feeTypes={feeTypes}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
