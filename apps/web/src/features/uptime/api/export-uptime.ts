import { exportPortUptime, type UptimeParams } from '@pcharging/api-client';
import { api } from '../../../lib/api';

/** The quarter's 23 CFR 680.112 data for the station chosen (or the network) as a workbook: a download, not cached. */
export const downloadUptime = (params: UptimeParams) => exportPortUptime(api, params);
