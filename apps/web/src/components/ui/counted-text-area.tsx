import { Input, theme } from 'antd';
import type { TextAreaProps } from 'antd/es/input';

/**
 * A text area with its character counter. antd draws the counter below the box, out of the flow, where the form
 * item's hint or error would be drawn over it; the padding gives the counter a line of its own.
 */
export function CountedTextArea(props: Omit<TextAreaProps, 'showCount'>) {
  const { token } = theme.useToken();
  return (
    <div style={{ paddingBottom: token.fontSize * token.lineHeight }}>
      <Input.TextArea {...props} showCount />
    </div>
  );
}
