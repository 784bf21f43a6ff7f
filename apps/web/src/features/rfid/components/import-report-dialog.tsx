import type { RfidImportReport, RfidImportRow } from '@pcharging/api-client';
import { Flex, Modal, Statistic, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';

const OUTCOME_COLORS: Readonly<Record<RfidImportRow['outcome'], string>> = {
  imported: 'success',
  skipped: 'warning',
  failed: 'error',
};

function OutcomeTag({ outcome }: { outcome: RfidImportRow['outcome'] }) {
  const { t } = useTranslation();
  const labels: Readonly<Record<RfidImportRow['outcome'], string>> = {
    imported: t('rfid.import.imported'),
    skipped: t('rfid.import.skipped'),
    failed: t('rfid.import.failed'),
  };
  return <Tag color={OUTCOME_COLORS[outcome]}>{labels[outcome]}</Tag>;
}

export interface ImportReportDialogProps {
  report: RfidImportReport | undefined;
  onClose: () => void;
}

/** The server's verdict on each row of an imported sheet. */
export function ImportReportDialog({ report, onClose }: ImportReportDialogProps) {
  const { t } = useTranslation();
  const none = t('common.none');
  const columns: ColumnsType<RfidImportRow> = [
    { key: 'row', title: t('rfid.import.row'), dataIndex: 'row', width: 80 },
    { key: 'card_no', title: t('rfid.cardNo'), render: (_, row) => row.card_no || none },
    { key: 'account', title: t('rfid.account'), render: (_, row) => row.account || none },
    { key: 'outcome', title: t('rfid.import.outcome'), render: (_, row) => <OutcomeTag outcome={row.outcome} /> },
    { key: 'message', title: t('rfid.import.message'), render: (_, row) => row.message || none },
  ];
  return (
    <Modal
      open={report !== undefined}
      title={t('rfid.import.report')}
      onCancel={onClose}
      onOk={onClose}
      okText={t('common.ok')}
      cancelButtonProps={{ style: { display: 'none' } }}
      width={760}
      destroyOnHidden
    >
      {report ? (
        <>
          <Flex gap={32} style={{ marginBottom: 16 }}>
            <Statistic title={t('rfid.import.imported')} value={report.imported} />
            <Statistic title={t('rfid.import.skipped')} value={report.skipped} />
            <Statistic title={t('rfid.import.failed')} value={report.failed} />
          </Flex>
          <Table<RfidImportRow>
            size="small"
            rowKey="row"
            columns={columns}
            dataSource={report.rows}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
          />
        </>
      ) : null}
    </Modal>
  );
}
