import type { AuditParams } from '@pcharging/api-client';
import type { Context } from 'hono';
import { type Domain, domainFor } from '../domain/domain';
import type { ReviewDecision } from '../domain/review-decision';
import type { Actor } from '../domain/system/system-users';
import { widerWildcards } from '../lib/backend-profile';
import type { AppEnv } from './context';
import { requireSession } from './wire';

/** The domain as a request's handler changes it: its network, in the request's language. */
export function domainOf(c: Context<AppEnv>): Domain {
  return domainFor(c.get('deps'), c.get('simulation').engine, c.get('locale'));
}

/** Who signed in to make the request, with what they hold read as this backend reads permissions. */
export function actorOf(c: Context<AppEnv>): Actor {
  const session = requireSession(c);
  const { userId, tokenHash, permissions } = session;
  return { userId, tokenHash, permissions, rules: { widerWildcards: widerWildcards(c.get('deps').config) } };
}

/** An audit request's decision, made by whoever signed in to send it. */
export function reviewDecisionOf(c: Context<AppEnv>, params: AuditParams): ReviewDecision {
  return { approve: params.approve === 1, reason: params.reason ?? '', reviewerId: requireSession(c).userId };
}
