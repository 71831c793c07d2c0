"""State fields declared once: clone and JSON derived from a dataclass's field types.

A game declares its state's data as dataclass fields (`@dataclass(init=False, eq=False)` keeps the
game's own constructor). `Record` reads the field types once per class and builds, per field, how
to copy it (nothing for immutable values, a shallow copy where the items are immutable, deeper
only where needed) and how to write and read its JSON form. Supported types: int, str, bool,
float, X | None, list[T], tuple[T, ...], set[T] (written sorted), dict[str, T], Any (any JSON
value, copied deeply), a nested Record dataclass, and `Annotated[T, Sorted]` for a dict written with its keys sorted or
`Annotated[T, Codec(...)]` for a field with a form of its own. `json_key` renames a field in JSON.

Fields whose names start with "_" (caches) or marked TRANSIENT (what one step says) are neither
copied nor written: a clone starts them afresh from the field's default. A field declared with
`missing_as(fresh)` may be missing from older JSON; it then takes fresh().
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, ClassVar, Self, Union, get_args, get_origin

from timetravel.engine.state import GameState, Json

Copy = Callable[[Any], Any] | None  # None: the value is immutable and is shared


@dataclass(frozen=True)
class Codec:
    """How one field (or item type) is copied, written to JSON and read back."""

    copy: Copy
    dump: Callable[[Any], Any]
    load: Callable[[Any], Any]


class Sorted:
    """Marks a dict or set written to JSON in sorted order (so equal contents give equal text)."""


def json_key(name: str) -> dict[str, str]:
    """Field metadata naming the field differently in JSON: `field(metadata=json_key("round"))`."""
    return {"json": name}


def missing_as(fresh: Callable[[], Any], rename: str | None = None, omit: bool = False) -> dict[str, Any]:
    """Field metadata for a field that JSON written before it existed lacks: it then takes fresh().
    With `omit`, the field is not written while it holds fresh() either, so a state that never used
    it writes the very JSON it wrote before the field existed (old saves still verify)."""
    found: dict[str, Any] = {"missing": fresh}
    if rename is not None:
        found["json"] = rename
    if omit:
        found["omit"] = True
    return found


TRANSIENT = {"transient": True}  # field metadata: not saved, and fresh (its default) in a clone
# field metadata: not saved, but kept by a clone (replace its value, never change it in place): what
# the replay of a saved log gives back, as the last text read; fresh (its default) when read from JSON
MEMO = {"memo": True}


def _transient(f: dataclasses.Field[Any]) -> bool:
    return f.name.startswith("_") or bool(f.metadata.get("transient"))


@dataclass(frozen=True)
class _Layout:
    """What Record derives once per class from its fields."""

    saved: tuple[tuple[str, str, Codec], ...]  # (attribute, JSON key, codec) in declaration order
    defaults: dict[str, Callable[[], Any]]  # for saved fields older JSON may lack
    dumps: tuple[tuple[str, str, Callable[[Any], Any]], ...]  # (attribute, JSON key, its dump)
    copiers: tuple[tuple[str, Callable[[Any], Any]], ...]  # the saved fields that are not immutable
    caches: tuple[tuple[str, Callable[[], Any]], ...]  # transient fields and their fresh values
    omitted: dict[str, Any]  # attribute -> the value it is not written with (see missing_as)
    memos: tuple[tuple[str, Callable[[], Any]], ...]  # MEMO fields and their fresh values
    some_dumps: dict[frozenset[str], tuple[tuple[str, str, Callable[[Any], Any]], ...]] = field(
        default_factory=dict
    )  # the dumps of a set of JSON keys (an observation asks for the same few sets again and again)

    def dumps_of(self, keys: frozenset[str]) -> tuple[tuple[str, str, Callable[[Any], Any]], ...]:
        found = self.some_dumps.get(keys)
        if found is None:
            found = self.some_dumps[keys] = tuple(d for d in self.dumps if d[1] in keys)
        return found


class Record:
    """Mixin for a dataclass state: `copy_fields` for clone(), `fields_json` and `load_fields`."""

    _layouts: ClassVar[dict[type, _Layout]] = {}

    @classmethod
    def layout(cls) -> _Layout:
        found = Record._layouts.get(cls)
        if found is None:
            found = Record._layouts[cls] = _build(cls)
        return found

    def copy_fields(self, new: Self) -> Self:
        """Fill `new` (made with __new__) with independent copies of this state's fields."""
        layout = self.layout()
        mine = self.__dict__
        target = new.__dict__
        target.update(mine)
        for name, copy in layout.copiers:
            target[name] = copy(mine[name])
        for name, fresh in layout.caches:
            target[name] = fresh()
        return new

    def fields_json(self, keys: frozenset[str] | None = None) -> Json:
        """The saved fields as JSON; with `keys`, only those JSON keys (an observation leaves the
        hidden ones unwritten)."""
        mine = self.__dict__
        layout = self.layout()
        omitted = layout.omitted
        dumps = layout.dumps if keys is None else layout.dumps_of(keys)
        if not omitted:
            return {key: mine[name] if dump is _same else dump(mine[name]) for name, key, dump in dumps}
        return {
            key: mine[name] if dump is _same else dump(mine[name])
            for name, key, dump in dumps
            if not (name in omitted and mine[name] == omitted[name])
        }

    @classmethod
    def from_fields(cls, data: Json) -> Self:
        """A new instance (made without calling __init__) with every field read from JSON."""
        record = cls.__new__(cls)
        record.load_fields(data)
        return record

    def load_fields(self, data: Json) -> None:
        """Set every field from JSON; a missing key or a wrong value raises KeyError/ValueError/TypeError."""
        layout = self.layout()
        mine = self.__dict__
        for name, fresh in layout.memos:
            mine[name] = fresh()
        for name, key, codec in layout.saved:
            if key not in data and name in layout.defaults:
                mine[name] = layout.defaults[name]()
            else:
                mine[name] = codec.load(data[key])


