/**
 * The actions with their own confirmation and success/failure messages: the spec's (sections 3 and 8), then the
 * money corrections (refunds, balance adjustments).
 */
export const ACTION_KINDS = [
  'add',
  'update',
  'delete',
  'cancel',
  'save',
  'edit',
  'temporaryStore',
  'submit',
  'audit',
  'disable',
  'enable',
  'passwordReset',
  'restart',
  'stop',
  'refund',
  'adjust',
] as const;

export type ActionKind = (typeof ACTION_KINDS)[number];

export const actionKeys = (kind: ActionKind) =>
  ({
    confirm: `common.action.${kind}.confirm`,
    success: `common.action.${kind}.success`,
    failure: `common.action.${kind}.failure`,
  }) as const;
