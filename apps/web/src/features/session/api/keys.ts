import type { SessionListParams } from '@pcharging/api-client';
import { resourceKeys } from '../../../components/query/resource-keys';

export const sessionKeys = resourceKeys<SessionListParams>('sessions');
