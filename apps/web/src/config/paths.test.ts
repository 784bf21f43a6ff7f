import { describe, expect, it } from 'vitest';
import { paths, shellScreens } from './paths';

describe('addresses of the registered screens', () => {
  it('fill the route pattern with the ids in order, encoded', () => {
    expect(paths.operator.port.getHref(12, 'AC 04', 3)).toBe('/operator/station/12/AC%2004/3');
    expect(paths.operator.portView.getHref(1, 2, 3)).toBe('/operator/station/1/2/3/view');
    expect(paths.system.user.getHref(7)).toBe('/system/user/7');
  });

  it('open a list on its filters', () => {
    expect(paths.operator.sessions.getHref({ port_id: 9, account: 'priya' })).toBe(
      '/operator/session?port_id=9&account=priya',
    );
    expect(paths.money.orders.getHref()).toBe('/money/order');
  });

  it('register each screen once, with its path and its module', () => {
    const registered = shellScreens.map((screen) => screen.path);
    expect(new Set(registered).size).toBe(registered.length);
    expect(shellScreens.find((screen) => screen.path === paths.operator.charger.path)).toMatchObject({
      module: 'operator/charger',
      permission: 'operator:pile:list',
    });
    expect(shellScreens.find((screen) => screen.path === paths.operator.map.path)?.capability).toBe('map');
  });
});
