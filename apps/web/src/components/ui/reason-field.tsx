import { Button, Flex, Form } from 'antd';
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
  /** The reason is what the dialog asks for: the cursor starts there. */
  autoFocus?: boolean;
  /** The usual reasons, each one tap away from the field; the text stays editable. */
  presets?: readonly string[];
}

function PresetReasons({ name, presets }: { name: string; presets: readonly string[] }) {
  const form = Form.useFormInstance();
  return (
    <Flex wrap gap={8} style={{ marginBottom: 8 }}>
      {presets.map((preset) => (
        <Button
          key={preset}
          size="small"
          onClick={() => {
            form.setFieldValue(name, preset);
            void form.validateFields([name]);
          }}
        >
          {preset}
        </Button>
      ))}
    </Flex>
  );
}

/** The text that says why an action was taken (a refund's reason, a repair's note): required, with its counter. */
export function ReasonField({ name, label, extra, maxLength, rows = 3, autoFocus, presets }: ReasonFieldProps) {
  const rules = useFieldRules();
  return (
    <>
      <Form.Item name={name} label={label} extra={extra} rules={[rules.required(label)]}>
        <CountedTextArea rows={rows} maxLength={maxLength} autoFocus={autoFocus} />
      </Form.Item>
      {presets && presets.length > 0 && <PresetReasons name={name} presets={presets} />}
    </>
  );
}
