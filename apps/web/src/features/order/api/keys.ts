import type { OrderListParams } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export const orderKeys = resourceKeys<OrderListParams>('orders');