def _build(cls: type) -> _Layout:
    all_fields = dataclasses.fields(cls)
    fields = [f for f in all_fields if not _transient(f) and not f.metadata.get("memo")]
    hints = _field_hints(cls, {f.name for f in fields})
    saved = tuple((f.name, f.metadata.get("json", f.name), codec_for(hints[f.name])) for f in fields)
    defaults = {f.name: f.metadata["missing"] for f in fields if "missing" in f.metadata}
    dumps = tuple((name, key, codec.dump) for name, key, codec in saved)
    copiers = tuple((name, codec.copy) for name, _, codec in saved if codec.copy is not None)
    caches = tuple(_fresh(f) for f in all_fields if _transient(f))
    omitted = {f.name: f.metadata["missing"]() for f in fields if f.metadata.get("omit")}
    memos = tuple(_fresh(f) for f in all_fields if f.metadata.get("memo"))
    return _Layout(saved, defaults, dumps, copiers, caches, omitted, memos)


def _field_hints(cls: type, names: set[str]) -> dict[str, Any]:
    """The types of these fields, each resolved in the module of the class that declares it (only
    these: a base class may annotate names it imports for type checking alone)."""
    hints: dict[str, Any] = {}
    for klass in reversed(cls.__mro__):
        own = {k: v for k, v in vars(klass).get("__annotations__", {}).items() if k in names}
        if own:
            holder = type("_Fields", (), {"__annotations__": own, "__module__": klass.__module__})
            hints.update(typing.get_type_hints(holder, include_extras=True))
    return hints


def _fresh(f: dataclasses.Field[Any]) -> tuple[str, Callable[[], Any]]:
    if f.default_factory is not dataclasses.MISSING:
        return f.name, f.default_factory
    value = f.default
    return f.name, lambda: value


# --- codecs from types ---------------------------------------------------------------------------
def _load_bool(value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"expected true or false, not {value!r}")
    return value


def _same(value: Any) -> Any:
    return value


def _deep(value: Any) -> Any:
    kind = value.__class__
    if kind is list:
        return [v if v.__class__ in _ATOMS else _deep(v) for v in value]
    if kind is dict:
        return {k: v if v.__class__ in _ATOMS else _deep(v) for k, v in value.items()}
    return value


_ATOMS = frozenset({int, str, float, bool, type(None)})


ANY = Codec(_deep, _deep, _deep)
_SCALARS = {int: Codec(None, _same, int), str: Codec(None, _same, str), bool: Codec(None, _same, _load_bool)}
_SCALARS[float] = Codec(None, _same, float)


def codec_for(hint: Any) -> Codec:
    """The codec of a field type (see the module's docstring for the types understood)."""
    if hint is Any:
        return ANY
    if hint in _SCALARS:
        return _SCALARS[hint]
    origin, args = get_origin(hint), get_args(hint)
    if origin is Annotated:
        return _annotated(args[0], args[1:])
    if isinstance(hint, type) and issubclass(hint, Record) and dataclasses.is_dataclass(hint):
        return _record(hint)
    if origin in (Union, types.UnionType):
        return _optional(hint, args)
    if origin is list:
        return _list(codec_for(args[0]))
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        return _tuple(codec_for(args[0]))
    if origin is set:
        return _set(codec_for(args[0]), sort=True)
    if origin is dict and args[0] is str:
        return _dict(codec_for(args[1]), sort=False)
    raise TypeError(f"no JSON form for a state field of type {hint!r}")


