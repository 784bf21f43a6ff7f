import { message as antdMessage, type ModalFuncProps } from 'antd';
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

type MessageApi = ReturnType<typeof antdMessage.useMessage>[0];

/** The dialogs the app opens; the answers of antd's functions are not used, so these return nothing. */
export interface ModalApi {
  confirm(config: ModalFuncProps): unknown;
  info(config: ModalFuncProps): unknown;
  warning(config: ModalFuncProps): unknown;
  error(config: ModalFuncProps): unknown;
  success(config: ModalFuncProps): unknown;
}

export interface Feedback {
  message: MessageApi;
  modal: Pick<ModalApi, keyof ModalApi>;
}

const FeedbackContext = createContext<Feedback | undefined>(undefined);

const LazyModalHost = lazy(() => import('./modal-host'));

export interface FeedbackProviderProps {
  children: ReactNode;
  durationSeconds: number;
  topPx: number;
  maxCount: number;
}

/**
 * Toasts and dialogs that follow the app's theme and language (antd's context-aware instances). Dialogs load on
 * first use, so a page that only toasts (the login page) does not carry them.
 */
export function FeedbackProvider({ children, durationSeconds, topPx, maxCount }: FeedbackProviderProps) {
  const [message, messageHolder] = antdMessage.useMessage({ duration: durationSeconds, top: topPx, maxCount });
  const [wantModal, setWantModal] = useState(false);
  const modalApi = useRef<ModalApi | undefined>(undefined);
  const waiting = useRef<Array<(api: ModalApi) => void>>([]);

  const onReady = useCallback((api: ModalApi) => {
    modalApi.current = api;
    for (const open of waiting.current.splice(0)) open(api);
  }, []);

  const modal = useMemo<ModalApi>(() => {
    const open = (show: (api: ModalApi) => void) => {
      if (modalApi.current) show(modalApi.current);
      else {
        waiting.current.push(show);
        setWantModal(true);
      }
    };
    return {
      confirm: (config) => open((api) => api.confirm(config)),
      info: (config) => open((api) => api.info(config)),
      warning: (config) => open((api) => api.warning(config)),
      error: (config) => open((api) => api.error(config)),
      success: (config) => open((api) => api.success(config)),
    };
  }, []);

  const feedback = useMemo(() => ({ message, modal }), [message, modal]);
  return (
    <FeedbackContext.Provider value={feedback}>
      {messageHolder}
      {wantModal ? (
        <Suspense fallback={null}>
          <LazyModalHost onReady={onReady} />
        </Suspense>
      ) : null}
      {children}
    </FeedbackContext.Provider>
  );
}

export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback() needs a FeedbackProvider above it');
  return feedback;
}
