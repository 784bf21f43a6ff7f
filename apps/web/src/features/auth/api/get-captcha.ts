import { getCaptcha } from '@pcharging/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { authKeys } from './keys';

// A captcha is single use and bound to the cookie of the last fetch: never refetch it behind the user's back.
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.captcha(),
    queryFn: () => getCaptcha(api),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

export function useCaptcha() {
  const query = useQuery(captchaQueryOptions());
  const { refetch } = query;
  return {
    imageUrl: useObjectUrl(query.data),
    isLoading: query.isFetching,
    isError: query.isError,
    refresh: () => {
      void refetch();
    },
  };
}
