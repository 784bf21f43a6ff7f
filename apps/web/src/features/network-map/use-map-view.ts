import { type PointerEvent, type RefObject, type SyntheticEvent, useCallback, useMemo, useRef, useState } from 'react';

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Size {
  width: number;
  height: number;
}

interface Point {
  x: number;
  y: number;
}

/** A finger that moves less than this is tapping, not dragging the map. */
const DRAG_THRESHOLD_PX = 6;

/** The whole plane, widened or heightened to the element's shape so that nothing is cut off. */
export function fitView(plane: Size, element: Size): ViewBox {
  const aspect = element.height / element.width;
  const width = plane.height / plane.width > aspect ? plane.height / aspect : plane.width;
  const height = width * aspect;
  return { x: (plane.width - width) / 2, y: (plane.height - height) / 2, width, height };
}

/** How close the map may come and where it may go: the whole plane at most, `minWidth` across at least. */
export interface ViewLimits {
  fit: ViewBox;
  plane: Size;
  minWidth: number;
}

/** A view of `width` centred on `centre`, within the zoom's limits and with its centre on the plane. */
export function viewAround(centre: Point, width: number, { fit, plane, minWidth }: ViewLimits): ViewBox {
  const clamped = Math.min(fit.width, Math.max(Math.min(minWidth, fit.width), width));
  const height = clamped * (fit.height / fit.width);
  const x = Math.min(plane.width, Math.max(0, centre.x));
  const y = Math.min(plane.height, Math.max(0, centre.y));
  return { x: x - clamped / 2, y: y - height / 2, width: clamped, height };
}

/** The view zoomed by `factor` (2 is twice as close) keeping the point `about` where it is on screen. */
export function zoomView(view: ViewBox, factor: number, about: Point, limits: ViewLimits): ViewBox {
  const width = Math.min(limits.fit.width, Math.max(Math.min(limits.minWidth, limits.fit.width), view.width / factor));
  const kept = width / view.width;
  const centre = {
    x: about.x + (view.x + view.width / 2 - about.x) * kept,
    y: about.y + (view.y + view.height / 2 - about.y) * kept,
  };
  return viewAround(centre, width, limits);
}

export interface MapView {
  view: ViewBox;
  /** Screen pixels per unit of the plane at this zoom. */
  pxPerUnit: number;
  zoomBy(factor: number): void;
  /** Handlers for the drawing: drag to move, pinch to zoom; a drag's end is not taken for a tap on a marker. */
  gestures: {
    onPointerDown(event: PointerEvent<SVGSVGElement>): void;
    onPointerMove(event: PointerEvent<SVGSVGElement>): void;
    onPointerUp(event: PointerEvent<SVGSVGElement>): void;
    onPointerCancel(event: PointerEvent<SVGSVGElement>): void;
    onClickCapture(event: SyntheticEvent): void;
  };
}

export interface ViewTarget {
  centre: Point;
  width: number;
}

/**
 * The part of the plane a drawing shows, moved by drag and pinch and by the zoom buttons: of the `shape` given (the
 * drawing's own on a phone, whose height is set; the plane's on a desk, where the drawing takes the plane's shape),
 * scaled to the `element`'s drawn size. It starts from `target` (where the phone is) or else the whole plane, and
 * again whenever either changes, or the plane (another city), or the shape (a turned phone).
 */
export function useMapView(
  plane: Size,
  shape: Size,
  element: Size,
  svg: RefObject<SVGSVGElement | null>,
  { target, minWidth }: { target?: ViewTarget; minWidth: number },
): MapView {
  const limits = useMemo(() => ({ fit: fitView(plane, shape), plane, minWidth }), [plane, shape, minWidth]);
  const start = useMemo(
    () => (target ? viewAround(target.centre, target.width, limits) : limits.fit),
    [target, limits],
  );
  // A new start replaces the moved view in the same render (no frame of the old view over the new plane).
  const [shown, setShown] = useState({ start, view: start });
  if (shown.start !== start) setShown({ start, view: start });
  const view = shown.start === start ? shown.view : start;
  const setView = useCallback(
    (next: (current: ViewBox) => ViewBox) => setShown((current) => ({ ...current, view: next(current.view) })),
    [],
  );
  const pxPerUnit = Math.min(element.width / view.width, element.height / view.height);
  const scale = useRef(pxPerUnit);
  scale.current = pxPerUnit;
  const pointers = useRef(new Map<number, Point>());
  const moved = useRef({ distance: 0, dragged: false });

  const toPlane = useCallback(
    (clientX: number, clientY: number): Point | undefined => {
      const matrix = svg.current?.getScreenCTM?.();
      if (!matrix) return undefined;
      const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
      return { x: point.x, y: point.y };
    },
    [svg],
  );

  const release = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
  };

  return {
    view,
    pxPerUnit,
    zoomBy: (factor) =>
      setView((current) =>
        zoomView(current, factor, { x: current.x + current.width / 2, y: current.y + current.height / 2 }, limits),
      ),
    gestures: {
      onPointerDown(event) {
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (pointers.current.size === 1) moved.current = { distance: 0, dragged: false };
      },
      onPointerMove(event) {
        const last = pointers.current.get(event.pointerId);
        if (!last) return;
        const next = { x: event.clientX, y: event.clientY };
        pointers.current.set(event.pointerId, next);
        if (pointers.current.size === 1) {
          moved.current.distance += Math.hypot(next.x - last.x, next.y - last.y);
          if (moved.current.distance < DRAG_THRESHOLD_PX) return;
          // Only a drag takes the pointer: a tap must still reach the marker under it.
          if (!moved.current.dragged) event.currentTarget.setPointerCapture?.(event.pointerId);
          moved.current.dragged = true;
          const dx = (last.x - next.x) / scale.current;
          const dy = (last.y - next.y) / scale.current;
          setView((current) =>
            viewAround(
              { x: current.x + current.width / 2 + dx, y: current.y + current.height / 2 + dy },
              current.width,
              limits,
            ),
          );
          return;
        }
        const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
        if (!other) return;
        const before = Math.hypot(last.x - other.x, last.y - other.y);
        const after = Math.hypot(next.x - other.x, next.y - other.y);
        const about = toPlane((next.x + other.x) / 2, (next.y + other.y) / 2);
        moved.current.dragged = true;
        if (before > 0 && about) setView((current) => zoomView(current, after / before, about, limits));
      },
      onPointerUp: release,
      onPointerCancel: release,
      onClickCapture(event) {
        if (!moved.current.dragged) return;
        event.preventDefault();
        event.stopPropagation();
        moved.current.dragged = false;
      },
    },
  };
}
