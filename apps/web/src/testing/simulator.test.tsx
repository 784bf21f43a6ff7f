import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs, withSimulator } from './simulator';

const simulator = withSimulator();

describe('the in-process simulator for screen tests', () => {
  it('signs in through the real client and renders a screen with seeded data', async () => {
    await signInAs('admin');
    renderApp('/money/order');
    expect(await screen.findAllByText(/^PC\d{15}$/, undefined, { timeout: 20_000 })).not.toHaveLength(0);
    expect(simulator.calls).toContain('/Order/lists');
  }, 30_000);
});
