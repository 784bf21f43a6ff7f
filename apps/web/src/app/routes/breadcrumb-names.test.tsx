import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from '../../testing/simulator';

const simulator = withSimulator();
const slow = { timeout: 30_000 };
const sql = () => simulator.harness.database.sqlite;

const breadcrumbs = () => screen.getByRole('navigation', { name: 'Breadcrumbs' });

async function trailReads(expected: readonly string[]): Promise<void> {
  await waitFor(() => {
    const crumbs = within(breadcrumbs())
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace(/\/\s*$/, '').trim());
    expect(crumbs).toEqual(expected);
  }, slow);
}

// Each test renders the whole app against the simulator; on the shared two-core machine that takes 20–40 s.
describe('breadcrumbs', () => {
  it("name the station, charger and port of a port's page instead of their ids", async () => {
    const port = sql()
      .prepare(
        'select q.id, q.code, p.id as pile_id, p.name as pile_name, s.id as station_id, s.name as station_name from ports q join piles p on p.id = q.pile_id join stations s on s.id = p.station_id order by q.id limit 1',
      )
      .get() as {
      id: number;
      code: string;
      pile_id: number;
      pile_name: string;
      station_id: number;
      station_name: string;
    };
    await signInAs('admin');
    renderApp(`/operator/station/${port.station_id}/${port.pile_id}/${port.id}`);
    await trailReads(['Operations', 'Station List', port.station_name, port.pile_name, port.code]);
  }, 90_000);

  it('name a role and a user by their names', async () => {
    const role = sql().prepare("select id, name from roles where code = 'operations'").get() as {
      id: number;
      name: string;
    };
    await signInAs('admin');
    const { router } = renderApp(`/system/role/${role.id}`);
    await trailReads(['System management', 'Role Management', role.name]);

    const ops = sql().prepare("select id from admin_users where username = 'ops'").get() as { id: number };
    await router.navigate(`/system/user/${ops.id}`);
    await trailReads(['System management', 'Account Management', 'Olivia Park (ops)']);
  }, 90_000);
});
