import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { menu } from '../../testing/fixtures';
import { LocationProbe, renderRoutes } from '../../testing/render';
import { visibleMenus } from './menu-tree';
import { NavMenu } from './nav-menu';

const items = visibleMenus(
  [
    menu('/operator/station', 'Stations'),
    menu('https://status.example.com/', 'Network status'),
    menu('mailto:ops@example.com', 'Write to operations'),
    menu('tel:+15145550100', 'Call the hotline'),
  ],
  [],
  'en',
);

function renderMenu() {
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <NavMenu items={items} collapsed={false} />
            <LocationProbe />
          </>
        ),
      },
    ],
    '/home',
  );
}

describe('NavMenu', () => {
  it('opens a web page of the menu in a new tab, and mail and phone entries as plain links', () => {
    renderMenu();
    const page = screen.getByRole('link', { name: 'Network status' });
    expect(page.getAttribute('href')).toBe('https://status.example.com/');
    expect(page.getAttribute('target')).toBe('_blank');
    expect(page.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Write to operations' }).getAttribute('href')).toBe(
      'mailto:ops@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call the hotline' }).getAttribute('href')).toBe('tel:+15145550100');
  });

  it('leaves the router where it is for a link out of the app, and follows an entry of the app', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('link', { name: 'Network status' }));
    expect(screen.getByTestId('location').textContent).toBe('/home');
    fireEvent.click(screen.getByText('Stations'));
    expect(screen.getByTestId('location').textContent).toBe('/operator/station');
  });
});
