import type { UserListParams } from '@pcharging/api-client';
import { defineListState, type FilterValues, param } from '../../components/list/list-state';

const filters = {
  keyword: param.text,
  status: param.oneOf([0, 1]),
  role_id: param.integer(),
  department: param.text,
};

/** The account list's URL state; the API lists newest first and sorts no other way. */
export const userDefinition = defineListState({ filters });

export type UserFilters = FilterValues<typeof filters>;
/** The filter form holds the same fields as the URL. */
export type UserFilterForm = UserFilters;
export const toUserListFilters = (values: UserFilters): UserListParams => userDefinition.toRequest(values);
