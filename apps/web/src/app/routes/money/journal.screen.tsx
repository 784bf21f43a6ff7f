import { Card } from 'antd';
import { Capable } from '../../../components/capability/capable';
import { ExportButton } from '../../../components/list/export-button';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { downloadJournalEntries } from '../../../features/journal/api/export-journal-entries';
import { useJournalEntries } from '../../../features/journal/api/list-journal-entries';
import { JOURNAL_CARD, useJournalColumns } from '../../../features/journal/components/journal-columns';
import { JournalFilters } from '../../../features/journal/components/journal-filters';
import { JournalTotals } from '../../../features/journal/components/journal-totals';
import { journalDefinition, toJournalListFilters } from '../../../features/journal/journal-list';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';
import { useNetwork } from '../../../lib/use-session';

export function JournalRoute() {
  const { timeZone } = useNetwork();
  const {
    list,
    request: filters,
    filterBar,
  } = useFilteredList(journalDefinition, (values, _sort, zone) => toJournalListFilters(values, zone), timeZone);
  const entries = useJournalEntries(filters, { page: list.page, size: list.size });
  const journalTypes = useScopedDictionary('journal_type').data;
  const columns = useJournalColumns(journalTypes);

  return (
    <Card>
      <JournalFilters
        {...filterBar}
        journalTypes={journalTypes}
        extra={<ExportButton permission="money:journal:export" download={() => downloadJournalEntries(filters)} />}
      />
      <Capable name="list-totals">
        <JournalTotals filters={filters} />
      </Capable>
      <PagedTable query={entries} list={list} columns={columns} rowKey="id" card={JOURNAL_CARD} />
    </Card>
  );
}

export { JournalRoute as Component };
