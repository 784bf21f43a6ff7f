import type { ChargerDetail } from '@pcharging/api-client';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { WIDE_TABLE } from '../../../components/list/wide-table';
import { paths } from '../../../config/paths';
import type { ChargerDictionaries } from '../charger-dictionaries';
import { usePortColumns } from './port-columns';

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
  return (
    <Card
      title={t('charger.port.title')}
      extra={<Link to={paths.operator.pilePorts.getHref(stationId, charger.id)}>{t('charger.port.viewAll')}</Link>}
    >
      <Table rowKey="id" columns={columns} dataSource={charger.ports} pagination={false} {...WIDE_TABLE} />
    </Card>
  );
}
