import { QuestionCircleOutlined } from '@ant-design/icons';
import type { CloseFigures } from '@pcharging/api-client';
import { Descriptions, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextKey } from '../../../lib/catalogue-types';
import { useFormat } from '../../../lib/format';

/** A figure's label with its definition a tap away: every money figure says what it counts. */
function Labelled({ label, help }: { label: string; help: string }) {
  return (
    <span>
      {label}{' '}
      <Tooltip title={help}>
        <QuestionCircleOutlined aria-label={help} />
      </Tooltip>
    </span>
  );
}

interface FigureLine {
  key: keyof CloseFigures;
  label: TextKey;
  help: TextKey;
  value: (figures: CloseFigures) => ReactNode;
}

/** The day's or range's figures, each named by the one definition of its word (gross, refunds, net). */
export function CloseFiguresView({ figures }: { figures: CloseFigures }) {
  const { t } = useTranslation();
  const format = useFormat();
  const lines: readonly FigureLine[] = [
    { key: 'gross', label: 'money.close.gross', help: 'money.close.grossHelp', value: (f) => format.money(f.gross) },
    {
      key: 'refunds_of_orders',
      label: 'money.close.refundsOfOrders',
      help: 'money.close.refundsOfOrdersHelp',
      value: (f) => format.money(f.refunds_of_orders),
    },
    { key: 'net', label: 'money.close.net', help: 'money.close.netHelp', value: (f) => format.money(f.net) },
    {
      key: 'refunds_given',
      label: 'money.close.refundsGiven',
      help: 'money.close.refundsGivenHelp',
      value: (f) => format.money(f.refunds_given),
    },
    {
      key: 'adjustments',
      label: 'money.close.adjustments',
      help: 'money.close.adjustmentsHelp',
      value: (f) => format.signedMoney(f.adjustments),
    },
    {
      key: 'top_ups',
      label: 'money.close.topUps',
      help: 'money.close.topUpsHelp',
      value: (f) => format.money(f.top_ups),
    },
    {
      key: 'orders',
      label: 'money.close.orders',
      help: 'money.close.ordersHelp',
      value: (f) => format.number(f.orders, 0),
    },
    {
      key: 'energy_kwh',
      label: 'money.close.energy',
      help: 'money.close.ordersHelp',
      value: (f) => format.number(f.energy_kwh, 3),
    },
    {
      key: 'elect_fee',
      label: 'money.close.electFee',
      help: 'money.close.partsHelp',
      value: (f) => format.money(f.elect_fee),
    },
    {
      key: 'service_fee',
      label: 'money.close.serviceFee',
      help: 'money.close.partsHelp',
      value: (f) => format.money(f.service_fee),
    },
    {
      key: 'park_fee',
      label: 'money.close.parkFee',
      help: 'money.close.partsHelp',
      value: (f) => format.money(f.park_fee),
    },
  ];
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={lines.map((line) => ({
        key: line.key,
        label: <Labelled label={t(line.label)} help={t(line.help)} />,
        children: line.value(figures),
      }))}
    />
  );
}
