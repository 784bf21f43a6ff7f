import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, Flex, Input, List, Spin, Tag, Typography, theme } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePermission } from '../../../components/permission/use-permission';
import { paths } from '../../../config/paths';
import { chargersQueryOptions } from '../../../features/charger/api/list-chargers';
import { portsQueryOptions } from '../../../features/charger/api/list-ports';
import { stationsQueryOptions } from '../../../features/station/api/list-stations';
import { type RecentPlace, recentPlaces, rememberPlace } from './recent-places';

const FEW = { page: 1, size: 5 };
/** A port's code is its charger's serial, a hyphen and the connector's number. */
const PORT_CODE = /^(.+)-(\d+)$/;

function usePlaces(text: string): { places: RecentPlace[]; searching: boolean } {
  const query = text.trim();
  const mayStations = usePermission('operator:station:list');
  const mayChargers = usePermission('operator:pile:list');
  const mayPorts = usePermission('operator:port:list');
  const asked = query.length >= 2;
  const serial = PORT_CODE.exec(query)?.[1] ?? query;
  const stations = useQuery({ ...stationsQueryOptions({ name: query }, FEW), enabled: asked && mayStations });
  const chargers = useQuery({ ...chargersQueryOptions({ keyword: serial }, FEW), enabled: asked && mayChargers });
  // The charger whose serial the typed port code starts with: its ports, to find the one typed.
  const exact = chargers.data?.items.find((charger) => charger.equipmentid.toUpperCase() === serial.toUpperCase());
  const ports = useQuery({
    ...portsQueryOptions(exact?.id ?? 0, { page: 1, size: 50 }),
    enabled: asked && mayPorts && exact !== undefined,
  });
  if (!asked) return { places: [], searching: false };
  const portPlaces: RecentPlace[] = (ports.data?.items ?? [])
    .filter((port) => port.chargerid.toUpperCase().startsWith(query.toUpperCase()))
    .map((port) => ({
      kind: 'port',
      label: port.chargerid,
      detail: `${port.equipmentname} / ${port.aliasname} · ${port.station_name ?? ''}`,
      href: paths.operator.port.getHref(port.stationid ?? 0, port.pile_id, port.id),
    }));
  const chargerPlaces: RecentPlace[] = (chargers.data?.items ?? []).map((charger) => ({
    kind: 'charger',
    label: charger.equipmentid,
    detail: `${charger.equipmentname} · ${charger.station_name}`,
    href: paths.operator.charger.getHref(charger.stationid, charger.id),
  }));
  const stationPlaces: RecentPlace[] = (stations.data?.items ?? []).map((station) => ({
    kind: 'station',
    label: station.StationName,
    detail: `${station.StationID} · ${station.city}`,
    href: paths.operator.station.getHref(station.id),
  }));
  return {
    places: [...portPlaces, ...chargerPlaces, ...stationPlaces],
    searching: stations.isFetching || chargers.isFetching || ports.isFetching,
  };
}

/**
 * Where a technician starts on a phone: the station, charger or port they stand at, found by its name, serial or
 * code, with the last ones opened one tap away.
 */
export function PlaceSearch() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const { places, searching } = usePlaces(typed);
  const [recent] = useState(recentPlaces);
  const shown = typed.trim().length >= 2 ? places : recent;
  const kindLabel = (kind: RecentPlace['kind']) => t(`pages.home.find.kind.${kind}`);
  return (
    <Flex vertical gap={12}>
      <Input
        size="large"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('pages.home.find.placeholder')}
        aria-label={t('pages.home.find.label')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        suffix={searching ? <Spin size="small" /> : null}
        style={{ minHeight: 48 }}
      />
      {typed.trim().length < 2 && recent.length > 0 ? (
        <Typography.Text type="secondary">{t('pages.home.find.recent')}</Typography.Text>
      ) : null}
      {shown.length === 0 && typed.trim().length >= 2 && !searching ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pages.home.find.none')} />
      ) : (
        <List<RecentPlace>
          dataSource={shown}
          rowKey="href"
          renderItem={(place) => (
            <List.Item style={{ padding: 0 }}>
              <Link
                to={place.href}
                onClick={() => rememberPlace(place)}
                style={{
                  display: 'flex',
                  gap: 12,
                  alignItems: 'center',
                  width: '100%',
                  minHeight: 48,
                  padding: '4px 0',
                }}
              >
                <Tag>{kindLabel(place.kind)}</Tag>
                <Flex vertical style={{ minWidth: 0 }}>
                  <span style={{ fontWeight: 600 }}>{place.label}</span>
                  <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{place.detail}</span>
                </Flex>
              </Link>
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
