import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStylesheets } from './antd-styles';
import { inlineEntryStylesheet } from './inline-entry-css';
import { loginFirstFrame } from './login-first-frame';
import { precompress } from './precompress';
import { preloadStart } from './preload-start';

const apiTarget = process.env.PCHARGING_API_TARGET ?? 'http://localhost:8080';
const proxied = { target: apiTarget, changeOrigin: true };

// Libraries every route needs get stable vendor chunks (long-term caching); antd is left to the automatic
// splitting so that the login route only loads the components it renders.
const vendorGroups = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
  { name: 'i18n', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/ },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
];

export default defineConfig({
  base: './',
  plugins: [react(), antdStylesheets(), inlineEntryStylesheet(), loginFirstFrame(), preloadStart(), precompress()],
  server: {
    proxy: { '/api': proxied, '/__sim': proxied, '/healthz': proxied, '/uploads': proxied },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/web-size.mjs to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      // js-md5 only defines md5 (and a global copy nobody reads): declared free of side effects, it stays out of the
      // pages that import the api-client's index without hashing a password, the login page's first load above all.
      treeshake: { moduleSideEffects: [{ test: /[\\/]js-md5[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: { groups: vendorGroups.map((group) => ({ ...group, priority: 10 })) },
      },
    },
  },
});
