import type { Capability } from '@pcharging/api-client';
import { hasPermission } from '@pcharging/validation';
import { isPublicPath, paths } from '../config/paths';
import { offeredIn } from '../lib/capabilities';

export interface GuardInput {
  pathname: string;
  search: string;
  session: {
    token: string | null;
    loaded: boolean;
    permissions: readonly string[];
    /** What the backend offers; null before it was asked (read as nothing). */
    capabilities: ReadonlySet<Capability> | null;
  };
  /** First leaf of the user's visible menu. */
  firstMenuPath: string | undefined;
  /** Permission the matched route needs, if any. */
  requiredPermission: string | undefined;
  /** The extension of the legacy API the matched route needs, if any. */
  requiredCapability?: Capability | undefined;
}

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but permissions and menus are not confirmed yet: fetch the user, then decide again. */
  | { kind: 'restore' };

/** The navigation guard of spec section 2, as a decision about one location. */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { pathname, search, session } = input;
  if (isPublicPath(pathname)) return { kind: 'allow' };
  if (!session.token) return { kind: 'redirect', to: paths.login.getHref(`${pathname}${search}`) };
  if (!session.loaded) return { kind: 'restore' };
  if (pathname === paths.root.path) return { kind: 'redirect', to: input.firstMenuPath ?? paths.home.path };
  const offered = offeredIn(session);
  const rules = { widerWildcards: offered.has('permission-wildcards') };
  if (input.requiredPermission && !hasPermission(session.permissions, input.requiredPermission, rules)) {
    return { kind: 'redirect', to: paths.notFound.path };
  }
  if (input.requiredCapability && !offered.has(input.requiredCapability)) {
    return { kind: 'redirect', to: paths.notFound.path };
  }
  return { kind: 'allow' };
}
