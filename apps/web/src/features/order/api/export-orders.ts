import { exportOrders, type OrderListFilters } from '@pcharging/api-client';
import { api } from '../../../lib/api';

/** The orders matching the filters as a spreadsheet: a download, not cached. */
export const downloadOrders = (filters: OrderListFilters) => exportOrders(api, filters);
