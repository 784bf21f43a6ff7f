import { CopyOutlined } from '@ant-design/icons';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastError } from '../../lib/feedback';
import { useFeedback } from '../feedback/feedback-context';

export interface CopyTextProps {
  /** The identifier shown and copied. */
  value: string;
  /** Called with the value once it is on the clipboard. */
  onCopy?: (value: string) => void;
}

/** The spec's copy-text directive: one click puts the value on the clipboard and says so. */
export function CopyText({ value, onCopy }: CopyTextProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();

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
    <Tooltip title={t('common.list.copy')}>
      <Typography.Link onClick={() => void copy()} style={{ whiteSpace: 'nowrap' }}>
        {value} <CopyOutlined />
      </Typography.Link>
    </Tooltip>
  );
}
