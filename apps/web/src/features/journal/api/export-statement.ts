import { exportStatement, type ParamsOf } from '@pcharging/api-client';
import { api } from '../../../lib/api';

export type StatementParams = ParamsOf<'exportStatement'>;

/** A month's statement (the whole network, a station or an operator) as a spreadsheet: a download, not cached. */
export const downloadStatement = (params: StatementParams) => exportStatement(api, params);
