"""Bot decision time and hands per second inside WebAssembly (Pyodide in headless Chromium)
against native CPython, on the same seeded hands.

    python benchmarks/browser_vs_native.py [--seed 7] [--hands 4] [--players 4]

Needs what tools/setup_browser.sh installs. Prints figures only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HARNESS = ROOT / "tests" / "browser" / "harness.mjs"
DRIVER = ROOT / "tests" / "browser" / "driver.py"


def native(kwargs: dict[str, Any]) -> dict[str, Any]:
    sys.path.insert(0, str(ROOT))
    spec = importlib.util.spec_from_file_location("canasta_driver", DRIVER)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    result: dict[str, Any] = module.run(**kwargs)
    return result


def browser(kwargs: dict[str, Any]) -> dict[str, Any]:
    proc = subprocess.run(["node", str(HARNESS), str(DRIVER), json.dumps(kwargs)], cwd=ROOT,
                          capture_output=True, text=True, timeout=600, check=False)
    if proc.returncode != 0:
        sys.exit(f"harness failed:\n{proc.stderr[-4000:]}")
    out: dict[str, Any] = json.loads(proc.stdout.strip().splitlines()[-1])
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--hands", type=int, default=4)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    kwargs = {"seed": args.seed, "hands": args.hands, "players": args.players}

    wasm_run = browser(kwargs)
    wasm = wasm_run["result"]
    nat = native(kwargs)
    same = wasm["actions"] == nat["actions"] and wasm["final_hash"] == nat["final_hash"]
    print(f"{args.hands} hands, {args.players} players, seed {args.seed}, normal bots")
    print(f"{'':12} {'hands/s':>10} {'ms/decision (median)':>22} {'decisions':>10}")
    for label, r in (("WebAssembly", wasm), ("native", nat)):
        print(f"{label:12} {r['hands_per_second']:10.2f} {r['median_decision_ms']:22.3f} "
              f"{r['decisions']:10d}   Python {r['python']} ({r['platform']})")
    print(f"native/WebAssembly speed: "
          f"{nat['hands_per_second'] / max(wasm['hands_per_second'], 1e-9):.1f}x; "
          f"Pyodide {wasm_run['pyodide']} start-up {wasm_run['pyodide_load_ms']:.0f} ms; "
          f"identical play: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
