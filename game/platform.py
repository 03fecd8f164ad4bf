"""What differs between the desktop and the browser: persistent storage and the UI language.

In the browser (pygbag or Pyodide, both report sys.platform == "emscripten") storage is the
page's window.localStorage; natively it is one file per key in the user's data directory.
Keys are free-form strings; values are strings.
"""

from __future__ import annotations

import contextlib
import importlib
import locale
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote

APP_DIR_NAME = "canasta"
# Namespace for localStorage keys: one origin (e.g. itch.io's game host) may serve many games.
BROWSER_PREFIX = "canasta:"
# Temp files start with a dot; encoded key names never do, so they can't be mistaken for keys.
_TMP_PREFIX = ".tmp-"


def is_browser() -> bool:
    return sys.platform == "emscripten"


# ---------------------------------------------------------------- browser side

def _window() -> Any:
    """The JavaScript global object. pygbag exposes it as platform.window (its platform
    module is replaced by one with JS access); Pyodide exposes it as the `js` module."""
    import platform

    window = getattr(platform, "window", None)
    if window is not None:
        return window
    return importlib.import_module("js")


def browser_window() -> Any:
    """The page's JavaScript ``window`` (only in the browser)."""
    return _window()


def _is_js_nothing(value: Any) -> bool:
    """Whether a value read from JavaScript is null or undefined.

    pygbag's bridge turns both into None (its emval_to_py), and so does Pyodide 0.27 for the
    calls used here; pygbag's runtime also defines a Python-side ``undefined`` sentinel, and
    newer Pyodide releases can hand out ``jsnull``. All of them mean "no value"."""
    if value is None:
        return True
    import builtins

    sentinel = getattr(builtins, "undefined", None)
    if sentinel is not None and value is sentinel:
        return True
    return type(value).__name__ in ("JsNull", "JsUndefined")


class _SessionStorage:
    """Stands in for localStorage when the page may not use it (storage blocked for an
    embedded frame, or disabled by the player): the game still runs, saves last the visit."""

    def __init__(self) -> None:
        self._items: dict[str, str] = {}

    @property
    def length(self) -> int:
        return len(self._items)

    def key(self, index: int) -> str | None:
        keys = list(self._items)
        return keys[index] if 0 <= index < len(keys) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the Web Storage name
        return self._items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self._items[key] = str(value)

    def removeItem(self, key: str) -> None:  # noqa: N802
        self._items.pop(key, None)


_session_storage: _SessionStorage | None = None


def _local_storage() -> Any:
    """window.localStorage, or a per-visit stand-in when the browser refuses access to it
    (reading the property throws a SecurityError then, or gives null)."""
    global _session_storage
    try:
        storage = _window().localStorage
    except Exception:  # the bridge raises the page's SecurityError as a plain Exception
        storage = None
    if not _is_js_nothing(storage):
        return storage
    if _session_storage is None:
        _session_storage = _SessionStorage()
    return _session_storage


def storage_is_persistent() -> bool:
    """False when saves only last this visit (the browser blocks localStorage)."""
    return not (is_browser() and isinstance(_local_storage(), _SessionStorage))


def _browser_call(action: str, key: str, call: Any, *args: Any) -> Any:
    """Run a localStorage call; the browser's refusal (quota exceeded, storage disabled)
    comes back from the bridge as a bare Exception, and becomes an OSError here, the
    error callers already handle for a full or failing disk."""
    try:
        return call(*args)
    except Exception as exc:
        raise OSError(f"the browser refused to {action} {key!r}: {exc}") from exc


# ---------------------------------------------------------------- native side

def data_dir() -> Path:
    """Where native saves live. CANASTA_DATA_DIR overrides it (tests, portable installs)."""
    override = os.environ.get("CANASTA_DATA_DIR")
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = Path(os.environ.get("APPDATA") or home / "AppData" / "Roaming")
    elif sys.platform == "darwin":
        base = home / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    return base / APP_DIR_NAME


def _key_path(key: str) -> Path:
    if not key:
        raise ValueError("storage key must not be empty")
    # Percent-encode everything but letters, digits and "_.-~", so any key is one safe
    # file name; a leading dot is encoded too (no "..", no hidden files, no temp clash).
    name = quote(key, safe="")
    if name.startswith("."):
        name = "%2E" + name[1:]
    return data_dir() / name


