import type { RfidImportReport } from '@pcharging/api-client';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../components/feedback/feedback-context';
import { FileButton } from '../../../components/upload/file-button';
import { importRfidCardsMutationOptions } from '../api/import-rfid-cards';
import { ImportReportDialog } from './import-report-dialog';

/** Imports cards from an XLS/XLSX sheet, then shows what happened to each row. */
export function ImportCardsButton() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [report, setReport] = useState<RfidImportReport>();
  const { mutateAsync: importCards } = useMutation({
    ...importRfidCardsMutationOptions(),
    onSuccess: (answer) => {
      void message.success(t('rfid.import.done', { imported: answer.imported }));
      setReport(answer);
    },
  });
  const upload = async (file: File) => {
    await importCards(file);
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
