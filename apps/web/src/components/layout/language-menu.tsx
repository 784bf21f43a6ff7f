import { LOCALES, type Locale, normalizeLocale } from '@pcharging/validation';
import { Dropdown } from 'antd';
import { type ReactElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../lib/i18n';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export interface LanguageMenuProps {
  /** Open at once: the click that asked for this menu happened before it loaded. */
  initialOpen: boolean;
  children: ReactElement;
}

/** The language list under the switch; its own chunk, since the login page only needs it when clicked. */
export function LanguageMenu({ initialOpen, children }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((key) => ({ key, label: t(`common.language.${key}`) })),
        onClick: ({ key }) => {
          setOpen(false);
          if (isLocale(key)) void changeLocale(key);
        },
      }}
    >
      {children}
    </Dropdown>
  );
}
