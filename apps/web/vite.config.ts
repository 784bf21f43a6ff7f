import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStylesheets } from './antd-styles';
import { inlineEntryStylesheet } from './inline-entry-css';
import { precompress } from './precompress';

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
  plugins: [react(), antdStylesheets(), inlineEntryStylesheet(), precompress()],
  server: {
    proxy: { '/api': proxied, '/__sim': proxied, '/healthz': proxied, '/uploads': proxied },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Read by scripts/web-size.mjs to add up what each route loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups.map((group) => ({ ...group, priority: 10 })) },
      },
    },
  },
});
