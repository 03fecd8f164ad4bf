"""Frozen dataclasses built straight from a dictionary of their fields.

A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, some tenth of
a microsecond apiece: the engine builds a state on every action and the bots' rollouts a seat's
view on every simulated one, each of some thirty fields. Handing the instance its dictionary
whole does the same in one step, in C.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

_T = TypeVar("_T")
_NEW_OBJECT = object.__new__
_SETTERS: dict[type, Callable[[object, dict[str, Any]], None]] = {}


def build(kind: type[_T], fields: dict[str, Any]) -> _T:
    """An instance of ``kind`` whose dictionary is ``fields`` (every field by its name; the
    dictionary becomes the instance's own, so it must not be used again)."""
    new = _NEW_OBJECT(kind)
    setter = _SETTERS.get(kind)
    if setter is None:
        # The class's own setter of the instance dictionary: a frozen dataclass refuses
        # setattr, and object.__setattr__ would look this descriptor up on every call.
        setter = _SETTERS[kind] = next(
            vars(k)["__dict__"] for k in kind.__mro__ if "__dict__" in vars(k)).__set__
    setter(new, fields)
    return new  # type: ignore[no-any-return]
