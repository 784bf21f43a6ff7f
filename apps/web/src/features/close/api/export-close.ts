import { type DayCloseParams, exportStatement } from '@pcharging/api-client';
import { api } from '../../../lib/api';

/** The statement of the close's days (the network's), as a spreadsheet: a download, not cached. */
export const downloadCloseStatement = (range: DayCloseParams) => exportStatement(api, range);
