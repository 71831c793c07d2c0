"""El Ministerio's state: plain declared fields, JSON in and out, and the small queries and changes
that the rules (rules.py) and the card verbs (verbs.py) share.

Hidden parts hold no future: the deck is an unordered set of card ids and a face-down enemy tile is
drawn from the pool of unplaced tiles at the moment it is revealed (or looked at), as a chance
outcome. Words for people live in words.py.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from functools import cache
from typing import Annotated, Any

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.record import TRANSIENT, Codec, Record, json_key
from timetravel.engine.state import CHANCE, TERMINAL, GameState, Json, ResultsTable
from timetravel.games.ministerio import events as ev
from timetravel.games.ministerio.content import CATEGORIES, MinisterioContent, load_content
from timetravel.games.ministerio.staircase import Staircase
from timetravel.games.ministerio.verbs import URGENT_VERBS, VERBS, Modifiers, Use

HAND_SIZE = 5
PRISON_ABOVE = 10  # more PA than this, even for a moment, and the agent is out (Huesca)
SLOTS = 5  # five intruders in the office and everybody loses
ROUND_LIMIT = 40  # our reading: the Ministry's patience ends the game after this many rounds
FIRST_DELIVERY_BONUS = 2


@cache
def content() -> MinisterioContent:
    return load_content()


@cache
def stair() -> Staircase:
    return Staircase.from_doors(content().doors)


@dataclass(eq=False)
class Agent(Record):
    """One seat's agent. `door` None while choosing, in the office or in prison."""

    protagonist: str | None = None
    door: int | None = None
    in_office: bool = False
    pa: int = 0
    hand: list[str] = field(default_factory=list)  # kept sorted: a hand has no order
    controlled: list[str] = field(default_factory=list)
    enemies: list[str] = field(default_factory=list)  # enemy tiles won, still enemies
    converted: list[str] = field(default_factory=list)  # debriefed: 1 VP each, no longer enemies
    mission: str | None = None
    delivered: bool = False
    first_delivery: bool = False
    prison: bool = False

    def to_json(self) -> Json:
        return self.fields_json()

    def copy(self) -> Agent:
        return self.copy_fields(Agent.__new__(Agent))


# the fields of the current turn, reset when a turn starts
TURN_DEFAULTS: Json = {
    "dice": [],
    "die": None,  # index of the die used to move
    "steps": 0,
    "direction": 0,  # 0 = a direction is to be chosen
    "just_jumped": False,
    "hops": 0,
    "key": False,  # the office key opens for this move
    "left_office": False,  # the turn started in the office: no way back in
    "played": None,  # {"card", "from_pile"} or {"investigate": True} or {"pass": True}
    "faced": False,  # an enemy was faced on the door this turn (else the door is closed)
    "enemy": None,  # the enemy being fought
    "enemy_roll": None,  # Napoleon's own die for this fight
    "roll": None,  # the agent's die in the fight or trial under way
    "bonus": 0,  # discard bonuses added to that roll
    "trial": None,  # {"card", "closed"}: the trial under way
    "flee": [],  # an escaping enemy's tie: [tile, door, door]
}


def copy_turn(turn: Json) -> Json:
    """The turn fields hold flat lists and flat dicts of plain values: one level of copying is enough."""
    new = dict(turn)
    new["dice"], new["flee"] = list(turn["dice"]), list(turn["flee"])
    for key in ("played", "trial"):
        if turn[key] is not None:
            new[key] = dict(turn[key])
    return new


def _load_turn(data: Any) -> Json:
    if not isinstance(data, dict) or set(data) != set(TURN_DEFAULTS):
        raise ValueError("unknown turn fields")
    return copy.deepcopy(data)


TurnFields = Annotated[Json, Codec(copy_turn, copy_turn, _load_turn)]


