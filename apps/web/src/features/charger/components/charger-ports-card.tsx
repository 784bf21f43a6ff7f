import type { ChargerDetail } from '@pcharging/api-client';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { RowCards } from '../../../components/list/row-cards';
import { WIDE_TABLE } from '../../../components/list/wide-table';
import { ActionsCard } from '../../../components/ui/actions-card';
import { paths } from '../../../config/paths';
import { usePhone } from '../../../lib/phone';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { PORT_CARD, usePortColumns } from './port-columns';

/** The charger's ports as its detail answer lists them, each linking to its own page. */
export function ChargerPortsCard({
  stationId,
  charger,
  dictionaries,
}: {
  stationId: number;
  charger: ChargerDetail;
  dictionaries: ChargerDictionaries;
}) {
  const { t } = useTranslation();
  const columns = usePortColumns(dictionaries, (port) => paths.operator.port.getHref(stationId, charger.id, port.id));
  const phone = usePhone();
  return (
    <ActionsCard
      title={t('charger.port.title')}
      actions={<Link to={paths.operator.chargerPorts.getHref(stationId, charger.id)}>{t('charger.port.viewAll')}</Link>}
    >
      {phone ? (
        <RowCards rows={charger.ports} columns={columns} rowKey={(port) => port.id} layout={PORT_CARD} />
      ) : (
        <Table rowKey="id" columns={columns} dataSource={charger.ports} pagination={false} {...WIDE_TABLE} />
      )}
    </ActionsCard>
  );
}
