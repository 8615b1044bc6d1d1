/// <reference lib="webworker" />
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL, addPlugins, matchPrecache } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { securityHeaders } from './headers';
import { handlerFor, SHARE_TARGET_ACTION, SHARE_TARGET_FILES, SHARED_FILES_FLAG, type webManifest } from './webManifest';
import { keepSharedFiles } from './sharedFiles';
import { isShareFromSystem, type ShareInitiator } from './shareOrigin';
import { ENGINE_CACHE, type EngineManifest } from './engineCache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * Adds the security headers (COOP/COEP, the CSP...) to everything this worker serves, so the app is
 * cross-origin isolated (multi-threaded wasm works) and its workers keep their policy even on a static
 * host that cannot set headers, and offline.
 */
function withSecurityHeaders(response: Response): Response {
  if (response.type === 'opaque' || response.status === 0) return response;
  const headers = new Headers(response.headers);
  for (const [k, v] of Object.entries(securityHeaders())) headers.set(k, v);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
const securityPlugin: WorkboxPlugin = {
  handlerWillRespond: async ({ response }) => withSecurityHeaders(response),
};

/**
 * Files shared into the installed app (the manifest's share_target) arrive here as a POST. They are
 * kept on the device and the tool for their type opens and offers them (src/runner/launchFiles.ts):
 * nothing runs until the user clicks Process. A post from another website is refused unread.
 */
async function receiveShare(request: Request, clientId: string): Promise<Response> {
  if (!isShareFromSystem(request.headers, self.location.origin, await initiator(clientId))) return Response.redirect('/', 303);
  const form = await request.formData();
  const files = form.getAll(SHARE_TARGET_FILES).filter((f): f is File => f instanceof File && f.size > 0);
  const manifestResponse = (await matchPrecache('/manifest.webmanifest')) ?? (await fetch('/manifest.webmanifest'));
  const manifest = (await manifestResponse.json()) as ReturnType<typeof webManifest>;
  const action = files.length ? handlerFor(manifest, files[0].type) : undefined;
  if (!action) return Response.redirect('/', 303);
  await keepSharedFiles(files);
  return Response.redirect(`${action}?${SHARED_FILES_FLAG}=1`, 303);
}
/** The page that started a navigation: none (the browser did), one of ours, or another site's. */
async function initiator(clientId: string): Promise<ShareInitiator> {
  if (!clientId) return 'nobody';
  return (await self.clients.get(clientId)) ? 'own-page' : 'other-page';
}
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.origin === self.location.origin && url.pathname === SHARE_TARGET_ACTION) {
    event.respondWith(receiveShare(event.request, event.clientId));
  }
});

addPlugins([securityPlugin]);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route of the single-page app is served by the precached index.html, offline too.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/engines\//, /\.[a-z0-9]+$/i] }));

// Heavy engines (wasm codecs, models, ffmpeg core) are cached when a tool's page opens
// (src/pwa/toolOffline.ts asks for them below), and the first time they are used.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    (url.pathname.startsWith('/engines/') || url.pathname.endsWith('.wasm') || request.destination === 'worker'),
  // ignoreVary: hosts send `Vary: Origin`, and a module import of an engine carries an Origin header
  // that the copy cached by "make available offline" was stored without.
  new CacheFirst({ cacheName: ENGINE_CACHE, plugins: [securityPlugin], matchOptions: { ignoreVary: true } }),
);

// A new version's engine files replace the old ones (their names carry content hashes): files this
// build no longer lists leave the engine cache when it takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const listed = await matchPrecache('/engines.json');
      if (!listed) return;
      const keep = new Set(((await listed.json()) as EngineManifest).files.map((f) => f.url));
      const cache = await caches.open(ENGINE_CACHE);
      for (const request of await cache.keys()) if (!keep.has(new URL(request.url).pathname)) await cache.delete(request);
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // A tool's page, or "make all tools available offline": cache a list of engine URLs now.
  if (event.data?.type === 'CACHE_ENGINES' && Array.isArray(event.data.urls)) {
    const port = event.ports[0];
    const urls = event.data.urls as string[];
    event.waitUntil(
      caches.open(ENGINE_CACHE).then(async (cache) => {
        let done = 0;
        for (const url of urls) {
          try {
            if (!(await cache.match(url, { ignoreVary: true }))) await cache.add(url);
          } catch (e) {
            port?.postMessage({ url, error: String(e) });
            return;
          }
          port?.postMessage({ url, done: ++done, total: urls.length });
        }
      }),
    );
  }
});

// The first install takes control at once, so the first visit already works offline afterwards.
clientsClaim();