@dataclass(init=False, eq=False, repr=False)
class MinisterioState(Record, GameState):
    # The saved fields, in the order of the JSON form (clone and JSON are derived from them).
    seats: int
    agents: list[Agent]
    stage: str
    turn: int
    round: int
    deck: list[str]  # unordered: sorted ids
    piles: dict[str, list[str]]  # category -> discard pile, last = top
    facedown: list[bool]
    peeked: dict[str, str]  # door (as text) -> tile put there when someone looked
    peekers: dict[str, list[int]]  # door (as text) -> seats that know that tile
    tile_pool: list[str]  # tiles not yet on a known door
    on_door: list[list[str]]  # face-up enemies
    office_tiles: list[str]
    slots: list[str]
    bosses: list[str]
    lola: int | None
    removed: list[str]  # tiles out of the game
    to_draw: int
    draw_for: int
    peeks_left: int
    peek_door: int | None
    ending: str  # why the game ends with this round: delivered, revealed, cards, limit
    cards_out: bool
    all_lose: str  # "" or why everybody lost: ministry, prison
    t: TurnFields = field(metadata=json_key("turn_state"))
    events: list[Event] = field(default_factory=list, metadata=TRANSIENT)

    def __init__(self, game: Any, seats: int) -> None:
        self.game = game
        self.seats = seats
        self.agents = [Agent() for _ in range(seats)]
        self.stage = "choose_agent"
        self.turn = 0
        self.round = 1
        self.deck = sorted(content().cards)
        self.piles = {c: [] for c in CATEGORIES}
        self.facedown = [True] * len(stair())
        self.peeked = {}
        self.peekers = {}
        self.tile_pool = sorted(content().enemies)
        self.on_door = [[] for _ in range(len(stair()))]
        self.office_tiles = list(content().office)
        self.slots = []
        self.bosses = []
        self.lola = None
        self.removed = []
        self.to_draw = 0
        self.draw_for = 0
        self.peeks_left = 0
        self.peek_door = None
        self.ending = ""
        self.cards_out = False
        self.all_lose = ""
        self.t = copy.deepcopy(TURN_DEFAULTS)
        self.events = []

    # --- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.stage == "over":
            return TERMINAL
        if self.stage in ("deal", "roll", "reveal", "fight_roll", "enemy_roll", "trial_roll", "peek_roll"):
            return CHANCE
        if self.to_draw:
            return CHANCE
        return self.turn

    def _legal_actions(self) -> list[Action]:
        from timetravel.games.ministerio import rules

        return rules.legal_actions(self) if self.to_act() >= 0 else []

    def is_legal(self, action: Action) -> bool:
        from timetravel.games.ministerio import rules

        actor = self.to_act()
        if actor == CHANCE:
            return super().is_legal(action)  # a chance outcome: one of the few on offer
        return actor >= 0 and rules.is_legal(self, action)

    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        from timetravel.games.ministerio import rules

        return rules.chance_outcomes(self) if self.to_act() == CHANCE else []

    def _apply(self, action: Action) -> list[Event]:
        from timetravel.games.ministerio import rules

        self.events = []
        rules.apply(self, action)
        rules.settle(self)
        events, self.events = self.events, []
        return ev.tell(self, events)  # words only: one line for one thing

    def clone(self) -> MinisterioState:
        new = self.copy_fields(MinisterioState.__new__(MinisterioState))
        new.forget_options()  # the options kept belong to self
        return new

    def to_json(self) -> Json:
        return self.fields_json()

    def load_json(self, data: Json) -> None:
        self.load_fields(data)
        if len(self.agents) != self.seats:
            raise ValueError("agents do not match seats")
        if set(self.piles) != set(CATEGORIES):
            raise ValueError("the discard piles are not the four categories")
        if len(self.facedown) != len(stair()) or len(self.on_door) != len(stair()):
            raise ValueError("the staircase has another number of doors")
        self.events = []

    def observe(self, seat: int) -> Json:
        from timetravel.games.ministerio.observe import observe

        return observe(self, seat)

    def outcome(self) -> Outcome | None:
        if self.stage != "over":
            return None
        scores = tuple(float(self.score(s)) for s in range(self.seats))
        if self.all_lose:
            from timetravel.games.ministerio.words import lost_words

            return Outcome(scores, frozenset(), all_lose=True, detail=lost_words(self))
        free = [s for s in range(self.seats) if not self.agents[s].prison]
        best = max(scores[s] for s in free)
        return Outcome(scores, frozenset(s for s in free if scores[s] == best))

    # --- words (words.py) -----------------------------------------------------------------------
    def action_words(self, action: Action, viewer: int | None) -> str:
        from timetravel.games.ministerio.words import action_words

        return action_words(self, action, viewer)

    def public_label(self, action: Action) -> str:
        return self.action_words(action, None)

    def prompt(self, seat: int) -> str:
        from timetravel.games.ministerio.words import prompt

        return prompt(self, seat)

    def progress(self) -> str:
        from timetravel.games.ministerio.words import progress

        return progress(self)

    def handoff_label(self) -> str:
        return "I am {name}: show my cards"

    def private_view(self, seat: int) -> Json:
        agent = self.agents[seat]
        known = {d: self.peeked[d] for d in self.peeked if seat in self.peekers.get(d, [])}
        return {"hand": list(agent.hand), "mission": agent.mission, "known_tiles": known}

    def results_table(self) -> ResultsTable | None:
        if self.stage != "over":
            return None
        from timetravel.games.ministerio.words import results_table

        return results_table(self)

    def give_first_game_agents(self) -> None:
        """The rulebook's first game: Pacino, Alonso and Amelia for the first seats; a fourth chooses."""
        first = [p.id for p in content().protagonists.values() if p.first_game]
        order = sorted(first, key=["pacino", "alonso", "amelia"].index)
        for seat, protagonist in zip(range(self.seats), order, strict=False):
            self.agents[seat].protagonist = protagonist
        choosing = [s for s in range(self.seats) if self.agents[s].protagonist is None]
        self.stage, self.turn = ("choose_agent", choosing[0]) if choosing else ("deal", 0)

    # --- queries ------------------------------------------------------------------------------------
    @property
    def agent(self) -> Agent:
        return self.agents[self.turn]

    def modifiers(self, seat: int) -> Modifiers:
        """What the lasting effects of the seat's controlled cards add up to."""
        total: Modifiers = {}
        for card_id in self.agents[seat].controlled:
            effect = content().cards[card_id].effect
            if effect is None or effect.verb in URGENT_VERBS:
                continue
            for key, value in VERBS.perform(Use(self, seat), effect).items():
                total[key] = total.get(key, 0) + value
        return total

    def stat(self, seat: int, name: str) -> int:
        protagonist = self.agents[seat].protagonist
        assert protagonist is not None
        base = int(getattr(content().protagonists[protagonist], name))
        return base + self.modifiers(seat).get(name, 0)

    def pa_cost(self, seat: int, card_id: str) -> int:
        door = self.agents[seat].door
        assert door is not None
        raw = stair().anachronism(door, content().cards[card_id].year)
        return max(0, raw - self.modifiers(seat).get("pa_discount", 0))

    def enemy_combat(self, tile_id: str) -> int:
        """The value a fight against this enemy must reach now (bosses add to every other enemy)."""
        tile = content().enemies[tile_id]
        assert tile.combat is not None
        base = tile.combat + (int(self.t["enemy_roll"] or 0) if tile.ability == "rolled_strength" else 0)
        return base + len(self.bosses)

    def peekable_doors(self, seat: int) -> list[int]:
        return [
            d for d, down in enumerate(self.facedown) if down and seat not in self.peekers.get(str(d), [])
        ]

    def cards_left(self) -> bool:
        return bool(self.deck) or any(self.piles.values())

    def free_seats(self) -> list[int]:
        return [s for s in range(self.seats) if not self.agents[s].prison]

    def requirement_counts(self, seat: int) -> list[tuple[int, int]]:
        """(have, need) for each line of the seat's mission."""
        agent = self.agents[seat]
        if agent.mission is None:
            return []
        cards = [content().cards[c] for c in agent.controlled]
        lines = []
        for need in content().missions[agent.mission].requirements:
            have = len(agent.enemies) if need.kind == "enemies" else sum(map(need.matches, cards))
            lines.append((have, need.count))
        return lines

    def mission_met(self, seat: int) -> bool:
        lines = self.requirement_counts(seat)
        return bool(lines) and all(have >= need for have, need in lines)

    def mission_vp(self, seat: int) -> int:
        agent = self.agents[seat]
        if agent.mission is None:
            return 0
        mission = content().missions[agent.mission]
        if agent.delivered or self.mission_met(seat):
            return mission.full
        if any(have >= need for have, need in self.requirement_counts(seat)):
            return mission.partial
        return 0

    def score_parts(self, seat: int) -> dict[str, int]:
        agent = self.agents[seat]
        return {
            "mission": self.mission_vp(seat),
            "first": FIRST_DELIVERY_BONUS if agent.first_delivery else 0,
            "cards": sum(content().cards[c].vp for c in agent.controlled),
            "converted": len(agent.converted),
            "pa": -agent.pa,
        }

    def score(self, seat: int) -> int:
        return sum(self.score_parts(seat).values())

    def public_score(self, seat: int) -> int:
        """The score every seat may know: a mission counts only once delivered (shown to all)."""
        parts = self.score_parts(seat)
        if not self.agents[seat].delivered:
            parts["mission"] = 0
        return sum(parts.values())

    # --- changes shared by the rules and the verbs ------------------------------------------------
    def start_draw(self, seat: int, count: int) -> None:
        self.draw_for = seat
        self.to_draw += count

    def change_pa(self, seat: int, delta: int) -> None:
        """Add (or take off) PA; above 10, even for a moment, the agent goes to Huesca."""
        agent = self.agents[seat]
        if agent.prison or delta == 0:
            return
        agent.pa = max(0, agent.pa + delta)
        self.events.append(ev.pa_changed(seat, delta, agent.pa))
        if agent.pa > PRISON_ABOVE:
            self.imprison(seat)

    def imprison(self, seat: int) -> None:
        agent = self.agents[seat]
        agent.prison = True
        for card_id in sorted(agent.hand + agent.controlled):
            self.discard(card_id, f"hand:{seat}")
        agent.hand, agent.controlled = [], []
        self.removed += agent.enemies + agent.converted
        agent.enemies, agent.converted = [], []
        agent.mission, agent.door, agent.in_office = None, None, False
        self.events.append(ev.imprisoned(seat))
        if not self.free_seats():
            self.finish(all_lose="prison")
        elif seat == self.turn and self.stage not in ("over",):
            played = self.t["played"] or {}
            if self.t["trial"]:
                self.discard(self.t["trial"]["card"], "table")
            elif "card" in played and not played.get("controlled") and self.stage != "place":
                self.discard(played["card"], "table")
            self.t["trial"], self.t["played"] = None, None
            self.to_draw = 0 if self.draw_for == seat else self.to_draw
            self.stage = "end"

    def discard(self, card_id: str, source: str, bottom: bool = False) -> None:
        pile = self.piles[content().cards[card_id].category]
        if bottom:
            pile.insert(0, card_id)
        else:
            pile.append(card_id)
        self.events.append(ev.card_moved(card_id, source, f"pile:{content().cards[card_id].category}"))

    def add_slot(self, tile_id: str) -> None:
        self.slots.append(tile_id)
        self.events.append(ev.into_office(tile_id, len(self.slots)))
        if len(self.slots) >= SLOTS:
            self.finish(all_lose="ministry")

    def finish(self, all_lose: str = "") -> None:
        if self.stage == "over":
            return
        self.stage = "over"
        self.all_lose = all_lose
        self.to_draw = 0
        self.events += ev.scores(self)
        self.events.append(ev.game_ended(self))
