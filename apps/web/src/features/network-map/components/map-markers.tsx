import type { StationMapPoint } from '@pcharging/api-client';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Cluster } from '../clusters';
import { STATE_KEYS, type State } from '../map-states';

/** What a marker shows and what a thumb hits, in screen pixels whatever the zoom (WCAG 2.5.5's 44 px target). */
export const MARKER_PX = { radius: 9, groupRadius: 14, hit: 22 } as const;

export interface MapMarkersProps {
  clusters: readonly Cluster<StationMapPoint>[];
  pxPerUnit: number;
  colours: Readonly<Record<State, string>>;
  stationHref: (id: number) => string;
  onOpenGroup: (ids: readonly number[]) => void;
  /** Few enough stations in view to write each one's name beside its marker. */
  named?: boolean;
}

/** A station's marker links to it; a group of stations too close to tell apart opens them on their own. */
export function MapMarkers({ clusters, pxPerUnit, colours, stationHref, onOpenGroup, named = false }: MapMarkersProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const unit = (px: number) => px / pxPerUnit;
  return clusters.map((cluster) => {
    const [first] = cluster.members;
    if (!first) return null;
    const state = first.state;
    const hitArea = <circle cx={cluster.x} cy={cluster.y} r={unit(MARKER_PX.hit)} fill="transparent" />;
    if (cluster.members.length === 1) {
      const label = `${first.name} (${first.city}): ${t(STATE_KEYS[state])}`;
      return (
        <a key={first.id} href={`#${stationHref(first.id)}`} aria-label={label}>
          <title>{label}</title>
          {hitArea}
          <circle
            cx={cluster.x}
            cy={cluster.y}
            r={unit(MARKER_PX.radius)}
            fill={colours[state]}
            stroke={token.colorBgContainer}
            strokeWidth={unit(2)}
          />
          {named && (
            <text
              x={cluster.x + unit(MARKER_PX.radius + 4)}
              y={cluster.y + unit(4)}
              fontSize={unit(12)}
              fill={token.colorText}
              stroke={token.colorBgLayout}
              strokeWidth={unit(3)}
              paintOrder="stroke"
            >
              {first.name}
            </text>
          )}
        </a>
      );
    }
    const label = t('common.map.group', {
      count: cluster.members.length,
      names: cluster.members.map((member) => member.name).join(', '),
    });
    const open = () => onOpenGroup(cluster.members.map((member) => member.id));
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
        {hitArea}
        <circle
          cx={cluster.x}
          cy={cluster.y}
          r={unit(MARKER_PX.groupRadius)}
          fill={colours[state]}
          stroke={token.colorBgContainer}
          strokeWidth={unit(2)}
        />
        <text
          x={cluster.x}
          y={cluster.y + unit(4)}
          textAnchor="middle"
          fontSize={unit(12)}
          fontWeight="bold"
          fill={token.colorTextLightSolid}
        >
          {cluster.members.length}
        </text>
      </g>
    );
  });
}
