// Crease's service worker: the app's shell kept for an offline start, an offline page for what
// needs the network, and web pushes shown as notifications (docs/NOTIFICATIONS.md). Served with
// `Cache-Control: no-cache`, so a new version is picked up at the next visit.
const SHELL = 'crease-shell-v1';
const OFFLINE_URL = '/offline.html';
const PRECACHE = ['/', OFFLINE_URL, '/manifest.webmanifest', '/favicon.svg', '/icon-192.png'];

/** The shell: the start page and the scripts and styles it names (hashed, so kept as they are). */
async function cacheShell() {
  const cache = await caches.open(SHELL);
  await cache.addAll(PRECACHE);
  const page = await (await cache.match('/')).text();
  const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll(assets);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

// The page names what it loaded before this worker ran: hashed files, kept for an offline start.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-assets' || !Array.isArray(event.data.urls)) return;
  const urls = event.data.urls.filter((url) => typeof url === 'string' && new URL(url).origin === self.location.origin && new URL(url).pathname.startsWith('/assets/'));
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(urls)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

const offlineJson = () =>
  new Response(JSON.stringify({ message: 'You are offline. Check your connection and try again.' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/ws/')) {
    // The API needs the network: offline, a readable answer rather than a browser error.
    event.respondWith(fetch(request).catch(offlineJson));
    return;
  }
  if (request.mode === 'navigate') {
    // Pages: the network first (the newest app), else the kept shell, else the offline page.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && url.pathname === '/') void caches.open(SHELL).then((cache) => cache.put('/', response.clone()));
          return response;
        })
        .catch(async () => (await caches.match('/')) ?? (await caches.match(OFFLINE_URL))),
    );
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    // Hashed files never change: from the cache, kept as they are first fetched (screens loaded later).
    event.respondWith(
      caches.match(request).then(
        (kept) =>
          kept ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(SHELL).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }
  event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? (await caches.match(OFFLINE_URL))));
});

self.addEventListener('push', (event) => {
  let message = { title: 'Crease', body: '', url: '/notifications' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icon-192.png',
      badge: '/icon-192.png',
      tag: message.id ? `crease-${message.id}` : undefined,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.navigate(target).then((client) => (client ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
