import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';
import { BOUNDARIES_URL } from './src/features/mapping/api/boundaries-url.ts';

/**
 * The modules whose chunks, with everything they import (at once or later), are precached at install: the
 * report form with its map picker, the screens a resident uses offline (home, community with My Posts, the
 * profile), the offline report queue, the toaster and the Filipino texts. A first-time resident who goes offline can still
 * file a report (decision 043). Staff chunks never follow (the build names them `staff-*`).
 */
const OFFLINE_MODULES = [
  /[\\/]src[\\/]app[\\/]screens[\\/](report-form-with-map|community-screen|profile-screen|landing-screen)\.tsx$/,
  /[\\/]src[\\/]features[\\/]report-form[\\/]outbox[\\/]/,
  /[\\/]src[\\/]i18n[\\/]fil\.ts$/,
  // The toaster is fetched at the first tap: offline, that tap must not find it missing.
  /[\\/]src[\\/]components[\\/]ui[\\/]toaster\.tsx$/,
];

/** The shell: the page, the entry script and styles, React, the icons (decision 013). */
const SHELL_FILES = [
  /^index\.html$/,
  /^assets\/index-[^/]*\.(js|css)$/,
  /^assets\/react-vendor-[^/]*\.js$/,
  /^[^/]*\.svg$/,
  /^icons\/[^/]*\.png$/,
];

/**
 * The city outline the report form's picker cuts out of its red overlay, an API answer that changes only
 * with the file the API ships: its content names the precache revision.
 */
const CITY_OUTLINE_REVISION = createHash('sha256')
  .update(readFileSync(new URL('../api/assets/quezon-city-boundary.geojson', import.meta.url)))
  .digest('hex')
  .slice(0, 16);

/** Filled by the build (offlinePrecache below) before the service worker is written. */
const offlineFiles = new Set<string>();

/**
 * Finds the files of OFFLINE_MODULES in the finished bundle: each chunk holding one of them, the chunks it
 * imports statically and lazily, and their styles and assets.
 */
export function offlinePrecache(): Plugin {
  return {
    name: 'dengue-offline-precache',
    apply: 'build',
    generateBundle(_options, bundle) {
      offlineFiles.clear();
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const queue = [...chunks.values()]
        .filter((chunk) => chunk.moduleIds.some((id) => OFFLINE_MODULES.some((module) => module.test(id))))
        .map((chunk) => chunk.fileName);
      while (queue.length > 0) {
        const fileName = queue.pop()!;
        const chunk = chunks.get(fileName);
        // The entry is in the shell; following its lazy imports would take the whole app.
        if (!chunk || chunk.isEntry || offlineFiles.has(fileName) || fileName.startsWith('assets/staff-'))
          continue;
        offlineFiles.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) offlineFiles.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) offlineFiles.add(asset);
        queue.push(...chunk.imports, ...chunk.dynamicImports);
      }
    },
  };
}

type ManifestTransform = NonNullable<NonNullable<VitePWAOptions['workbox']>['manifestTransforms']>[number];

/** Keeps the shell and the offline files of the glob's candidates. */
const keepShellAndOfflineFiles: ManifestTransform = async (entries) => ({
  manifest: entries.filter(
    (entry) => SHELL_FILES.some((file) => file.test(entry.url)) || offlineFiles.has(entry.url),
  ),
  warnings: [],
});

/**
 * The installable app (docs/decisions/013-installable-offline-app.md).
 * - The service worker precaches the app shell (page, entry script and styles, React, icons) and what the
 *   report form and the offline screens need (OFFLINE_MODULES, the boundary file, the city outline; decision
 *   043); any other screen's code is cached the first time it opens, so screens seen once open again offline.
 * - Public reads (feed, My Posts, announcements and articles, barangay patterns, interventions, clusters, the
 *   map's marker tiles) and
 *   the resident's own profile go to the network first and fall back to the last answer when offline; the
 *   app reads the answer's Date header to say how old the data is. Signing out deletes the saved answers and
 *   photos. Other account calls, notification, auth and admin calls are never cached.
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
    // Candidates; keepShellAndOfflineFiles keeps the shell and what the report form and the offline screens
    // need (OFFLINE_MODULES).
    globPatterns: ['index.html', 'assets/*', '*.svg', 'icons/*.png'],
    manifestTransforms: [keepShellAndOfflineFiles],
    // The report form's map draws the barangay polygons and the city outline, both served by the API, not
    // built. The boundary file's `?v=` names its version, so it needs no revision.
    additionalManifestEntries: [
      { url: BOUNDARIES_URL, revision: null },
      { url: '/api/v1/geocode/city-boundary', revision: CITY_OUTLINE_REVISION },
    ],
    // A first visit is kept too: the worker takes the open page at once, and the page asks again for what
    // it showed before (features/offline/register-service-worker.ts). No skipWaiting: an update waits for
    // every tab to close (decision 043).
    clientsClaim: true,
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
          /^\/api\/v1\/(reports(\/[^/]+)?|accounts\/profile\/[^/]+|adminposts|adminPosts\/[^/]+|barangays\/[^/]+|analytics\/retrieve-pattern-recognition-results|interventions|clusters\/[^/]+|clusters\/markers\/tiles\/\d+\/\d+\/\d+|config)$/.test(
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
