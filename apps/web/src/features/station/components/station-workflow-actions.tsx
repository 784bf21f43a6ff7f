import type { StationDetail } from '@pcharging/api-client';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '../../../components/actions/prompt-dialog';
import { Permission } from '../../../components/permission/permission';
import { useAuditStation, useStationStatusActions, useSubmitStation } from '../hooks/use-station-actions';
import { workflowSteps } from '../station-status';

const REASON_MAX = 255;

/** The onboarding and status steps the station's state allows, each behind its permission. */
export function StationWorkflowActions({ station }: { station: StationDetail }) {
  const { t } = useTranslation();
  const steps = workflowSteps(station.StationStatus);
  const submit = useSubmitStation();
  const audit = useAuditStation();
  const status = useStationStatusActions();
  const [rejecting, setRejecting] = useState(false);

  return (
    <Space wrap>
      {(steps.submit || steps.resubmit) && (
        <Permission value="operator:station:edit">
          <Button type="primary" loading={submit.pending} onClick={() => submit.trigger(station.id)}>
            {steps.resubmit ? t('station.workflow.resubmit') : t('station.workflow.submit')}
          </Button>
        </Permission>
      )}
      {steps.audit && (
        <Permission value="operator:station:audit">
          <Button type="primary" onClick={() => audit.trigger({ id: station.id, approve: true })}>
            {t('station.workflow.approve')}
          </Button>
          <Button danger onClick={() => setRejecting(true)}>
            {t('station.workflow.reject')}
          </Button>
          <PromptDialog
            open={rejecting}
            title={t('station.workflow.rejectTitle')}
            label={t('station.workflow.rejectReason')}
            multiline
            maxLength={REASON_MAX}
            pending={audit.pending}
            isValid={(reason) => reason.length > 0 && reason.length <= REASON_MAX}
            onCancel={() => setRejecting(false)}
            onSubmit={async (reason) => {
              const done = await audit.execute({ id: station.id, approve: false, reason });
              if (done) setRejecting(false);
              return done;
            }}
          />
        </Permission>
      )}
      {steps.disable && (
        <Permission value="operator:station:status">
          <Button danger onClick={() => status.disable.trigger(station.id)}>
            {t('station.workflow.disable')}
          </Button>
        </Permission>
      )}
      {steps.enable && (
        <Permission value="operator:station:status">
          <Button onClick={() => status.enable.trigger(station.id)}>{t('station.workflow.enable')}</Button>
        </Permission>
      )}
    </Space>
  );
}
