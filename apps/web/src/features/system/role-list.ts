import { type FilterValues, type ListConfig, parseFilterValues, textParam } from '../../components/list/list-params';

const filters = { keyword: textParam };

export const roleList: ListConfig<typeof filters> = { filters };

export type RoleFilters = FilterValues<typeof filters>;

export function fromRoleFilterForm(values: RoleFilters): RoleFilters {
  return parseFilterValues(filters, { ...values });
}
