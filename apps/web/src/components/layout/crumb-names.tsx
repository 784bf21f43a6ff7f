import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';

/** Names of records by their page's path, as the pages that loaded them tell. */
export type CrumbNames = ReadonlyMap<string, string>;

type NameCrumb = (path: string, name: string) => void;

const NameCrumbContext = createContext<NameCrumb>(() => undefined);

/**
 * Holds the names the screens give their records, for the breadcrumbs. A name stays once told, so going back up
 * the trail (port → charger → station) keeps the names the deeper page already knew.
 */
export function useCrumbNameStore(): [CrumbNames, NameCrumb] {
  const [names, setNames] = useState<CrumbNames>(() => new Map());
  const nameCrumb = useCallback<NameCrumb>(
    (path, name) => setNames((current) => (current.get(path) === name ? current : new Map(current).set(path, name))),
    [],
  );
  return [names, nameCrumb];
}

export function CrumbNameProvider({ nameCrumb, children }: { nameCrumb: NameCrumb; children: ReactNode }) {
  return <NameCrumbContext.Provider value={nameCrumb}>{children}</NameCrumbContext.Provider>;
}

/** Shows `name` in the breadcrumbs in place of the id that ends `path`, once the record is loaded. */
export function useCrumbName(path: string, name: string | null | undefined): void {
  const nameCrumb = useContext(NameCrumbContext);
  useEffect(() => {
    if (name) nameCrumb(path, name);
  }, [nameCrumb, path, name]);
}
