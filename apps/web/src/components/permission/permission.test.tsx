import { render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Permission } from './permission';
import { PermissionProvider } from './permission-provider';
import { usePermission } from './use-permission';

function holding(permissions: string[]) {
  return ({ children }: { children: ReactNode }) => (
    <PermissionProvider permissions={permissions}>{children}</PermissionProvider>
  );
}

describe('Permission', () => {
  it('renders its children when the permission is held', () => {
    render(<Permission value="system:user:add">Add user</Permission>, { wrapper: holding(['system:user:add']) });
    expect(screen.getByText('Add user')).toBeTruthy();
  });

  it('removes its children when the permission is missing', () => {
    render(<Permission value="system:user:add">Add user</Permission>, { wrapper: holding(['system:user:list']) });
    expect(screen.queryByText('Add user')).toBeNull();
  });

  it('accepts any key of a list', () => {
    render(<Permission value={['system:user:add', 'system:user:edit']}>Edit</Permission>, {
      wrapper: holding(['system:user:edit']),
    });
    expect(screen.getByText('Edit')).toBeTruthy();
  });

  it('grants everything to the wildcard', () => {
    render(<Permission value="money:order:export">Export</Permission>, { wrapper: holding(['*:*:*']) });
    expect(screen.getByText('Export')).toBeTruthy();
  });

  it('reads only *:*:* as a wildcard, unless the backend offers wider ones', () => {
    const wide = ['operator:station:*'];
    render(<Permission value="operator:station:list">Stations</Permission>, { wrapper: holding(wide) });
    expect(screen.queryByText('Stations')).toBeNull();
    render(
      <PermissionProvider permissions={wide} widerWildcards>
        <Permission value="operator:station:list">Stations</Permission>
      </PermissionProvider>,
    );
    expect(screen.getByText('Stations')).toBeTruthy();
  });

  it('shows the fallback when given one', () => {
    render(
      <Permission value="system:user:add" fallback="Read only">
        Add user
      </Permission>,
      { wrapper: holding([]) },
    );
    expect(screen.getByText('Read only')).toBeTruthy();
  });

  it("throws 'need roles!' without a value", () => {
    // React reports the render error on the console before rethrowing it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => usePermission([]), { wrapper: holding(['*:*:*']) })).toThrow('need roles!');
    expect(() => renderHook(() => usePermission(''), { wrapper: holding(['*:*:*']) })).toThrow('need roles!');
  });
});
