import { Form } from 'antd';
import type { ReactNode } from 'react';
import { CountedTextArea } from './counted-text-area';
import { useFieldRules } from './field-rules';

export interface ReasonFieldProps {
  name: string;
  label: string;
  extra?: ReactNode;
  /** The spec's limit of the text. */
  maxLength: number;
  rows?: number;
}

/** The text that says why an action was taken (a refund's reason, a repair's note): required, with its counter. */
export function ReasonField({ name, label, extra, maxLength, rows = 3 }: ReasonFieldProps) {
  const rules = useFieldRules();
  return (
    <Form.Item name={name} label={label} extra={extra} rules={[rules.required(label)]}>
      <CountedTextArea rows={rows} maxLength={maxLength} />
    </Form.Item>
  );
}
