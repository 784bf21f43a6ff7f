import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterBarState } from '../../../components/list/filter-bar';
import { TextFilter } from '../../../components/list/filter-fields';
import type { PriceTemplateFilters } from '../price-list';

export function PriceFilterBar(props: FilterBarState<PriceTemplateFilters>) {
  const { t } = useTranslation();
  return (
    <FilterBar<PriceTemplateFilters> {...props}>
      <TextFilter name="name" label={t('price.name')} />
    </FilterBar>
  );
}
