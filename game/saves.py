"""Saved games and settings, on top of game.platform's key-value storage.

A save is a JSON envelope around the caller's record (for a game: the engine's game record,
whose inner shape this module deliberately ignores beyond it being a JSON object):

    {"format": "canasta-save", "version": 1, "checksum": "<sha256 hex>", "payload": {...}}

The checksum is over the canonical JSON of the payload, so any change to the stored bytes is
noticed. A save that can't be used is never deleted and never crashes the game: it is moved
aside to "<key>.bad-<timestamp>" and load() says what happened in words a player understands.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from game import platform
from game.i18n import _

FORMAT = "canasta-save"
VERSION = 1
MAX_BYTES = 2 * 1024 * 1024  # far above any real game record; refuses runaway or junk data
SAVE_PREFIX = "saves/"
SETTINGS_NAME = "settings"
BAD_MARKER = ".bad-"

Status = Literal["ok", "missing", "corrupt"]


@dataclass(frozen=True)
class LoadResult:
    status: Status
    record: dict[str, Any] | None = None
    message: str = ""
    backup_key: str | None = None  # where an unusable save was moved to
    reason: str = ""  # why it can't be used, in the player's language

    @property
    def ok(self) -> bool:
        return self.status == "ok"


class SaveError(ValueError):
    """The record can't be saved (not a JSON object, or too large)."""


def canonical_json(payload: Mapping[str, Any]) -> str:
    return json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False,
                      allow_nan=False)


def checksum(payload: Mapping[str, Any]) -> str:
    return hashlib.sha256(canonical_json(payload).encode("utf-8")).hexdigest()


def encode(record: Mapping[str, Any]) -> str:
    """The text stored for ``record``; raises SaveError for anything that would not load back
    exactly as given."""
    if not isinstance(record, Mapping):
        raise SaveError(f"a save must be a JSON object, not {type(record).__name__}")
    if not nests_within(record, MAX_DEPTH):
        raise SaveError(f"the record nests deeper than {MAX_DEPTH} levels")
    try:
        payload = json.loads(canonical_json(record))  # proves it is plain JSON data
        digest = checksum(payload)
    except UnicodeEncodeError as exc:  # a lone surrogate: no UTF-8 file can hold it
        raise SaveError(f"the record holds text that cannot be stored ({exc.reason})") from exc
    except (TypeError, ValueError, RecursionError) as exc:
        raise SaveError(f"the record is not plain JSON data: {exc}") from exc
    if payload != record:  # keys that are not strings, tuples: they would load back changed
        raise SaveError("the record holds values JSON would change (keys that are not "
                        "strings, tuples)")
    envelope = {"format": FORMAT, "version": VERSION, "checksum": digest, "payload": payload}
    text = json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise SaveError(f"the save would be larger than {MAX_BYTES // (1024 * 1024)} MB")
    return text


#: How deep lists and objects may nest in a save (a game record goes four deep). A limit of
#: our own, far below Python's: json.loads accepts some nestings that json.dumps (and so the
#: checksum) then refuses with a RecursionError.
MAX_DEPTH = 64


def nests_within(value: Any, limit: int) -> bool:
    """Whether lists and objects in ``value`` nest at most ``limit`` deep (without recursing,
    so any depth can be measured)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, Mapping):
            children: Any = item.values()
        elif isinstance(item, list | tuple):
            children = item
        else:
            continue
        if depth >= limit:
            return False
        stack.extend((child, depth + 1) for child in children)
    return True


def decode(text: str) -> tuple[dict[str, Any] | None, str]:
    """The payload, or None and the reason (for the player) why it can't be used."""
    try:
        size = len(text.encode("utf-8"))
    except UnicodeEncodeError:  # bytes that were not UTF-8 on disk
        return None, _("it is damaged (it contains unreadable bytes)")
    if size > MAX_BYTES:
        return None, _("it is too large ({size} MB) to be a real save").format(
            size=f"{size / (1024 * 1024):.1f}")
    if not text.strip():
        return None, _("it is empty (the game may have been interrupted while saving)")
    try:
        envelope = json.loads(text)
    except (ValueError, RecursionError):
        return None, _("it is damaged or incomplete")
    if not isinstance(envelope, dict) or envelope.get("format") != FORMAT:
        return None, _("it is not a Canasta save")
    version = envelope.get("version")
    if type(version) is not int:  # bool is an int subclass: True must not pass as 1
        return None, _("it is damaged (no version number)")
    if version > VERSION:
        return None, _("it was made by a newer version of the game")
    if version < 1:
        return None, _("it has an unknown version number")
    payload = envelope.get("payload")
    if not isinstance(payload, dict):
        return None, _("it is damaged (the game data is missing)")
    if not nests_within(payload, MAX_DEPTH):
        return None, _("it is damaged (its data nests too deeply)")
    try:
        intact = envelope.get("checksum") == checksum(payload)
    except (ValueError, RecursionError):  # NaN/Infinity or a lone surrogate smuggled in
        intact = False
    if not intact:
        return None, _("it is damaged (its contents do not match its checksum)")
    return payload, ""


