import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { findOperator, operatorAccountTaken, operatorInUse } from '../../data/operator/operator-queries';
import { deleteOperatorRow, insertOperator, updateOperator } from '../../data/operator/operator-writes';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';
import type { Domain } from '../domain';

type OperatorInput = components['schemas']['OperatorInput'];

function profileColumns(input: OperatorInput) {
  return {
    name: input.name.trim(),
    account: input.account,
    company: input.company?.trim() ?? '',
    type: input.type,
    contactPerson: input.contact_person?.trim() ?? '',
    contactPhone: input.contact_phone?.trim() ?? '',
    emergencyContact: input.emergency_contact?.trim() ?? '',
    description: input.description ?? '',
    logo: input.logo ?? '',
    callbackUrl: input.callback_url ?? '',
  };
}

/** Secrets are write-only: an empty or absent one leaves the stored value as it is. */
function secretColumns(input: OperatorInput) {
  return {
    ...(input.secret ? { secret: input.secret } : {}),
    ...(input.message_secret ? { messageSecret: input.message_secret } : {}),
    ...(input.message_iv ? { messageIv: input.message_iv } : {}),
  };
}

/** A new operator under an account no other has; returns its id. */
export function addOperator(domain: Domain, input: OperatorInput): number {
  if (operatorAccountTaken(domain.db, input.account)) throw duplicateName(input.account);
  return insertOperator(domain.db, { ...profileColumns(input), ...secretColumns(input) }, domain.clock.now());
}

export function editOperator(domain: Domain, id: number, input: OperatorInput): void {
  if (!findOperator(domain.db, id)) throw notFound();
  if (operatorAccountTaken(domain.db, input.account, id)) throw duplicateName(input.account);
  updateOperator(domain.db, id, { ...profileColumns(input), ...secretColumns(input) }, domain.clock.now());
}

/** Stations it runs or chargers it owns keep an operator. */
export function deleteOperator(domain: Domain, id: number): void {
  if (!findOperator(domain.db, id)) throw notFound();
  if (operatorInUse(domain.db, id)) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
  deleteOperatorRow(domain.db, id);
}
