// Checks the built web page in headless Chromium: offline start through the service worker,
// requests that stay on the runtime mirror, the embedding frame's size, keys that must not
// scroll the host page, and full screen.
//
//   node tests/browser/page_check.mjs '{"page": DIR, "mirror": DIR, "standalone": DIR}'
//
// Each folder is served on its own loopback port (one origin each). The script prints
// {"ports": {...}} and waits for one line on stdin: the plan (JSON, see run()), written once
// the caller has built the page for those ports. It prints the results as one JSON line.
// Nothing leaves the machine: Chromium resolves every host but 127.0.0.1 to nothing, and
// every request Chromium makes (the page's and the service worker's) is logged.

import { createServer } from "node:http"
import { readFile, stat } from "node:fs/promises"
import { existsSync } from "node:fs"
import path from "node:path"
import process from "node:process"
import readline from "node:readline"

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
// Have playwright report the service worker's own requests too (read when it starts).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1"
const STEP_TIMEOUT_MS = 20000

const log = (...args) => console.error("[page_check]", ...args)

function fail(message) {
    console.error(`[page_check] ERROR: ${message}`)
    process.exit(2)
}

const MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".css": "text/css",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".png": "image/png",
    ".py": "text/plain; charset=utf-8",
}

// A static file server for one folder, like python -m http.server, sending the CORS header
// GitHub Pages (pygbag's CDN) sends. stop() also drops kept-alive connections, so that after
// it nothing is answered at all.
async function serve(root) {
    const hits = []
    const server = createServer(async (req, res) => {
        const url = new URL(req.url, "http://127.0.0.1")
        hits.push(url.pathname)
        let file = path.join(root, decodeURIComponent(url.pathname))
        if (!file.startsWith(root)) return res.writeHead(403).end()
        try {
            if ((await stat(file)).isDirectory()) file = path.join(file, "index.html")
            const body = await readFile(file)
            res.writeHead(200, {
                "content-type": MIME[path.extname(file)] || "application/octet-stream",
                "content-length": body.length,
                "access-control-allow-origin": "*",
                "cache-control": "no-cache",
            })
            res.end(req.method === "HEAD" ? undefined : body)
        } catch (err) {
            res.writeHead(404).end()
        }
    })
    await new Promise((resolve, reject) => {
        server.once("error", reject)
        server.listen(0, "127.0.0.1", resolve)
    })
    return {
        hits,
        port: server.address().port,
        origin: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((resolve) => {
            server.close(resolve)
            server.closeAllConnections()
        }),
    }
}

async function until(page, test, what, timeout = STEP_TIMEOUT_MS) {
    try {
        await page.waitForFunction(test, null, { timeout, polling: 100 })
    } catch (err) {
        throw new Error(`timed out waiting for ${what}: ${err.message.split("\n")[0]}`)
    }
}

// Load a page and wait for the stand-in runtime to finish; returns every request the page
// made with where its answer came from.
async function load(context, url, { reload = null } = {}) {
    const page = reload || await context.newPage()
    const requests = []
    const onFinished = async (request) => {
        const response = await request.response()
        requests.push({ url: request.url(), status: response ? response.status() : 0,
                        fromServiceWorker: response ? response.fromServiceWorker() : false })
    }
    const onFailed = (request) => requests.push({ url: request.url(), status: 0,
        fromServiceWorker: false, failure: request.failure() && request.failure().errorText })
    page.on("requestfinished", onFinished)
    page.on("requestfailed", onFailed)
    if (reload) await page.reload()
    else await page.goto(url)
    await until(page, () => window.standin_done || window.standin_error, "the stand-in runtime")
    const error = await page.evaluate(() => window.standin_error || null)
    await page.waitForTimeout(300)  // let the last requestfinished events arrive
    page.off("requestfinished", onFinished)
    page.off("requestfailed", onFailed)
    return { page, requests, error }
}

async function serviceWorkerKeeps(page, urls) {
    await until(page, () => navigator.serviceWorker && navigator.serviceWorker.controller,
                "the service worker to control the page")
    const missing = async () => page.evaluate(async (list) => {
        const out = []
        for (const url of list) if (!(await caches.match(url))) out.push(url)
        return out
    }, urls)
    const deadline = Date.now() + STEP_TIMEOUT_MS
    let left = await missing()
    while (left.length && Date.now() < deadline) {
        await page.waitForTimeout(200)
        left = await missing()
    }
    return left
}

async function frameOf(page, name) {
    const handle = await page.waitForSelector("iframe")
    const frame = await handle.contentFrame()
    await frame.waitForSelector("canvas")
    return frame
}

async function embedSizes(context, url, widths) {
    const out = []
    for (const width of widths) {
        const page = await context.newPage()
        await page.setViewportSize({ width, height: 900 })
        await page.goto(url)
        const frame = await frameOf(page)
        const box = await page.evaluate(() => {
            const r = document.querySelector("iframe").getBoundingClientRect()
            const main = document.querySelector("main").getBoundingClientRect()
            const pad = parseFloat(getComputedStyle(document.querySelector("main")).paddingLeft)
            return { width: r.width, height: r.height, room: main.width - 2 * pad }
        })
        const canvas = await frame.evaluate(() => {
            const r = document.getElementById("canvas").getBoundingClientRect()
            return { width: r.width, height: r.height, left: r.left, top: r.top,
                     viewWidth: innerWidth, viewHeight: innerHeight }
        })
        out.push({ viewport: width, frame: box, canvas })
        await page.close()
    }
    return out
}

