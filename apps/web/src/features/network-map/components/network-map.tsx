import { AimOutlined, CompressOutlined, ExpandOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { StationMapPoint } from '@pcharging/api-client';
import { Button, Empty, Flex, Result, Select, Skeleton, Space, Tooltip, Typography, theme } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppearance } from '../../../lib/appearance';
import { usePhone } from '../../../lib/phone';
import { useStationMap } from '../api/list-station-map';
import { clusterPlaced } from '../clusters';
import { nearestTo } from '../geo';
import { SCHEME_COLOURS, STATE_KEYS, STATES, URGENCY } from '../map-states';
import { fitPlane, unitsAcross } from '../projection';
import { useElementSize } from '../use-element-size';
import { useMapView, type ViewTarget } from '../use-map-view';
import { usePosition } from '../use-position';
import { MapGrid } from './map-grid';
import { MARKER_PX, MapMarkers } from './map-markers';
import { NearestList } from './nearest-list';

/** Two markers' targets never come closer than 8 px: a target and a gap between centres, on either axis. */
const CLUSTER_PX = 2 * MARKER_PX.hit + 8;
/** How close the map zooms: this many kilometres across the screen, where stations a street apart part. */
const CLOSEST_KM = 1.5;
/** How many stations the phone lists, nearest first, among those in view. */
const NEAREST_COUNT = 5;
/** At most this many single stations in view are each named beside their marker; more would write over each other. */
const NAMED_AT_MOST = 25;

export interface NetworkMapProps {
  /** Where a station's marker leads (its detail page, in the app's hash routes). */
  stationHref: (id: number) => string;
  maxHeight?: number;
}

/**
 * Every station at its coordinates, coloured by what it is doing now, drawn without tiles (the demo and CI have no
 * network beyond the simulator); a city choice zooms in on its stations, a drag moves the map and a pinch or the
 * zoom buttons zoom it. On a phone it finds the station where the technician stands: it centres on the phone's
 * position (or the network's centre) and lists the nearest stations in view, and it can fill the screen.
 */
