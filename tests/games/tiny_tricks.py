"""Tiny Tricks: a game that lives only in tests, to prove the shared layers and the conformance suite.

A deck of cards 1..9 (one each). Chance deals 3 cards to each of 2-3 seats, one at a time. Then in
three tricks each seat in turn plays a card face up; the highest card takes the trick and leads the
next. Most tricks wins; ties share the win. Hands are hidden; the undealt deck is unordered.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.events import CardMoved, Event, ScoreChanged
from timetravel.engine.game import Game, GameConfig, GameInfo
from timetravel.engine.outcome import Outcome
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState, Json

DECK = tuple(range(1, 10))
HAND_SIZE = 3


class TinyState(GameState):
    def __init__(self, game: Game, seats: int) -> None:
        self.game = game
        self.seats = seats
        self.hands: list[list[int]] = [[] for _ in range(seats)]
        self.table: list[int | None] = [None] * seats
        self.tricks = [0] * seats
        self.leader = 0
        self.turn = 0  # seat to play within the trick
        self.played: list[int] = []  # every card played so far, public

    # who acts
    def _dealing(self) -> bool:
        return sum(len(h) for h in self.hands) + len(self.played) < HAND_SIZE * self.seats and not self.played

    def to_act(self) -> int:
        if self._dealing():
            return CHANCE
        if len(self.played) == HAND_SIZE * self.seats:
            return TERMINAL
        return self.turn

    def _legal_actions(self) -> list[Action]:
        actor = self.to_act()
        if actor < 0:
            return []
        return [Action("play", (c,)) for c in sorted(self.hands[actor])]

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        if not self._dealing():
            return []
        dealt = {c for h in self.hands for c in h}
        rest = [c for c in DECK if c not in dealt]
        seat = min(range(self.seats), key=lambda s: (len(self.hands[s]), s))
        return [(Action("deal", (seat, c)), 1 / len(rest)) for c in rest]

    def outcome(self) -> Outcome | None:
        if self.to_act() != TERMINAL:
            return None
        best = max(self.tricks)
        return Outcome(
            tuple(float(t) for t in self.tricks), frozenset(s for s, t in enumerate(self.tricks) if t == best)
        )

    def handoff_label(self) -> str:
        return "I am {name}: show my cards"

    def action_words(self, action: Action, viewer: int | None) -> str:
        if action.kind == "deal":  # the card dealt is the seat's secret
            return f"Deal a card to seat {action.args[0]}"
        return f"Play {action.args[0]}"

    # transitions
    def clone(self) -> TinyState:
        new = TinyState.__new__(TinyState)
        new.game, new.seats = self.game, self.seats
        new.hands = [list(h) for h in self.hands]
        new.table = list(self.table)
        new.tricks = list(self.tricks)
        new.leader, new.turn, new.played = self.leader, self.turn, list(self.played)
        return new

    def _apply(self, action: Action) -> list[Event]:
        if action.kind == "deal":
            seat, card = action.args
            assert isinstance(seat, int) and isinstance(card, int)
            self.hands[seat].append(card)
            return [CardMoved(None, "deck", f"hand:{seat}", face_up=False, seat=seat)]
        card = action.args[0]
        assert isinstance(card, int)
        seat = self.turn
        self.hands[seat].remove(card)
        self.table[seat] = card
        self.played.append(card)
        events: list[Event] = [
            CardMoved(str(card), f"hand:{seat}", "table", seat=seat, text=f"Seat {seat} plays {card}")
        ]
        self.turn = (self.turn + 1) % self.seats
        if all(c is not None for c in self.table):
            winner = max(range(self.seats), key=lambda s: self.table[s] or 0)
            self.tricks[winner] += 1
            events.append(ScoreChanged(winner, 1, self.tricks[winner], text=f"Seat {winner} takes the trick"))
            self.table = [None] * self.seats
            self.leader = self.turn = winner
        return events

    # hidden information
    def observe(self, seat: int) -> Json:
        return {
            "seat": seat,
            "seats": self.seats,
            "hand": sorted(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "table": list(self.table),
            "tricks": list(self.tricks),
            "leader": self.leader,
            "turn": self.turn,
            "played": list(self.played),
        }

    def to_json(self) -> Json:
        return {
            "seats": self.seats,
            "hands": [list(h) for h in self.hands],
            "table": list(self.table),
            "tricks": list(self.tricks),
            "leader": self.leader,
            "turn": self.turn,
            "played": list(self.played),
        }


class TinyHooks(AIHooks):
    def action_scores(self, state: GameState, seat: int, actions: list[Action]) -> list[float]:
        return [float(a.args[0]) for a in actions]  # type: ignore[arg-type]


class TinyTricks(Game):
    info = GameInfo(
        id="tiny",
        title="Tiny Tricks",
        pitch="Three tricks with nine cards: a test game.",
        min_seats=2,
        max_seats=3,
        has_chance=True,
        hidden_information=True,
        max_length=HAND_SIZE * 3 * 2,
    )

    def new_initial_state(self, config: GameConfig) -> TinyState:
        return TinyState(self, config.seats)

    def state_from_json(self, data: Json) -> TinyState:
        seats = int(data["seats"])
        if not self.info.min_seats <= seats <= self.info.max_seats:
            raise ValueError(f"{seats} seats")  # checked before sizing lists by it
        state = TinyState(self, seats)
        state.hands = [[int(c) for c in h] for h in data["hands"]]
        state.table = [None if c is None else int(c) for c in data["table"]]
        state.tricks = [int(t) for t in data["tricks"]]
        state.leader, state.turn = int(data["leader"]), int(data["turn"])
        state.played = [int(c) for c in data["played"]]
        if len(state.hands) != state.seats:
            raise ValueError("hands do not match seats")
        return state

    def determinize(self, observation: Json, rng: Rng) -> TinyState:
        seat: int = observation["seat"]
        state = TinyState(self, observation["seats"])
        known = set(observation["hand"]) | set(observation["played"])
        unseen = [c for c in DECK if c not in known]
        rng.shuffle(unseen)
        for other, size in enumerate(observation["hand_sizes"]):
            state.hands[other] = (
                list(observation["hand"]) if other == seat else [unseen.pop() for _ in range(size)]
            )
        state.table = list(observation["table"])
        state.tricks = list(observation["tricks"])
        state.leader, state.turn = observation["leader"], observation["turn"]
        state.played = list(observation["played"])
        return state

    def ai_hooks(self) -> AIHooks:
        return TinyHooks()


GAME = TinyTricks()
