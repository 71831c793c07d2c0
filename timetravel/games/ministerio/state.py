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
from typing import Any

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.outcome import Outcome
from timetravel.engine.state import CHANCE, TERMINAL, GameState, Json, ResultsTable
from timetravel.games.ministerio import events as ev
from timetravel.games.ministerio.content import CATEGORIES, MinisterioContent, load_content
from timetravel.games.ministerio.staircase import Staircase
from timetravel.games.ministerio.verbs import VERBS, Modifiers, Use

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


@dataclass
class Agent:
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
        return {
            "protagonist": self.protagonist,
            "door": self.door,
            "in_office": self.in_office,
            "pa": self.pa,
            "hand": list(self.hand),
            "controlled": list(self.controlled),
            "enemies": list(self.enemies),
            "converted": list(self.converted),
            "mission": self.mission,
            "delivered": self.delivered,
            "first_delivery": self.first_delivery,
            "prison": self.prison,
        }

    @classmethod
    def from_json(cls, data: Json) -> Agent:
        return cls(
            protagonist=None if data["protagonist"] is None else str(data["protagonist"]),
            door=None if data["door"] is None else int(data["door"]),
            in_office=bool(data["in_office"]),
            pa=int(data["pa"]),
            hand=[str(c) for c in data["hand"]],
            controlled=[str(c) for c in data["controlled"]],
            enemies=[str(c) for c in data["enemies"]],
            converted=[str(c) for c in data["converted"]],
            mission=None if data["mission"] is None else str(data["mission"]),
            delivered=bool(data["delivered"]),
            first_delivery=bool(data["first_delivery"]),
            prison=bool(data["prison"]),
        )


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
    "trial": None,  # {"card", "from_pile", "closed", "place_pile"}
    "flee": [],  # an escaping enemy's tie: [tile, door, door]
}


