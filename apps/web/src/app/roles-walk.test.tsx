import { hasPermission } from '@pcharging/validation';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartProps } from '../components/chart/chart';
import { paths } from '../config/paths';
import { offeredIn } from '../lib/capabilities';
import { sessionStore } from '../lib/session-store';
import { concretePaths } from '../testing/concrete-paths';
import { renderApp, signInAs, withSimulator } from '../testing/simulator';
import { shellRouteFor } from './route-table';

// jsdom has no canvas (see every-screen.test.tsx): the walk reads links and answers, not charts.
vi.mock('../components/chart/chart', () => ({
  Chart: ({ label }: ChartProps) => <div role="img" aria-label={label} />,
}));

const simulator = withSimulator();
const DEMO_ROLES = ['admin', 'ops', 'finance', 'support', 'auditor'] as const;

/** Whether the signed-in user may open a path, as the guard decides it. */
function mayOpen(pathname: string): boolean {
  const session = sessionStore.getState();
  const screen = shellRouteFor(pathname);
  if (!screen) return true;
  const offered = offeredIn(session);
  const rules = { widerWildcards: offered.has('permission-wildcards') };
  if (screen.permission && !hasPermission(session.permissions, screen.permission, rules)) return false;
  return screen.capability === undefined || offered.has(screen.capability);
}

/** Calls the screen made that the server refused for want of a permission (code 403), by path. */
function watchRefusals(): string[] {
  const refused: string[] = [];
  const serve = globalThis.fetch;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      const answer = await serve(input, init);
      const body = (await answer
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      if (String(body?.code) === '403') refused.push(url.replace(/^.*_pcharging/, ''));
      return answer;
    }),
  );
  return refused;
}

async function settled(queryClient: ReturnType<typeof renderApp>['queryClient']) {
  await waitFor(
    () => {
      expect(queryClient.isFetching()).toBe(0);
      expect(document.querySelector('.ant-spin-spinning, .ant-skeleton-active')).toBeNull();
    },
    { timeout: 15_000 },
  );
}

/** The app's own links on the screen that lead where the user may not go ("Page not found"). */
function linksOutOfReach(): string[] {
  // The test's router keeps addresses in memory: its links read `/operator/...` where the app's read `#/operator/...`.
  return [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"], a[href^="#/"]')]
    .map((link) => ({ text: link.textContent?.trim() ?? '', href: link.getAttribute('href') ?? '' }))
    .filter(({ href }) => !mayOpen(href.replace(/^#/, '').split('?')[0] ?? ''))
    .map(({ text, href }) => `"${text}" → ${href}`);
}

describe('a walk of every screen as each demo role', () => {
  for (const role of DEMO_ROLES) {
    it(`shows ${role} no link to a screen it may not open and calls nothing it may not read`, async () => {
      await signInAs(role);
      const refused = watchRefusals();
      const { router, queryClient } = renderApp('/home');
      await settled(queryClient);
      const problems: string[] = [];
      for (const path of concretePaths(simulator.harness).filter(mayOpen)) {
        refused.length = 0;
        await act(() => router.navigate(path));
        await settled(queryClient);
        if (router.state.location.pathname === paths.notFound.path) problems.push(`${path}: Page not found`);
        const look = (where: string) => {
          for (const call of refused) problems.push(`${where}: calls ${call}, refused (403)`);
          for (const link of linksOutOfReach()) problems.push(`${where}: links ${link}`);
          refused.length = 0;
        };
        look(path);
        // Each tab of the screen, as a user would open it.
        const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.textContent ?? '');
        for (const name of tabs) {
          const tab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === name);
          if (!tab || tab.getAttribute('aria-selected') === 'true') continue;
          await act(async () => fireEvent.click(tab));
          await settled(queryClient);
          look(`${path} (tab ${name})`);
        }
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
