import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ClockPeriod, normalizeLocale, pricePeriodsMessage, pricePeriodsProblem } from '@pcharging/validation';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoneyRules } from '../../../components/money/use-money-rules';
import { useFieldRules } from '../../../components/ui/field-rules';
import { useFormat } from '../../../lib/format';

const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^([01]\d|2[0-4]):[0-5]\d$/;
const MAX_PERIODS = 24;

/**
 * The time-of-use periods of a template: from, to and the electricity fee in between. Together they must cover the
 * day once, by the rule the server holds them to.
 */
export function PeriodFields() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const rules = useFieldRules();
  const locale = normalizeLocale(i18n.language);
  const feeRules = useMoneyRules(t('price.electfee'));
  const timeRules = (title: string, pattern: RegExp) => [rules.entered(title), rules.matching(pattern, title, 'HH:mm')];
  const form = Form.useFormInstance();
  // A time not yet typed whole is said beside its own field; the list speaks of the day as a whole.
  const coverRule = {
    validator: async (_: unknown, periods: ClockPeriod[] | undefined) => {
      const problem = pricePeriodsProblem(periods ?? []);
      if (problem && problem.kind !== 'time') throw new Error(pricePeriodsMessage(problem, locale));
    },
  };
  // The list's rule runs on add, remove and save only: a message about the day goes once the day is right.
  const recheck = () => {
    if (form.getFieldError(['period']).length > 0) void form.validateFields([['period']]).catch(() => undefined);
  };
  /** A new period starts where the last one ends, as periods follow each other through the day. */
  const nextStart = (): string => {
    const periods = (form.getFieldValue(['period']) ?? []) as ClockPeriod[];
    const lastEnd = periods.at(-1)?.to ?? '';
    if (periods.length === 0) return '00:00';
    return START.test(lastEnd) ? lastEnd : '';
  };
  return (
    <Form.Item label={t('price.periods')} extra={t('price.periods.hint')}>
      <Form.List name="period" rules={[coverRule]}>
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={8}>
            {fields.map((field) => (
              <Flex key={field.key} gap={8} align="start">
                <Form.Item name={[field.name, 'from']} rules={timeRules(t('price.period.from'), START)}>
                  <Input placeholder={t('price.period.from')} style={{ width: 110 }} maxLength={5} onChange={recheck} />
                </Form.Item>
                <Form.Item name={[field.name, 'to']} rules={timeRules(t('price.period.to'), END)}>
                  <Input placeholder={t('price.period.to')} style={{ width: 110 }} maxLength={5} onChange={recheck} />
                </Form.Item>
                <Form.Item name={[field.name, 'electfee']} rules={feeRules}>
                  <Input
                    placeholder={t('price.electfee')}
                    prefix={format.currencySymbol}
                    suffix={t('price.unit.kwh')}
                    style={{ width: 200 }}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t('price.period.remove')}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            {fields.length < MAX_PERIODS ? (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ from: nextStart(), to: '', electfee: '' })}
              >
                {t('price.period.add')}
              </Button>
            ) : null}
            <Form.ErrorList errors={errors} />
          </Flex>
        )}
      </Form.List>
    </Form.Item>
  );
}
