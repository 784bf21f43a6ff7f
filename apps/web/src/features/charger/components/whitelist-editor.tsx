import type { PileWhitelist } from '@pcharging/api-client';
import { normalizeLocale, validationMessage } from '@pcharging/validation';
import { Alert, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/actions/form-dialog';
import { useAction } from '../../../components/actions/use-action';
import { applyFieldErrors } from '../../../components/ui/form-errors';
import { errorText } from '../../../lib/api';
import { isOfflineRefusal, setChargerWhitelistMutationOptions } from '../api/set-charger-whitelist';
import { type WhitelistProblem, whitelistProblem } from '../whitelist-cards';
import { WhitelistCardPicker } from './whitelist-card-picker';

interface EditorValues {
  cards: string[];
}

export interface WhitelistEditorProps {
  open: boolean;
  whitelist: PileWhitelist;
  onClose: () => void;
}

/** Replaces the whole list, confirmed first; an offline charger's refusal (1009) is explained in place. */
export function WhitelistEditor({ open, whitelist, onClose }: WhitelistEditorProps) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [form] = Form.useForm<EditorValues>();
  const [refusal, setRefusal] = useState<string>();
  const label = t('charger.whitelist.cards');

  useEffect(() => {
    if (open) setRefusal(undefined);
  }, [open]);

  const save = useAction<{ id: number; cards: string[] }, PileWhitelist>({
    kind: 'save',
    mutation: setChargerWhitelistMutationOptions(),
    onSuccess: onClose,
    onError: (error) => {
      if (isOfflineRefusal(error)) {
        setRefusal(errorText(error));
        return true;
      }
      return applyFieldErrors(form, error, { white_list: 'cards' });
    },
  });

  const problemText = (problem: WhitelistProblem) => {
    if (problem.kind === 'tooMany') return t('charger.whitelist.tooMany', { max: whitelist.max_cards });
    if (problem.kind === 'duplicate') return t('charger.whitelist.duplicate', { card: problem.card });
    return validationMessage(locale, 'invalid', `${label} ${problem.card}`, t('charger.whitelist.cardRule'));
  };

  return (
    <FormDialog<EditorValues>
      open={open}
      title={t('charger.whitelist.editTitle', { serial: whitelist.equipmentid })}
      form={form}
      name="whitelist"
      initialValues={{ cards: whitelist.white_list }}
      pending={save.pending}
      onSubmit={({ cards }) => save.trigger({ id: whitelist.id, cards })}
      onCancel={onClose}
      header={
        refusal && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={refusal}
            description={t('charger.whitelist.onlineOnly')}
          />
        )
      }
    >
      <Form.Item
        name="cards"
        label={label}
        extra={t('charger.whitelist.hint', { max: whitelist.max_cards })}
        rules={[
          {
            validator: async (_, value: string[] | undefined) => {
              const problem = whitelistProblem(value ?? [], whitelist.max_cards);
              if (problem) throw new Error(problemText(problem));
            },
          },
        ]}
      >
        <WhitelistCardPicker disabled={!whitelist.editable} />
      </Form.Item>
    </FormDialog>
  );
}
