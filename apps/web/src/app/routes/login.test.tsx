import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { captchaImage, fakeBackend, ok } from '../../testing/fake-backend';
import { loginAnswer } from '../../testing/fixtures';
import { LocationProbe, renderRoutes } from '../../testing/render';
import { LoginRoute } from './login';

function renderLogin(path: string) {
  return renderRoutes(
    [
      { path: '/login', Component: LoginRoute },
      { path: '*', Component: LocationProbe },
    ],
    path,
  );
}

function fillAndSubmit(captcha: string) {
  fireEvent.change(screen.getByLabelText('Account'), { target: { value: ' ada ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'S3cret!pw' } });
  fireEvent.change(screen.getByLabelText('Captcha'), { target: { value: captcha } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('shows field errors of a rejected sign-in, renews the captcha, then signs in and follows the redirect', async () => {
    let attempts = 0;
    const backend = fakeBackend({
      '/Base/verification_code': captchaImage,
      '/Admin_user/login': () => {
        attempts += 1;
        return attempts === 1
          ? { code: 1001, msg: 'Invalid input', data: { errors: [{ field: 'code', message: 'Invalid captcha' }] } }
          : ok(loginAnswer());
      },
    });
    renderLogin(`/login?redirect=${encodeURIComponent('/system/user?page=2')}`);

    expect(await screen.findByAltText('captcha')).toBeTruthy();
    expect(screen.getByText(/Only authorized users may log in/)).toBeTruthy();

    fillAndSubmit('0000');
    expect(await screen.findByText('Invalid captcha')).toBeTruthy();
    await waitFor(() => expect(backend.count('/Base/verification_code')).toBe(2));
    expect((screen.getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
    expect(document.querySelector('.ant-message-notice')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fillAndSubmit('1234');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/system/user?page=2'));
    expect(sessionStore.getState()).toMatchObject({ token: 'tok-123', loaded: true });
    expect(window.localStorage.getItem('pcharging.remembered-account')).toBe('ada');
  });

  it("toasts the server's message for a wrong password", async () => {
    fakeBackend({
      '/Base/verification_code': captchaImage,
      '/Admin_user/login': () => ({ code: 1003, msg: 'Wrong account or password', data: null }),
    });
    renderLogin('/login');
    await screen.findByAltText('captcha');
    fillAndSubmit('1234');
    expect(await screen.findByText('Wrong account or password')).toBeTruthy();
  });

  it('ignores a redirect that leaves the app', async () => {
    fakeBackend({ '/Base/verification_code': captchaImage, '/Admin_user/login': () => ok(loginAnswer()) });
    renderLogin(`/login?redirect=${encodeURIComponent('https://evil.example/')}`);
    await screen.findByAltText('captcha');
    fillAndSubmit('1234');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('prefills a remembered account and tells about an expired session', async () => {
    fakeBackend({ '/Base/verification_code': captchaImage });
    window.localStorage.setItem('pcharging.remembered-account', 'ada');
    sessionStore.noteExpired();
    renderLogin('/login');
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('ada');
    expect(screen.getByText('Your login session has expired. Please sign in again.')).toBeTruthy();
  });

  it('explains how a forgotten password is reset', async () => {
    fakeBackend({ '/Base/verification_code': captchaImage });
    renderLogin('/login');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByText(/reset by an administrator/)).toBeTruthy();
  });

  it('asks for every field before calling the server, and clears a problem once the field is filled', async () => {
    const backend = fakeBackend({ '/Base/verification_code': captchaImage });
    renderLogin('/login');
    await screen.findByAltText('captcha');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.getByText('Please enter Account')).toBeTruthy();
    expect(screen.getByText('Please enter Password')).toBeTruthy();
    expect(screen.getByText('Please enter Captcha')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Account'));
    expect(screen.getByLabelText('Account').getAttribute('aria-invalid')).toBe('true');
    expect(backend.count('/Admin_user/login')).toBe(0);

    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'ada' } });
    expect(screen.queryByText('Please enter Account')).toBeNull();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: '  ' } });
    expect(screen.getByText('Please enter Account')).toBeTruthy();
  });

  it('shows the typed password on request', async () => {
    fakeBackend({ '/Base/verification_code': captchaImage });
    renderLogin('/login');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show characters' });
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(password.type).toBe('password');
  });

  it('labels each field once, as the end-to-end tests find them by a part of their label', async () => {
    fakeBackend({ '/Base/verification_code': captchaImage });
    renderLogin('/login');
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();
    for (const label of [/account/i, /password/i, /captcha/i]) {
      expect(screen.getAllByLabelText(label)).toHaveLength(1);
    }
  });
});
