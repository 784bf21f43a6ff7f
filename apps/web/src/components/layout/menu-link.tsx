import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from './menu-tree';

/** A link out of the app: a web page opens in a new tab; mail and phone links go to the system's handler. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return /^https?:/i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

/** A menu entry as a link: through the router inside the app, by the browser out of it. */
export function MenuLink({ item, children }: { item: NavItem; children: ReactNode }) {
  return item.external ? (
    <ExternalLink href={item.path}>{children}</ExternalLink>
  ) : (
    <Link to={item.path}>{children}</Link>
  );
}
