import type { Context } from 'hono';
import { type Domain, domainFor } from '../domain/domain';
import type { AppEnv } from './context';

/** The domain as a request's handler changes it: its network, in the request's language. */
export function domainOf(c: Context<AppEnv>): Domain {
  return domainFor(c.get('deps'), c.get('simulation').engine, c.get('locale'));
}
