import { theme } from 'antd';
import { clearOf } from '../label-clearance';
import type { Plane } from '../projection';
import type { ViewBox } from '../use-map-view';

export interface MapGridProps {
  plane: Plane;
  view: ViewBox;
  pxPerUnit: number;
  /** Where the markers stand: a label that would lie under one is left out. */
  markers: readonly { x: number; y: number }[];
  /** A marker's radius and its margin, in screen pixels. */
  markerPx: number;
}

/** A label's size on screen: '120°W' at 12 px, with room to spare. */
const LABEL_PX = { width: 40, height: 16 } as const;

/** The whole-degree lines in view, labelled where their labels fit, in place of the tiles the map goes without. */
export function MapGrid({ plane, view, pxPerUnit, markers, markerPx }: MapGridProps) {
  const { token } = theme.useToken();
  const unit = (px: number) => px / pxPerUnit;
  /** A label whose baseline starts at (x, y) hides no marker. */
  const clear = (x: number, y: number) =>
    clearOf(
      { x, y: y - unit(LABEL_PX.height), width: unit(LABEL_PX.width), height: unit(LABEL_PX.height) },
      markers,
      unit(markerPx),
    );
  const visibleMeridians = plane.meridians
    .map((lng) => ({ lng, x: plane.place({ lng, lat: plane.bounds.north }).x }))
    .filter(({ x }) => x >= view.x && x <= view.x + view.width);
  const visibleParallels = plane.parallels
    .map((lat) => ({ lat, y: plane.place({ lng: plane.bounds.west, lat }).y }))
    .filter(({ y }) => y >= view.y && y <= view.y + view.height);
  // Lines closer on screen than a label is long are labelled every so many (a whole country on an upright phone).
  const labelEvery = (positions: number[], labelPx: number) => {
    const gap = positions.length > 1 ? Math.abs((positions[1] ?? 0) - (positions[0] ?? 0)) * pxPerUnit : labelPx;
    return Math.max(1, Math.ceil(labelPx / gap));
  };
  const meridianLabels = labelEvery(
    visibleMeridians.map(({ x }) => x),
    56,
  );
  const parallelLabels = labelEvery(
    visibleParallels.map(({ y }) => y),
    18,
  );
  return (
    <>
      {visibleMeridians.map(({ lng, x }, index) => (
        <g key={`m${lng}`}>
          <line
            x1={x}
            x2={x}
            y1={view.y}
            y2={view.y + view.height}
            stroke={token.colorBorderSecondary}
            vectorEffect="non-scaling-stroke"
          />
          {index % meridianLabels === 0 && clear(x + unit(4), view.y + view.height - unit(6)) && (
            <text
              x={x + unit(4)}
              y={view.y + view.height - unit(6)}
              fontSize={unit(12)}
              fill={token.colorTextSecondary}
            >
              {`${Math.abs(lng)}°${lng < 0 ? 'W' : 'E'}`}
            </text>
          )}
        </g>
      ))}
      {visibleParallels.map(({ lat, y }, index) => (
        <g key={`p${lat}`}>
          <line
            x1={view.x}
            x2={view.x + view.width}
            y1={y}
            y2={y}
            stroke={token.colorBorderSecondary}
            vectorEffect="non-scaling-stroke"
          />
          {index % parallelLabels === 0 && clear(view.x + unit(4), y - unit(4)) && (
            <text x={view.x + unit(4)} y={y - unit(4)} fontSize={unit(12)} fill={token.colorTextSecondary}>
              {`${Math.abs(lat)}°${lat < 0 ? 'S' : 'N'}`}
            </text>
          )}
        </g>
      ))}
    </>
  );
}
