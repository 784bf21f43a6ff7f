import { describe, expect, it } from 'vitest';
import { menu } from '../../testing/fixtures';
import { activeMenuPath, firstLeafPath, menuLeaves, menuTitle, visibleMenus } from './menu-tree';

const tree = [
  menu('/metadata', 'Data', {
    children: [
      menu('/metadata/overview', 'Overview', {}, 'metadata:overview:view'),
      menu('/metadata/income', 'Income', {}, 'metadata:income:view'),
    ],
  }),
  menu('/system', 'System', {
    children: [
      menu('/system/user', 'Users', {}, 'system:user:list'),
      menu('/system/log', 'Log', { hidden: true }, 'system:log:list'),
    ],
  }),
  menu('/customer', 'Customers', {}, 'customer:customer:list'),
];

describe('visibleMenus', () => {
  it('keeps only the items whose role is held and drops parents left empty', () => {
    const visible = visibleMenus(tree, ['metadata:income:view'], 'en');
    expect(visible).toEqual([
      {
        path: '/metadata',
        title: 'Data',
        icon: undefined,
        external: false,
        children: [{ path: '/metadata/income', title: 'Income', icon: undefined, children: [], external: false }],
      },
    ]);
  });

  it('drops hidden items even when the wildcard grants everything', () => {
    const visible = visibleMenus(tree, ['*:*:*'], 'en');
    expect(visible.map((item) => item.path)).toEqual(['/metadata', '/system', '/customer']);
    expect(visible[1]?.children.map((item) => item.path)).toEqual(['/system/user']);
  });

  it('drops a parent whose only child is hidden', () => {
    const onlyHidden = [menu('/system', 'System', { children: [menu('/system/log', 'Log', { hidden: true })] })];
    expect(visibleMenus(onlyHidden, ['*:*:*'], 'en')).toEqual([]);
  });

  it('reads only *:*:* as a wildcard, unless told the backend offers wider ones', () => {
    const held = ['metadata:*:*'];
    expect(visibleMenus(tree, held, 'en')).toEqual([]);
    expect(visibleMenus(tree, held, 'en', { widerWildcards: true }).map((item) => item.path)).toEqual(['/metadata']);
  });

  it('drops the entries the app cannot open on this backend', () => {
    const visible = visibleMenus(tree, ['*:*:*'], 'en', { opens: (path) => path !== '/metadata/income' });
    expect(menuLeaves(visible).map((item) => item.path)).toEqual(['/metadata/overview', '/system/user', '/customer']);
  });

  it('keeps items without a role for everyone', () => {
    expect(visibleMenus([menu('/home', 'Home')], [], 'en').map((item) => item.path)).toEqual(['/home']);
  });

  it('joins relative child paths to their parent', () => {
    const relative = [menu('/money', 'Money', { children: [menu('order', 'Orders')] })];
    expect(menuLeaves(visibleMenus(relative, [], 'en')).map((item) => item.path)).toEqual(['/money/order']);
  });

  it('keeps links out of the app as they are, under any parent', () => {
    const links = [
      menu('/ext', 'Elsewhere', {
        children: [
          menu('https://status.example.com/', 'Status'),
          menu('mailto:ops@example.com', 'Mail'),
          menu('tel:+15145550100', 'Phone'),
          menu('help', 'Help'),
        ],
      }),
    ];
    expect(menuLeaves(visibleMenus(links, [], 'en')).map(({ path, external }) => [path, external])).toEqual([
      ['https://status.example.com/', true],
      ['mailto:ops@example.com', true],
      ['tel:+15145550100', true],
      ['/ext/help', false],
    ]);
  });

  it('titles each item in the current language, falling back to title', () => {
    const item = menu('/operator/station', 'Stations');
    item.meta = { ...item.meta, title_fr: 'Stations (FR)', 'title_zh-cn': '电站列表', title_en: 'Station list' };
    expect(visibleMenus([item], [], 'fr')[0]?.title).toBe('Stations (FR)');
    expect(visibleMenus([item], [], 'zh-cn')[0]?.title).toBe('电站列表');
    expect(visibleMenus([item], [], 'en')[0]?.title).toBe('Station list');
    expect(menuTitle({ title: 'Plain' }, 'fr')).toBe('Plain');
    expect(menuTitle({ title: 'Plain', title_fr: '  ' }, 'fr')).toBe('Plain');
  });
});

describe('firstLeafPath', () => {
  it('walks depth first', () => {
    expect(firstLeafPath(visibleMenus(tree, ['*:*:*'], 'en'))).toBe('/metadata/overview');
    expect(firstLeafPath(visibleMenus(tree, ['customer:customer:list'], 'en'))).toBe('/customer');
  });

  it('passes over links out of the app', () => {
    const items = visibleMenus([menu('https://status.example.com/', 'Status'), menu('/home', 'Home')], [], 'en');
    expect(firstLeafPath(items)).toBe('/home');
  });

  it('is undefined for an empty menu', () => {
    expect(firstLeafPath([])).toBeUndefined();
  });
});

describe('activeMenuPath', () => {
  const items = visibleMenus(
    [menu('/operator', 'Operator', { children: [menu('/operator/station', 'Stations')] })],
    [],
    'en',
  );

  it('selects the menu entry covering a detail path and opens its parents', () => {
    expect(activeMenuPath(items, '/operator/station/12/3')).toEqual({
      selected: '/operator/station',
      open: ['/operator'],
    });
  });

  it('does not treat a shared prefix as an ancestor', () => {
    expect(activeMenuPath(items, '/operator/stationery').selected).toBeUndefined();
  });
});
