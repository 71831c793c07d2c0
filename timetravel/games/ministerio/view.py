"""What one seat may know of El Ministerio, as frozen values: the board reads nothing else.

`view_of(observation)` types a seat's observation (observe.py: so a hand, a mission or a face-down
tile the seat may not know is never here) and `to_json()` gives that observation back exactly;
`view(state, seat)` is `view_of(observe(state, seat))`. Worked out from the view alone, when first
asked for, by the game's own functions (tally.py, staircase.py): the figures a player wants on
screen, each agent's skills and score as far as the seat may count it, the doors each die reaches,
where each walking choice can still end, what a card would cost in PA, and the odds of the fight or
trial under way. Those figures are not part of the JSON: they follow from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from timetravel.engine.state import Json
from timetravel.games.ministerio import tally
from timetravel.games.ministerio.content import TRIAL_SKILL, Category, content
from timetravel.games.ministerio.events import EnemyRevealed, FightResolved, Imprisoned, PaChanged
from timetravel.games.ministerio.observe import observe
from timetravel.games.ministerio.staircase import (
    DIRECTIONS,
    Direction,
    Route,
    destinations,
    office_entries,
    routes,
    stair,
)
from timetravel.games.ministerio.state import TURN_DEFAULTS, MinisterioState

# the game's own events, which a board animates along with the engine's, are part of what it is shown
__all__ = [
    "AgentView",
    "Contest",
    "DoorView",
    "EnemyRevealed",
    "FightResolved",
    "Imprisoned",
    "MinisterioView",
    "PaChanged",
    "Reach",
    "TurnView",
    "WalkChoice",
    "view",
    "view_of",
]

STATS = ("combat", "intelligence", "knowledge", "charisma", "research")


@dataclass(frozen=True)
class DoorView:
    index: int
    year: int
    colour: str | None
    facedown: bool
    known_tile: str | None  # a face-down tile this seat looked at
    enemies: tuple[str, ...]  # revealed enemies waiting on the door


@dataclass(frozen=True)
class AgentView:
    seat: int
    protagonist: str | None
    door: int | None
    in_office: bool
    prison: bool
    pa: int
    hand: tuple[str, ...] | None  # None: not this seat's to see
    hand_size: int
    controlled: tuple[str, ...]
    enemies: tuple[str, ...]
    converted: tuple[str, ...]
    mission: str | None  # None unless it is the viewer's or delivered
    has_mission: bool
    delivered: bool
    first_delivery: bool
    viewer: int  # the seat whose view this is

    @cached_property
    def stats(self) -> tuple[tuple[str, int], ...]:
        """(stat name, value with lasting effects), once a protagonist is chosen."""
        if self.protagonist is None:
            return ()
        return tuple((name, tally.stat(self, self.seat, name)) for name in STATS)

    @cached_property
    def public_vp(self) -> int:
        """Cards, debriefed tiles, first delivery, minus PA: what everyone can count."""
        parts = tally.score_parts(self)
        return parts["first"] + parts["cards"] + parts["converted"] + parts["pa"]

    @cached_property
    def vp(self) -> int | None:
        """The whole score, mission included, for the viewer only (and for all once delivered)."""
        if self.seat != self.viewer and not self.delivered:
            return None
        return sum(tally.score_parts(self).values())

    def to_json(self) -> Json:
        """The agent as the observation has it."""
        return {
            "protagonist": self.protagonist,
            "door": self.door,
            "in_office": self.in_office,
            "pa": self.pa,
            "hand": None if self.hand is None else list(self.hand),
            "controlled": list(self.controlled),
            "enemies": list(self.enemies),
            "converted": list(self.converted),
            "mission": self.mission,
            "delivered": self.delivered,
            "first_delivery": self.first_delivery,
            "prison": self.prison,
            "hand_size": self.hand_size,
            "has_mission": self.has_mission,
        }


@dataclass(frozen=True)
class TurnView:
    """The fields of the turn under way (state.TURN_DEFAULTS says what each holds)."""

    dice: tuple[int, ...]
    die: int | None
    steps: int
    direction: int
    just_jumped: bool
    hops: int
    key: bool
    left_office: bool
    played: Json | None
    faced: bool
    enemy: str | None
    enemy_roll: int | None
    roll: int | None
    bonus: int
    trial: Json | None
    flee: tuple[str | int, ...]

    @classmethod
    def of(cls, data: Json) -> TurnView:
        return cls(
            dice=tuple(int(d) for d in data["dice"]),
            die=data["die"],
            steps=int(data["steps"]),
            direction=int(data["direction"]),
            just_jumped=bool(data["just_jumped"]),
            hops=int(data["hops"]),
            key=bool(data["key"]),
            left_office=bool(data["left_office"]),
            played=None if data["played"] is None else dict(data["played"]),
            faced=bool(data["faced"]),
            enemy=data["enemy"],
            enemy_roll=data["enemy_roll"],
            roll=data["roll"],
            bonus=int(data["bonus"]),
            trial=None if data["trial"] is None else dict(data["trial"]),
            flee=tuple(data["flee"]),
        )

    def to_json(self) -> Json:
        data = {name: getattr(self, name) for name in TURN_DEFAULTS}
        data["dice"], data["flee"] = list(self.dice), list(self.flee)
        for name in ("played", "trial"):
            if data[name] is not None:
                data[name] = dict(data[name])
        return data


@dataclass(frozen=True)
class Reach:
    """Where one die can take the mover: bounces and jumps included, and the office when it opens."""

    die: int
    face: int
    doors: frozenset[int]
    office_doors: frozenset[int]
    paths: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (end door, the doors walked to get there)


@dataclass(frozen=True)
class WalkChoice:
    """One choice while walking: the door it goes to now and the doors where the move may end."""

    option: str  # "dir-1", "dir1", "go", "jump", "office", "stop"
    next_door: int | None  # None for the office
    finals: frozenset[int]
    paths: tuple[tuple[int, tuple[int, ...]], ...] = ()  # (end door, the doors walked to get there)


@dataclass(frozen=True)
class Contest:
    """A fight or a trial under way: what the roll must reach and the chance of getting there."""

    subject: str  # the enemy tile or the card
    trial: bool
    needed: int
    stat_name: str
    stat: int
    bonus: int
    roll: int | None
    enemy_roll: int | None
    closed: bool
    odds: float  # the chance a fresh die (with the bonus so far) reaches `needed`

    @property
    def total(self) -> int | None:
        """The die plus the skill plus the discard bonus, once the die is rolled."""
        return None if self.roll is None else self.roll + self.stat + self.bonus


@dataclass(frozen=True)
class MinisterioView:
    seat: int
    seats: int
    stage: str
    turn: int
    round: int
    doors: tuple[DoorView, ...]
    agents: tuple[AgentView, ...]
    known_tiles: tuple[tuple[str, str], ...]  # (door as text, tile) the viewer looked at
    peekers: tuple[tuple[str, tuple[int, ...]], ...]  # (door as text, seats that looked at its tile)
    lola: int | None
    bosses: tuple[str, ...]
    slots: tuple[str, ...]
    office_tiles: tuple[str, ...]
    removed: tuple[str, ...]
    piles: tuple[tuple[Category, tuple[str, ...]], ...]
    deck_size: int
    to_draw: int
    draw_for: int
    peeks_left: int
    peek_door: int | None
    ending: str
    cards_out: bool
    all_lose: str
    turn_state: TurnView

    def to_json(self) -> Json:
        """The seat's observation (observe.observe), exactly."""
        return {
            "seat": self.seat,
            "seats": self.seats,
            "agents": [agent.to_json() for agent in self.agents],
            "deck_size": self.deck_size,
            "known_tiles": dict(self.known_tiles),
            "stage": self.stage,
            "turn": self.turn,
            "round": self.round,
            "piles": {category: list(cards) for category, cards in self.piles},
            "facedown": [door.facedown for door in self.doors],
            "peekers": {door: list(seats) for door, seats in self.peekers},
            "on_door": [list(door.enemies) for door in self.doors],
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
            "turn_state": self.turn_state.to_json(),
        }

    @property
    def dice(self) -> tuple[int, ...]:
        return self.turn_state.dice

    @property
    def die(self) -> int | None:
        return self.turn_state.die

    @property
    def steps(self) -> int:
        return self.turn_state.steps

    @property
    def left_office(self) -> bool:
        """The turn began in the office: no way back in this turn (M-KEY-6)."""
        return self.turn_state.left_office

    @property
    def played(self) -> str | None:
        """The card on the table this turn."""
        for entry in (self.turn_state.trial, self.turn_state.played):
            if entry and "card" in entry:
                return str(entry["card"])
        return None

    @property
    def flee(self) -> tuple[str, tuple[int, ...]] | None:
        """An escaping enemy and the doors it may take."""
        flee = self.turn_state.flee
        return (str(flee[0]), tuple(int(d) for d in flee[1:])) if flee else None

    @property
    def over(self) -> bool:
        return self.stage == "over"

    # --- figures worked out from the view (not in the JSON) ------------------------------------------
    @cached_property
    def reach(self) -> tuple[Reach, ...]:
        """Where each die can take the mover, while a die is to be chosen."""
        door = self.mover.door
        return _reach(door, self.dice, self.left_office) if self.stage == "die" and door is not None else ()

    @cached_property
    def walk(self) -> tuple[WalkChoice, ...]:
        """The choices of the walk under way, with where each can still end."""
        door = self.mover.door
        return _walk(door, self.turn_state) if self.stage == "walk" and door is not None else ()

    @cached_property
    def contest(self) -> Contest | None:
        """The fight or trial under way."""
        return _contest(self)

    @cached_property
    def costs(self) -> tuple[tuple[str, int], ...]:
        """PA for the cards the mover could play now: their own hand (if the viewer sees it) and the
        pile tops."""
        mover = self.mover
        if mover.door is None or self.stage != "play":
            return ()
        tops = [cards[-1] for _, cards in self.piles if cards]
        return tuple((card, tally.pa_cost(mover, self.turn, card)) for card in [*(mover.hand or ()), *tops])

    @cached_property
    def mission_lines(self) -> tuple[tuple[int, int], ...]:
        """The viewer's mission: (have, need) per line."""
        return tuple(tally.requirement_counts(self.me))

    def pile(self, category: str) -> tuple[str, ...]:
        return next((cards for name, cards in self.piles if name == category), ())

    def cost(self, card: str) -> int | None:
        return dict(self.costs).get(card)

    @property
    def me(self) -> AgentView:
        return self.agents[self.seat]

    @property
    def mover(self) -> AgentView:
        return self.agents[self.turn]


