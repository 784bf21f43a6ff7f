import type { StationMapPoint } from '@pcharging/api-client';
import { Button, Empty, Flex, Result, Select, Skeleton, Space, Typography, theme } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColorScheme, useAppearance } from '../../../lib/appearance';
import type { TextKey } from '../../../lib/catalogue-types';
import { useStationMap } from '../api/list-station-map';
import { clusterPlaced } from '../clusters';
import { fitPlane } from '../projection';

type State = StationMapPoint['state'];

const STATES: readonly State[] = ['charging', 'free', 'fault', 'offline', 'inactive'];

// 3:1 against the map's ground (WCAG for graphics) in each scheme, and told apart by the legend's words as well.
const SCHEME_COLOURS: Readonly<Record<ColorScheme, Readonly<Record<State, string>>>> = {
  light: { charging: '#0958d9', free: '#237804', fault: '#cf1322', offline: '#434343', inactive: '#8c8c8c' },
  dark: { charging: '#1668dc', free: '#3c8618', fault: '#d32029', offline: '#737373', inactive: '#595959' },
};

/** Which state a group of stations shows: the one an operator must see first. */
const URGENCY: Readonly<Record<State, number>> = { fault: 5, offline: 4, charging: 3, free: 2, inactive: 1 };

const MARKER_RADIUS = 9;

const STATE_KEYS: Readonly<Record<State, TextKey>> = {
  charging: 'common.map.state.charging',
  free: 'common.map.state.free',
  fault: 'common.map.state.fault',
  offline: 'common.map.state.offline',
  inactive: 'common.map.state.inactive',
};

export interface NetworkMapProps {
  /** Where a station's marker leads (its detail page, in the app's hash routes). */
  stationHref: (id: number) => string;
  maxHeight?: number;
}

/** Every station at its coordinates, coloured by what it is doing now; a city choice zooms in on its stations. */
export function NetworkMap({ stationHref, maxHeight = 560 }: NetworkMapProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colours = SCHEME_COLOURS[useAppearance().scheme];
  const map = useStationMap();
  const [city, setCity] = useState<string>();
  /** The stations of a group the user opened, shown on their own. */
  const [focus, setFocus] = useState<readonly number[]>();
  const points = useMemo(
    () =>
      (map.data?.items ?? []).filter(
        (point) => (city === undefined || point.city === city) && (focus === undefined || focus.includes(point.id)),
      ),
    [map.data, city, focus],
  );
  const plane = useMemo(() => fitPlane(points, 1000, Math.max(maxHeight * 1.6, 520)), [points, maxHeight]);
  const clusters = useMemo(
    () =>
      clusterPlaced(
        points.map((point) => ({ item: point, ...plane.place(point) })),
        MARKER_RADIUS * 2.4,
        (point) => URGENCY[point.state],
      ),
    [points, plane],
  );
  const cities = useMemo(
    () =>
      [...new Set((map.data?.items ?? []).map((point) => point.city))].sort().map((value) => ({ value, label: value })),
    [map.data],
  );

  if (map.isError) {
    return (
      <Result
        status="warning"
        title={t('common.map.loadFailed')}
        extra={<Button onClick={() => void map.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (!map.data) return <Skeleton active />;
  if (map.data.items.length === 0) return <Empty />;
  const counts = new Map(STATES.map((state) => [state, points.filter((point) => point.state === state).length]));
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center" justify="space-between">
        <Space wrap size="middle" role="list" aria-label={t('common.map.legend')}>
          {STATES.map((state) => (
            <Space key={state} size={6} role="listitem">
              <svg width="12" height="12" aria-hidden="true">
                <circle cx="6" cy="6" r="6" fill={colours[state]} />
              </svg>
              <Typography.Text>
                {t(STATE_KEYS[state])} ({counts.get(state) ?? 0})
              </Typography.Text>
            </Space>
          ))}
        </Space>
        <Space>
          {focus && <Button onClick={() => setFocus(undefined)}>{t('common.map.wholeNetwork')}</Button>}
          <Select
            allowClear
            showSearch
            value={city}
            onChange={(value) => {
              setCity(value);
              setFocus(undefined);
            }}
            options={cities}
            placeholder={t('common.map.allCities')}
            aria-label={t('common.map.city')}
            style={{ width: 220 }}
          />
        </Space>
      </Flex>
      {/* biome-ignore lint/a11y/useSemanticElements: the drawing holds links, so it is a group; a fieldset cannot draw */}
      <svg
        viewBox={`0 0 ${plane.width} ${plane.height}`}
        role="group"
        aria-label={t('common.map.title')}
        style={{
          width: '100%',
          maxHeight,
          background: token.colorBgLayout,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
        }}
      >
        {plane.meridians.map((lng) => {
          const { x } = plane.place({ lng, lat: plane.bounds.north });
          return (
            <g key={`m${lng}`}>
              <line x1={x} x2={x} y1={0} y2={plane.height} stroke={token.colorBorderSecondary} />
              <text x={x + 4} y={plane.height - 6} fontSize="12" fill={token.colorTextSecondary}>
                {`${Math.abs(lng)}°${lng < 0 ? 'W' : 'E'}`}
              </text>
            </g>
          );
        })}
        {plane.parallels.map((lat) => {
          const { y } = plane.place({ lng: plane.bounds.west, lat });
          return (
            <g key={`p${lat}`}>
              <line x1={0} x2={plane.width} y1={y} y2={y} stroke={token.colorBorderSecondary} />
              <text x={4} y={y - 4} fontSize="12" fill={token.colorTextSecondary}>
                {`${Math.abs(lat)}°${lat < 0 ? 'S' : 'N'}`}
              </text>
            </g>
          );
        })}
        {clusters.map((cluster) => {
          const [first] = cluster.members;
          if (!first) return null;
          const state = first.state;
          if (cluster.members.length === 1) {
            const label = `${first.name} (${first.city}): ${t(STATE_KEYS[state])}`;
            return (
              <a key={first.id} href={`#${stationHref(first.id)}`} aria-label={label}>
                <title>{label}</title>
                <circle
                  cx={cluster.x}
                  cy={cluster.y}
                  r={MARKER_RADIUS}
                  fill={colours[state]}
                  stroke={token.colorBgContainer}
                  strokeWidth={2}
                />
              </a>
            );
          }
          const label = t('common.map.group', {
            count: cluster.members.length,
            names: cluster.members.map((member) => member.name).join(', '),
          });
          const open = () => setFocus(cluster.members.map((member) => member.id));
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG group has no button element; it acts as one
            <g
              key={`group-${first.id}`}
              role="button"
              tabIndex={0}
              aria-label={label}
              style={{ cursor: 'pointer' }}
              onClick={open}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') open();
              }}
            >
              <title>{label}</title>
              <circle
                cx={cluster.x}
                cy={cluster.y}
                r={MARKER_RADIUS + 5}
                fill={colours[state]}
                stroke={token.colorBgContainer}
                strokeWidth={2}
              />
              <text
                x={cluster.x}
                y={cluster.y + 4}
                textAnchor="middle"
                fontSize="12"
                fontWeight="bold"
                fill={token.colorTextLightSolid}
              >
                {cluster.members.length}
              </text>
            </g>
          );
        })}
      </svg>
    </Flex>
  );
}
