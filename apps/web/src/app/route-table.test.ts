import { describe, expect, it } from 'vitest';
import { shellRouteFor, shellRoutes } from './route-table';

describe('shell routes', () => {
  it.each([
    ['/home', 'pages.home.title', undefined],
    ['/profile', 'pages.profile.title', undefined],
    ['/system/user/12', 'pages.system.userDetail.title', 'system:user:list'],
    ['/operator/station/ST1/list', 'pages.operator.stationChargers.title', 'operator:pile:list'],
    ['/operator/station/ST1/P7', 'pages.operator.charger.title', 'operator:pile:list'],
    ['/operator/station/ST1/P7/list', 'pages.operator.chargerPorts.title', 'operator:pile:list'],
    ['/operator/station/ST1/P7/2/view', 'pages.operator.portView.title', 'operator:pile:list'],
    ['/operator/price_tmp', 'pages.operator.priceTemplate.title', 'operator:price:list'],
    ['/customer', 'pages.customer.title', 'customer:customer:list'],
  ])('%s is titled %s and needs %s', (pathname, titleKey, permission) => {
    const route = shellRouteFor(pathname);
    expect(route?.titleKey).toBe(titleKey);
    expect(route?.permission).toBe(permission);
  });

  it('knows no route for an unknown path', () => {
    expect(shellRouteFor('/operator')).toBeUndefined();
  });

  it('guards every screen but home, profile and 404', () => {
    const open = shellRoutes.filter((route) => !route.permission).map((route) => route.path);
    expect(open).toEqual(['/home', '/profile', '/404']);
  });
});
