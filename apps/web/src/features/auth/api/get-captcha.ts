import { getCaptcha } from '@pcharging/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api, showError } from '../../../lib/api';

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

interface CaptchaState {
  image?: Blob;
  isLoading: boolean;
}

/**
 * The captcha image, fetched on mount and on request only: a captcha is single use and bound to the cookie of the
 * last fetch, so it is never refetched behind the user's back. Plain state, not a query: the login page runs
 * without the shell's query client.
 */
export function useCaptcha() {
  const [state, setState] = useState<CaptchaState>({ isLoading: true });
  const latest = useRef(0);
  const started = useRef(false);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setState((previous) => ({ ...previous, isLoading: true }));
    getCaptcha(api).then(
      (image) => {
        if (request === latest.current) setState({ image, isLoading: false });
      },
      (error: unknown) => {
        if (request !== latest.current) return;
        setState({ isLoading: false });
        showError(error);
      },
    );
  }, []);

  // The ref survives StrictMode's second mount, which would otherwise fetch a second captcha.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    refresh();
  }, [refresh]);

  return { imageUrl: useObjectUrl(state.image), isLoading: state.isLoading, refresh };
}
