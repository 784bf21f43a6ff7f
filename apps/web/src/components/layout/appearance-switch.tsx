import { ColumnHeightOutlined, MoonOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { appearanceStore, useAppearance } from '../../lib/appearance';
import { usePhone } from '../../lib/phone';

interface ToggleButtonProps {
  pressed: boolean;
  label: string;
  icon: ReactNode;
  onToggle: () => void;
}

/** An icon button that stays on or off, saying which to assistive technology and showing it by its fill. */
function ToggleButton({ pressed, label, icon, onToggle }: ToggleButtonProps) {
  return (
    <Button
      color={pressed ? 'primary' : 'default'}
      variant={pressed ? 'filled' : 'text'}
      icon={icon}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onToggle}
    />
  );
}

/**
 * The header's dark-mode and compact-density toggles; the choices are kept in local storage like the language. A
 * phone keeps its thumb-sized controls whatever the density, so it has no density toggle.
 */
export function AppearanceSwitch() {
  const { t } = useTranslation();
  const { scheme, density } = useAppearance();
  const phone = usePhone();
  return (
    <>
      <ToggleButton
        pressed={scheme === 'dark'}
        label={t('layout.darkMode')}
        icon={<MoonOutlined />}
        onToggle={() => appearanceStore.setScheme(scheme === 'dark' ? 'light' : 'dark')}
      />
      {phone ? null : (
        <ToggleButton
          pressed={density === 'compact'}
          label={t('layout.compactDensity')}
          icon={<ColumnHeightOutlined />}
          onToggle={() => appearanceStore.setDensity(density === 'compact' ? 'comfortable' : 'compact')}
        />
      )}
    </>
  );
}