class MinisterioState(GameState):
    def __init__(self, game: Any, seats: int) -> None:
        self.game = game
        self.seats = seats
        self.agents: list[Agent] = [Agent() for _ in range(seats)]
        self.stage = "choose_agent"
        self.turn = 0
        self.round = 1
        self.deck: list[str] = sorted(content().cards)  # unordered: sorted ids
        self.piles: dict[str, list[str]] = {c: [] for c in CATEGORIES}  # last = top
        self.facedown: list[bool] = [True] * len(stair())
        self.peeked: dict[str, str] = {}  # door (as text) -> tile put there when someone looked
        self.peekers: dict[str, list[int]] = {}  # door (as text) -> seats that know that tile
        self.tile_pool: list[str] = sorted(content().enemies)  # tiles not yet on a known door
        self.on_door: list[list[str]] = [[] for _ in range(len(stair()))]  # face-up enemies
        self.office_tiles: list[str] = list(content().office)
        self.slots: list[str] = []
        self.bosses: list[str] = []
        self.lola: int | None = None
        self.removed: list[str] = []  # tiles out of the game
        self.to_draw = 0
        self.draw_for = 0
        self.peeks_left = 0
        self.peek_door: int | None = None
        self.ending = ""  # why the game ends with this round: delivered, revealed, cards, limit
        self.cards_out = False
        self.all_lose = ""  # "" or why everybody lost: ministry, prison
        self.t: Json = copy.deepcopy(TURN_DEFAULTS)
        self.events: list[Event] = []

    # --- the protocol ----------------------------------------------------------------------------
    def to_act(self) -> int:
        if self.stage == "over":
            return TERMINAL
        if self.stage in ("deal", "roll", "reveal", "fight_roll", "enemy_roll", "trial_roll", "peek_roll"):
            return CHANCE
        if self.to_draw:
            return CHANCE
        return self.turn

    def legal_actions(self) -> list[Action]:
        from timetravel.games.ministerio import rules

        return rules.legal_actions(self) if self.to_act() >= 0 else []

    def is_legal(self, action: Action) -> bool:
        from timetravel.games.ministerio import rules

        return self.to_act() >= 0 and rules.is_legal(self, action)

    def chance_outcomes(self) -> list[tuple[Action, float]]:
        from timetravel.games.ministerio import rules

        return rules.chance_outcomes(self) if self.to_act() == CHANCE else []

    def _apply(self, action: Action) -> list[Event]:
        from timetravel.games.ministerio import rules

        self.events = []
        rules.apply(self, action)
        rules.settle(self)
        events, self.events = self.events, []
        return events

    def clone(self) -> MinisterioState:
        new = MinisterioState.__new__(MinisterioState)
        new.__dict__.update(self.__dict__)
        new.agents = [Agent.from_json(a.to_json()) for a in self.agents]
        new.deck = list(self.deck)
        new.piles = {k: list(v) for k, v in self.piles.items()}
        new.facedown = list(self.facedown)
        new.peeked = dict(self.peeked)
        new.peekers = {k: list(v) for k, v in self.peekers.items()}
        new.tile_pool = list(self.tile_pool)
        new.on_door = [list(d) for d in self.on_door]
        new.office_tiles = list(self.office_tiles)
        new.slots, new.bosses, new.removed = list(self.slots), list(self.bosses), list(self.removed)
        new.t = copy.deepcopy(self.t)
        new.events = []
        return new

    def to_json(self) -> Json:
        return {
            "seats": self.seats,
            "agents": [a.to_json() for a in self.agents],
            "stage": self.stage,
            "turn": self.turn,
            "round": self.round,
            "deck": list(self.deck),
            "piles": {k: list(v) for k, v in self.piles.items()},
            "facedown": list(self.facedown),
            "peeked": dict(self.peeked),
            "peekers": {k: list(v) for k, v in self.peekers.items()},
            "tile_pool": list(self.tile_pool),
            "on_door": [list(d) for d in self.on_door],
            "office_tiles": list(self.office_tiles),
            "slots": list(self.slots),
            "bosses": list(self.bosses),
            "lola": self.lola,
            "removed": list(self.removed),
            "to_draw": self.to_draw,
            "draw_for": self.draw_for,
            "peeks_left": self.peeks_left,
            "peek_door": self.peek_door,
            "ending": self.ending,
            "cards_out": self.cards_out,
            "all_lose": self.all_lose,
            "turn_state": copy.deepcopy(self.t),
        }

    def load_json(self, data: Json) -> None:
        self.agents = [Agent.from_json(a) for a in data["agents"]]
        if len(self.agents) != self.seats:
            raise ValueError("agents do not match seats")
        self.stage = str(data["stage"])
        self.turn, self.round = int(data["turn"]), int(data["round"])
        self.deck = [str(c) for c in data["deck"]]
        self.piles = {k: [str(c) for c in data["piles"][k]] for k in CATEGORIES}
        self.facedown = [bool(b) for b in data["facedown"]]
        self.peeked = {str(k): str(v) for k, v in data["peeked"].items()}
        self.peekers = {str(k): [int(s) for s in v] for k, v in data["peekers"].items()}
        self.tile_pool = [str(x) for x in data["tile_pool"]]
        self.on_door = [[str(x) for x in d] for d in data["on_door"]]
        if len(self.facedown) != len(stair()) or len(self.on_door) != len(stair()):
            raise ValueError("the staircase has another number of doors")
        self.office_tiles = [str(x) for x in data["office_tiles"]]
        self.slots = [str(x) for x in data["slots"]]
        self.bosses = [str(x) for x in data["bosses"]]
        self.lola = None if data["lola"] is None else int(data["lola"])
        self.removed = [str(x) for x in data["removed"]]
        self.to_draw, self.draw_for = int(data["to_draw"]), int(data["draw_for"])
        self.peeks_left = int(data["peeks_left"])
        self.peek_door = None if data["peek_door"] is None else int(data["peek_door"])
        self.ending, self.cards_out = str(data["ending"]), bool(data["cards_out"])
        self.all_lose = str(data["all_lose"])
        turn_state = data["turn_state"]
        if set(turn_state) != set(TURN_DEFAULTS):
            raise ValueError("unknown turn fields")
        self.t = copy.deepcopy(turn_state)

    def observe(self, seat: int) -> Json:
        from timetravel.games.ministerio.observe import observe

        return observe(self, seat)

    def outcome(self) -> Outcome | None:
        if self.stage != "over":
            return None
        scores = tuple(float(self.score(s)) for s in range(self.seats))
        if self.all_lose:
            return Outcome(scores, frozenset(), all_lose=True, detail=self.all_lose)
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

    # --- queries ------------------------------------------------------------------------------------
    @property
    def agent(self) -> Agent:
        return self.agents[self.turn]

    def modifiers(self, seat: int) -> Modifiers:
        """What the lasting effects of the seat's controlled cards add up to."""
        total: Modifiers = {}
        for card_id in self.agents[seat].controlled:
            effect = content().cards[card_id].effect
            if effect is None or effect.verb in ("draw", "shed_pa", "recover_discard", "peek_tiles"):
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
        self.events.append(ev.game_ended(self))
