import type { RfidCard, RfidCardInput } from '@pcharging/api-client';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/actions/use-action';
import { addRfidCardMutationOptions } from '../api/add-rfid-card';
import { type BindInput, bindRfidCardMutationOptions } from '../api/bind-rfid-card';
import { type CreateAccountInput, createRfidAccountMutationOptions } from '../api/create-rfid-account';
import { unbindRfidCardMutationOptions } from '../api/unbind-rfid-card';

interface Callbacks {
  /** Failures the dialogs show themselves; return true when shown. */
  onError?: (error: unknown) => boolean;
  onSuccess?: () => void;
}

export function useAddCard({ onError, onSuccess }: Callbacks = {}) {
  return useAction<RfidCardInput, RfidCard>({
    kind: 'add',
    mutation: addRfidCardMutationOptions(),
    onSuccess: () => onSuccess?.(),
    onError,
  });
}

export function useBindCard({ onError, onSuccess }: Callbacks = {}) {
  const { t } = useTranslation();
  return useAction<BindInput, RfidCard>({
    kind: 'update',
    confirm: false,
    mutation: bindRfidCardMutationOptions(),
    successText: (bound) => t('rfid.bind.done', { cardNo: bound.card_no, account: bound.account ?? '' }),
    onSuccess: () => onSuccess?.(),
    onError,
  });
}

export function useUnbindCard() {
  const { t } = useTranslation();
  return useAction<RfidCard, RfidCard>({
    kind: 'update',
    confirmContent: (card) => t('rfid.unbind.confirm', { cardNo: card.card_no, account: card.account ?? '' }),
    mutation: unbindRfidCardMutationOptions(),
    successText: (_, card) => t('rfid.unbind.done', { cardNo: card.card_no, account: card.account ?? '' }),
  });
}

export function useCreateAccount({ onError, onSuccess }: Callbacks = {}) {
  const { t } = useTranslation();
  return useAction<CreateAccountInput, RfidCard>({
    kind: 'add',
    confirmContent: ({ holder }) => t('rfid.account.confirm', { email: holder.email }),
    mutation: createRfidAccountMutationOptions(),
    successText: (_, { holder }) => t('rfid.account.done', { email: holder.email }),
    onSuccess: () => onSuccess?.(),
    onError,
  });
}
