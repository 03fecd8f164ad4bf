"""The variants by name: each family registers its rules class when imported (Classic and
the Bicycle preset here, first, in the order the menu lists them), and :func:`find_variant`
gives the rules object for an id, alias or preset with its house rules, one shared object per
variant and options."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .options import BICYCLE_OPTIONS
from .variants import Rules
from .words import shown

_REGISTRY: dict[str, Callable[[Mapping[str, Any] | None], Rules]] = {}
_TITLES: dict[str, str] = {}
_ALIASES: dict[str, str] = {}


def register(name: str, factory: Callable[[Mapping[str, Any] | None], Rules], title: str,
             aliases: Sequence[str] = ()) -> None:
    """Make ``find_variant(name)`` (and each of ``aliases``) return ``factory(options)``."""
    _REGISTRY[name] = factory
    _TITLES[name] = title
    for alias in aliases:
        _ALIASES[alias] = name


def register_rules(cls: type[Rules]) -> None:
    """Register a rules class under its id, title and the aliases it declares itself (a
    subclass does not inherit its parent's other names)."""
    register(cls.id, cls, cls.title, cls.__dict__.get("aliases", ()))


def find_variant(name: str, options: Mapping[str, Any] | None = None) -> Rules:
    """The rules object for a variant id, alias or preset (``classic``, ``classic-bicycle``)."""
    if not isinstance(name, str):
        raise ValueError(f"a variant is named by its id, like 'classic', not {shown(name)}")
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    factory = _REGISTRY.get(key)
    if factory is None:
        known = ", ".join(sorted(_REGISTRY))
        raise ValueError(f"unknown variant '{name}' (known: {known})")
    if options is not None and not isinstance(options, Mapping):
        return factory(options)  # refused there, with the reason
    # Rules never change once made: every game of the same variant and options shares one
    # (a new game is dealt every hand, and making the rules was a sixth of dealing).
    shared = (key, tuple(sorted((str(k), repr(v)) for k, v in (options or {}).items())))
    found = _SHARED.get(shared)
    if found is None:
        found = _SHARED[shared] = factory(options)
    return found


_SHARED: dict[tuple[str, tuple[tuple[str, str], ...]], Rules] = {}


def variant_names() -> dict[str, str]:
    """Registered variant ids and presets with their titles (aliases are not listed)."""
    return dict(_TITLES)


def _bicycle(options: Mapping[str, Any] | None) -> Rules:
    merged = dict(BICYCLE_OPTIONS)
    merged.update(options or {})
    return Rules(merged, preset="classic-bicycle")


register_rules(Rules)
register("classic-bicycle", _bicycle, "Classic Canasta (Bicycle house rules)")