def view(state: MinisterioState, seat: int) -> MinisterioView:
    return view_of(observe(state, seat))


def view_of(obs: Json) -> MinisterioView:
    """The typed form of a seat's observation."""
    seat = int(obs["seat"])
    return MinisterioView(
        seat=seat,
        seats=int(obs["seats"]),
        stage=str(obs["stage"]),
        turn=int(obs["turn"]),
        round=int(obs["round"]),
        doors=_doors(obs),
        agents=tuple(_agent(seat, s, a) for s, a in enumerate(obs["agents"])),
        known_tiles=tuple(obs["known_tiles"].items()),
        peekers=tuple((door, tuple(seats)) for door, seats in obs["peekers"].items()),
        lola=obs["lola"],
        bosses=tuple(obs["bosses"]),
        slots=tuple(obs["slots"]),
        office_tiles=tuple(obs["office_tiles"]),
        removed=tuple(obs["removed"]),
        piles=tuple((c, tuple(cards)) for c, cards in obs["piles"].items()),
        deck_size=int(obs["deck_size"]),
        to_draw=int(obs["to_draw"]),
        draw_for=int(obs["draw_for"]),
        peeks_left=int(obs["peeks_left"]),
        peek_door=obs["peek_door"],
        ending=str(obs["ending"]),
        cards_out=bool(obs["cards_out"]),
        all_lose=str(obs["all_lose"]),
        turn_state=TurnView.of(obs["turn_state"]),
    )


