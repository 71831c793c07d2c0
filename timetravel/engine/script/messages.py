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
        return t(self.key, **self.params)

    def __str__(self) -> str:
        return self.words()

    def __format__(self, spec: str) -> str:
        """A message as another's parameter is put into words with it."""
        return format(self.words(), spec)
