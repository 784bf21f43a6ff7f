import type { Harness } from '@pcharging/simulator/testing';
import { shellRoutes } from '../app/route-table';

/** Every shell route with its parameters filled from the demo network (a user is finance, a role the first). */
export function concretePaths(harness: Harness): string[] {
  const { sqlite } = harness.database;
  const port = sqlite
    .prepare(
      `SELECT po.station_id AS station, po.pile_id AS charger, po.id AS port FROM ports po
       JOIN piles p ON p.id = po.pile_id WHERE p.audit_status = 3 ORDER BY po.id LIMIT 1`,
    )
    .get() as { station: number; charger: number; port: number };
  const user = sqlite.prepare(`SELECT id FROM admin_users WHERE username = 'finance'`).get() as { id: number };
  const role = sqlite.prepare('SELECT id FROM roles ORDER BY id LIMIT 1').get() as { id: number };
  const values: Record<string, number> = { id: port.station, chargerId: port.charger, portId: port.port };
  return shellRoutes
    .filter((route) => route.module !== 'not-found')
    .map((route) => {
      const id = route.path.startsWith('/system/user/')
        ? user.id
        : route.path.startsWith('/system/role/')
          ? role.id
          : undefined;
      return route.path.replace(/:(\w+)/g, (_, name: string) => String(name === 'id' && id ? id : values[name]));
    });
}