def _doors(obs: dict[str, Any]) -> tuple[DoorView, ...]:
    known: dict[str, str] = obs["known_tiles"]
    return tuple(
        DoorView(i, year, colour, bool(obs["facedown"][i]), known.get(str(i)), tuple(obs["on_door"][i]))
        for i, (year, colour) in enumerate(zip(stair().years, stair().colours, strict=True))
    )


def _agent(viewer: int, seat: int, public: dict[str, Any]) -> AgentView:
    hand = public["hand"]
    return AgentView(
        seat=seat,
        protagonist=public["protagonist"],
        door=public["door"],
        in_office=bool(public["in_office"]),
        prison=bool(public["prison"]),
        pa=int(public["pa"]),
        hand=None if hand is None else tuple(hand),
        hand_size=int(public["hand_size"]),
        controlled=tuple(public["controlled"]),
        enemies=tuple(public["enemies"]),
        converted=tuple(public["converted"]),
        mission=public["mission"],
        has_mission=bool(public["has_mission"]),
        delivered=bool(public["delivered"]),
        first_delivery=bool(public["first_delivery"]),
        viewer=viewer,
    )


def _reach(door: int, dice: tuple[int, ...], left_office: bool) -> tuple[Reach, ...]:
    key_open = not left_office
    out = []
    for index, face in enumerate(dice):
        ways = [r for d in DIRECTIONS for r in routes(stair(), door, face, d)]
        doors = frozenset().union(*(destinations(stair(), door, face, d) for d in DIRECTIONS))
        office: frozenset[int] = frozenset()
        if key_open and len(dice) == 2:
            pair = (dice[1 - index], face)
            office = frozenset(e.door for e in office_entries(stair(), door, pair) if e.move == face)
        out.append(Reach(index, face, doors, office, _paths(ways)))
    return tuple(out)


