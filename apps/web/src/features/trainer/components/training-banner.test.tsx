import { TEST_SIM_KEY } from '@pcharging/simulator/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { renderInApp } from '../../../testing/render';
import { withSimulator } from '../../../testing/simulator';
import { simKey } from '../sim-key';
import { TrainingBanner } from './training-banner';

const simulator = withSimulator();
const LONG = { timeout: 15_000 };

function renderBanner(sandbox: string | undefined) {
  return renderInApp(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <TrainingBanner sandbox={sandbox} />
    </QueryClientProvider>,
  );
}

afterEach(() => changeLocale('en'));

describe('training banner', () => {
  it('is not shown outside a sandbox', () => {
    renderBanner(undefined);
    expect(screen.queryByTestId('training-banner')).toBeNull();
  });

  it('names the training network while no scenario is loaded', async () => {
    renderBanner('alice');
    expect(await screen.findByText('Training network alice', undefined, LONG)).toBeTruthy();
    expect(screen.getByRole('note')).toBeTruthy();
  });

  it('names the loaded scenario in the reader’s language', async () => {
    const loaded = await simulator.harness.app.request('/__sim/scenarios/stuck-session', {
      method: 'POST',
      headers: { 'Accept-Language': 'fr', 'x-sim-key': TEST_SIM_KEY },
    });
    const run: { title: string } = await loaded.json();
    await act(() => changeLocale('fr'));
    // The trainee was given the network's key, in this tab.
    simKey.set(TEST_SIM_KEY);
    renderBanner('alice');
    expect(await screen.findByText(`Réseau de formation alice — ${run.title}`, undefined, LONG)).toBeTruthy();
    // The app loads antd's French with the language; the file must not end while that import is under way.
    await act(async () => {
      await import('antd/es/locale/fr_FR');
    });
  });
});
