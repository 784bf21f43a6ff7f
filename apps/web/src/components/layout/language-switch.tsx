import { GlobalOutlined } from '@ant-design/icons';
import { type Locale, normalizeLocale } from '@pcharging/validation';
import { Button } from 'antd';
import { type ComponentType, useEffect, useRef, useState } from 'react';
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
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);

  const prepare = () => {
    if (!Menu)
      void loadMenu().then((component) => {
        refocus.current = document.activeElement === button.current;
        setMenu(() => component);
      });
  };

  // Wrapping the button in the menu mounts it anew; a keyboard user who tabbed onto it stays on it.
  useEffect(() => {
    if (Menu && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [Menu]);

  const trigger = (
    <Button
      ref={button}
      type="text"
      icon={<GlobalOutlined />}
      data-testid="language-switch"
      // The name carries the visible short name, so speech input ("click EN") finds the button.
      aria-label={t('layout.language', { current: SHORT_NAMES[locale] })}
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
  return Menu ? <Menu initialOpen={clicked}>{trigger}</Menu> : trigger;
}
