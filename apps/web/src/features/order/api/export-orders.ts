import { exportOrders, type OrderListParams } from '@pcharging/api-client';
import { api } from '../../../lib/api';

/** The orders matching the filters as a spreadsheet: a download, not cached. */
export const downloadOrders = (filters: OrderListParams) => exportOrders(api, filters);
