import type { UserListParams } from '@pcharging/api-client';
import {
  type FilterValues,
  integerParam,
  type ListConfig,
  oneOfParam,
  parseFilterValues,
  textParam,
} from '../../components/list/list-params';

const filters = {
  keyword: textParam,
  status: oneOfParam([0, 1]),
  role_id: integerParam(),
  department: textParam,
};

/** The account list's URL state; the API lists newest first and sorts no other way. */
export const userList: ListConfig<typeof filters> = { filters };

export type UserFilters = FilterValues<typeof filters>;

/** The filter form holds the same fields as the URL. */
export type UserFilterForm = UserFilters;

export function fromUserFilterForm(values: UserFilterForm): UserFilters {
  return parseFilterValues(filters, { ...values });
}

export function toUserListFilters(values: UserFilters): UserListParams {
  return { ...values };
}
