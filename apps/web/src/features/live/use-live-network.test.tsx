import type { Capability } from '@pcharging/api-client';
import { NO_CAPABILITIES } from '@pcharging/api-client/capabilities';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNetwork } from '../../lib/network';
import { createQueryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session-store';
import type { StaleAfter } from './live-invalidation';
import { REFETCH_WITHOUT_PUSH_MS, useLiveNetwork } from './use-live-network';

const STALE_AFTER: StaleAfter = {
  'pile.status': [['chargers']],
  'port.status': [['ports']],
  'session.update': [['ports']],
  'order.created': [],
  'alarm.raised': [['alarms']],
  'alarm.acknowledged': [['alarms']],
  'alarm.repaired': [['alarms']],
  overview: [['overview']],
};

function signedIn(offered: ReadonlySet<Capability>) {
  sessionStore.signIn({
    token: 'tok-1',
    user: { id: 7, nickname: 'Ada', username: 'ada', isAdmin: false, roleName: 'Operations' },
    permissions: [],
    menus: [],
    network: browserNetwork(),
  });
  sessionStore.setCapabilities(offered);
}

/** The shell's live hook beside a screen's query of open alarms; the count of its reads. */
function renderShell() {
  const queryClient = createQueryClient({ retry: false });
  const reads = vi.fn(() => Promise.resolve(3));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(
    () => {
      useLiveNetwork(STALE_AFTER);
      return useQuery({ queryKey: ['alarms', 'count'], queryFn: reads });
    },
    { wrapper },
  );
  return reads;
}

class FakeSocket {
  static opened = 0;
  readyState = 0;
  constructor() {
    FakeSocket.opened += 1;
  }
  send(): void {}
  close(): void {}
}

describe('following the network', () => {
  beforeEach(() => {
    FakeSocket.opened = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens the live socket where the backend pushes changes', () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    signedIn(new Set(['live-push']));
    renderShell();
    expect(FakeSocket.opened).toBe(1);
  });

  it('reads what is on screen again every minute instead, quietly, on a backend without live push', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.stubGlobal('WebSocket', FakeSocket);
    signedIn(NO_CAPABILITIES);
    const reads = renderShell();
    // vi.waitFor would move the faked clock itself.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(REFETCH_WITHOUT_PUSH_MS - 1));
    expect(reads).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reads).toHaveBeenCalledTimes(2);
    expect(FakeSocket.opened).toBe(0);
  });
});
