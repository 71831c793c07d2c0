"""Building Time Arena positions by hand for the rule tests."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.games.arena import GAME
from timetravel.games.arena.content import CURRENT_ROSTER
from timetravel.games.arena.draft import start_play
from timetravel.games.arena.geometry import INDEX
from timetravel.games.arena.state import OFF, ArenaState

WHITE_TEAM = ["boxer", "minotaur", "centurion", "mercenary"]
BLACK_TEAM = ["wildling", "twins", "druid", "troll"]


def arena(
    mode: str = "full",
    seats: int = 2,
    white: list[str] | None = None,
    black: list[str] | None = None,
    at: dict[str, str] | None = None,
    side: int = 0,
    roster: str = CURRENT_ROSTER,
) -> ArenaState:
    """A game in play with these teams (Gate order: yellow, green, blue, red), the named fighters
    on their squares and `side` to play, with the figures of `roster`; clocks and hourglasses as at
    the start."""
    state = GAME.new_initial_state(GAME.make_config(seats, {"mode": mode, "roster": roster}))
    state.team = list(white or WHITE_TEAM) + list(black or BLACK_TEAM)
    state.picks = 8
    if state.stage == "draft":
        start_play(state)
    state.at = [OFF] * 8
    for fighter, square in (at or {}).items():
        state.at[state.team.index(fighter)] = INDEX[square]
    if side:
        state.side = state.running = side
        state.seat = side
    state.events = []
    state.forget_options()
    state.forget_geometry()
    return state


def act(state: ArenaState, *texts: str) -> tuple[ArenaState, list[Event]]:
    """Apply logged actions in turn (chance outcomes included); all the events."""
    events: list[Event] = []
    for text in texts:
        state, more = state.apply(state.find_action(text))
        events += more
    return state, events


def legal(state: ArenaState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def square(state: ArenaState, fighter: str) -> int:
    return state.at[state.team.index(fighter)]


def time(ms: int) -> Action:
    return Action("time", (ms,))
