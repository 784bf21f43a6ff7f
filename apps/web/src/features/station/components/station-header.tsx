import type { StationDetail } from '@pcharging/api-client';
import { StationStatus } from '@pcharging/api-client';
import { Alert, Flex, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyText } from '../../../components/list/copy-text';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import type { StationDictionaries } from '../hooks/use-station-dictionaries';
import { StationWorkflowActions } from './station-workflow-actions';

export interface StationHeaderProps {
  station: StationDetail;
  dictionaries: StationDictionaries;
}

/** The station's name, StationID and status, with the workflow steps its state allows. */
export function StationHeader({ station, dictionaries }: StationHeaderProps) {
  const { t } = useTranslation();
  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {station.StationName}
          </Typography.Title>
          <CopyText value={station.StationID} />
          <DictionaryTag entries={dictionaries.statuses} id={station.StationStatus} />
        </Space>
        <StationWorkflowActions station={station} />
      </Flex>
      {station.StationStatus === StationStatus.Rejected && station.audit_reason && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('station.workflow.rejectedBecause', { reason: station.audit_reason })}
        />
      )}
    </>
  );
}
