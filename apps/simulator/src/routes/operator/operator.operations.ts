import type { components } from '@pcharging/api-client';
import type { AppDatabase } from '@pcharging/db';
import {
  findOperator,
  listOperatorPage,
  type OperatorFilters,
  type OperatorRecord,
} from '../../data/operator/operator-queries';
import { addOperator, deleteOperator, editOperator } from '../../domain/operator/operator-edits';
import type { AreaHandlers } from '../../http/operation-handlers';
import { domainOf } from '../../http/request-domain';
import { ok } from '../../http/wire';
import { found } from '../../lib/errors';
import { iso } from '../../lib/iso-time';

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
    created_at: iso(operator.createdAt),
  };
}

function detailOrThrow(db: AppDatabase, id: number): OperatorDetail {
  const operator = found(findOperator(db, id));
  return {
    ...operatorRow(operator),
    emergency_contact: operator.emergencyContact,
    description: operator.description,
    logo: operator.logo,
    callback_url: operator.callbackUrl,
    message_secret_set: Boolean(operator.messageSecretSet),
    message_iv_set: Boolean(operator.messageIvSet),
    updated_at: iso(operator.updatedAt),
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
    const id = addOperator(domainOf(c), input);
    return ok(c, detailOrThrow(c.get('deps').db, id), 'added');
  },
  editOperator: (c, input) => {
    editOperator(domainOf(c), input.id, input);
    return ok(c, detailOrThrow(c.get('deps').db, input.id), 'updated');
  },
  deleteOperator: (c, params) => {
    deleteOperator(domainOf(c), params.id);
    return ok(c, null, 'deleted');
  },
} satisfies AreaHandlers;
