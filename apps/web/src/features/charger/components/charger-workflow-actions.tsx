import type { ChargerDetail } from '@pcharging/api-client';
import { AuditStatus } from '@pcharging/api-client';
import { Button, Flex, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from '../../../components/actions/prompt-dialog';
import { useAction } from '../../../components/actions/use-action';
import { Permission } from '../../../components/permission/permission';
import { type AuditDecision, auditChargerMutationOptions } from '../api/audit-charger';
import { deleteChargerMutationOptions } from '../api/delete-charger';
import { submitChargerMutationOptions } from '../api/submit-charger';
import { canSubmit, isUnderReview } from '../charger-states';

const REASON_MAX = 200;

export interface ChargerWorkflowActionsProps {
  charger: { id: number; equipmentid: string; equipmentname: string; audit_status: number };
  /** Offer deletion too (lists do; the details page has its own place for it). */
  deletable?: boolean;
  onDeleted?: () => void;
  size?: 'small' | 'middle';
}

/** Submit or resubmit, approve or reject with a reason, delete: each behind its permission, each confirmed. */
export function ChargerWorkflowActions({
  charger,
  deletable = false,
  onDeleted,
  size = 'small',
}: ChargerWorkflowActionsProps) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState(false);
  const submit = useAction<number, ChargerDetail>({ kind: 'submit', mutation: submitChargerMutationOptions() });
  const audit = useAction<AuditDecision, ChargerDetail>({
    kind: 'audit',
    mutation: auditChargerMutationOptions(),
    confirmContent: (decision) => (decision.approve ? t('charger.audit.approveConfirm') : undefined),
    onSuccess: () => setRejecting(false),
  });
  const remove = useAction<number, null>({
    kind: 'delete',
    confirmContent: () => t('charger.action.deleteConfirm', { name: charger.equipmentname }),
    mutation: deleteChargerMutationOptions(),
    onSuccess: () => onDeleted?.(),
  });

  const linkProps = { size, type: 'link' as const, style: { padding: 0 } };
  return (
    <Flex gap={12} wrap>
      {canSubmit(charger.audit_status) && (
        <Permission value="operator:pile:edit">
          <Button {...linkProps} onClick={() => submit.trigger(charger.id)}>
            {charger.audit_status === AuditStatus.Rejected ? t('charger.action.resubmit') : t('charger.action.submit')}
          </Button>
        </Permission>
      )}
      {isUnderReview(charger.audit_status) && (
        <Permission value="operator:pile:audit">
          <Button {...linkProps} onClick={() => audit.trigger({ id: charger.id, approve: true })}>
            {t('charger.action.approve')}
          </Button>
          <Button {...linkProps} danger onClick={() => setRejecting(true)}>
            {t('charger.action.reject')}
          </Button>
          <PromptDialog
            open={rejecting}
            title={t('charger.audit.rejectTitle', { serial: charger.equipmentid })}
            label={t('charger.audit.reason')}
            multiline
            maxLength={REASON_MAX}
            isValid={(reason) => reason.length > 0 && reason.length <= REASON_MAX}
            pending={audit.pending}
            onCancel={() => setRejecting(false)}
            onSubmit={(reason) => audit.execute({ id: charger.id, approve: false, reason })}
          />
        </Permission>
      )}
      {deletable && (
        <Permission value="operator:pile:delete">
          <Tooltip title={t('charger.action.deleteHint')}>
            <Button {...linkProps} danger onClick={() => remove.trigger(charger.id)}>
              {t('charger.action.delete')}
            </Button>
          </Tooltip>
        </Permission>
      )}
    </Flex>
  );
}
