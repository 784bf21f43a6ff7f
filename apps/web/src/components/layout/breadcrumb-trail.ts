import { matchRoutes } from 'react-router-dom';
import type { TextKey } from '../../lib/catalogue-types';

export interface TitledPath {
  path: string;
  titleKey: TextKey;
}

export type Crumb =
  | { path: string; titleKey: TextKey; isPage: boolean }
  /** An id segment: the record's name once known, else the id as it is in the address. */
  | { path: string; text: string; isPage: boolean };

function isParamSegment(pattern: string): boolean {
  return pattern.split('/').at(-1)?.startsWith(':') ?? false;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Breadcrumbs derived from the path: each prefix that is a screen shows its title, a prefix whose last segment
 * is an id shows the id, and a section prefix (`/operator`) shows the section's title.
 */
export function breadcrumbTrail(
  pathname: string,
  routes: readonly TitledPath[],
  sections: Readonly<Record<string, TextKey>>,
): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const route = matchRoutes([...routes], path)?.[0]?.route;
    if (route && isParamSegment(route.path)) return { path, text: safeDecode(segment), isPage: true };
    if (route) return { path, titleKey: route.titleKey, isPage: true };
    const section = sections[path];
    return section ? { path, titleKey: section, isPage: false } : { path, text: safeDecode(segment), isPage: false };
  });
}

/** The trail with each id replaced by the name of its record, where a screen has told it. */
export function namedTrail(crumbs: readonly Crumb[], names: ReadonlyMap<string, string>): Crumb[] {
  return crumbs.map((crumb) => {
    const name = 'text' in crumb ? names.get(crumb.path) : undefined;
    return name ? { ...crumb, text: name } : crumb;
  });
}
