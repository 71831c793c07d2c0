"""Time Tricks content: the deck of scenes/tricks/cards.toml, validated (layer 1, data).

The template for a game's content module: pydantic models of each file (strict, frozen, no unknown
field), cross-checks after validation that raise `content_error` naming the file, the entry and the
field, and a cached `content()` loaded on first use, never at import (listing the games reads no
file). The numbers the rules fix (the hand size, the seat range) live here too, so that every layer,
the board included, can read them.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine.content import content_error, load_model
from timetravel.resources import scenes_dir

GAME_ID = "tricks"
HAND_SIZE = 3  # cards dealt to each seat, and so tricks in a game (rule T1)
MIN_SEATS, MAX_SEATS = 2, 3
MIN_CARDS = HAND_SIZE * MAX_SEATS  # enough for every hand at the largest table

_Name = Annotated[str, Field(min_length=1, max_length=30)]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Card(_Strict):
    rank: int = Field(ge=1, le=99)
    name: _Name


class CardFile(_Strict):
    cards: list[Card]


@dataclass(frozen=True)
class TricksContent:
    """The loaded deck: cards by rank, lowest first."""

    cards: tuple[Card, ...]

    @property
    def ranks(self) -> tuple[int, ...]:
        return tuple(card.rank for card in self.cards)

    def name(self, rank: int) -> str:
        return next(card.name for card in self.cards if card.rank == rank)


def load_content(folder: Path | None = None) -> TricksContent:
    """Load and cross-check cards.toml; any problem is a ContentError naming file, entry and field."""
    path = (folder or scenes_dir() / GAME_ID) / "cards.toml"
    data = load_model(path, CardFile)
    seen: set[int] = set()
    for i, card in enumerate(data.cards):
        if card.rank in seen:
            raise content_error(path, f"cards[{i}] (name {card.name!r})", "rank", f"rank {card.rank} twice")
        seen.add(card.rank)
    if len(data.cards) < MIN_CARDS:
        raise content_error(path, "cards", "rank", f"at least {MIN_CARDS} cards, not {len(data.cards)}")
    return TricksContent(tuple(sorted(data.cards, key=lambda card: card.rank)))


@cache
def content() -> TricksContent:
    """The game's content, loaded on first use (never at import)."""
    return load_content()
