import { isApiError } from '@pcharging/api-client';
import { normalizeLocale } from '@pcharging/validation';
import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { showError } from './api';
import { i18n } from './i18n';

/** A query a mutation makes stale: a key and every key below it, or exactly one key. */
export type StaleQuery = QueryKey | { queryKey: QueryKey; exact: true };

/**
 * The stale queries of a mutation: a list, or read from its answer (undefined after a failure) and its variables.
 * The function's parameters are typed by the mutation that declares it.
 */
export type Invalidation = readonly StaleQuery[] | ((result: never, variables: never) => readonly StaleQuery[]);

type ErrorPredicate = boolean | ((error: unknown) => boolean);

export interface RequestMeta extends Record<string, unknown> {
  /** Opts out of the error toast, for every failure or for those the predicate accepts. */
  silentError?: ErrorPredicate;
  /**
   * What a successful mutation makes stale. The mutation cache invalidates it (refetching what is on screen) after
   * the mutation's own `onSuccess`, and the mutation resolves once that is done.
   */
  invalidates?: Invalidation;
  /** Invalidate after a failure too (or after those the predicate accepts): part of the change may have landed. */
  invalidatesOnError?: ErrorPredicate;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

const holds = (predicate: ErrorPredicate | undefined, error: unknown): boolean =>
  typeof predicate === 'function' ? predicate(error) : predicate === true;

const isSilent = (meta: RequestMeta | undefined, error: unknown): boolean => holds(meta?.silentError, error);

/** The queries to invalidate once a mutation settled, by what its `meta` declares. */
function staleQueries(
  meta: RequestMeta | undefined,
  outcome: { result: unknown; error: unknown; variables: unknown },
): readonly StaleQuery[] {
  const invalidates = meta?.invalidates;
  if (!invalidates) return [];
  if (outcome.error !== null && !holds(meta.invalidatesOnError, outcome.error)) return [];
  return typeof invalidates === 'function'
    ? invalidates(outcome.result as never, outcome.variables as never)
    : invalidates;
}

const isKey = (stale: StaleQuery): stale is QueryKey => Array.isArray(stale);

const MAX_RETRIES = 2;

// A business answer, an expired session or an answer the app cannot read will not change on a second try; other
// transport faults might. A timeout is not tried again: the spec's 30 s is how long the user waits for its message,
// not the length of one attempt.
const FINAL_KINDS: ReadonlySet<string> = new Set(['business', 'session', 'timeout', 'decode']);

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && FINAL_KINDS.has(error.kind)) return false;
  return failureCount < MAX_RETRIES;
}

export interface QueryClientOptions {
  retry?: boolean;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!isSilent(query.meta, error)) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (!isSilent(mutation.meta, error)) showError(error);
      },
      // Settled rather than succeeded: it runs after the mutation's own onSuccess (which may write the answer into
      // the cache first), and it serves `invalidatesOnError` too. (TkDodo, "Automatic Query Invalidation after
      // Mutations".)
      onSettled: (result, error, variables, _onMutateResult, mutation, { client }) =>
        Promise.all(
          staleQueries(mutation.meta, { result, error, variables }).map((stale) =>
            client.invalidateQueries(isKey(stale) ? { queryKey: stale } : stale),
          ),
        ),
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: options.retry === false ? false : shouldRetry },
      mutations: { retry: false },
    },
  });
}

/**
 * Answers hold texts the server wrote in the language they were asked in (alarm messages, timeline events, the
 * names of statuses), so a change of language makes every answer stale except those already keyed by the new
 * language (dictionaries, the trainer's lists). What is on screen is fetched again at once and stays drawn until
 * the new answer replaces it; the rest is fetched when next shown. Returns the unsubscription.
 */
export function followLanguage(client: QueryClient): () => void {
  const refetch = (language: string) => {
    const locale = normalizeLocale(language);
    void client.invalidateQueries({ predicate: (query) => !query.queryKey.includes(locale) });
  };
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}

export const queryClient = createQueryClient();
followLanguage(queryClient);