// Press the game's keys inside the frame and report how far the host page scrolled.
async function keyScroll(context, url) {
    const page = await context.newPage()
    await page.setViewportSize({ width: 800, height: 600 })
    await page.goto(url)
    await frameOf(page)
    const box = await page.evaluate(() => {
        const r = document.querySelector("iframe").getBoundingClientRect()
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
    })
    await page.mouse.click(box.x, box.y)  // the player clicks into the game
    const before = await page.evaluate(() => scrollY)
    for (const key of ["ArrowDown", "ArrowDown", "Space", "ArrowDown"]) {
        await page.keyboard.press(key)
        await page.waitForTimeout(150)
    }
    const after = await page.evaluate(() => scrollY)
    await page.close()
    return after - before
}

async function fullscreen(context, topUrl, allowedUrl, forbiddenUrl) {
    const out = {}
    const page = await context.newPage()
    await page.goto(topUrl)
    out.top = await page.evaluate(() => canasta_fullscreen_state())
    await page.mouse.click(10, 10)  // a click grants the page a moment to go full screen
    await page.evaluate(() => canasta_toggle_fullscreen())
    try {
        await page.waitForFunction(() => canasta_fullscreen_state() === "on", null,
                                   { timeout: 3000 })
    } catch (err) { /* reported below */ }
    out.top_after_toggle = await page.evaluate(() => canasta_fullscreen_state())
    await page.close()
    for (const [name, url] of [["allowed_frame", allowedUrl], ["forbidden_frame", forbiddenUrl]]) {
        const host = await context.newPage()
        await host.goto(url)
        const frame = await frameOf(host)
        await frame.waitForFunction(() => window.canasta_fullscreen_state)
        out[name] = await frame.evaluate(() => canasta_fullscreen_state())
        await host.close()
    }
    return out
}

async function run(plan, servers) {
    let chromium
    try {
        ({ chromium } = await import("playwright-core"))
    } catch (err) {
        fail(`playwright-core is missing: run tools/setup_browser.sh (npm ci): ${err}`)
    }
    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--disable-dev-shm-usage",
               "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
    })
    const results = {}
    const everything = []  // every request Chromium made, page or service worker
    const newContext = async () => {
        // A fresh context is a first visit: no service worker, empty caches.
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
        context.on("request", (request) => {
            const worker = request.serviceWorker()
            everything.push({ url: request.url(), worker: worker ? worker.url() : null })
        })
        return context
    }
    try {
        const context = await newContext()

        if (plan.standalone) {
            const first = await load(context, plan.standalone)
            results.standalone = { requests: first.requests, error: first.error }
            await first.page.close()
        }
        if (plan.embed) results.embed = await embedSizes(context, plan.embed, plan.widths)
        if (plan.keys) {
            results.keys = { page: await keyScroll(context, plan.keys),
                             control: await keyScroll(context, plan.keys_control) }
        }
        if (plan.fullscreen) {
            results.fullscreen = await fullscreen(context, plan.fullscreen.top,
                                                  plan.fullscreen.allowed,
                                                  plan.fullscreen.forbidden)
        }
        if (plan.offline) {
            const first = await load(await newContext(), plan.offline)
            const wanted = [...new Set(first.requests.map((r) => r.url))]
            const uncached = await serviceWorkerKeeps(first.page, wanted)
            for (const server of Object.values(servers)) await server.stop()
            const again = await load(context, null, { reload: first.page })
            results.offline = { first: first.requests, first_error: first.error, uncached,
                                again: again.requests, again_error: again.error }
        }
    } finally {
        await browser.close()
    }
    results.all_requests = everything
    results.hits = Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, s.hits]))
    return results
}

async function main() {
    let roots
    try {
        roots = JSON.parse(process.argv[2] || "")
    } catch (err) {
        fail(`usage: node page_check.mjs '{"name": "folder", ...}': ${err}`)
    }
    if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} is missing: apt-get install chromium`)
    const servers = {}
    for (const [name, root] of Object.entries(roots)) servers[name] = await serve(path.resolve(root))
    const ports = Object.fromEntries(Object.entries(servers).map(([k, s]) => [k, s.port]))
    process.stdout.write(JSON.stringify({ ports }) + "\n")
    const lines = readline.createInterface({ input: process.stdin })
    const planLine = await new Promise((resolve) => lines.once("line", resolve))
    lines.close()
    const plan = JSON.parse(planLine)
    log("plan", planLine)
    const results = await run(plan, servers)
    for (const server of Object.values(servers)) await server.stop()
    process.stdout.write(JSON.stringify({ results }) + "\n")
}

main().catch((err) => fail(err && err.stack ? err.stack : String(err)))
