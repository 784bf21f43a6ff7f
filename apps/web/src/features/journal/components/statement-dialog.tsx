import type { DownloadedFile } from '@pcharging/api-client';
import { dayInZone } from '@pcharging/validation';
import { DatePicker, Form, Radio, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import type { Choice, StationSearchProps } from '../../../components/list/filter-fields';
import { useDownload } from '../../../components/list/use-download';
import { useFieldRules } from '../../../components/ui/field-rules';
import { useCapability } from '../../../lib/capabilities';
import { useNetwork } from '../../../lib/use-session';
import { downloadStatement } from '../api/export-statement';
import { monthOf, previousMonth, type StatementScope, toStatementParams } from '../statement';

const MONTH = 'YYYY-MM';
const DAY = 'YYYY-MM-DD';

interface StatementValues {
  kind: 'month' | 'days';
  month: Dayjs;
  days?: [Dayjs, Dayjs];
  scope: StatementScope;
  station_id?: number;
  operator_id?: number;
}

export interface OperatorChoices {
  choices: readonly Choice[];
  loading: boolean;
}

export interface StatementDialogProps {
  open: boolean;
  onClose: () => void;
  /** The stations to pick from; without them (the user may not list stations) no station statement is offered. */
  stations?: StationSearchProps;
  /** The operators to pick from; without them (the user may not list operators) no operator statement is offered. */
  operators?: OperatorChoices;
  save?: (file: DownloadedFile) => void;
}

/**
 * A month's statement as a spreadsheet: the network's, a station's or an operator's. The month is one of the
 * network's time zone, the last whole one unless the user picks another.
 */
export function StatementDialog({ open, onClose, stations, operators, save }: StatementDialogProps) {
  const { t } = useTranslation();
  const rules = useFieldRules();
  const { timeZone } = useNetwork();
  const [form] = Form.useForm<StatementValues>();
  const scope = Form.useWatch('scope', form);
  const kind = Form.useWatch('kind', form) ?? 'month';
  // Any range of days where the backend offers the daily close; a month otherwise, as the legacy statement is.
  const anyDays = useCapability('daily-close');
  const { busy, run } = useDownload(save);
  const today = dayInZone(Date.now(), timeZone);
  const thisMonth = monthOf(today);
  const monthTitle = t('money.statement.month');
  const daysTitle = t('money.statement.days');
  const stationTitle = t('money.statement.station');
  const operatorTitle = t('money.statement.operator');

  const submit = async (values: StatementValues) => {
    const [from, to] = values.days ?? [];
    const period =
      values.kind === 'days' && from && to
        ? { from: from.format(DAY), to: to.format(DAY) }
        : { month: values.month.format(MONTH) };
    const params = toStatementParams({
      period,
      scope: values.scope,
      ...(values.station_id === undefined ? {} : { stationId: values.station_id }),
      ...(values.operator_id === undefined ? {} : { operatorId: values.operator_id }),
    });
    // The station or operator field asks for its choice once it shows.
    if (params && (await run(() => downloadStatement(params)))) onClose();
  };

  const scopes = [
    { value: 'network', label: t('money.statement.scope.network') },
    ...(stations ? [{ value: 'station', label: t('money.statement.scope.station') }] : []),
    ...(operators ? [{ value: 'operator', label: t('money.statement.scope.operator') }] : []),
  ];

  return (
    <FormDialog<StatementValues>
      open={open}
      title={t('money.statement.title')}
      okText={t('money.statement.download')}
      form={form}
      name="statement"
      initialValues={{ kind: 'month', month: dayjs(`${previousMonth(today)}-01`), scope: 'network' }}
      pending={busy}
      onSubmit={(values) => void submit(values)}
      onCancel={onClose}
    >
      {anyDays ? (
        <Form.Item name="kind" label={t('money.statement.period')}>
          <Radio.Group
            options={[
              { value: 'month', label: t('money.statement.period.month') },
              { value: 'days', label: t('money.statement.period.days') },
            ]}
          />
        </Form.Item>
      ) : null}
      {kind === 'days' && anyDays ? (
        <Form.Item
          name="days"
          label={daysTitle}
          extra={t('money.statement.daysHint', { zone: timeZone })}
          rules={[rules.selected(daysTitle)]}
        >
          <DatePicker.RangePicker allowClear={false} disabledDate={(day) => day.format(DAY) > today} />
        </Form.Item>
      ) : (
        <Form.Item
          name="month"
          label={monthTitle}
          extra={t('money.statement.monthHint', { zone: timeZone })}
          rules={[rules.selected(monthTitle)]}
        >
          <DatePicker
            picker="month"
            format={MONTH}
            allowClear={false}
            disabledDate={(month) => month.format(MONTH) > thisMonth}
          />
        </Form.Item>
      )}
      <Form.Item name="scope" label={t('money.statement.scope')}>
        <Radio.Group options={scopes} />
      </Form.Item>
      {scope === 'station' && stations ? (
        <Form.Item name="station_id" label={stationTitle} rules={[rules.selected(stationTitle)]}>
          <Select
            showSearch={{ filterOption: false, onSearch: stations.onStationSearch }}
            placeholder={t('money.order.stationSearch')}
            options={[...stations.stations]}
            loading={stations.stationsLoading}
          />
        </Form.Item>
      ) : null}
      {scope === 'operator' && operators ? (
        <Form.Item name="operator_id" label={operatorTitle} rules={[rules.selected(operatorTitle)]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={[...operators.choices]}
            loading={operators.loading}
          />
        </Form.Item>
      ) : null}
    </FormDialog>
  );
}