def _walk(door: int, turn: TurnView) -> tuple[WalkChoice, ...]:
    steps, heading = turn.steps, turn.direction
    out = []
    options = tally.walk_options(door, steps, heading, turn.just_jumped, turn.key, turn.hops)
    for option in options:
        if option.startswith("dir") or option == "go":
            direction: Direction = -1 if (option == "dir-1" or (option == "go" and heading < 0)) else 1
            ways = [r for r in routes(stair(), door, steps, direction) if not r.hops[0].jump]
            out.append(WalkChoice(option, stair().step(door, direction)[0], frozenset(r.end for r in ways),
                                  _paths(ways)))  # fmt: skip
        elif option == "jump":
            twin = stair().twin(door)
            ways = [r for d in DIRECTIONS for r in routes(stair(), door, steps, d) if r.hops[0].jump]
            out.append(WalkChoice(option, twin, frozenset(r.end for r in ways), _paths(ways)))
        elif option == "office":
            out.append(WalkChoice(option, None, frozenset()))
        else:
            out.append(WalkChoice(option, door, frozenset({door})))
    return tuple(out)


def _paths(ways: list[Route]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """For each door a move can end on, the shortest way there (its doors from the start on)."""
    best: dict[int, tuple[int, ...]] = {}
    for route in ways:
        doors = (route.start, *route.doors)
        if route.end not in best or len(doors) < len(best[route.end]):
            best[route.end] = doors
    return tuple(sorted(best.items()))


def _odds(needed: int, base: int) -> float:
    return sum(1 for face in range(1, 7) if face + base >= needed) / 6


def _contest(v: MinisterioView) -> Contest | None:
    t, mover = v.turn_state, v.mover
    if v.stage in ("fight", "fight_roll", "enemy_roll") and t.enemy:
        needed = tally.enemy_combat(t.enemy, t.enemy_roll, len(v.bosses))
        stat = tally.stat(mover, v.turn, "combat")
        return Contest(t.enemy, False, needed, "combat", stat, t.bonus, t.roll, t.enemy_roll, False,
                       _odds(needed, stat + t.bonus))  # fmt: skip
    if v.stage in ("trial", "trial_roll") and t.trial:
        card = str(t.trial["card"])
        skill = TRIAL_SKILL[content().cards[card].category]
        assert skill is not None
        needed = tally.trial_needed(card, bool(t.trial["closed"]))
        stat = tally.stat(mover, v.turn, skill)
        return Contest(card, True, needed, skill, stat, t.bonus, t.roll, None, bool(t.trial["closed"]),
                       _odds(needed, stat + t.bonus))  # fmt: skip
    return None
