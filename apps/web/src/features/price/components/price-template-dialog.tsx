import type { DictionaryEntry, PricePreview as PricePreviewAnswer, PriceTemplateInput } from '@pcharging/api-client';
import { Alert, Button, Form, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type FormDialogButton } from '../../../components/actions/form-dialog';
import { Capable } from '../../../components/capability/capable';
import { usePermission } from '../../../components/permission/use-permission';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { useCapability } from '../../../lib/capabilities';
import { useFormat } from '../../../lib/format';
import { usePriceTemplate } from '../api/get-price-template';
import { usePriceTemplatePreview } from '../api/preview-price-template';
import { useAddPriceTemplate, useEditPriceTemplate } from '../hooks/use-price-actions';
import {
  fromPriceFormValues,
  NEW_TEMPLATE_VALUES,
  type PriceTemplateFormValues,
  toPriceFormValues,
} from '../price-form';
import { PricePreview } from './price-preview';
import { PriceTemplateFields } from './price-template-fields';

/** Which template the dialog works on: a new one, or the one with this id. */
export type PriceDialogTarget = { mode: 'add' } | { mode: 'edit'; id: number };

export interface PriceTemplateDialogProps {
  target: PriceDialogTarget | undefined;
  onClose: () => void;
  feeTypes: readonly DictionaryEntry[] | undefined;
}

/** The sentence the save's confirmation adds under its warning: the income of the period, now and with the new fees. */
function usePreviewEffect(preview: PricePreviewAnswer | undefined): ReactNode {
  const { t } = useTranslation();
  const format = useFormat();
  if (!preview) return undefined;
  const { range, totals } = preview;
  return (
    <Typography.Paragraph key="effect" style={{ marginTop: 8, marginBottom: 0 }}>
      {t('price.preview.confirmEffect', {
        from: format.day(range.from),
        to: format.day(range.to),
        before: format.money(totals.income_before),
        after: format.money(totals.income_after),
        change: format.signedMoney(totals.change),
      })}
    </Typography.Paragraph>
  );
}

/**
 * Adds a template or edits one. An edit loads the template as stored now and warns about the stations using it; its
 * new fees are previewed (what they would have charged over the last 30 days) before the save is confirmed, on a
 * backend that offers the preview.
 */
export function PriceTemplateDialog({ target, onClose, feeTypes }: PriceTemplateDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PriceTemplateFormValues>();
  const editId = target?.mode === 'edit' ? target.id : undefined;
  const stored = usePriceTemplate(editId);
  const template = editId === undefined ? undefined : stored.data;
  const mayPreview = usePermission('operator:price:edit');
  const offersPreview = useCapability('price-preview');
  const withPreview = template !== undefined && mayPreview && offersPreview;
  // The fees under review: while set, the fields step aside (keeping their values) for the preview.
  const [proposal, setProposal] = useState<PriceTemplateInput>();
  const preview = usePriceTemplatePreview(template?.id ?? 0, withPreview ? proposal : undefined);
  const close = () => {
    setProposal(undefined);
    onClose();
  };
  const onError = (error: unknown) => {
    // A field the server refused must be seen: back to the fields.
    const shown = applyFieldErrors(form, error);
    if (shown) setProposal(undefined);
    return shown;
  };
  const add = useAddPriceTemplate({ onSuccess: close, onError });
  const effect = usePreviewEffect(preview.data);
  const edit = useEditPriceTemplate({ onSuccess: close, onError, confirmDetail: effect });
  const submit = (values: PriceTemplateFormValues) => {
    const input = fromPriceFormValues(values);
    if (template) edit.trigger({ template, input });
    else add.trigger(input);
  };
  const propose = (values: PriceTemplateFormValues) => setProposal(fromPriceFormValues(values));
  const reviewing = withPreview && proposal !== undefined;
  let buttons: FormDialogButton<PriceTemplateFormValues>[] | undefined;
  if (reviewing) {
    buttons = [
      { key: 'back', label: t('price.preview.back'), pending: false, onSubmit: () => setProposal(undefined) },
      {
        key: 'save',
        label: t('common.save'),
        primary: true,
        pending: edit.pending,
        disabled: preview.isPending,
        onSubmit: submit,
      },
    ];
  } else if (withPreview) {
    buttons = [
      {
        key: 'preview',
        label: <Capable name="price-preview">{t('price.preview.step')}</Capable>,
        primary: true,
        pending: false,
        onSubmit: propose,
      },
    ];
  }
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
      width={reviewing ? 800 : 640}
      form={form}
      name="price-template"
      initialValues={template ? toPriceFormValues(template) : NEW_TEMPLATE_VALUES}
      unavailable={unavailable}
      pending={add.pending || edit.pending}
      onSubmit={withPreview && !reviewing ? propose : submit}
      buttons={buttons}
      onCancel={close}
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
      footnote={reviewing ? <PricePreview preview={preview} /> : null}
    >
      <div hidden={reviewing}>
        <PriceTemplateFields feeTypes={feeTypes} />
      </div>
    </FormDialog>
  );
}
