import { domainFor } from './domain/domain';
import { reseedNetwork } from './domain/network/network-content';
import type { Simulation } from './fleet/simulation';
import type { AppDependencies } from './http/context';

/**
 * A public demo goes back to its seed every `minutes` real minutes, whatever visitors did to it (their sessions end
 * with it). Returns the way to stop the schedule.
 */
export function schedulePublicDemoResets(
  deps: AppDependencies,
  simulation: Simulation,
  minutes: number,
  log: (message: string) => void,
): () => void {
  if (minutes <= 0) return () => undefined;
  let resetting = false;
  const timer = setInterval(() => {
    if (resetting) return;
    resetting = true;
    const started = performance.now();
    const domain = domainFor(deps, simulation.engine, 'en');
    reseedNetwork(domain, { profile: deps.config.seedProfile, seedNumber: simulation.seed })
      .then(() => {
        simulation.engine.reload(simulation.seed);
        log(`public demo reset to its seed in ${Math.round(performance.now() - started)} ms`);
      })
      .catch((error: unknown) => log(`public demo reset failed: ${error instanceof Error ? error.message : error}`))
      .finally(() => {
        resetting = false;
      });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
