import { Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission/use-permission';
import { useWhitelistCardChoices, type WhitelistCardChoice } from '../api/list-whitelist-card-choices';

/** Pasted lists are split on the same separators the server's list accepts. */
const SEPARATORS = ['\n', '\r', ',', ';', ' ', '\t'];

export interface WhitelistCardPickerProps {
  value?: string[];
  onChange?: (cards: string[]) => void;
  disabled?: boolean;
}

function ChoiceLabel({ choice }: { choice: WhitelistCardChoice }) {
  const { t } = useTranslation();
  const holder = choice.account
    ? t('charger.whitelist.holder', { name: choice.holderName ?? choice.account, account: choice.account })
    : t('charger.whitelist.noHolder');
  return (
    <span>
      {choice.cardNo} <Typography.Text type="secondary">· {holder}</Typography.Text>
    </span>
  );
}

/** The whitelist as tags: cards found by number or holder's account, or numbers typed and pasted. */
export function WhitelistCardPicker({ value = [], onChange, disabled }: WhitelistCardPickerProps) {
  const { t } = useTranslation();
  const maySearch = usePermission('operator:rfid:list');
  const [search, setSearch] = useState('');
  const choices = useWhitelistCardChoices(search, maySearch);
  return (
    <Select
      mode="tags"
      value={value}
      onChange={(cards: string[]) => onChange?.(cards.map((card) => card.trim()).filter((card) => card !== ''))}
      disabled={disabled}
      tokenSeparators={SEPARATORS}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      onBlur={() => setSearch('')}
      placeholder={t(maySearch ? 'charger.whitelist.search' : 'charger.whitelist.type')}
      loading={choices.isFetching}
      options={(maySearch ? (choices.data ?? []) : []).map((choice) => ({
        value: choice.cardNo,
        label: <ChoiceLabel choice={choice} />,
      }))}
      tagRender={({ value: card, closable, onClose }) => (
        <Tag closable={closable} onClose={onClose} style={{ marginInlineEnd: 4 }}>
          {String(card)}
        </Tag>
      )}
      style={{ width: '100%' }}
    />
  );
}
