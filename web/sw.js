// Canasta's service worker (tools/build_web.py fills in the values in the first lines).
//
// After one visit the game starts with the network off: this worker keeps the page, the game
// archive and pygbag's runtime files in the browser's Cache Storage, whichever origin they
// come from (the runtime usually lives on pygbag's CDN, another origin than the page).
//
// * The game's own files (this folder) are stored when the worker is installed. They are
//   taken from the network first, so a new build is picked up at once, and from the cache
//   when the network fails or is slow.
// * Everything else (the runtime, pygbag's package index) is versioned by its address: it is
//   served from the cache when there, and fetched and kept otherwise.
// * The page tells the worker which files it fetched before the worker controlled it (on the
//   first visit, the whole runtime), and the worker fetches and keeps those too. It does not
//   fetch the runtime on its own when installed: the page is downloading it at that moment,
//   and asking afterwards finds it in the browser's HTTP cache instead of downloading it twice.

"use strict"

const BUILD = "{{build}}"
const PYGBAG = "{{pygbag}}"
const SCOPE = self.registration.scope
const RUNTIME_BASE = new URL("{{cdn}}", SCOPE).href
const GAME_FILES = {{game_files}}.map((name) => new URL(name, SCOPE).href)
const GAME_CACHE = `canasta-game-${BUILD}`
const RUNTIME_CACHE = `canasta-runtime-${PYGBAG}`
const OURS = [GAME_CACHE, RUNTIME_CACHE]
// A network that answers neither yes nor no (a captive portal, a train): give it this long
// before the cached page is used.
const NETWORK_GRACE_MS = 4000

function isGameFile(url) {
    return url.startsWith(SCOPE) && !url.startsWith(RUNTIME_BASE)
}

async function keep(cacheName, url) {
    // A runtime file the page imports as a module must be cached as a CORS response; a
    // server without CORS headers only allows an opaque copy, which a <script> can use.
    for (const mode of ["cors", "no-cors"]) {
        try {
            const response = await fetch(url, { mode, credentials: "omit", cache: "no-cache" })
            if (response.ok || response.type === "opaque") {
                const cache = await caches.open(cacheName)
                await cache.put(url, response)
                return true
            }
        } catch (error) {
            // try the next mode
        }
    }
    return false
}

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        // The game's files must all be there, or this worker would promise what it can't keep.
        const game = await caches.open(GAME_CACHE)
        await game.addAll(GAME_FILES)
        await self.skipWaiting()
    })())
})

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        for (const name of await caches.keys()) {
            if (name.startsWith("canasta-") && !OURS.includes(name)) await caches.delete(name)
        }
        await self.clients.claim()
    })())
})

self.addEventListener("message", (event) => {
    const data = event.data || {}
    if (data.type !== "cache-urls" || !Array.isArray(data.urls)) return
    event.waitUntil(Promise.all(data.urls.slice(0, 200).map(async (url) => {
        if (typeof url !== "string" || !/^https?:/.test(url)) return
        if (await caches.match(url, { ignoreSearch: isGameFile(url) })) return
        await keep(isGameFile(url) ? GAME_CACHE : RUNTIME_CACHE, url)
    })))
})

function delay(ms) {
    return new Promise((resolve) => setTimeout(resolve, ms))
}

async function networkFirst(request) {
    const cache = await caches.open(GAME_CACHE)
    const cached = cache.match(request, { ignoreSearch: true })
    const network = fetch(request).then((response) => {
        if (response.ok) cache.put(request, response.clone())
        return response
    })
    try {
        return await Promise.race([
            network,
            delay(NETWORK_GRACE_MS).then(async () => (await cached) || network),
        ])
    } catch (error) {
        const hit = (await cached) ||
            (request.mode === "navigate" ? await cache.match(new URL("index.html", SCOPE).href) : null)
        if (hit) return hit
        throw error
    }
}

async function cacheFirst(request) {
    const hit = await caches.match(request)
    if (hit) return hit
    const response = await fetch(request)
    if (response.ok || response.type === "opaque") {
        const cache = await caches.open(RUNTIME_CACHE)
        cache.put(request, response.clone())
    }
    return response
}

self.addEventListener("fetch", (event) => {
    const request = event.request
    // Only plain downloads: no uploads, and no partial (Range) requests, which a cache
    // can't answer.
    if (request.method !== "GET" || request.headers.has("range")) return
    if (!/^https?:/.test(request.url)) return
    event.respondWith(isGameFile(request.url) ? networkFirst(request) : cacheFirst(request))
})
