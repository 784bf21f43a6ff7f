import { describe, expect, it } from 'vitest';
import { menuIcon, menuIconName } from './menu-icon';

describe('menu icons', () => {
  it('reads antd names and legacy names alike', () => {
    expect(menuIconName('BarChartOutlined')).toBe('barchart');
    expect(menuIconName('icon-dashboard')).toBe('dashboard');
    expect(menuIconName('ThunderboltFilled')).toBe('thunderbolt');
  });

  it('shows no icon for an unknown name', () => {
    expect(menuIcon('UnheardOfOutlined')).toBeUndefined();
    expect(menuIcon(undefined)).toBeUndefined();
    expect(menuIcon('TransactionOutlined')).toBeDefined();
  });
});
