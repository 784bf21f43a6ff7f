import { useMatches } from 'react-router-dom';
import type { RouteMeta } from './route-table';

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteMeta).titleKey === 'string';
}

/** The meta of the deepest matched route that has one. */
export function useRouteMeta(): RouteMeta | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteMeta)
    .at(-1);
}
