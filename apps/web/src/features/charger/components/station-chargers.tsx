import { Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PagedTable } from '../../../components/list/paged-table';
import type { PagingControls } from '../../../components/list/use-list-state';
import thumb from '../../../components/ui/thumb-actions.module.css';
import { paths } from '../../../config/paths';
import { useChargers } from '../api/list-chargers';
import { useChargerDictionaries } from '../charger-dictionaries';
import { chargerList, toChargerListFilters } from '../charger-list';
import { AddChargerButton } from './add-charger-button';
import { CHARGER_CARD, useChargerColumns } from './charger-columns';

const TAB_PAGE_SIZE = 10;

/**
 * The chargers of one station, for the station's equipment tab: paged in place (the station page owns the URL),
 * with a link to the full, filterable list.
 */
export function StationChargers({ stationId }: { stationId: number }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, size: TAB_PAGE_SIZE });
  const list: PagingControls = {
    ...paging,
    sort: chargerList.defaultSort,
    setPage: (page, size) => setPaging({ page: size === paging.size ? page : 1, size }),
    setSort: () => undefined,
  };
  const filters = useMemo(() => toChargerListFilters(stationId, {}, chargerList.defaultSort), [stationId]);
  const chargers = useChargers(filters, paging);
  const dictionaries = useChargerDictionaries();
  const columns = useChargerColumns(stationId, dictionaries).map(({ sorter: _, ...column }) => column);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap className={thumb.actions}>
        <Link to={paths.operator.stationChargers.getHref(stationId)}>{t('charger.list.viewAll')}</Link>
        <AddChargerButton stationId={stationId} dictionaries={dictionaries} />
      </Flex>
      <PagedTable query={chargers} list={list} columns={columns} rowKey="id" card={CHARGER_CARD} />
    </Flex>
  );
}
