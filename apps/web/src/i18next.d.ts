import type { CatalogueResources } from './lib/catalogue-types';
import type { Namespace } from './lib/i18n';

// Keys carry their namespace as prefix and `t` looks in every loaded catalogue, so it accepts a key of any of them;
// one no English catalogue has fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: Exclude<Namespace, 'common'>[];
    keySeparator: false;
    nsSeparator: false;
    resources: CatalogueResources;
  }
}
