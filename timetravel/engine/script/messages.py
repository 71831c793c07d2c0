"""Messages as a key and parameters: the words are made only when someone reads them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from timetravel.i18n import t


@dataclass(frozen=True, slots=True)
class Msg:
    """A sentence's translation key ("{card} has no effect.") and the values of its placeholders."""

    key: str
    params: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))

    @classmethod
    def of(cls, key: str, **params: Any) -> Msg:
        return cls(key, MappingProxyType(dict(params)))

    def words(self) -> str:
        """The sentence in the current language (parameters that are messages are put in words too)."""
        values = {k: v.words() if isinstance(v, Msg) else v for k, v in self.params.items()}
        return t(self.key, **values)
