import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_LIMITS } from '@pcharging/validation';
import { Button, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { useFeedback } from '../feedback/feedback-context';
import { acceptAttribute, type UploadKind, uploadProblem } from './file-rules';

export interface FileButtonProps {
  kind: UploadKind;
  /** Sends the chosen file; the button shows 'Uploading, please wait' until it settles. */
  onFile: (file: File) => Promise<void>;
  children?: ReactNode;
  disabled?: boolean;
}

const BUSY_KEY = 'file-upload';

/**
 * A button that picks one file of the given kind, refuses wrong types, empty and oversized files with the spec's
 * messages, and reports the upload's progress and failure.
 */
export function FileButton({ kind, onFile, children, disabled }: FileButtonProps) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const rule = UPLOAD_LIMITS[kind];

  const send = async (file: File) => {
    const problem = uploadProblem(file, kind);
    if (problem) {
      void message.error(t(`common.upload.${problem}`, { formats: rule.label, size: rule.maxMegabytes }));
      return;
    }
    if (busy) {
      void message.warning(t('common.action.busy'));
      return;
    }
    setBusy(true);
    void message.open({ key: BUSY_KEY, type: 'loading', content: t('common.upload.inProgress'), duration: 0 });
    try {
      await onFile(file);
    } catch (error) {
      void message.error(
        t('common.action.failureWithReason', { failure: t('common.upload.failed'), reason: errorText(error) ?? '' }),
      );
    } finally {
      message.destroy(BUSY_KEY);
      setBusy(false);
    }
  };

  return (
    <Upload
      accept={acceptAttribute(kind)}
      showUploadList={false}
      disabled={disabled || busy}
      beforeUpload={(file) => {
        void send(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        disabled={disabled}
        title={t('common.upload.hint', { formats: rule.label, size: rule.maxMegabytes })}
      >
        {children ?? t('common.upload.choose')}
      </Button>
    </Upload>
  );
}