def _record(kind: type[Record]) -> Codec:
    """A nested record (one player's data, say): copied, written and read by its own fields."""

    def copy(value: Record) -> Record:
        return value.copy_fields(kind.__new__(kind))

    def load(value: Any) -> Record:
        if not isinstance(value, dict):
            raise TypeError(f"expected a table, not {value!r}")
        return kind.from_fields(value)

    return Codec(copy, kind.fields_json, load)


def _annotated(base: Any, marks: tuple[Any, ...]) -> Codec:
    for mark in marks:
        if isinstance(mark, Codec):
            return mark
        if mark is Sorted:
            origin, args = get_origin(base), get_args(base)
            if origin is dict:
                return _dict(codec_for(args[1]), sort=True)
            if origin is set:
                return _set(codec_for(args[0]), sort=True)
            raise TypeError(f"Sorted applies to a dict or a set, not {base!r}")
    return codec_for(base)


def _optional(hint: Any, args: tuple[Any, ...]) -> Codec:
    others = [a for a in args if a is not type(None)]
    if len(others) != 1 or len(args) != 2:
        raise TypeError(f"only X | None unions are state fields, not {hint!r}")
    inner = codec_for(others[0])
    copy, dump, load = inner.copy, inner.dump, inner.load
    return Codec(
        None if copy is None else (lambda v: None if v is None else copy(v)),
        _same if dump is _same else (lambda v: None if v is None else dump(v)),
        lambda v: None if v is None else load(v),
    )


def _list(item: Codec) -> Codec:
    copy = item.copy
    dump = item.dump

    item_load = item.load

    def load(value: Any) -> list[Any]:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, not {value!r}")
        return list(map(item_load, value))

    if copy is None:
        dumped = list if dump is _same else (lambda v: list(map(dump, v)))
        return Codec(list.copy, dumped, load)
    if item is ANY:
        return Codec(_deep, _deep, load)
    return Codec(lambda v: list(map(copy, v)), lambda v: list(map(dump, v)), load)


def _tuple(item: Codec) -> Codec:
    dump = item.dump

    def load(value: Any) -> tuple[Any, ...]:
        if not isinstance(value, list | tuple):
            raise TypeError(f"expected a list, not {value!r}")
        return tuple(item.load(v) for v in value)

    dumped = list if dump is _same else (lambda v: list(map(dump, v)))
    if item.copy is None:
        return Codec(None, dumped, load)
    copy = item.copy
    return Codec(lambda v: tuple(map(copy, v)), dumped, load)


def _set(item: Codec, sort: bool) -> Codec:
    if item.copy is not None:
        raise TypeError("a set holds immutable values")

    def load(value: Any) -> set[Any]:
        if not isinstance(value, list):
            raise TypeError(f"expected a list, not {value!r}")
        return {item.load(v) for v in value}

    return Codec(set.copy, sorted if sort else list, load)


def _dict(value_codec: Codec, sort: bool) -> Codec:
    copy, dump = value_codec.copy, value_codec.dump

    def load(value: Any) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise TypeError(f"expected a table, not {value!r}")
        return {str(k): value_codec.load(v) for k, v in value.items()}

    if sort:
        dumped: Callable[[Any], Any] = lambda v: {k: dump(v[k]) for k in sorted(v)}  # noqa: E731
    elif dump is _same:
        dumped = dict
    else:
        dumped = lambda v: {k: dump(x) for k, x in v.items()}  # noqa: E731
    if copy is None:
        return Codec(dict.copy, dumped, load)
    if value_codec is ANY and not sort:
        return Codec(_deep, _deep, load)
    return Codec(lambda v: {k: copy(x) for k, x in v.items()}, dumped, load)


class RecordState(Record, GameState):
    """A game state whose fields are declared as a Record: its clone, JSON form and reading come
    from those fields. A game overrides load_json to check what the types cannot (calling this
    first), or clone to carry over what a clone may share (Time Arena's worked-out squares)."""

    def clone(self) -> Self:
        new = self.copy_fields(type(self).__new__(type(self)))
        new.forget_options()  # the options kept belong to self
        return new

    def to_json(self) -> Json:
        return self.fields_json()

    def load_json(self, data: Json) -> None:
        """Every field from its JSON form (raises KeyError, ValueError or TypeError)."""
        self.load_fields(data)
