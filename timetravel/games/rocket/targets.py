"""What a character action may aim at or keep: the opposing characters within a budget, the
distinct cards looked at, whether a Vortex may be kept. The rules' legality and the actions share it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from timetravel.engine.actions import Action, interned
from timetravel.games.rocket import objectives
from timetravel.games.rocket.content import VORTEX

if TYPE_CHECKING:
    from timetravel.games.rocket.state import RocketState

_act = interned  # actions repeat all game long: each is built once


def aimed_actions(s: RocketState, kind: str, budget: int) -> list[Action]:
    chars = s.deck.characters
    actions = []
    for other in s.opponents(s.turn):
        team = s.teams[other]
        for card in sorted(team.values(), key=lambda c: (chars[c].points, c)):
            if chars[card].points <= budget:
                actions.append(_act(kind, other, card))
    return actions


def distinct(cards: list[str]) -> list[str]:
    return list(dict.fromkeys(cards))


def takeable(s: RocketState, card: str) -> bool:
    return card != VORTEX or objectives.vortexes_are_kept(s)
