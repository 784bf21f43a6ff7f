import { NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { renderInApp } from '../../testing/render';
import { ZoneNote } from './zone-note';

function signedInTo(network: { timeZone: string; currency: string }) {
  sessionStore.signIn({
    token: 'tok-1',
    user: { id: 7, nickname: 'Ada', username: 'ada', isAdmin: false, roleName: 'Operations' },
    permissions: [],
    menus: [],
    network,
  });
}

describe('ZoneNote', () => {
  it("names the network's zone where the backend sends it", () => {
    signedInTo({ timeZone: 'America/Vancouver', currency: 'CAD' });
    sessionStore.setCapabilities(new Set(['network-settings']));
    renderInApp(<ZoneNote />);
    expect(screen.getByText("Days of the network's time zone (America/Vancouver)")).toBeTruthy();
  });

  it("says the days are the browser's on a backend that does not send its zone", () => {
    signedInTo({ timeZone: 'Europe/Paris', currency: 'USD' });
    sessionStore.setCapabilities(NO_CAPABILITIES);
    renderInApp(<ZoneNote />);
    expect(screen.getByText("Days of your browser's time zone (Europe/Paris)")).toBeTruthy();
  });
});
