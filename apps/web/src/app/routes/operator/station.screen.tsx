import { isApiError } from '@pcharging/api-client';
import { Button, Card, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Capable } from '../../../components/capability/capable';
import { NotFoundResult } from '../../../components/errors/not-found-result';
import { usePermission } from '../../../components/permission/use-permission';
import { PageSpinner } from '../../../components/ui/page-spinner';
import thumb from '../../../components/ui/thumb-actions.module.css';
import { paths } from '../../../config/paths';
import { StationChargers } from '../../../features/charger/components/station-chargers';
import { useStation } from '../../../features/station/api/get-station';
import { StationHeader } from '../../../features/station/components/station-header';
import { StationOperationTab } from '../../../features/station/components/station-operation-tab';
import { StationPriceTab } from '../../../features/station/components/station-price-tab';
import { useStationDictionaries } from '../../../features/station/hooks/use-station-dictionaries';
import { TimelineTable } from '../../../features/timeline/components/timeline-table';
import { useCapability } from '../../../lib/capabilities';
import { usePhone } from '../../../lib/phone';
import { useNetworkCrumbs } from './use-network-crumbs';

const TABS = ['operation', 'equipment', 'price', 'timeline'] as const;
type StationTab = (typeof TABS)[number];

const isTab = (value: string | null): value is StationTab => TABS.some((tab) => tab === value);

/**
 * The tab a `tab` query opens among those shown (the timeline only on a backend that has it, the chargers only to
 * who may list them), else the first tab; on a phone, whose technician comes for a charger, the chargers.
 */
function openedTab(requested: string | null, shown: ReadonlySet<StationTab>, phone: boolean): StationTab {
  if (isTab(requested) && shown.has(requested)) return requested;
  return phone && shown.has('equipment') ? 'equipment' : 'operation';
}

export function StationRoute() {
  const { t } = useTranslation();
  const stationId = Number(useParams().id);
  const valid = Number.isInteger(stationId) && stationId > 0;
  return valid ? <StationDetails stationId={stationId} /> : <NotFoundResult subTitle={t('station.detail.notFound')} />;
}

function StationDetails({ stationId }: { stationId: number }) {
  const { t } = useTranslation();
  const station = useStation(stationId);
  useNetworkCrumbs({ stationId, stationName: station.data?.StationName });
  const dictionaries = useStationDictionaries();
  const [search, setSearch] = useSearchParams();
  const withTimeline = useCapability('timeline');
  const withChargers = usePermission('operator:pile:list');
  const shown = new Set<StationTab>(
    TABS.filter((key) => (key === 'timeline' ? withTimeline : key !== 'equipment' || withChargers)),
  );
  const tab = openedTab(search.get('tab'), shown, usePhone());

  if (station.isPending) return <PageSpinner />;
  if (station.isError) {
    if (isApiError(station.error) && Number(station.error.code) === 404) {
      return <NotFoundResult subTitle={t('station.detail.notFound')} />;
    }
    return (
      <Result
        status="warning"
        title={t('station.detail.loadFailed')}
        extra={<Button onClick={() => void station.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const detail = station.data;
  return (
    <Card>
      <StationHeader station={detail} dictionaries={dictionaries} />
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          setSearch((current) => {
            const next = new URLSearchParams(current);
            next.set('tab', key);
            next.delete('page');
            next.delete('size');
            return next;
          })
        }
        items={[
          {
            key: 'operation',
            label: t('station.tab.operation'),
            children: <StationOperationTab station={detail} dictionaries={dictionaries} />,
          },
          ...(withChargers
            ? [
                {
                  key: 'equipment',
                  label: t('station.tab.equipment'),
                  children: (
                    <>
                      <StationChargers stationId={detail.id} />
                      {/* Apart from the chargers' pagination above: two thumb targets keep 8 px between them. */}
                      <div className={thumb.actions} style={{ marginTop: 8 }}>
                        <Link to={paths.operator.stationChargers.getHref(detail.id)}>
                          {t('station.equipment.allChargers')}
                        </Link>
                      </div>
                    </>
                  ),
                },
              ]
            : []),
          { key: 'price', label: t('station.tab.price'), children: <StationPriceTab station={detail} /> },
          ...(withTimeline
            ? [
                {
                  key: 'timeline',
                  label: <Capable name="timeline">{t('common.timeline.title')}</Capable>,
                  children: <TimelineTable scope={{ station_id: detail.id }} />,
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

export { StationRoute as Component };
