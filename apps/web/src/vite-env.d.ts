/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_PRODUCT_TITLE?: string;
  readonly VITE_NETWORK_TIME_ZONE?: string;
  readonly VITE_NETWORK_CURRENCY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
