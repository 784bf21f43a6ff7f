import { CopyOutlined } from '@ant-design/icons';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { toastError } from '../../lib/feedback';
import { usePhone } from '../../lib/phone';
import { useFeedback } from '../feedback/feedback-context';

export interface CopyTextProps {
  /** The identifier shown and copied. */
  value: string;
  /** The page of the record the value names: the value links there. */
  to?: string | undefined;
  /** Called with the value once it is on the clipboard. */
  onCopy?: (value: string) => void;
}

/**
 * An identifier with the spec's copy action as a small button beside it. Only an identifier that has a page looks
 * like a link, and it goes there; copying is never what a click on the text does.
 */
export function CopyText({ value, to, onCopy }: CopyTextProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const phone = usePhone();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      toastError(t('common.list.copyFailed'));
      return;
    }
    void message.success(t('common.list.copied'));
    onCopy?.(value);
  };

  return (
    // On a phone both are thumb targets, which want 8 px between them; a desk's pointer does without.
    <span style={phone ? { whiteSpace: 'nowrap', display: 'inline-flex', gap: 8 } : { whiteSpace: 'nowrap' }}>
      {to ? <Link to={to}>{value}</Link> : <Typography.Text>{value}</Typography.Text>}
      <Tooltip title={t('common.list.copy')}>
        <Button
          type="text"
          size="small"
          icon={<CopyOutlined />}
          aria-label={t('common.list.copyValue', { value })}
          onClick={() => void copy()}
        />
      </Tooltip>
    </span>
  );
}
