"""The data of one moment of Time Machine Rocket, and its JSON form.

Period piles are unordered multisets (card id -> count) until a card is revealed, so a state never
holds a future deck order. The exception is the known prefix of a pile: cards a Creative put back on
top, in the chosen order, each with the seats that know it. Everything else is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.state import CHANCE, TERMINAL, GameState, Json
from timetravel.games.rocket import observe, rules, text
from timetravel.games.rocket.cards import Deck

if TYPE_CHECKING:
    from timetravel.games.rocket.game import RocketGame

POSTWAR = 4  # index of the most recent period pile, where every turn starts
CHANCE_PHASES = frozenset({"objective", "reveal", "creative_look", "scientist_draw"})

Multiset = dict[str, int]
TopCard = list[Any]  # [card id, [seats that know it]]


class RocketState(GameState):
    game: RocketGame

    def __init__(self, game: RocketGame, seats: int) -> None:
        self.game = game
        self.deck: Deck = game.deck
        self.seats = seats
        self.active: list[int] = list(range(seats))  # who plays this round (a final round: the tied)
        self.round_number = 0
        self.first_player = 0
        self.totals = [0] * seats
        self.last_points = [0] * seats  # points scored in the last finished round
        self.last_chars = [0] * seats  # characters held at the end of the last finished round
        self.final_rounds = 0  # tie-break rounds started so far
        self.winners: list[int] | None = None
        self.objective: str | None = None
        self.objective_done_by: int | None = None
        self.piles: list[Multiset] = [{} for _ in range(5)]
        self.tops: list[list[TopCard]] = [[] for _ in range(5)]
        self.rocket_pile: Multiset = {}
        self.teams: list[dict[str, str]] = [{} for _ in range(seats)]  # category -> card id
        self.areas: list[Multiset] = [{} for _ in range(seats)]  # Rockets and Vortexes kept
        self.discard: list[str] = []  # bottom first; the last card is the top
        self.turn = 0
        self.phase = "objective"
        self.pile = POSTWAR
        self.seen: list[str] = []  # categories revealed since the turn started or the last Rocket
        self.area: list[str] = []  # the Game Area: spent Rockets and revealed cards
        self.last: str | None = None  # the revealed character waiting to be recruited
        self.act: dict[str, Any] = {}  # the running character action (see rules.py)

    # --- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.phase in CHANCE_PHASES:
            return CHANCE
        return self.turn

    def _legal_actions(self) -> list[Action]:
        return rules.legal_actions(self)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        return rules.chance_outcomes(self)

    def is_legal(self, action: Action) -> bool:
        return rules.is_legal(self, action)

    def outcome(self) -> Outcome | None:
        if self.phase != "over" or self.winners is None:
            return None
        return Outcome(tuple(float(t) for t in self.totals), frozenset(self.winners))

    def _apply(self, action: Action) -> list[Event]:
        return rules.apply_action(self, action)

    def clone(self) -> RocketState:
        new = RocketState.__new__(RocketState)
        new.__dict__.update(self.__dict__)
        new.forget_options()  # the options kept belong to self
        new.active = self.active[:]
        new.totals = self.totals[:]
        new.last_points = self.last_points[:]
        new.last_chars = self.last_chars[:]
        new.winners = None if self.winners is None else self.winners[:]
        new.piles = [p.copy() for p in self.piles]
        new.tops = [[[c, k[:]] for c, k in top] for top in self.tops]
        new.rocket_pile = self.rocket_pile.copy()
        new.teams = [t.copy() for t in self.teams]
        new.areas = [a.copy() for a in self.areas]
        new.discard = self.discard[:]
        new.seen = self.seen[:]
        new.area = self.area[:]
        new.act = {k: (v[:] if isinstance(v, list) else v) for k, v in self.act.items()}
        return new

    def observe(self, seat: int) -> Json:
        return observe.observe(self, seat)

    def to_json(self) -> Json:
        return {
            "seats": self.seats,
            "active": self.active[:],
            "round": self.round_number,
            "first_player": self.first_player,
            "totals": self.totals[:],
            "last_points": self.last_points[:],
            "last_chars": self.last_chars[:],
            "final_rounds": self.final_rounds,
            "winners": None if self.winners is None else self.winners[:],
            "objective": self.objective,
            "objective_done_by": self.objective_done_by,
            "piles": [dict(sorted(p.items())) for p in self.piles],
            "tops": [[[c, k[:]] for c, k in top] for top in self.tops],
            "rocket_pile": dict(sorted(self.rocket_pile.items())),
            "teams": [dict(t) for t in self.teams],
            "areas": [dict(sorted(a.items())) for a in self.areas],
            "discard": self.discard[:],
            "turn": self.turn,
            "phase": self.phase,
            "pile": self.pile,
            "seen": self.seen[:],
            "area": self.area[:],
            "last": self.last,
            "act": {k: (v[:] if isinstance(v, list) else v) for k, v in self.act.items()},
        }

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RocketState) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    # --- text for people -------------------------------------------------------------------------
    def action_words(self, action: Action, viewer: int | None) -> str:
        return text.action_words(self, action, viewer)

    def handoff_label(self) -> str:
        # Observations differ only around a Creative's private look (the cards it saw, the known
        # top of a pile), so the default needs_handoff() asks for a hand-off there and nowhere else.
        return "I am {name}: show the table"

    def prompt(self, seat: int) -> str:
        return text.prompt(self, seat)

    def progress(self) -> str:
        return text.progress(self)

    # --- small queries the rules, the AI and the board view share ------------------------------
    def rocket_value(self, seat: int) -> int:
        area = self.areas[seat]
        return area.get("rocket", 0) + 2 * area.get("rocket2x", 0)

    def team_points(self, seat: int) -> int:
        chars = self.deck.characters
        return sum(chars[c].points for c in self.teams[seat].values())

    def pile_size(self, index: int) -> int:
        return sum(self.piles[index].values()) + len(self.tops[index])

    def opponents(self, seat: int) -> list[int]:
        """The other seats playing this round, clockwise from `seat`."""
        order = [(seat + i) % self.seats for i in range(1, self.seats)]
        return [s for s in order if s in self.active]


def state_from_json(game: RocketGame, data: Json) -> RocketState:
    seats = int(data["seats"])
    state = RocketState(game, seats)
    state.active = [int(s) for s in data["active"]]
    state.round_number = int(data["round"])
    state.first_player = int(data["first_player"])
    state.totals = _ints(data["totals"], seats)
    state.last_points = _ints(data["last_points"], seats)
    state.last_chars = _ints(data["last_chars"], seats)
    state.final_rounds = int(data["final_rounds"])
    state.winners = None if data["winners"] is None else [int(s) for s in data["winners"]]
    state.objective = None if data["objective"] is None else str(data["objective"])
    done = data["objective_done_by"]
    state.objective_done_by = None if done is None else int(done)
    state.piles = [_multiset(p) for p in _sized(data["piles"], 5)]
    state.tops = [[[str(c), [int(s) for s in k]] for c, k in top] for top in _sized(data["tops"], 5)]
    state.rocket_pile = _multiset(data["rocket_pile"])
    state.teams = [{str(k): str(v) for k, v in t.items()} for t in _sized(data["teams"], seats)]
    state.areas = [_multiset(a) for a in _sized(data["areas"], seats)]
    state.discard = [str(c) for c in data["discard"]]
    state.turn = int(data["turn"])
    state.phase = str(data["phase"])
    state.pile = int(data["pile"])
    state.seen = [str(c) for c in data["seen"]]
    state.area = [str(c) for c in data["area"]]
    state.last = None if data["last"] is None else str(data["last"])
    state.act = {str(k): (list(v) if isinstance(v, list) else v) for k, v in data["act"].items()}
    if state.phase not in rules.PHASES:
        raise ValueError(f"unknown phase {state.phase!r}")
    return state


def _ints(values: list[Any], size: int) -> list[int]:
    return [int(v) for v in _sized(values, size)]


def _sized(values: list[Any], size: int) -> list[Any]:
    if not isinstance(values, list) or len(values) != size:
        raise ValueError(f"expected a list of {size}")
    return values


def _multiset(data: dict[str, Any]) -> Multiset:
    result = {str(k): int(v) for k, v in data.items()}
    if any(v <= 0 for v in result.values()):
        raise ValueError("a pile count must be positive")
    return result
