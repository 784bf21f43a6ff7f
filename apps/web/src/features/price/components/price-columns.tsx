import type { DictionaryEntry, PriceTemplate } from '@pcharging/api-client';
import { Button, Flex, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { DictionaryTag } from '../../../components/list/dictionary-cell';
import { figureColumn } from '../../../components/list/figure-column';
import { usePermission } from '../../../components/permission/use-permission';
import { RowAction } from '../../../components/ui/row-action';
import { useFormat } from '../../../lib/format';
import { TIME_OF_USE } from '../price-form';

export interface PriceRowActions {
  onEdit: (template: PriceTemplate) => void;
  onDelete: (template: PriceTemplate) => void;
}

export function usePriceColumns(
  feeTypes: readonly DictionaryEntry[] | undefined,
  actions: PriceRowActions,
): ColumnsType<PriceTemplate> {
  const { t } = useTranslation();
  const format = useFormat();
  const mayEdit = usePermission('operator:price:edit');
  const mayDelete = usePermission('operator:price:delete');
  const columns: ColumnsType<PriceTemplate> = [
    { key: 'name', title: t('price.name'), dataIndex: 'name' },
    {
      key: 'feetype',
      title: t('price.feetype'),
      render: (_, template) => <DictionaryTag entries={feeTypes} id={template.feetype} />,
    },
    figureColumn('electfee', `${t('price.electfee')} (${t('price.unit.kwh')})`, (template) =>
      template.feetype === TIME_OF_USE && template.period.length > 0 ? (
        // Each period on a line of its own, never broken inside a time or an amount.
        <Flex vertical align="end">
          {template.period.map((period) => (
            <span key={period.from} style={{ whiteSpace: 'nowrap' }}>
              {`${period.from}–${period.to} ${format.money(period.electfee)}`}
            </span>
          ))}
        </Flex>
      ) : (
        format.money(template.electfee)
      ),
    ),
    figureColumn('servicefee', `${t('price.servicefee')} (${t('price.unit.hour')})`, (template) =>
      format.money(template.servicefee),
    ),
    figureColumn('parkfee', `${t('price.parkfee')} (${t('price.unit.minute')})`, (template) =>
      format.money(template.parkfee),
    ),
    {
      ...figureColumn('free', t('price.freeMinutes'), (template) => format.number(template.free_park_minutes)),
      hidden: true,
    },
    figureColumn('stations', t('price.stations'), (template) => format.number(template.stations)),
    {
      key: 'updated_at',
      hidden: true,
      title: t('price.updatedAt'),
      render: (_, template) => format.dateTime(template.updated_at),
    },
  ];
  if (!mayEdit && !mayDelete) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('common.list.actions'),
      fixed: 'right',
      render: (_, template) => (
        <Space size="middle">
          {mayEdit ? <RowAction onClick={() => actions.onEdit(template)}>{t('price.edit')}</RowAction> : null}
          {mayDelete ? (
            template.stations > 0 ? (
              // A really disabled button: no click, out of the tab order, and not held to text contrast (WCAG 1.4.3).
              <Tooltip title={t('price.delete.inUse', { count: template.stations })}>
                <span>
                  <Button type="link" danger disabled size="small" style={{ padding: 0, height: 'auto' }}>
                    {t('price.delete')}
                  </Button>
                </span>
              </Tooltip>
            ) : (
              <RowAction danger onClick={() => actions.onDelete(template)}>
                {t('price.delete')}
              </RowAction>
            )
          ) : null}
        </Space>
      ),
    },
  ];
}
