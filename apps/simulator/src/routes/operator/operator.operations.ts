import type { components } from '@pcharging/api-client';
import { ErrorCode } from '@pcharging/api-client/wire';
import { type AppDatabase, tables } from '@pcharging/db';
import { eq } from 'drizzle-orm';
import {
  findOperator,
  listOperatorPage,
  type OperatorFilters,
  type OperatorRecord,
  operatorAccountTaken,
  operatorInUse,
} from '../../data/operator/operator-queries';
import type { AreaHandlers } from '../../http/operation-handlers';
import { ok } from '../../http/wire';
import { BusinessError, duplicateName, notFound } from '../../lib/errors';

const { operators } = tables;

type OperatorInput = components['schemas']['OperatorInput'];
type OperatorRow = components['schemas']['OperatorRow'];
type OperatorDetail = components['schemas']['OperatorDetail'];

function operatorRow(operator: OperatorRecord): OperatorRow {
  return {
    id: operator.id,
    name: operator.name,
    account: operator.account,
    company: operator.company,
    type: operator.type,
    contact_person: operator.contactPerson,
    contact_phone: operator.contactPhone,
    stations: operator.stations,
    secret_set: Boolean(operator.secretSet),
    created_at: new Date(operator.createdAt).toISOString(),
  };
}

function detailOrThrow(db: AppDatabase, id: number): OperatorDetail {
  const operator = findOperator(db, id);
  if (!operator) throw notFound();
  return {
    ...operatorRow(operator),
    emergency_contact: operator.emergencyContact,
    description: operator.description,
    logo: operator.logo,
    callback_url: operator.callbackUrl,
    message_secret_set: Boolean(operator.messageSecretSet),
    message_iv_set: Boolean(operator.messageIvSet),
    updated_at: new Date(operator.updatedAt).toISOString(),
  };
}

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

export const operatorOperations = {
  listOperators: (c, params, paging) => {
    const filters: OperatorFilters = {
      ...(params.name?.trim() ? { name: params.name.trim() } : {}),
      ...(params.type === undefined ? {} : { type: params.type }),
    };
    const page = listOperatorPage(c.get('deps').db, filters, paging);
    return ok(c, { total: page.total, items: page.items.map(operatorRow) });
  },
  getOperator: (c, params) => ok(c, detailOrThrow(c.get('deps').db, params.id)),
  addOperator: (c, input) => {
    const { db, clock } = c.get('deps');
    if (operatorAccountTaken(db, input.account)) throw duplicateName(input.account);
    const now = clock.now();
    const [row] = db
      .insert(operators)
      .values({ ...profileColumns(input), ...secretColumns(input), createdAt: now, updatedAt: now })
      .returning({ id: operators.id })
      .all();
    if (!row) throw new Error('operator insert returned nothing');
    return ok(c, detailOrThrow(db, row.id), 'added');
  },
  editOperator: (c, input) => {
    const { db, clock } = c.get('deps');
    if (!findOperator(db, input.id)) throw notFound();
    if (operatorAccountTaken(db, input.account, input.id)) throw duplicateName(input.account);
    db.update(operators)
      .set({ ...profileColumns(input), ...secretColumns(input), updatedAt: clock.now() })
      .where(eq(operators.id, input.id))
      .run();
    return ok(c, detailOrThrow(db, input.id), 'updated');
  },
  deleteOperator: (c, params) => {
    const { db } = c.get('deps');
    const id = params.id;
    if (!findOperator(db, id)) throw notFound();
    if (operatorInUse(db, id)) throw new BusinessError(ErrorCode.Conflict, 'conflictInUse');
    db.delete(operators).where(eq(operators.id, id)).run();
    return ok(c, null, 'deleted');
  },
} satisfies AreaHandlers;
