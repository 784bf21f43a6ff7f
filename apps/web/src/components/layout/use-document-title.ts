import { useEffect } from 'react';
import { env } from '../../config/env';

/** `{page} | {product title}` (spec section 2). */
export function useDocumentTitle(pageTitle: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${env.productTitle}` : env.productTitle;
  }, [pageTitle]);
}
