// Runs a Python driver inside Pyodide in headless Chromium, with the game package loaded,
// and prints the driver's JSON result on stdout (everything else goes to stderr).
//
//   node tests/browser/harness.mjs tests/browser/driver.py '{"seed": 1, "hands": 2, "players": 4}'
//
// The page gets nothing from the internet: a tiny HTTP server on 127.0.0.1 serves the page and
// node_modules/pyodide, every other request is aborted and reported, and Chromium runs with
// background networking off. The driver module must define run(**kwargs) returning a
// JSON-serialisable value.

import { createServer } from "node:http"
import { readFile, readdir, stat } from "node:fs/promises"
import { existsSync } from "node:fs"
import path from "node:path"
import process from "node:process"
import { fileURLToPath } from "node:url"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, "..", "..")
const PYODIDE_DIR = path.join(ROOT, "node_modules", "pyodide")
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"
const APP_DIR = "/home/pyodide/app" // where game/ and the driver go in Pyodide's filesystem

const log = (...args) => console.error("[harness]", ...args)

function fail(message) {
    console.error(`[harness] ERROR: ${message}`)
    process.exit(2)
}

const MIME = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".zip": "application/zip",
}

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>canasta pyodide check</title>
<script src="/pyodide/pyodide.js"></script></head>
<body><p>Canasta engine check</p></body></html>`

// Serves "/" and read-only files under /pyodide/ from node_modules/pyodide.
function startServer() {
    const server = createServer(async (req, res) => {
        try {
            const url = new URL(req.url, "http://127.0.0.1")
            if (req.method !== "GET" && req.method !== "HEAD") {
                res.writeHead(405).end()
                return
            }
            if (url.pathname === "/" || url.pathname === "/index.html") {
                res.writeHead(200, { "content-type": MIME[".html"] }).end(PAGE)
                return
            }
            if (url.pathname.startsWith("/pyodide/")) {
                const rel = decodeURIComponent(url.pathname.slice("/pyodide/".length))
                const file = path.resolve(PYODIDE_DIR, rel)
                if (!file.startsWith(PYODIDE_DIR + path.sep)) {
                    res.writeHead(403).end()
                    return
                }
                const body = await readFile(file)
                const type = MIME[path.extname(file)] || "application/octet-stream"
                res.writeHead(200, { "content-type": type, "content-length": body.length })
                res.end(req.method === "HEAD" ? undefined : body)
                return
            }
            res.writeHead(404).end()
        } catch (err) {
            res.writeHead(404).end(String(err && err.code))
        }
    })
    return new Promise((resolve, reject) => {
        server.once("error", reject)
        server.listen(0, "127.0.0.1", () => resolve(server)) // port 0: a random free port
    })
}

// game/**/*.py as [{path: "game/rules/state.py", text: "..."}]
async function gameFiles() {
    const files = []
    async function walk(dir) {
        for (const entry of await readdir(dir, { withFileTypes: true })) {
            const full = path.join(dir, entry.name)
            if (entry.isDirectory()) {
                if (entry.name !== "__pycache__" && !entry.name.startsWith(".")) await walk(full)
            } else if (entry.name.endsWith(".py")) {
                files.push({ path: path.relative(ROOT, full).split(path.sep).join("/"),
                             text: await readFile(full, "utf8") })
            }
        }
    }
    await walk(path.join(ROOT, "game"))
    return files
}

async function main() {
    const [driverArg, kwargsArg = "{}"] = process.argv.slice(2)
    if (!driverArg) fail("usage: node harness.mjs DRIVER.py '{\"kwarg\": value}'")
    let kwargs
    try {
        kwargs = JSON.parse(kwargsArg)
    } catch (err) {
        fail(`keyword arguments must be a JSON object: ${err}`)
    }
    if (!existsSync(path.join(PYODIDE_DIR, "pyodide.asm.wasm")))
        fail(`${PYODIDE_DIR} is missing: run tools/setup_browser.sh (npm ci)`)
    if (!existsSync(CHROMIUM)) fail(`${CHROMIUM} is missing: apt-get install chromium`)
    let chromium
    try {
        ({ chromium } = await import("playwright-core"))
    } catch (err) {
        fail(`playwright-core is missing: run tools/setup_browser.sh (npm ci): ${err}`)
    }

    const driverText = await readFile(path.resolve(driverArg), "utf8")
    const files = await gameFiles()
    const server = await startServer()
    const base = `http://127.0.0.1:${server.address().port}`
    log(`serving ${PYODIDE_DIR} at ${base}/pyodide/`)

    const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
               "--disable-background-networking", "--disable-component-update",
               "--disable-sync", "--disable-dev-shm-usage"],
    })
    const blocked = []
    let result
    try {
        const context = await browser.newContext()
        const page = await context.newPage()
        // Only our own server may be reached: anything else is a bug in the harness.
        await page.route("**/*", (route) => {
            const url = route.request().url()
            if (url.startsWith(base + "/")) return route.continue()
            blocked.push(url)
            return route.abort()
        })
        page.on("console", (msg) => console.error(`[page:${msg.type()}]`, msg.text()))
        page.on("pageerror", (err) => console.error("[page:error]", err.message))

        await page.goto(`${base}/`)
        const version = await page.evaluate(() => navigator.userAgent)
        log(`browser: ${version}`)

        const t0 = Date.now()
        result = await page.evaluate(async ({ files, driverText, kwargs, appDir }) => {
            const loadStart = performance.now()
            const pyodide = await loadPyodide({ indexURL: "/pyodide/" })
            const loadMs = performance.now() - loadStart
            pyodide.setStdout({ batched: (s) => console.log(s) })
            pyodide.setStderr({ batched: (s) => console.warn(s) })
            for (const f of files) {
                const full = `${appDir}/${f.path}`
                pyodide.FS.mkdirTree(full.slice(0, full.lastIndexOf("/")))
                pyodide.FS.writeFile(full, f.text)
            }
            pyodide.FS.writeFile(`${appDir}/canasta_driver.py`, driverText)
            pyodide.globals.set("DRIVER_KWARGS", JSON.stringify(kwargs))
            const out = await pyodide.runPythonAsync(`
import json, sys
sys.path.insert(0, ${JSON.stringify(appDir)})
sys.dont_write_bytecode = True
import canasta_driver
json.dumps(canasta_driver.run(**json.loads(DRIVER_KWARGS)))
`)
            return { json: out, loadMs, pyodideVersion: pyodide.version }
        }, { files, driverText, kwargs, appDir: APP_DIR })
        log(`pyodide ${result.pyodideVersion} loaded in ${result.loadMs.toFixed(0)} ms; ` +
            `driver finished after ${Date.now() - t0} ms`)
    } finally {
        await browser.close()
        server.close()
    }
    if (blocked.length) fail(`the page tried to reach the network: ${blocked.join(", ")}`)
    const payload = JSON.parse(result.json)
    process.stdout.write(JSON.stringify({
        result: payload,
        pyodide: result.pyodideVersion,
        pyodide_load_ms: result.loadMs,
    }) + "\n")
}

main().catch((err) => fail(err && err.stack ? err.stack : String(err)))
