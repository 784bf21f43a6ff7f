import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, rewriteAnswers, signInAs, withSimulator } from '../testing/simulator';

withSimulator();
const slow = { timeout: 15_000 };

const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((notice) => notice.textContent);

describe('the texts of failed calls (spec section 8)', () => {
  it('says a refused session (401) failed to authenticate, once, and opens the re-login dialog', async () => {
    const refused = () => Response.json({ code: 401, msg: 'No session', data: null });
    rewriteAnswers({ '/Station/lists': refused, '/Alarm/count': refused });
    await signInAs('admin');
    renderApp('/operator/station');
    expect(
      await screen.findByRole(
        'dialog',
        { name: 'Invalid session, or the session has expired. Please log in again.' },
        slow,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(toasts()).toEqual(['Authentication failed, cannot access system resources']), slow);
  });

  it('shows the server-error text for an empty answer', async () => {
    rewriteAnswers({ '/Station/lists': () => new Response('', { status: 200 }) });
    await signInAs('admin');
    renderApp('/operator/station');
    await waitFor(() => expect(toasts()).toEqual(['Backend interface connection error']), slow);
  });
});
