import { PlusOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useListState } from '../../../components/list/use-list-state';
import { Permission } from '../../../components/permission/permission';
import { usePriceTemplates } from '../../../features/price/api/list-price-templates';
import { usePriceColumns } from '../../../features/price/components/price-columns';
import { PriceFilterBar } from '../../../features/price/components/price-filters';
import { type PriceDialogTarget, PriceTemplateDialog } from '../../../features/price/components/price-template-dialog';
import { useDeletePriceTemplate } from '../../../features/price/hooks/use-price-actions';
import { fromPriceFilterForm, priceTemplateList } from '../../../features/price/price-list';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';

export function PriceTemplatesRoute() {
  const { t } = useTranslation();
  const list = useListState(priceTemplateList);
  const templates = usePriceTemplates(list.filters, { page: list.page, size: list.size });
  const feeTypes = useScopedDictionary('fee_type').data;
  const [target, setTarget] = useState<PriceDialogTarget>();
  const remove = useDeletePriceTemplate();
  const columns = usePriceColumns(feeTypes, {
    onEdit: (template) => setTarget({ mode: 'edit', id: template.id }),
    onDelete: remove.trigger,
  });
  return (
    <Card>
      <PriceFilterBar
        values={list.filters}
        onSearch={(values) => list.setFilters(fromPriceFilterForm(values))}
        onReset={() => list.setFilters({})}
        extra={
          <Permission value="operator:price:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
              {t('price.add')}
            </Button>
          </Permission>
        }
      />
      <PagedTable query={templates} list={list} columns={columns} rowKey="id" />
      <PriceTemplateDialog target={target} onClose={() => setTarget(undefined)} feeTypes={feeTypes} />
    </Card>
  );
}

export { PriceTemplatesRoute as Component };
