import { type DownloadedFile, isApiError } from '@pcharging/api-client';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { toastError } from '../../lib/feedback';
import { useFeedback } from '../feedback/feedback-context';
import { saveFile } from './save-file';

const BUSY_KEY = 'list-export';

// A refusal the server explains (too many rows, no permission) says more than the generic download failure.
function failureText(error: unknown, generic: string): string | undefined {
  return isApiError(error) && (error.kind === 'business' || error.kind === 'session') ? errorText(error) : generic;
}

/**
 * Fetches a file and hands it to the browser: 'downloading' while it comes, the server's reason or the generic
 * failure if it does not. `run` resolves whether the file was saved.
 */
export function useDownload(save: (file: DownloadedFile) => void = saveFile) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (download: () => Promise<DownloadedFile>): Promise<boolean> => {
      setBusy(true);
      void message.open({ key: BUSY_KEY, type: 'loading', content: t('common.list.downloading'), duration: 0 });
      try {
        save(await download());
        return true;
      } catch (error) {
        const text = failureText(error, t('common.list.downloadFailed'));
        if (text) toastError(text);
        return false;
      } finally {
        message.destroy(BUSY_KEY);
        setBusy(false);
      }
    },
    [message, save, t],
  );

  return { busy, run };
}
