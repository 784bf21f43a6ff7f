import { TEST_SIM_KEY } from '@pcharging/simulator/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { simKey } from '../../features/trainer/sim-key';
import { changeLocale } from '../../lib/i18n';
import { renderApp, withSimulator } from '../../testing/simulator';
import { firstTableRow } from '../../testing/table-rows';

const simulator = withSimulator();
const LONG = { timeout: 15_000 };
const withKey = { 'x-sim-key': TEST_SIM_KEY };

interface ScenarioSummary {
  name: string;
  title: string;
}

/** What the control surface itself answers, in a language: the reference the screen must show. */
async function scenariosIn(locale: string): Promise<ScenarioSummary[]> {
  const answer = await simulator.harness.app.request('/__sim/scenarios', {
    headers: { 'Accept-Language': locale, ...withKey },
  });
  const body: { items: ScenarioSummary[] } = await answer.json();
  return body.items;
}

type Handler = (request: Request) => Response | Promise<Response | undefined> | undefined;

/** Answers some control calls itself and lets every other call through to the simulator. */
function stubControl(handle: Handler) {
  const passThrough = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      return (await handle(request.clone())) ?? passThrough(request);
    }),
  );
}

const pathOf = (request: Request) => new URL(request.url).pathname;

async function confirmDialog() {
  const dialog = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation dialog');
    return found;
  }, LONG);
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
}

const openConsole = async () => {
  renderApp('/trainer');
  expect(await screen.findByRole('heading', { level: 1, name: 'Trainer console' }, LONG)).toBeTruthy();
  return screen.findByRole('heading', { level: 2, name: 'Clock' }, LONG);
};

// The trainer typed the simulator's key in this tab.
beforeEach(() => simKey.set(TEST_SIM_KEY));
afterEach(() => changeLocale('en'));

