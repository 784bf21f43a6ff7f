import { isApiError } from '@pcharging/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from './api';

export interface RequestMeta extends Record<string, unknown> {
  /** Opts out of the error toast, for every failure or for those the predicate accepts. */
  silentError?: boolean | ((error: unknown) => boolean);
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

function isSilent(meta: RequestMeta | undefined, error: unknown): boolean {
  const silent = meta?.silentError;
  return typeof silent === 'function' ? silent(error) : silent === true;
}

const MAX_RETRIES = 2;

// A business answer or an expired session will not change on a second try; transport faults might.
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.kind === 'business' || error.kind === 'session')) return false;
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
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: options.retry === false ? false : shouldRetry },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