export function NetworkMap({ stationHref, maxHeight = 560 }: NetworkMapProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const colours = SCHEME_COLOURS[useAppearance().scheme];
  const phone = usePhone();
  const map = useStationMap();
  const position = usePosition();
  const [city, setCity] = useState<string>();
  /** The stations of a group the user opened, shown on their own. */
  const [focus, setFocus] = useState<readonly number[]>();
  const [fullScreen, setFullScreen] = useState(false);
  const points = useMemo(
    () =>
      (map.data?.items ?? []).filter(
        (point) => (city === undefined || point.city === city) && (focus === undefined || focus.includes(point.id)),
      ),
    [map.data, city, focus],
  );
  const plane = useMemo(() => fitPlane(points, 1000, Math.max(maxHeight * 1.6, 520)), [points, maxHeight]);
  const planeSize = useMemo(() => ({ width: plane.width, height: plane.height }), [plane]);
  const placed = useMemo(() => points.map((point) => ({ item: point, ...plane.place(point) })), [points, plane]);
  const located = position.state.status === 'located' ? position.state.position : undefined;
  const here = useMemo(() => (located ? plane.place(located) : undefined), [located, plane]);
  // Once the phone knows where it is, the map opens on it, wide enough to show its three nearest stations.
  const target = useMemo((): ViewTarget | undefined => {
    if (!here || !located) return undefined;
    const nearby = nearestTo(
      placed.map(({ item, x, y }) => ({ ...item, x, y })),
      located,
      3,
    );
    const reach = Math.max(
      0,
      ...nearby.map(({ item }) => Math.max(Math.abs(item.x - here.x), Math.abs(item.y - here.y))),
    );
    return { centre: here, width: reach * 3 };
  }, [here, located, placed]);

  const svg = useRef<SVGSVGElement>(null);
  const [frame, element] = useElementSize(planeSize);
  const minWidth = useMemo(() => unitsAcross(plane, CLOSEST_KM), [plane]);
  const { view, pxPerUnit, zoomBy, gestures } = useMapView(planeSize, element, element, svg, {
    target,
    minWidth,
  });
  const unit = (px: number) => px / pxPerUnit;
  const clusters = useMemo(
    () => clusterPlaced(placed, CLUSTER_PX / pxPerUnit, (point) => URGENCY[point.state]),
    [placed, pxPerUnit],
  );
  const nearest = useMemo(() => {
    if (!located) return [];
    const inView = placed.filter(
      ({ x, y }) => x >= view.x && x <= view.x + view.width && y >= view.y && y <= view.y + view.height,
    );
    return nearestTo(
      inView.map(({ item }) => item),
      located,
      NEAREST_COUNT,
    );
  }, [placed, view, located]);
  const singlesInView = clusters.filter(
    (cluster) =>
      cluster.members.length === 1 &&
      cluster.x >= view.x &&
      cluster.x <= view.x + view.width &&
      cluster.y >= view.y &&
      cluster.y <= view.y + view.height,
  ).length;
  const cities = useMemo(
    () =>
      [...new Set((map.data?.items ?? []).map((point) => point.city))].sort().map((value) => ({ value, label: value })),
    [map.data],
  );

  useEffect(() => {
    if (!fullScreen) return;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreen(false);
    };
    window.addEventListener('keydown', leave);
    return () => window.removeEventListener('keydown', leave);
  }, [fullScreen]);

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
  const describe = (point: StationMapPoint) => `${point.city} · ${t(STATE_KEYS[point.state])}`;

  const iconButton = (label: string, icon: ReactNode, onClick: () => void, extra?: object) => (
    <Tooltip title={label}>
      <Button aria-label={label} icon={icon} onClick={onClick} {...extra} />
    </Tooltip>
  );
  const controls = (
    <Space size={8} wrap>
      {phone &&
        iconButton(t('common.map.locate'), <AimOutlined />, position.locate, {
          loading: position.state.status === 'asking',
        })}
      {iconButton(t('common.map.zoomOut'), <MinusOutlined />, () => zoomBy(0.5))}
      {iconButton(t('common.map.zoomIn'), <PlusOutlined />, () => zoomBy(2))}
      {phone &&
        (fullScreen
          ? iconButton(t('common.map.exitFullScreen'), <CompressOutlined />, () => setFullScreen(false))
          : iconButton(t('common.map.fullScreen'), <ExpandOutlined />, () => setFullScreen(true)))}
      {focus && <Button onClick={() => setFocus(undefined)}>{t('common.map.wholeNetwork')}</Button>}
    </Space>
  );
  const citySelect = (
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
      style={{ width: phone ? '100%' : 220 }}
    />
  );
  const legend = (
    <Space wrap size={phone ? 'small' : 'middle'} role="list" aria-label={t('common.map.legend')}>
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
  );
  const drawing = (
    // biome-ignore lint/a11y/useSemanticElements: the drawing holds links, so it is a group; a fieldset cannot draw
    <svg
      ref={svg}
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      role="group"
      aria-label={t('common.map.title')}
      {...gestures}
      style={{
        display: 'block',
        width: '100%',
        // The screen's height below the header, legend and card, as tall as a wide network is flat.
        height: phone
          ? fullScreen
            ? '100%'
            : 'min(58dvh, 520px)'
          : `clamp(360px, calc(100dvh - 260px), ${maxHeight}px)`,
        // The map takes the finger: a drag moves it and a pinch zooms it instead of the page.
        touchAction: 'none',
        background: token.colorBgLayout,
        border: `1px solid ${token.colorBorder}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <MapGrid
        plane={plane}
        view={view}
        pxPerUnit={pxPerUnit}
        markers={clusters}
        markerPx={MARKER_PX.groupRadius + 2}
      />
      {here && (
        <g>
          <title>{t('common.map.youAreHere')}</title>
          <circle cx={here.x} cy={here.y} r={unit(16)} fill={token.colorPrimary} fillOpacity={0.2} />
          <circle
            cx={here.x}
            cy={here.y}
            r={unit(7)}
            fill={token.colorPrimary}
            stroke={token.colorBgContainer}
            strokeWidth={unit(3)}
          />
        </g>
      )}
      <MapMarkers
        clusters={clusters}
        named={singlesInView <= NAMED_AT_MOST}
        pxPerUnit={pxPerUnit}
        colours={colours}
        stationHref={stationHref}
        onOpenGroup={(ids) => setFocus(ids)}
      />
    </svg>
  );

  if (!phone) {
    return (
      <Flex vertical gap={12}>
        <Flex gap={16} wrap align="center" justify="space-between">
          {legend}
          <Space>
            {controls}
            {citySelect}
          </Space>
        </Flex>
        <div ref={frame}>{drawing}</div>
      </Flex>
    );
  }
  const fullScreenStyle: CSSProperties = {
    position: 'fixed',
    inset: 0,
    zIndex: token.zIndexPopupBase,
    padding: 8,
    background: token.colorBgLayout,
  };
  return (
    <Flex vertical gap={12} style={fullScreen ? fullScreenStyle : undefined}>
      {controls}
      {citySelect}
      {!fullScreen && legend}
      <div ref={frame} style={fullScreen ? { flex: '1 1 auto', minHeight: 0 } : undefined}>
        {drawing}
      </div>
      <div style={fullScreen ? { flex: '0 0 auto', maxHeight: '32dvh', overflowY: 'auto' } : undefined}>
        {located ? (
          <NearestList
            stations={nearest}
            stationHref={stationHref}
            describe={describe}
            colourOf={(point) => colours[point.state]}
          />
        ) : (
          // Distances from the network's centre mean nothing to someone standing at a station: ask first.
          <Flex vertical gap={8} align="start">
            <Typography.Text>{t('common.map.askPosition')}</Typography.Text>
            <Button
              type="primary"
              icon={<AimOutlined />}
              loading={position.state.status === 'asking'}
              onClick={position.locate}
            >
              {t('common.map.locate')}
            </Button>
          </Flex>
        )}
      </div>
      {position.state.status === 'unavailable' && (
        <Typography.Text type="secondary">{t('common.map.positionUnavailable')}</Typography.Text>
      )}
    </Flex>
  );
}
