import { DownloadOutlined } from '@ant-design/icons';
import type { DownloadedFile } from '@pcharging/api-client';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../permission/permission';
import { useDownload } from './use-download';

export interface ExportButtonProps {
  /** The action string that allows the export (`money:order:export`); without it the button is not rendered. */
  permission: string;
  /** Fetches the file for the current filters, typically an api-client export built on `downloadFile`. */
  download: () => Promise<DownloadedFile>;
  save?: (file: DownloadedFile) => void;
}

function ExportAction({ download, save }: Omit<ExportButtonProps, 'permission'>) {
  const { t } = useTranslation();
  const { busy, run } = useDownload(save);
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run(download)}>
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
