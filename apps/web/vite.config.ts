import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePrecache, pwaOptions } from './pwa.config.ts';

/** The API (apps/api) listens here in development; `scripts/start.mjs` serves both from one port. */
const API_ORIGIN = 'http://localhost:4000';

/**
 * Code that only admin and superadmin screens use: their features, their layouts, the admin screens composed in
 * app/screens/admin and the admin document's own messages. A chunk holding any of it is named `staff-*.js`,
 * the marker by which `npm run bench:web` and e2e/staff-code.spec.ts check that resident pages never download staff code (docs/decisions/016).
 */
export const STAFF_MODULE =
  /[\\/](apps[\\/]web[\\/]src[\\/](features[\\/](admin|superadmin|analytics|interventions)[\\/]|app[\\/]layouts[\\/](admin|superadmin|console)-layout\.|app[\\/]screens[\\/]admin[\\/])|packages[\\/]core[\\/]src[\\/]admin-messages\.ts)/;

export default defineConfig({
  plugins: [react(), tailwindcss(), offlinePrecache(), VitePWA(pwaOptions)],
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: true },
      '/uploads': { target: API_ORIGIN, changeOrigin: true },
      '/quezon_barangays_boundaries.geojson': { target: API_ORIGIN, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser the app supports preloads modules itself: the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @dengue/core is plain declarations (constants, messages, zod schemas) with no import-time effects.
      // Saying so lets a screen that needs one constant skip the zod schemas of the whole package.
      // (The same belongs in packages/core/package.json as "sideEffects": false.)
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]packages[\\/]core[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some((id) => STAFF_MODULE.test(id))
            ? 'assets/staff-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        // Screens are split per route by the dynamic imports in src/app/routes. React and the router
        // change rarely, so they get their own long-cached chunk; everything else stays with its importer,
        // which keeps heavy libraries (maps, charts) out of the landing page.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            // Leaflet with react-leaflet: its components were otherwise one small chunk each, and under
            // Lighthouse every request a page starts costs the main thread (decision 016).
            {
              name: 'leaflet',
              test: /node_modules[\\/](leaflet|react-leaflet|@react-leaflet[\\/]core)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
