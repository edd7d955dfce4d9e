import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (docs/decisions/013-installable-offline-app.md).
 * - The service worker precaches the app shell (page, entry script and styles, React, icons); each screen's
 *   code is cached the first time it opens, so screens seen once open again offline.
 * - The barangay boundary file and the city outline (GET geocode/city-boundary) are cached on first use and
 *   then served from the cache (they change with a release, when the precache is renewed too).
 * - Public reads (feed, announcements and articles, barangay patterns, interventions, clusters) go to the
 *   network first and fall back to the last answer when offline; the app reads the answer's Date header to
 *   say how old the data is. Account, notification, auth and admin calls are never cached.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'autoUpdate',
  // Registered by src/features/offline/register-service-worker.ts after the first paint.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
  manifest: {
    name: 'Dengue Watch QC',
    short_name: 'Dengue Watch',
    description:
      'Track dengue in the barangays of Quezon City, report mosquito breeding sites and read prevention tips.',
    lang: 'en',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: '#0f172a',
    categories: ['health', 'medical'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // Dengue-alert pushes and taps on them (public/push-sw.js).
    importScripts: ['/push-sw.js'],
    // The shell only: the page, the entry script and styles, React, the icons. Screens are cached as they are
    // first opened (below), so a phone on a small data plan never downloads screens it does not use, and
    // staff screens never reach a resident's phone.
    globPatterns: [
      'index.html',
      'assets/index-*.{js,css}',
      'assets/react-vendor-*.js',
      '*.svg',
      'icons/*.png',
    ],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/quezon_barangays_boundaries\.geojson/],
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        // Hashed file names never change content: once fetched, a screen's code is served from the cache.
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'screens', expiration: { maxEntries: 150, maxAgeSeconds: 60 * 24 * 3600 } },
      },
      {
        // The barangay polygons and the city outline the pickers cut out of their red overlay: both change
        // only with a release.
        urlPattern: ({ url }) =>
          url.pathname === '/quezon_barangays_boundaries.geojson' ||
          url.pathname === '/api/v1/geocode/city-boundary',
        handler: 'CacheFirst',
        options: {
          cacheName: 'boundaries',
          expiration: { maxEntries: 2 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        // Written out inline: workbox copies this function's source into the service worker.
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          /^\/api\/v1\/(reports(\/[^/]+)?|adminposts|adminPosts\/[^/]+|barangays\/[^/]+|analytics\/retrieve-pattern-recognition-results|interventions|clusters\/[^/]+|config)$/.test(
            url.pathname,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'public-data',
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 200, maxAgeSeconds: 14 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/uploads/'),
        handler: 'CacheFirst',
        options: {
          cacheName: 'photos',
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  },
};
