/** The actions the spec names confirmations and success/failure messages for (sections 3 and 8). */
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
] as const;

export type ActionKind = (typeof ACTION_KINDS)[number];

export const actionKeys = (kind: ActionKind) =>
  ({
    confirm: `common.action.${kind}.confirm`,
    success: `common.action.${kind}.success`,
    failure: `common.action.${kind}.failure`,
  }) as const;
