import { GlobalOutlined } from '@ant-design/icons';
import { type Locale, normalizeLocale } from '@pcharging/validation';
import { Button } from 'antd';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageMenuProps } from './language-menu';

const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', fr: 'FR', 'zh-cn': '中' };

const loadMenu = () => import('./language-menu').then((module) => module.LanguageMenu);

/**
 * The header's language button. The dropdown behind it (antd's menu and popup machinery) loads when the user
 * shows intent, so the login page does not carry it.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  const [Menu, setMenu] = useState<ComponentType<LanguageMenuProps>>();
  const [clicked, setClicked] = useState(false);

  const prepare = () => {
    if (!Menu) void loadMenu().then((component) => setMenu(() => component));
  };

  const button = (
    <Button
      type="text"
      icon={<GlobalOutlined />}
      data-testid="language-switch"
      aria-label={t('layout.language')}
      onMouseEnter={prepare}
      onFocus={prepare}
      onClick={() => {
        setClicked(true);
        prepare();
      }}
    >
      {SHORT_NAMES[locale]}
    </Button>
  );
  return Menu ? <Menu initialOpen={clicked}>{button}</Menu> : button;
}
