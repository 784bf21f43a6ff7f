import {
  addRfidCard,
  bindRfidCard,
  createRfidAccount,
  type RfidAccountInput,
  type RfidCard,
  type RfidCardInput,
  unbindRfidCard,
} from '@pcharging/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { api } from '../../../lib/api';
import { rfidKeys } from '../api/keys';

export interface BindInput {
  card: RfidCard;
  account: string;
}

export interface CreateAccountInput {
  card: RfidCard;
  holder: RfidAccountInput;
}

interface Callbacks {
  /** Failures the dialogs show themselves; return true when shown. */
  onError?: (error: unknown) => boolean;
  onSuccess?: () => void;
}

function useRefreshCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rfidKeys.all });
}

export function useAddCard({ onError, onSuccess }: Callbacks = {}) {
  const refresh = useRefreshCards();
  return useAction<RfidCardInput, RfidCard>({
    kind: 'add',
    run: (input) => addRfidCard(api, input),
    onSuccess: async () => {
      onSuccess?.();
      await refresh();
    },
    onError,
  });
}

export function useBindCard({ onError, onSuccess }: Callbacks = {}) {
  const { t } = useTranslation();
  const refresh = useRefreshCards();
  return useAction<BindInput, RfidCard>({
    kind: 'update',
    confirm: false,
    run: ({ card, account }) => bindRfidCard(api, card.id, account),
    successText: (bound) => t('rfid.bind.done', { cardNo: bound.card_no, account: bound.account ?? '' }),
    onSuccess: async () => {
      onSuccess?.();
      await refresh();
    },
    onError,
  });
}

export function useUnbindCard() {
  const { t } = useTranslation();
  const refresh = useRefreshCards();
  return useAction<RfidCard, RfidCard>({
    kind: 'update',
    confirmContent: (card) => t('rfid.unbind.confirm', { cardNo: card.card_no, account: card.account ?? '' }),
    run: (card) => unbindRfidCard(api, card.id),
    successText: (_, card) => t('rfid.unbind.done', { cardNo: card.card_no, account: card.account ?? '' }),
    onSuccess: refresh,
  });
}

export function useCreateAccount({ onError, onSuccess }: Callbacks = {}) {
  const { t } = useTranslation();
  const refresh = useRefreshCards();
  return useAction<CreateAccountInput, RfidCard>({
    kind: 'add',
    confirmContent: ({ holder }) => t('rfid.account.confirm', { email: holder.email }),
    run: ({ card, holder }) => createRfidAccount(api, card.id, holder),
    successText: (_, { holder }) => t('rfid.account.done', { email: holder.email }),
    onSuccess: async () => {
      onSuccess?.();
      await refresh();
    },
    onError,
  });
}
