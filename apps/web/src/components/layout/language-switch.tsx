import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale, normalizeLocale } from '@pcharging/validation';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../lib/i18n';

const SHORT_NAMES: Readonly<Record<Locale, string>> = { en: 'EN', fr: 'FR', 'zh-cn': '中' };

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((key) => ({ key, label: t(`common.language.${key}`) })),
        onClick: ({ key }) => {
          if (isLocale(key)) void changeLocale(key);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid="language-switch" aria-label={t('layout.language')}>
        {SHORT_NAMES[locale]}
      </Button>
    </Dropdown>
  );
}
