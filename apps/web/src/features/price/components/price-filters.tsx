import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/list/filter-bar';
import type { PriceTemplateFilters } from '../price-list';

export interface PriceFiltersProps {
  values: PriceTemplateFilters;
  onSearch: (values: PriceTemplateFilters) => void;
  onReset: () => void;
  extra?: ReactNode;
}

export function PriceFilterBar(props: PriceFiltersProps) {
  const { t } = useTranslation();
  return (
    <FilterBar<PriceTemplateFilters> {...props}>
      <Form.Item name="name" label={t('price.name')}>
        <Input allowClear maxLength={64} />
      </Form.Item>
    </FilterBar>
  );
}
