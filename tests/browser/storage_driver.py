"""Run inside Pyodide by the harness: game.saves on the browser's real window.localStorage."""

from __future__ import annotations

from typing import Any


def run() -> dict[str, Any]:
    import js  # Pyodide's bridge to the page's JavaScript globals

    from game import platform
    from game.saves import SaveStore

    store = SaveStore()
    record = {"variant": "classic", "seed": 3, "actions": ["deal", "draw"], "note": "ž ✓"}
    store.save("browser-check", record)
    round_trip = store.load("browser-check").record == record

    platform.storage_set("saves/broken", '{"format": "canasta-save", "ver')
    broken = store.load("broken")
    backup_kept = bool(broken.backup_key) and platform.storage_get(
        str(broken.backup_key)) == '{"format": "canasta-save", "ver'

    keys = [str(js.localStorage.key(i)) for i in range(int(js.localStorage.length))]
    return {
        "browser": platform.is_browser(),
        "language": platform.system_language(),
        "round_trip": round_trip,
        "corrupt_status": broken.status,
        "corrupt_message": broken.message,
        "backup_kept": backup_kept,
        "local_storage_keys": sorted(keys),
        "names": store.names(),
    }
