// Offline play: the service worker keeps every file of the build in one cache named after
// the build's content hash, filled whole at install, and answers the page's requests from
// it, so after one visit the page loads and plays with no network. A new build is a new
// hash, so a new sw.js: the browser installs it beside the old one, and once its cache is
// complete it takes over and the old cache is deleted; nothing of two builds is mixed.
// web/build.py fills in VERSION and FILES (every file of build/web but this one).

const VERSION = "";
const FILES = [];
const CACHE = "pico-parlor-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // past the browser's HTTP cache: the files of this build, not of an earlier one
    await cache.addAll(["./", ...FILES].map((name) => new Request(name, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("pico-parlor-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    // ?seed=N is the page's own business: the file is the same
    const kept = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
    return kept || fetch(request);
  })());
});
