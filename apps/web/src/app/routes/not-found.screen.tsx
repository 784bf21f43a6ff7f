import { useTranslation } from 'react-i18next';
import { NotFoundResult } from '../../components/errors/not-found-result';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { PublicPage } from './public-page';

/** The catch-all page, seen with or without a session. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.notFound.title'));
  return (
    <PublicPage width={720}>
      <NotFoundResult heading />
    </PublicPage>
  );
}

/** `/404` inside the shell, where the guard sends a route the user may not open. */
export function NotFoundInShell() {
  return <NotFoundResult />;
}

export { NotFoundInShell as Component };
