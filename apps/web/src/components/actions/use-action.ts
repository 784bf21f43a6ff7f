import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/api';
import { useFeedback } from '../feedback/feedback-context';
import { type ActionKind, actionKeys } from './action-kinds';

export interface ActionOptions<Input, Result> {
  /** Picks the spec's confirmation, success and failure texts. */
  kind: ActionKind;
  /** The save: a feature's mutation options, which declare what it makes stale (`meta.invalidates`). */
  mutation: UseMutationOptions<Result, DefaultError, Input>;
  /** Ask first (the default): the spec confirms every add, update, delete, save, enable, disable, reset, restart. */
  confirm?: boolean;
  /** Replaces the confirmation's text, e.g. with the price-template warning. */
  confirmContent?: ReactNode | ((input: Input) => ReactNode);
  /** Runs after the success toast and before the stale queries are refetched, e.g. to close a dialog. */
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  /** Return true when the failure was shown already (say, beside a form's fields); otherwise it is toasted. */
  onError?: (error: unknown, input: Input) => boolean;
  /** Replaces the success toast's text. */
  successText?: (result: Result, input: Input) => string;
  /** Replaces the failure toast's text, which otherwise names the action that failed before the reason. */
  failureText?: (reason: string) => string;
}

export interface Action<Input> {
  /** Confirms (unless told not to), runs, and reports; a second call while one runs only warns. */
  trigger: (input: Input) => void;
  /** Runs without confirmation and resolves whether it succeeded, for forms that confirm themselves. */
  execute: (input: Input) => Promise<boolean>;
  pending: boolean;
}

/**
 * Every save of the app, as the spec wants it: confirmation first, 'data is being processed, do not resubmit' while
 * it runs, then the success toast or the failure with the server's reason. The save itself is a mutation, whose
 * errors are reported here rather than by the mutation cache.
 */
export function useAction<Input = void, Result = unknown>(options: ActionOptions<Input, Result>): Action<Input> {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const [pending, setPending] = useState(false);
  // A ref, not state: two clicks in the same frame must both see the first one in flight.
  const inFlight = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const save = options.mutation;
  const { mutateAsync } = useMutation<Result, DefaultError, Input>({
    ...save,
    meta: { ...save.meta, silentError: true },
    onSuccess: async (result, input, onMutateResult, context) => {
      await save.onSuccess?.(result, input, onMutateResult, context);
      const { kind, successText, onSuccess } = latest.current;
      void message.success(successText ? successText(result, input) : t(actionKeys(kind).success));
      await onSuccess?.(result, input);
    },
  });

  const execute = useCallback(
    async (input: Input): Promise<boolean> => {
      if (inFlight.current) {
        void message.warning(t('common.action.busy'));
        return false;
      }
      inFlight.current = true;
      setPending(true);
      try {
        await mutateAsync(input);
        return true;
      } catch (error) {
        const { kind, onError, failureText } = latest.current;
        if (!onError?.(error, input)) {
          const reason = errorText(error);
          if (reason) {
            void message.error(
              failureText
                ? failureText(reason)
                : t('common.action.failureWithReason', { failure: t(actionKeys(kind).failure), reason }),
            );
          }
        }
        return false;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [message, mutateAsync, t],
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
