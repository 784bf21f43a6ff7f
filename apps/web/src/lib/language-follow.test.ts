import { listAlarms } from '@pcharging/api-client';
import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs, withSimulator } from '../testing/simulator';
import { api } from './api';
import { changeLocale } from './i18n';
import { createQueryClient, followLanguage } from './query-client';

withSimulator();

const firstPage = { page: 1, size: 20 };
const messagesOf = (page: { items: ReadonlyArray<{ message: string }> } | undefined) =>
  page?.items.map((alarm) => alarm.message) ?? [];

/** The Accept-Language of every API call made from now on. */
function languagesAsked(): string[] {
  const asked: string[] = [];
  const serve = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    asked.push(headers.get('Accept-Language') ?? '');
    return serve(input, init);
  });
  return asked;
}

describe('a change of language', () => {
  afterEach(() => changeLocale('en'));

  it('fetches again what is on screen, in the new language, keeping the old answer drawn meanwhile', async () => {
    await signInAs('admin');
    const client = createQueryClient({ retry: false });
    const stop = followLanguage(client);
    const observer = new QueryObserver(client, {
      queryKey: ['alarms', 'list', {}],
      queryFn: () => listAlarms(api, {}, firstPage),
    });
    const seen: string[][] = [];
    const unsubscribe = observer.subscribe((result) => seen.push(messagesOf(result.data)));
    await vi.waitFor(() => expect(messagesOf(observer.getCurrentResult().data)).toContain('Ground fault detected'));
    const english = messagesOf(observer.getCurrentResult().data);

    await changeLocale('fr');
    await vi.waitFor(() =>
      expect(messagesOf(observer.getCurrentResult().data)).toContain('Défaut d’isolement détecté'),
    );
    expect(messagesOf(observer.getCurrentResult().data)).not.toContain('Ground fault detected');
    // Never an empty table between the two answers.
    expect(seen.slice(seen.findIndex((messages) => messages.length > 0)).every((m) => m.length > 0)).toBe(true);
    expect(english.length).toBe(messagesOf(observer.getCurrentResult().data).length);
    unsubscribe();
    stop();
  });

  it('asks the server in the new language from the moment the change starts', async () => {
    await signInAs('admin');
    const asked = languagesAsked();
    const changing = changeLocale('zh-cn');
    const page = await listAlarms(api, {}, firstPage);
    await changing;
    expect(asked).toEqual(['zh-cn']);
    expect(messagesOf(page)).toContain('检测到接地故障');
  });
});