describe('trainer console', () => {
  it('lists the scenarios in French with their French briefings, and hides sandboxes on a network without them', async () => {
    await act(() => changeLocale('fr'));
    const [first] = await scenariosIn('fr');
    const [firstInEnglish] = await scenariosIn('en');
    const { queryClient } = renderApp('/trainer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Console du formateur' }, LONG)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: first?.title }, LONG)).toBeTruthy();
    expect(first?.title).not.toBe(firstInEnglish?.title);
    expect(screen.queryByText(firstInEnglish?.title ?? '')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Pannes' })).toBeTruthy();
    // The test simulator keeps no sandboxes: its surface answers 404 and the section is not offered.
    await waitFor(() => expect(simulator.calls).toContain('/__sim/sandboxes'), LONG);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0), LONG);
    expect(screen.queryByRole('tab', { name: 'Bacs à sable' })).toBeNull();
  }, 60_000);

  it('loads a scenario, shows the trainee’s task, and a check lists what is not solved yet', async () => {
    await openConsole();
    expect(await screen.findByText('No scenario is loaded on this network.', undefined, LONG)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Load Stuck session' }, LONG));
    await confirmDialog();
    expect(await screen.findByText('“Stuck session” is loaded', undefined, LONG)).toBeTruthy();
    const run = screen.getByRole('heading', { level: 2, name: 'Current scenario' }).closest('.ant-card') as HTMLElement;
    expect(await within(run).findByRole('heading', { level: 3, name: 'Stuck session' }, LONG)).toBeTruthy();
    expect(within(run).getByText(/find the stuck session on port/i)).toBeTruthy();
    expect(within(run).getByText('Not checked')).toBeTruthy();

    fireEvent.click(within(run).getByRole('button', { name: 'Check' }));
    const findings = await within(run).findByRole('list', { name: 'Findings' }, LONG);
    expect(within(run).getByText('Not solved yet.')).toBeTruthy();
    expect(within(findings).getAllByRole('img', { name: 'Not passed' }).length).toBeGreaterThan(0);
    expect(within(findings).getAllByRole('listitem').length).toBeGreaterThan(1);
    expect(await within(run).findByText('Not solved yet', undefined, LONG)).toBeTruthy();
  }, 60_000);

  it('pauses and resumes the clock', async () => {
    const clock = {
      now: Date.UTC(2026, 0, 15, 9),
      timeZone: 'America/Toronto',
      speed: 60,
      paused: false,
      controllable: true,
      engineRunning: true,
    };
    const clockAnswer = () => Response.json({ ...clock, iso: new Date(clock.now).toISOString() });
    const sent: string[] = [];
    // The test simulator's clock only moves when stepped; a running one is stood in for here.
    stubControl((request) => {
      const path = pathOf(request);
      if (!path.startsWith('/__sim/clock')) return undefined;
      sent.push(`${request.method} ${path}`);
      if (path === '/__sim/clock/pause') clock.paused = true;
      if (path === '/__sim/clock/resume') clock.paused = false;
      return clockAnswer();
    });
    await openConsole();
    expect(await screen.findByText('Running', undefined, LONG)).toBeTruthy();
    expect(screen.getByText('60× real time')).toBeTruthy();
    // In the network's zone, as its trainees read times, whatever the trainer's browser says.
    expect(screen.getByText(/\b4:00:00\sAM \(America\/Toronto\)$/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Pause/ }));
    expect(await screen.findByText('Paused', undefined, LONG)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Resume/ }));
    expect(await screen.findByText('Running', undefined, LONG)).toBeTruthy();
    expect(sent).toContain('POST /__sim/clock/pause');
    expect(sent).toContain('POST /__sim/clock/resume');
  }, 60_000);

  it('steps the simulator’s clock by the minutes given', async () => {
    const before = simulator.harness.clock.now();
    await openConsole();
    fireEvent.change(screen.getByLabelText('Minutes to step'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Step' }));
    expect(await screen.findByText(/^Moved 2 min ahead/, undefined, LONG)).toBeTruthy();
    expect(simulator.harness.clock.now() - before).toBe(2 * 60_000);
  }, 60_000);

  it('adds a fault to an operation and removes it', async () => {
    await openConsole();
    fireEvent.click(screen.getByRole('tab', { name: 'Faults' }));
    expect(await screen.findByText('No fault is active.', undefined, LONG)).toBeTruthy();

    const operation = screen.getByLabelText('Operation');
    fireEvent.mouseDown(operation);
    fireEvent.change(operation, { target: { value: 'listStations' } });
    const options = await screen.findAllByTitle(/^listStations — /, undefined, LONG);
    const option = options.find((candidate) => candidate.classList.contains('ant-select-item-option'));
    if (!option) throw new Error('no listStations option');
    fireEvent.click(option);
    fireEvent.change(screen.getByLabelText('Delay (ms)'), { target: { value: '1500' } });
    fireEvent.change(screen.getByLabelText('Calls to hit'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add fault' }));
    expect(await screen.findByText('Fault added on listStations', undefined, LONG)).toBeTruthy();

    const row = await firstTableRow(LONG);
    expect(within(row).getByText('listStations')).toBeTruthy();
    expect(within(row).getByText('1500 ms slower')).toBeTruthy();
    const listed = await simulator.harness.app.request('/__sim/faults', { headers: withKey });
    expect(await listed.json()).toMatchObject({
      items: [{ operationId: 'listStations', kind: 'latency', latencyMs: 1500, count: 3, remaining: 3 }],
    });

    fireEvent.click(within(row).getByRole('button', { name: 'Remove the fault on listStations' }));
    await confirmDialog();
    expect(await screen.findByText('No fault is active.', undefined, LONG)).toBeTruthy();
    const after = await simulator.harness.app.request('/__sim/faults', { headers: withKey });
    expect(await after.json()).toEqual({ items: [] });
  }, 60_000);

  it('asks for the key, keeps it for the tab and this network, and sends it', async () => {
    window.sessionStorage.clear();
    const keys: (string | null)[] = [];
    stubControl((request) => {
      if (pathOf(request).startsWith('/__sim/')) keys.push(request.headers.get('x-sim-key'));
      return undefined;
    });
    renderApp('/trainer');
    const field = await screen.findByLabelText('Control key', undefined, LONG);
    expect(field.getAttribute('type')).toBe('password');
    expect(screen.queryByRole('heading', { level: 2, name: 'Clock' })).toBeNull();

    fireEvent.change(field, { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByText('The simulator did not accept this key.', undefined, LONG)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Control key'), { target: { value: TEST_SIM_KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Open the console' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Clock' }, LONG)).toBeTruthy();
    expect(window.sessionStorage.getItem('pcharging.simKey')).toBe(TEST_SIM_KEY);
    expect(window.localStorage.getItem('pcharging.simKey')).toBeNull();
    expect(keys[0]).toBeNull();
    expect(keys).toContain('guess');
    expect(keys.at(-1)).toBe(TEST_SIM_KEY);
  }, 60_000);

  it.each([
    ['a 404 page', () => new Response('<!doctype html><title>Not found</title>', { status: 404 })],
    ['the app’s own page', () => new Response('<!doctype html><div id="root"></div>', { status: 200 })],
    ['that its control surface is off', () => Response.json({ error: 'control surface is off' }, { status: 404 })],
  ])(
    'says the control surface is not available where /__sim answers %s',
    async (_case, answer) => {
      stubControl((request) => (pathOf(request).startsWith('/__sim/') ? answer() : undefined));
      renderApp('/trainer');
      expect(await screen.findByText('The control surface is not available here.', undefined, LONG)).toBeTruthy();
      expect(screen.queryByRole('tab')).toBeNull();
      expect(screen.queryByLabelText('Control key')).toBeNull();
    },
    60_000,
  );

  it('lists the sandboxes of the main network with their progress, checked, with each briefing and links', async () => {
    const [stuck] = (await scenariosIn('en')).filter((scenario) => scenario.name === 'stuck-session');
    const briefing = { title: stuck?.title ?? '', description: '', task: 'Stop the session on port CA-01-1-2.' };
    const sandboxes = (checked: boolean) => ({
      limit: 20,
      items: [
        {
          name: 'alice',
          seed: 2026,
          key: 'alice-key-0123456789abcdefghijklm',
          createdAt: '2026-01-15T09:00:00.000Z',
          lastActivityAt: '2026-01-15T09:05:00.000Z',
          awake: true,
          scenario: {
            name: 'stuck-session',
            title: stuck?.title,
            task: briefing.task,
            briefing: { en: briefing, fr: briefing, 'zh-cn': briefing },
            loadedAt: '2026-01-15T09:00:00.000Z',
            solved: false,
            checkedAt: '2026-01-15T09:04:00.000Z',
            findings: checked
              ? [
                  { code: 'session-stopped', passed: true, message: 'The stuck session was stopped remotely.' },
                  {
                    code: 'no-other-session-stopped',
                    passed: false,
                    message: '1 other sessions were stopped as well: CA-02-1-1 (ada@example.com).',
                  },
                ]
              : null,
          },
        },
        {
          name: 'carol',
          seed: 2026,
          key: 'carol-key-0123456789abcdefghijkl',
          createdAt: '2026-01-15T09:00:00.000Z',
          lastActivityAt: '2026-01-15T09:00:01.000Z',
          awake: true,
          scenario: {
            name: 'stuck-session',
            title: stuck?.title,
            task: briefing.task,
            briefing: { en: briefing, fr: briefing, 'zh-cn': briefing },
            loadedAt: '2026-01-15T09:00:00.000Z',
            solved: false,
            checkedAt: '2026-01-15T09:04:00.000Z',
            findings: checked
              ? [{ code: 'session-stopped', passed: false, message: 'The stuck session is still running.' }]
              : null,
          },
        },
        {
          name: 'bob',
          seed: 2026,
          key: 'bob-key-0123456789abcdefghijklmno',
          createdAt: '2026-01-15T09:00:00.000Z',
          lastActivityAt: '2026-01-15T09:01:00.000Z',
          awake: false,
          scenario: null,
        },
      ],
    });
    let checks = 0;
    stubControl((request) => {
      if (pathOf(request) === '/__sim/sandboxes') return Response.json(sandboxes(false));
      if (pathOf(request) === '/__sim/sandboxes/check' && request.method === 'POST') {
        checks += 1;
        return Response.json(sandboxes(true));
      }
      return undefined;
    });
    await openConsole();
    fireEvent.click(await screen.findByRole('tab', { name: 'Sandboxes' }, LONG));
    const row = (name: string) => {
      const found = document.querySelector<HTMLElement>(`tbody tr[data-row-key="${name}"]`);
      if (!found) throw new Error(`no row for ${name} yet`);
      return found;
    };
    // Checked as soon as the list is open: the harm is named in the row, without opening alice's console.
    await waitFor(
      () => expect(within(row('alice')).getByText(/other sessions were stopped as well: CA-02-1-1/)).toBeTruthy(),
      LONG,
    );
    const alice = row('alice');
    expect(within(alice).getByText('Awake')).toBeTruthy();
    expect(within(alice).getByText('Stuck session')).toBeTruthy();
    expect(within(alice).getByText('Not solved yet')).toBeTruthy();
    expect(within(alice).getByRole('link', { name: 'Open the app of alice' }).getAttribute('href')).toMatch(
      /\/s\/alice\/$/,
    );
    expect(within(alice).getByRole('link', { name: 'Open the console of alice' }).getAttribute('href')).toMatch(
      /\/s\/alice\/#\/trainer$/,
    );
    const before = checks;
    fireEvent.click(screen.getByRole('button', { name: 'Check all' }));
    await waitFor(() => expect(checks).toBeGreaterThan(before));

    // The briefing stays in the row: address, key and task, to hand out again.
    fireEvent.click(within(alice).getByRole('button', { name: /expand row/i }));
    const expanded = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-table-expanded-row');
      if (!found) throw new Error('not expanded yet');
      return found;
    });
    expect(within(expanded).getByText('alice-key-0123456789abcdefghijklm')).toBeTruthy();
    expect(within(expanded).getByText('Stop the session on port CA-01-1-2.')).toBeTruthy();
    expect(within(row('bob')).getByText('Asleep')).toBeTruthy();
    expect(screen.getByText('3 of 20')).toBeTruthy();
    // Nobody has used carol's sandbox since it was made: neutral, no findings held against her yet.
    expect(within(row('carol')).getByText('Not started')).toBeTruthy();
    expect(within(row('carol')).queryByText('Not solved yet')).toBeNull();
    expect(within(row('carol')).queryByText('The stuck session is still running.')).toBeNull();
    const summary = screen.getByRole('status', { name: 'Class results' });
    expect(within(summary).getByText('0 of 2 solved')).toBeTruthy();
    expect(within(summary).getByText(`${stuck?.title}: 0 of 2`)).toBeTruthy();
  }, 60_000);
  it('makes a class of sandboxes from a prefix and a count, one after the other, with the result of each name', async () => {
    const asked: string[] = [];
    stubControl(async (request) => {
      if (pathOf(request).startsWith('/__sim/sandboxes') && request.method === 'GET') {
        return Response.json({ limit: 20, items: [] });
      }
      if (pathOf(request) === '/__sim/sandboxes/check') return Response.json({ limit: 20, items: [] });
      if (pathOf(request) !== '/__sim/sandboxes' || request.method !== 'POST') return undefined;
      const { name } = (await request.json()) as { name: string };
      asked.push(name);
      if (name === 'monday-2') return Response.json({ error: 'a sandbox named monday-2 exists' }, { status: 409 });
      const at = '2026-01-15T09:00:00.000Z';
      return Response.json(
        {
          name,
          seed: 2026,
          key: `${name}-key-0123456789abcdefghijklmn`.slice(0, 32),
          createdAt: at,
          lastActivityAt: at,
          awake: true,
          scenario: null,
          url: `/s/${name}/`,
        },
        { status: 201 },
      );
    });
    await openConsole();
    fireEvent.click(await screen.findByRole('tab', { name: 'Sandboxes' }, LONG));
    const form = (await screen.findByRole('heading', { name: 'Create a class' }, LONG)).closest(
      '.ant-card',
    ) as HTMLElement;
    fireEvent.click(within(form).getByLabelText('A prefix and a count'));
    fireEvent.change(await within(form).findByLabelText('Prefix'), { target: { value: 'Monday' } });
    fireEvent.change(within(form).getByLabelText('How many'), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create the class' }));
    expect(await within(form).findByText('3 of 3', undefined, LONG)).toBeTruthy();
    expect(asked).toEqual(['monday-1', 'monday-2', 'monday-3']);
    const rowOf = (name: string) => form.querySelector<HTMLElement>(`tbody tr[data-row-key="${name}"]`) as HTMLElement;
    expect(within(rowOf('monday-1')).getByText(/\/s\/monday-1\/$/)).toBeTruthy();
    expect(within(rowOf('monday-2')).getByText('a sandbox named monday-2 exists')).toBeTruthy();
    expect(
      within(rowOf('monday-3')).getByText(
        /^Its key opens this sandbox's console, and no other network's: monday-3-key/,
      ),
    ).toBeTruthy();
  }, 60_000);
});
