import { Card } from 'antd';
import { useMemo } from 'react';
import { ExportButton } from '../../../components/list/export-button';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { downloadJournalEntries } from '../../../features/journal/api/export-journal-entries';
import { useJournalEntries } from '../../../features/journal/api/list-journal-entries';
import { JOURNAL_CARD, useJournalColumns } from '../../../features/journal/components/journal-columns';
import { JournalFilters } from '../../../features/journal/components/journal-filters';
import {
  fromJournalFilterForm,
  journalList,
  toJournalFilterForm,
  toJournalListFilters,
} from '../../../features/journal/journal-list';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { useNetwork } from '../../../lib/use-session';

export function JournalRoute() {
  const list = useListState(journalList);
  const { timeZone } = useNetwork();
  const filters = useMemo(() => toJournalListFilters(list.filters, timeZone), [list.filters, timeZone]);
  const formValues = useMemo(() => toJournalFilterForm(list.filters), [list.filters]);
  const entries = useJournalEntries(filters, { page: list.page, size: list.size });
  const journalTypes = useScopedDictionary('journal_type').data;
  const columns = useJournalColumns(journalTypes);

  return (
    <Card>
      <JournalFilters
        values={formValues}
        onSearch={(values) => list.setFilters(fromJournalFilterForm(values))}
        onReset={() => list.setFilters({})}
        journalTypes={journalTypes}
        extra={<ExportButton permission="money:journal:export" download={() => downloadJournalEntries(filters)} />}
      />
      <PagedTable query={entries} list={list} columns={columns} rowKey="id" card={JOURNAL_CARD} />
    </Card>
  );
}

export { JournalRoute as Component };
