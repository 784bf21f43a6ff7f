import type { Capability } from '@pcharging/api-client';
import { matchRoutes } from 'react-router-dom';
import { type ScreenMeta, type ShellScreen, shellScreens } from '../config/paths';
import type { TextKey } from '../lib/catalogue-types';

/** What a shell route tells the layout and the guard (its route handle). */
export type RouteMeta = Pick<ScreenMeta, 'titleKey' | 'permission' | 'capability'>;

export type ShellRoute = ShellScreen;

/** The shell's children (spec section 2), as `config/paths.ts` registers them. */
export const shellRoutes: readonly ShellRoute[] = shellScreens;

/** Titles of the path prefixes that are not screens themselves, for breadcrumbs. */
export const sectionTitleKeys: Readonly<Record<string, TextKey>> = {
  '/metadata': 'pages.section.metadata',
  '/system': 'pages.section.system',
  '/operator': 'pages.section.operator',
  '/money': 'pages.section.money',
};

/** The shell route a path opens, if any, ranked as the router ranks them (`list` beats `:chargerId`). */
export function shellRouteFor(pathname: string): ShellRoute | undefined {
  return matchRoutes([...shellRoutes], pathname)?.[0]?.route;
}

/** Whether the backend offers what the screen at a path needs; a path that is no screen needs nothing. */
export function routeOffered(pathname: string, offered: ReadonlySet<Capability>): boolean {
  const capability = shellRouteFor(pathname)?.capability;
  return capability === undefined || offered.has(capability);
}
