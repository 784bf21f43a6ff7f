import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { useFeedback } from '../feedback/feedback-context';
import { type ActionKind, actionKeys } from './action-kinds';

export interface ActionOptions<Input, Result> {
  /** Picks the spec's confirmation, success and failure texts. */
  kind: ActionKind;
  run: (input: Input) => Promise<Result>;
  /** Ask first (the default): the spec confirms every add, update, delete, save, enable, disable, reset, restart. */
  confirm?: boolean;
  /** Replaces the confirmation's text, e.g. with the price-template warning. */
  confirmContent?: ReactNode | ((input: Input) => ReactNode);
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  /** Return true when the failure was shown already (say, beside a form's fields); otherwise it is toasted. */
  onError?: (error: unknown, input: Input) => boolean;
  /** Replaces the success toast's text. */
  successText?: (result: Result, input: Input) => string;
}

export interface Action<Input> {
  /** Confirms (unless told not to), runs, and reports; a second call while one runs only warns. */
  trigger: (input: Input) => void;
  /** Runs without confirmation and resolves whether it succeeded, for forms that confirm themselves. */
  execute: (input: Input) => Promise<boolean>;
  pending: boolean;
}

/**
 * One state-changing action as the spec wants it: confirmation first, 'data is being processed, do not
 * resubmit' while it runs, then the success toast or the failure with the server's reason.
 */
export function useAction<Input = void, Result = unknown>(options: ActionOptions<Input, Result>): Action<Input> {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks in the same frame must both see the first one in flight.
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const execute = useCallback(
    async (input: Input): Promise<boolean> => {
      if (inFlight.current) {
        void message.warning(t('common.action.busy'));
        return false;
      }
      const { kind, run, onSuccess, onError, successText } = latest.current;
      const keys = actionKeys(kind);
      inFlight.current = true;
      setPending(true);
      try {
        const result = await run(input);
        void message.success(successText ? successText(result, input) : t(keys.success));
        await onSuccess?.(result, input);
        return true;
      } catch (error) {
        if (!onError?.(error, input)) {
          const reason = errorText(error);
          if (reason) void message.error(t('common.action.failureWithReason', { failure: t(keys.failure), reason }));
        }
        return false;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [message, t],
  );

  const trigger = useCallback(
    (input: Input) => {
      if (inFlight.current) {
        void message.warning(t('common.action.busy'));
        return;
      }
      const { kind, confirm = true, confirmContent } = latest.current;
      if (!confirm) {
        void execute(input);
        return;
      }
      modal.confirm({
        title: t('common.confirmTitle'),
        content:
          typeof confirmContent === 'function'
            ? confirmContent(input)
            : (confirmContent ?? t(actionKeys(kind).confirm)),
        okText: t('common.ok'),
        cancelText: t('common.cancel'),
        onOk: () => execute(input),
      });
    },
    [execute, message, modal, t],
  );

  return { trigger, execute, pending };
}
