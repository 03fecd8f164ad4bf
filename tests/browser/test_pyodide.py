"""The rules engine and the bots inside WebAssembly (Pyodide in headless Chromium) play the
same hands as natively: same actions, same final state. Timings are printed, not asserted."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
HARNESS = HERE / "harness.mjs"
DRIVER = HERE / "driver.py"
STORAGE_DRIVER = HERE / "storage_driver.py"
CHROMIUM = os.environ.get("CHROMIUM_PATH", "/usr/bin/chromium")
TIMEOUT_S = 240
CASES = [{"seed": 7, "hands": 2, "players": 4}]


def browser_prerequisites() -> None:
    """Fail loudly when the browser tools are missing: this check must not vanish silently
    in CI. CANASTA_SKIP_BROWSER=1 skips it on machines that can't install Chromium."""
    if os.environ.get("CANASTA_SKIP_BROWSER") == "1":
        pytest.skip("CANASTA_SKIP_BROWSER=1")
    missing = []
    if shutil.which("node") is None:
        missing.append("node (Debian package nodejs)")
    if not Path(CHROMIUM).exists():
        missing.append(f"{CHROMIUM} (Debian package chromium)")
    for pkg in ("pyodide", "playwright-core"):
        if not (ROOT / "node_modules" / pkg / "package.json").is_file():
            missing.append(f"node_modules/{pkg} (npm ci)")
    if missing:
        pytest.fail("real-browser check cannot run, missing: " + ", ".join(missing)
                    + ". Run `bash tools/setup_browser.sh`, or set CANASTA_SKIP_BROWSER=1 "
                    "on a machine without apt.")


def run_in_browser(driver: Path, kwargs: dict[str, Any]) -> dict[str, Any]:
    proc = subprocess.run(
        ["node", str(HARNESS), str(driver), json.dumps(kwargs)],
        cwd=ROOT, capture_output=True, text=True, timeout=TIMEOUT_S, check=False,
    )
    if proc.returncode != 0:
        pytest.fail(f"harness failed ({proc.returncode}):\n{proc.stderr[-6000:]}")
    lines = [line for line in proc.stdout.splitlines() if line.strip()]
    assert lines, f"harness printed no result:\n{proc.stderr[-3000:]}"
    out: dict[str, Any] = json.loads(lines[-1])
    return out


def load_driver() -> ModuleType:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # the native run must use this checkout's game package
    spec = importlib.util.spec_from_file_location("canasta_driver", DRIVER)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def figures(label: str, r: dict[str, Any]) -> str:
    return (f"{label:<12} {r['hands_per_second']:8.2f} hands/s   "
            f"{r['median_decision_ms']:8.3f} ms median decision   "
            f"{r['decisions']:5d} decisions   Python {r['python']} on {r['platform']}")


def case_id(case: dict[str, Any]) -> str:
    return "seed{seed}-{hands}hands-{players}p".format(**case)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_engine_and_bots_match_native(case: dict[str, Any]) -> None:
    browser_prerequisites()
    wasm_run = run_in_browser(DRIVER, case)
    wasm = wasm_run["result"]
    native = load_driver().run(**case)

    print()
    print(figures("WebAssembly", wasm))
    print(figures("native", native))
    ratio = native["hands_per_second"] / max(wasm["hands_per_second"], 1e-9)
    print(f"native is {ratio:.1f}x faster (Pyodide {wasm_run['pyodide']}, "
          f"loaded in {wasm_run['pyodide_load_ms']:.0f} ms)")

    assert wasm["platform"] == "emscripten"
    assert wasm["hands"] == native["hands"] >= 1
    assert len(wasm["actions"]) == len(native["actions"])
    first_diff = next((i for i, (a, b) in enumerate(zip(wasm["actions"], native["actions"],
                                                        strict=True)) if a != b), None)
    assert first_diff is None, (f"action {first_diff} differs: browser "
                                f"{wasm['actions'][first_diff]!r} vs native "
                                f"{native['actions'][first_diff]!r}")
    assert wasm["final_hash"] == native["final_hash"]
    assert wasm["phase"] == native["phase"]


def test_saves_use_local_storage_in_the_browser() -> None:
    browser_prerequisites()
    result = run_in_browser(STORAGE_DRIVER, {})["result"]
    assert result["browser"] is True
    assert result["round_trip"] is True
    assert result["corrupt_status"] == "corrupt" and result["backup_kept"] is True
    assert result["local_storage_keys"], result


if __name__ == "__main__":  # pragma: no cover - `python tests/browser/test_pyodide.py`
    sys.exit(pytest.main([__file__, "-s"]))
