import type { DictionaryEntry } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { FREE_PARK_MINUTES, normalizeLocale, validationMessage } from '@pcharging/validation';
import { Alert, Button, Form, Input, Result, Select, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
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

/** The fields of a template; the time-of-use periods only for that fee type. */
function PriceTemplateFields({ feeTypes }: { feeTypes: readonly DictionaryEntry[] | undefined }) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const feeType = Form.useWatch('feetype');
  const electFeeRules = useMoneyRules(t('price.electfee'));
  const serviceFeeRules = useMoneyRules(t('price.servicefee'));
  const parkFeeRules = useMoneyRules(t('price.parkfee'));
  const nameTitle = t('price.name');
  const feeTypeTitle = t('price.feetype');
  return (
    <>
      <Form.Item
        name="name"
        label={nameTitle}
        rules={[{ required: true, whitespace: true, message: validationMessage(locale, 'required', nameTitle) }]}
      >
        <Input maxLength={fieldLimits.PriceTemplateInput.name.maxLength} />
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
    </>
  );
}

/** Adds a template or edits one; an edit loads the template as stored now and warns about the stations using it. */
export function PriceTemplateDialog({ target, onClose, feeTypes }: PriceTemplateDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PriceTemplateFormValues>();
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const stored = usePriceTemplate(editId);
  const template = editId === undefined ? undefined : stored.data;
  const callbacks = { onSuccess: onClose, onError: (error: unknown) => applyFieldErrors(form, error) };
  const add = useAddPriceTemplate(callbacks);
  const edit = useEditPriceTemplate(callbacks);
  const submit = (values: PriceTemplateFormValues) => {
    const input = fromPriceFormValues(values);
    if (template) edit.trigger({ template, input });
    else add.trigger(input);
  };
  // An edit starts from the template as stored now: nothing to edit until it has loaded.
  let unavailable: ReactNode;
  if (editId !== undefined && stored.isError) {
    unavailable = (
      <Result
        status="warning"
        title={t('price.loadFailed')}
        extra={<Button onClick={() => void stored.refetch()}>{t('common.retry')}</Button>}
      />
    );
  } else if (editId !== undefined && stored.isPending) {
    unavailable = <Skeleton active />;
  }
  return (
    <FormDialog<PriceTemplateFormValues>
      open={target !== undefined}
      title={editId === undefined ? t('price.add') : t('price.edit')}
      width={640}
      form={form}
      name="price-template"
      initialValues={template ? toPriceFormValues(template) : NEW_TEMPLATE_VALUES}
      unavailable={unavailable}
      pending={add.pending || edit.pending}
      onSubmit={submit}
      onCancel={onClose}
      header={
        template ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('price.edit.warning', { stations: template.stations })}
          />
        ) : null
      }
    >
      <PriceTemplateFields feeTypes={feeTypes} />
    </FormDialog>
  );
}
