import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/** The theme's tokens as the custom properties login-form.module.css reads, so the form follows the theme. */
export function loginThemeVars(token: GlobalToken): CSSProperties {
  const vars: Record<`--login-${string}`, string> = {
    '--login-bg': token.colorBgContainer,
    '--login-text': token.colorText,
    '--login-heading': token.colorTextHeading,
    '--login-placeholder': token.colorTextPlaceholder,
    '--login-icon': token.colorIcon,
    '--login-icon-hover': token.colorIconHover,
    '--login-border': token.colorBorder,
    '--login-primary': token.colorPrimary,
    '--login-primary-hover': token.colorPrimaryHover,
    '--login-outline': token.controlOutline,
    '--login-outline-strong': token.colorPrimaryBorder,
    '--login-error': token.colorError,
    '--login-error-hover': token.colorErrorBorderHover,
    '--login-error-outline': token.colorErrorOutline,
    '--login-radius': `${token.borderRadiusLG}px`,
    '--login-radius-sm': `${token.borderRadiusSM}px`,
    '--login-control-height': `${token.controlHeightLG}px`,
    '--login-font-size': `${token.fontSize}px`,
    '--login-font-size-lg': `${token.fontSizeLG}px`,
    '--login-line-height': String(token.lineHeight),
    '--login-motion': token.motionDurationMid,
  };
  return vars as CSSProperties;
}
