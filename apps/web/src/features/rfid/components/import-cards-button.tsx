import { importRfidCards, type RfidImportReport } from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { FileButton } from '../../../components/upload/file-button';
import { api } from '../../../lib/api';
import { rfidKeys } from '../api/keys';
import { ImportReportDialog } from './import-report-dialog';

/** Imports cards from an XLS/XLSX sheet, then shows what happened to each row. */
export function ImportCardsButton() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [report, setReport] = useState<RfidImportReport>();
  const upload = async (file: File) => {
    const answer = await importRfidCards(api, file, file.name);
    void message.success(t('rfid.import.done', { imported: answer.imported }));
    setReport(answer);
    await queryClient.invalidateQueries({ queryKey: rfidKeys.all });
  };
  return (
    <>
      <FileButton kind="import" onFile={upload}>
        {t('rfid.import')}
      </FileButton>
      <ImportReportDialog report={report} onClose={() => setReport(undefined)} />
    </>
  );
}
