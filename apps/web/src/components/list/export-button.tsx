import { DownloadOutlined } from '@ant-design/icons';
import { type DownloadedFile, isApiError } from '@pcharging/api-client';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { toastError } from '../../lib/feedback';
import { useFeedback } from '../feedback/feedback-context';
import { Permission } from '../permission/permission';
import { saveFile } from './save-file';

export interface ExportButtonProps {
  /** The action string that allows the export (`money:order:export`); without it the button is not rendered. */
  permission: string;
  /** Fetches the file for the current filters, typically an api-client export built on `downloadFile`. */
  download: () => Promise<DownloadedFile>;
  save?: (file: DownloadedFile) => void;
}

const BUSY_KEY = 'list-export';

// A refusal the server explains (too many rows, no permission) says more than the generic download failure.
function failureText(error: unknown, generic: string): string | undefined {
  return isApiError(error) && (error.kind === 'business' || error.kind === 'session') ? errorText(error) : generic;
}

function ExportAction({ download, save = saveFile }: Omit<ExportButtonProps, 'permission'>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    void message.open({ key: BUSY_KEY, type: 'loading', content: t('common.list.downloading'), duration: 0 });
    try {
      save(await download());
    } catch (error) {
      const text = failureText(error, t('common.list.downloadFailed'));
      if (text) toastError(text);
    } finally {
      message.destroy(BUSY_KEY);
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {t('common.list.export')}
    </Button>
  );
}

/** Downloads the list's matching rows as a file, for users who hold the export permission. */
export function ExportButton({ permission, ...action }: ExportButtonProps) {
  return (
    <Permission value={permission}>
      <ExportAction {...action} />
    </Permission>
  );
}
