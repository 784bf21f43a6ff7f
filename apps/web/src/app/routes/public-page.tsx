import { ThunderboltFilled } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { AppearanceSwitch } from '../../components/layout/appearance-switch';
import { LanguageSwitch } from '../../components/layout/language-switch';
import { env } from '../../config/env';

/** Frame of the pages seen without a session: product name, language switch, centred content. */
export function PublicPage({ children, width = 420 }: { children: ReactNode; width?: number }) {
  const { token } = theme.useToken();
  return (
    // A plain block rather than antd Layout, which would bring its Sider; it sets the font as Layout did.
    <div
      style={{
        minHeight: '100vh',
        background: token.colorBgLayout,
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
      }}
    >
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <Flex align="center" gap={8} style={{ fontWeight: 600, fontSize: 18 }}>
          <ThunderboltFilled style={{ color: token.colorSuccess }} />
          {env.productTitle}
        </Flex>
        <Flex align="center" gap={4}>
          <AppearanceSwitch />
          <LanguageSwitch />
        </Flex>
      </Flex>
      <Flex justify="center" style={{ padding: '24px 16px 48px' }}>
        <main style={{ width: '100%', maxWidth: width }}>{children}</main>
      </Flex>
    </div>
  );
}
