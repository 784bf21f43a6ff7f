import { Typography } from 'antd';
import { useFormat } from '../../lib/format';
import { moneyCents } from './money-cents';

export interface SignedMoneyProps {
  /** An API money string; negative when money leaves (a payment, a debit) or a figure falls. */
  value: string;
  strong?: boolean;
}

/** A movement or a change of money: its sign is written out (+ or −), and the colour only repeats it. */
export function SignedMoney({ value, strong = false }: SignedMoneyProps) {
  const format = useFormat();
  const cents = moneyCents(value);
  const type = cents > 0 ? 'success' : cents < 0 ? 'danger' : undefined;
  return (
    <Typography.Text type={type} strong={strong} style={{ whiteSpace: 'nowrap' }}>
      {format.signedMoney(value)}
    </Typography.Text>
  );
}