def _atomic_write(path: Path, text: str) -> None:
    """Write text to path so that readers see either the old or the complete new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=_TMP_PREFIX, dir=path.parent)
    try:
        # surrogateescape round-trips bytes that are not valid UTF-8 (see storage_get)
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; not possible (nor needed) on Windows.
    if sys.platform == "win32":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


# ---------------------------------------------------------------- public API

def storage_get(key: str) -> str | None:
    if is_browser():
        storage = _local_storage()
        value = _browser_call("read", key, storage.getItem, BROWSER_PREFIX + key)
        return None if _is_js_nothing(value) else str(value)
    try:
        # Bytes that are not UTF-8 (a damaged file) come back as lone surrogates instead of
        # raising, so the caller can detect the damage and still move the exact bytes aside.
        # newline="": a value reads back as written ("\r" is not turned into "\n").
        with open(_key_path(key), encoding="utf-8", errors="surrogateescape", newline="") as f:
            return f.read()
    except FileNotFoundError:
        return None


def storage_set(key: str, value: str) -> None:
    if is_browser():
        # localStorage.setItem replaces the value in one step (or throws when over quota,
        # leaving the old value in place).
        storage = _local_storage()
        _browser_call("store", key, storage.setItem, BROWSER_PREFIX + key, value)
        return
    _atomic_write(_key_path(key), value)


def storage_remove(key: str) -> None:
    if is_browser():
        storage = _local_storage()
        _browser_call("remove", key, storage.removeItem, BROWSER_PREFIX + key)
        return
    with contextlib.suppress(FileNotFoundError):
        _key_path(key).unlink()


def storage_move(src: str, dst: str) -> None:
    """Rename a key; dst is replaced. Natively one os.replace, so no copy can be half-made."""
    if is_browser():
        value = storage_get(src)
        if value is None:
            raise KeyError(src)
        storage_set(dst, value)  # written first: the data exists under one key at all times
        storage_remove(src)
        return
    try:
        os.replace(_key_path(src), _key_path(dst))
    except FileNotFoundError as exc:
        raise KeyError(src) from exc


#: A temp file untouched this long belongs to no writer any more (a write takes milliseconds).
STALE_TEMP_SECONDS = 600.0


def remove_stale_temp_files(older_than: float = STALE_TEMP_SECONDS) -> int:
    """Delete the temp files of writers that were killed mid-save; how many were removed.

    Natively only (localStorage writes in one step). A temp file is removed once its time is
    ``older_than`` seconds away from now, so a save in progress elsewhere is never touched.
    """
    if is_browser():
        return 0
    folder = data_dir()
    if not folder.is_dir():
        return 0
    now = time.time()
    removed = 0
    for entry in folder.iterdir():
        if not entry.name.startswith(_TMP_PREFIX):
            continue
        with contextlib.suppress(OSError):
            if abs(now - entry.stat().st_mtime) > older_than:
                entry.unlink()
                removed += 1
    return removed


def storage_keys(prefix: str = "") -> list[str]:
    """All keys that start with prefix, sorted."""
    keys: list[str] = []
    if is_browser():
        storage = _local_storage()
        count = _browser_call("list", prefix, lambda: storage.length)
        for i in range(0 if _is_js_nothing(count) else int(count)):
            name = _browser_call("list", prefix, storage.key, i)
            if not _is_js_nothing(name) and str(name).startswith(BROWSER_PREFIX + prefix):
                keys.append(str(name)[len(BROWSER_PREFIX):])
        return sorted(keys)
    folder = data_dir()
    if not folder.is_dir():
        return []
    for entry in folder.iterdir():
        if entry.name.startswith(".") or not entry.is_file():
            continue
        key = unquote(entry.name)
        if key.startswith(prefix):
            keys.append(key)
    return sorted(keys)


def _language_code(tag: str | None) -> str | None:
    """'cs_CZ.UTF-8' / 'cs-CZ' / 'cs' -> 'cs'; 'C', 'POSIX', '' -> None."""
    if not tag:
        return None
    code = tag.split(":")[0].split(".")[0].split("@")[0].replace("-", "_").split("_")[0]
    code = code.strip().lower()
    if code in ("c", "posix") or not (2 <= len(code) <= 3) or not code.isalpha():
        return None
    return code


def _windows_language() -> str | None:
    try:
        import ctypes

        buf = ctypes.create_unicode_buffer(85)
        windll = ctypes.windll  # type: ignore[attr-defined,unused-ignore]
        if windll.kernel32.GetUserDefaultLocaleName(buf, len(buf)):
            return _language_code(buf.value)
    except (AttributeError, OSError):
        pass
    return None


def system_language(default: str = "en") -> str:
    """The user's preferred language as a lowercase ISO 639 code such as "cs" or "en"."""
    if is_browser():
        try:
            language = _window().navigator.language
            if _is_js_nothing(language):
                return default
            return _language_code(str(language)) or default
        except Exception:  # no navigator (a worker) or an odd JS proxy: fall back quietly
            return default
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        code = _language_code(os.environ.get(var))
        if code:
            return code
    if sys.platform == "win32":
        code = _windows_language()
        if code:
            return code
    with contextlib.suppress(ValueError):
        code = _language_code(locale.getlocale()[0])
        if code:
            return code
    return default