class SaveStore:
    """Named saves under one key prefix of the platform storage."""

    def __init__(self, prefix: str = SAVE_PREFIX) -> None:
        self.prefix = prefix
        self._tidied = False

    def key(self, name: str) -> str:
        """The storage key of a save; raises SaveError for a name no save may have."""
        if not isinstance(name, str):
            raise SaveError(f"a save name is text, not {type(name).__name__}")
        if not name.strip() or len(name) > 200:
            raise SaveError(f"invalid save name: {name!r:.60}")
        if not name.isprintable() or BAD_MARKER in name:  # control characters, surrogates
            raise SaveError(f"invalid save name: {name!r:.60}")
        return self.prefix + name

    def save(self, name: str, record: Mapping[str, Any]) -> None:
        """Store record under name. Raises SaveError (nothing is written) when the record
        can't be saved and OSError when storage fails; the previous save then survives."""
        key = self.key(name)
        text = encode(record)
        self._tidy()
        platform.storage_set(key, text)

    def load(self, name: str) -> LoadResult:
        key = self.key(name)
        self._tidy()
        try:
            text = platform.storage_get(key)
        except Exception as exc:  # permissions, a JS exception: report, don't crash
            return LoadResult("corrupt", message=_("The save “{name}” could not be read "
                                                   "({reason}).").format(name=name, reason=exc),
                              reason=str(exc))
        if text is None:
            return LoadResult("missing",
                              message=_("There is no saved game “{name}”.").format(name=name))
        payload, reason = decode(text)
        if payload is not None:
            return LoadResult("ok", record=payload)
        backup = self._set_aside(key)
        if backup:
            message = _("The save “{name}” can't be used: {reason}. It was kept as “{kept}”.")
        else:
            message = _("The save “{name}” can't be used: {reason}. It was left where it is.")
        kept = backup[len(self.prefix):] if backup else ""
        return LoadResult("corrupt", message=message.format(name=name, reason=reason, kept=kept),
                          backup_key=backup, reason=reason)

    def names(self) -> list[str]:
        """Usable-looking save names (set-aside backups excluded)."""
        return [k[len(self.prefix):] for k in platform.storage_keys(self.prefix)
                if BAD_MARKER not in k]

    def backups(self, name: str) -> list[str]:
        return platform.storage_keys(self.key(name) + BAD_MARKER)

    def set_aside(self, name: str) -> str | None:
        """Move a save the game cannot use out of the way, never over an earlier one: the
        backup key (``<name>.bad-<time>``), or None when it could not be moved."""
        return self._set_aside(self.key(name))

    def _tidy(self) -> None:
        # Once per store: temp files of a game that was killed while saving (megabytes each
        # in a long game) would otherwise pile up in the data folder for ever.
        if not self._tidied:
            self._tidied = True
            platform.remove_stale_temp_files()

    def _set_aside(self, key: str) -> str | None:
        stamp = time.strftime("%Y%m%dT%H%M%SZ", time.gmtime())
        backup = f"{key}{BAD_MARKER}{stamp}"
        existing = set(platform.storage_keys(backup))
        n = 1
        while backup in existing:  # two failures within one second must not overwrite
            n += 1
            backup = f"{key}{BAD_MARKER}{stamp}-{n}"
        try:
            platform.storage_move(key, backup)
        except Exception:
            return None
        return backup

    # Settings use the same envelope, so a damaged settings file is handled the same way.
    def save_settings(self, settings: Mapping[str, Any]) -> None:
        self.save(SETTINGS_NAME, settings)

    def load_settings(self, defaults: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Stored settings over the defaults. A damaged file gives the defaults (and is set
        aside); a stored value whose type differs from its default's is ignored."""
        return self.read_settings(defaults)[0]

    def read_settings(
        self, defaults: Mapping[str, Any] | None = None
    ) -> tuple[dict[str, Any], LoadResult]:
        """:meth:`load_settings` and how the file was read: a "corrupt" result (with its
        message and where the file was kept) is for the player to be told that the defaults
        took the place of their settings."""
        merged: dict[str, Any] = dict(DEFAULT_SETTINGS if defaults is None else defaults)
        result = self.load(SETTINGS_NAME)
        if not result.ok or result.record is None:
            return merged, result
        for k, v in result.record.items():
            if k in merged and not _same_kind(merged[k], v):
                continue
            check = SETTING_CHECKS.get(k)
            if check is not None and not check(v):  # e.g. a card back this version lacks
                continue
            merged[k] = v
        return merged, result


def _same_kind(default: Any, value: Any) -> bool:
    if default is None:
        return True
    if isinstance(default, bool) or isinstance(value, bool):
        return type(default) is type(value)
    if isinstance(default, (int, float)):
        return isinstance(value, (int, float))
    return isinstance(value, type(default))


DEFAULT_SETTINGS: dict[str, Any] = {
    "language": None,  # None: follow platform.system_language()
    "animation_speed": 1.0,  # 0.5 slow, 1.0 normal, 2.0 fast
    "bot_pace": 1.0,  # how fast the computer players play: 0.5 slow, 1.0 normal, 2.0 fast
    "four_colour": False,  # four-colour suits
    "large_cards": False,
    "card_back": "blue",  # blue, red, green
    "sound": True,
    "reduced_motion": False,  # cards jump instead of flying
    "discard_warning": True,  # warn when the next player could take the pile
}

#: Values a setting may take beyond its default's type: a settings file written by another
#: version (or by hand) must not name a card back or a speed the interface cannot draw.
SETTING_CHECKS: dict[str, Callable[[Any], bool]] = {
    "language": lambda v: v is None or (isinstance(v, str) and 0 < len(v) <= 35),
    "animation_speed": lambda v: isinstance(v, int | float) and 0.1 <= v <= 10,
    "card_back": lambda v: v in ("blue", "red", "green"),
}

_default_store = SaveStore()


def save_settings(settings: Mapping[str, Any]) -> None:
    _default_store.save_settings(settings)


def load_settings(defaults: Mapping[str, Any] | None = None) -> dict[str, Any]:
    return _default_store.load_settings(defaults)
