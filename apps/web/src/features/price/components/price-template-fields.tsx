import type { DictionaryEntry } from '@pcharging/api-client';
import { fieldLimits } from '@pcharging/api-client/field-limits';
import { FREE_PARK_MINUTES } from '@pcharging/validation';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictionaryOptions } from '../../../components/list/dictionary-cell';
import { useMoneyRules } from '../../../components/money/use-money-rules';
import { useFieldRules } from '../../../components/ui/field-rules';
import { useFormat } from '../../../lib/format';
import { TIME_OF_USE } from '../price-form';
import { PeriodFields } from './period-fields';

/** The fields of a template; the time-of-use periods only for that fee type. */
export function PriceTemplateFields({ feeTypes }: { feeTypes: readonly DictionaryEntry[] | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const rules = useFieldRules();
  const feeType = Form.useWatch('feetype');
  const electFeeRules = useMoneyRules(t('price.electfee'));
  const serviceFeeRules = useMoneyRules(t('price.servicefee'));
  const parkFeeRules = useMoneyRules(t('price.parkfee'));
  const nameTitle = t('price.name');
  const feeTypeTitle = t('price.feetype');
  return (
    <>
      <Form.Item name="name" label={nameTitle} rules={[rules.required(nameTitle)]}>
        <Input maxLength={fieldLimits.PriceTemplateInput.name.maxLength} />
      </Form.Item>
      <Form.Item name="feetype" label={feeTypeTitle} rules={[rules.selected(feeTypeTitle)]}>
        <Select options={dictionaryOptions(feeTypes)} />
      </Form.Item>
      {/* With periods, each period's fee is the electricity fee: there is no flat one to ask for. */}
      {feeType === TIME_OF_USE ? (
        <PeriodFields />
      ) : (
        <Form.Item name="electfee" label={t('price.electfee')} rules={electFeeRules}>
          <Input prefix={format.currencySymbol} suffix={t('price.unit.kwh')} />
        </Form.Item>
      )}
      <Form.Item name="servicefee" label={t('price.servicefee')} rules={serviceFeeRules}>
        <Input prefix={format.currencySymbol} suffix={t('price.unit.hour')} />
      </Form.Item>
      <Form.Item
        name="parkfee"
        label={t('price.parkfee')}
        rules={parkFeeRules}
        extra={t('price.parkfee.free', { minutes: FREE_PARK_MINUTES })}
      >
        <Input prefix={format.currencySymbol} suffix={t('price.unit.minute')} />
      </Form.Item>
    </>
  );
}
