import type { ReactNode } from 'react';

/** A card's title as a heading of the page's outline, looking as antd draws card titles. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 style={{ font: 'inherit', margin: 0 }}>{children}</h2>;
}
