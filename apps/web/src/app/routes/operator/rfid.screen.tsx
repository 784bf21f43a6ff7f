import { PlusOutlined } from '@ant-design/icons';
import type { RfidCard } from '@pcharging/api-client';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../components/list/paged-table';
import { useFilteredList } from '../../../components/list/use-filtered-list';
import { Permission } from '../../../components/permission/permission';
import { useRfidCards } from '../../../features/rfid/api/list-rfid-cards';
import { AddCardDialog } from '../../../features/rfid/components/add-card-dialog';
import { BindCardDialog } from '../../../features/rfid/components/bind-card-dialog';
import { CreateAccountDialog } from '../../../features/rfid/components/create-account-dialog';
import { ImportCardsButton } from '../../../features/rfid/components/import-cards-button';
import { RFID_CARD, useRfidColumns } from '../../../features/rfid/components/rfid-columns';
import { RfidFilterBar } from '../../../features/rfid/components/rfid-filters';
import { useUnbindCard } from '../../../features/rfid/hooks/use-rfid-actions';
import { rfidDefinition, toRfidListFilters } from '../../../features/rfid/rfid-list';
import { useStationSearch } from '../../../features/station/api/list-station-options';
import { useScopedDictionary } from '../../../lib/dictionary/use-scoped-dictionary';

export function RfidRoute() {
  const { t } = useTranslation();
  const { list, request: filters, filterBar } = useFilteredList(rfidDefinition, toRfidListFilters, undefined);
  const cards = useRfidCards(filters, { page: list.page, size: list.size });
  const statuses = useScopedDictionary('card_status').data;

  const stationSearch = useStationSearch();

  const [adding, setAdding] = useState(false);
  const [bindingCard, setBindingCard] = useState<RfidCard>();
  const [accountCard, setAccountCard] = useState<RfidCard>();
  const unbind = useUnbindCard();
  const columns = useRfidColumns(statuses, {
    onBind: setBindingCard,
    onUnbind: unbind.trigger,
    onCreateAccount: setAccountCard,
  });

  return (
    <Card>
      <RfidFilterBar
        {...filterBar}
        statuses={statuses}
        {...stationSearch}
        extra={
          <>
            <Permission value="operator:rfid:add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('rfid.add')}
              </Button>
            </Permission>
            <Permission value="operator:rfid:import">
              <ImportCardsButton />
            </Permission>
          </>
        }
      />
      <PagedTable query={cards} list={list} columns={columns} rowKey="id" card={RFID_CARD} />
      <AddCardDialog
        open={adding}
        onClose={() => setAdding(false)}
        stations={stationSearch.stations}
        onStationSearch={stationSearch.onStationSearch}
      />
      <BindCardDialog card={bindingCard} onClose={() => setBindingCard(undefined)} />
      <CreateAccountDialog card={accountCard} onClose={() => setAccountCard(undefined)} />
    </Card>
  );
}

export { RfidRoute as Component };
