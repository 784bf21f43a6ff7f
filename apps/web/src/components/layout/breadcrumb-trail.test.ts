import { describe, expect, it } from 'vitest';
import { breadcrumbTrail, namedTrail, type TitledPath } from './breadcrumb-trail';

const routes: TitledPath[] = [
  { path: '/home', titleKey: 'pages.home.title' },
  { path: '/operator/station', titleKey: 'pages.operator.station.title' },
  { path: '/operator/station/:id', titleKey: 'pages.operator.stationDetail.title' },
  { path: '/operator/station/:id/list', titleKey: 'pages.operator.stationChargers.title' },
];
const sections = { '/operator': 'pages.section.operator' } as const;

describe('breadcrumbTrail', () => {
  it('titles screens and sections and shows ids as they are', () => {
    expect(breadcrumbTrail('/operator/station/ST%2001/list', routes, sections)).toEqual([
      { path: '/operator', titleKey: 'pages.section.operator', isPage: false },
      { path: '/operator/station', titleKey: 'pages.operator.station.title', isPage: true },
      { path: '/operator/station/ST%2001', text: 'ST 01', isPage: true },
      { path: '/operator/station/ST%2001/list', titleKey: 'pages.operator.stationChargers.title', isPage: true },
    ]);
  });

  it('is one crumb for a top-level screen', () => {
    expect(breadcrumbTrail('/home', routes, sections)).toEqual([
      { path: '/home', titleKey: 'pages.home.title', isPage: true },
    ]);
  });

  it('shows the name of a record its page has told, and the id until then', () => {
    const trail = breadcrumbTrail('/operator/station/19/list', routes, sections);
    const names = new Map([['/operator/station/19', 'Montréal Centre']]);
    expect(namedTrail(trail, names).map((crumb) => ('text' in crumb ? crumb.text : crumb.titleKey))).toEqual([
      'pages.section.operator',
      'pages.operator.station.title',
      'Montréal Centre',
      'pages.operator.stationChargers.title',
    ]);
    expect(namedTrail(trail, new Map())).toEqual(trail);
  });
});
