import { exportJournalEntries, type JournalListParams } from '@pcharging/api-client';
import { api } from '../../../lib/api';

/** The journal entries matching the filters as a spreadsheet: a download, not cached. */
export const downloadJournalEntries = (filters: JournalListParams) => exportJournalEntries(api, filters);
