import { Button, Card, Collapse, Flex, Result, Skeleton, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import { ActionsCard } from '../../../components/ui/actions-card';
import { paths } from '../../../config/paths';
import { useCharger } from '../../../features/charger/api/get-charger';
import { useChargerDictionaries } from '../../../features/charger/charger-dictionaries';
import { ChargerMessages } from '../../../features/charger/components/charger-messages';
import { ChargerPortsCard } from '../../../features/charger/components/charger-ports-card';
import { ChargerSummary } from '../../../features/charger/components/charger-summary';
import { ChargerWorkflowActions } from '../../../features/charger/components/charger-workflow-actions';
import { EditChargerButton } from '../../../features/charger/components/edit-charger-button';
import { RestartButton } from '../../../features/charger/components/restart-button';
import { WhitelistCard } from '../../../features/charger/components/whitelist-card';
import { TimelineTable } from '../../../features/timeline/components/timeline-table';
import { useCapability } from '../../../lib/capabilities';
import { usePhone } from '../../../lib/phone';
import { routeId } from '../../../lib/route-id';
import { useNetworkCrumbs } from './use-network-crumbs';

export function ChargerRoute() {
  const params = useParams();
  const stationId = routeId(params.id);
  const chargerId = routeId(params.chargerId);
  if (stationId === undefined || chargerId === undefined) return <NotFoundResult />;
  return <ChargerDetails stationId={stationId} chargerId={chargerId} />;
}

function ChargerDetails({ stationId, chargerId }: { stationId: number; chargerId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const chargerQuery = useCharger(chargerId);
  const dictionaries = useChargerDictionaries();
  const charger = chargerQuery.data;
  const phone = usePhone();
  useNetworkCrumbs({ stationId, stationName: charger?.station_name, chargerId, chargerName: charger?.equipmentname });

  if (!charger) {
    if (chargerQuery.isError) {
      return (
        <Result
          status="warning"
          title={t('charger.details.loadFailed')}
          extra={<Button onClick={() => void chargerQuery.refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    return <Skeleton active />;
  }

  const summary = (
    <>
      <ChargerSummary charger={charger} dictionaries={dictionaries} />
      <Link to={paths.operator.station.getHref(stationId)} style={{ display: 'inline-block', marginTop: 12 }}>
        {t('charger.details.backToStation')}
      </Link>
    </>
  );
  // The ports, with their state and commands, come before the charger's specifications: in the first screen at
  // 1280x720, and first of all on a phone.
  return (
    <Flex vertical gap={phone ? 12 : 16}>
      <ActionsCard
        title={t('charger.details.title', { name: charger.equipmentname })}
        actions={
          <Flex gap={8} wrap align="center">
            <ChargerWorkflowActions
              charger={charger}
              deletable
              size="middle"
              onDeleted={() => void navigate(paths.operator.station.getHref(stationId))}
            />
            <EditChargerButton charger={charger} dictionaries={dictionaries} />
            <RestartButton chargerId={charger.id} />
          </Flex>
        }
      />
      <ChargerPortsCard stationId={stationId} charger={charger} dictionaries={dictionaries} />
      {phone ? (
        <Collapse items={[{ key: 'specifications', label: t('common.specifications'), children: summary }]} />
      ) : (
        <Card title={t('common.specifications')}>{summary}</Card>
      )}
      <WhitelistCard chargerId={charger.id} />
      <ChargerHistory chargerId={charger.id} />
    </Flex>
  );
}

/** A tab a thumb can hit in every language: a two-character Chinese label alone is narrower than 44 px. */
function TabLabel({ text }: { text: string }) {
  return <span style={{ display: 'inline-block', minWidth: 44, textAlign: 'center' }}>{text}</span>;
}

/** What happened at the charger (its timeline) and what it said (its messages), each where the backend offers it. */
function ChargerHistory({ chargerId }: { chargerId: number }) {
  const { t } = useTranslation();
  const timeline = useCapability('timeline');
  const messages = useCapability('charger-log');
  const items = [
    ...(timeline
      ? [
          {
            key: 'timeline',
            label: <TabLabel text={t('common.timeline.title')} />,
            children: <TimelineTable scope={{ pile_id: chargerId }} />,
          },
        ]
      : []),
    ...(messages
      ? [
          {
            key: 'messages',
            label: <TabLabel text={t('charger.messages.title')} />,
            children: <ChargerMessages chargerId={chargerId} />,
          },
        ]
      : []),
  ];
  if (items.length === 0) return null;
  return (
    <Card>
      <Tabs items={items} />
    </Card>
  );
}

export { ChargerRoute as Component };
