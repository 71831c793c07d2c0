"""What one seat may know of El Ministerio, as frozen values: the board reads nothing else.

Built from `observe(seat)` (observe.py: so a hand, a mission or a face-down tile the seat may not
know is never here), whose JSON `to_json()` gives back exactly, plus the derived figures a player
wants on screen, each computed by the game's own functions: the doors each die reaches
(staircase.routes/destinations, office_entries), where each walking choice can still end, what a
card would cost in PA (state.pa_cost), and the odds of the fight or trial under way
(state.enemy_combat, state.trial_needed). The derived figures are not part of the JSON: they follow
from it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from timetravel.engine.state import Json
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
    stats: tuple[tuple[str, int], ...]  # (stat name, value with lasting effects)
    hand: tuple[str, ...] | None  # None: not this seat's to see
    hand_size: int
    controlled: tuple[str, ...]
    enemies: tuple[str, ...]
    converted: tuple[str, ...]
    mission: str | None  # None unless it is the viewer's or delivered
    has_mission: bool
    delivered: bool
    first_delivery: bool
    public_vp: int  # cards, debriefed tiles, first delivery, minus PA: what everyone can count
    vp: int | None  # the whole score, mission included, for the viewer only

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
    # derived figures (not in the JSON)
    reach: tuple[Reach, ...]
    walk: tuple[WalkChoice, ...]
    contest: Contest | None
    costs: tuple[tuple[str, int], ...]  # PA each playable card would cost the mover now
    mission_lines: tuple[tuple[int, int], ...]  # the viewer's mission: (have, need) per line

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
    obs = observe(state, seat)
    mover = state.agents[state.turn]
    return MinisterioView(
        seat=seat,
        seats=int(obs["seats"]),
        stage=str(obs["stage"]),
        turn=int(obs["turn"]),
        round=int(obs["round"]),
        doors=_doors(obs),
        agents=tuple(_agent(state, seat, s, a) for s, a in enumerate(obs["agents"])),
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
        reach=_reach(state) if obs["stage"] == "die" and mover.door is not None else (),
        walk=_walk(state) if obs["stage"] == "walk" and mover.door is not None else (),
        contest=_contest(state),
        costs=_costs(state, obs),
        mission_lines=tuple(state.requirement_counts(seat)),
    )


def _doors(obs: dict[str, Any]) -> tuple[DoorView, ...]:
    known: dict[str, str] = obs["known_tiles"]
    return tuple(
        DoorView(i, year, colour, bool(obs["facedown"][i]), known.get(str(i)), tuple(obs["on_door"][i]))
        for i, (year, colour) in enumerate(zip(stair().years, stair().colours, strict=True))
    )


def _agent(state: MinisterioState, viewer: int, seat: int, public: dict[str, Any]) -> AgentView:
    chosen = public["protagonist"] is not None
    stats = tuple((name, state.stat(seat, name)) for name in STATS) if chosen else ()
    parts = state.score_parts(seat)
    hand = public["hand"]
    return AgentView(
        seat=seat,
        protagonist=public["protagonist"],
        door=public["door"],
        in_office=bool(public["in_office"]),
        prison=bool(public["prison"]),
        pa=int(public["pa"]),
        stats=stats,
        hand=None if hand is None else tuple(hand),
        hand_size=int(public["hand_size"]),
        controlled=tuple(public["controlled"]),
        enemies=tuple(public["enemies"]),
        converted=tuple(public["converted"]),
        mission=public["mission"],
        has_mission=bool(public["has_mission"]),
        delivered=bool(public["delivered"]),
        first_delivery=bool(public["first_delivery"]),
        public_vp=parts["first"] + parts["cards"] + parts["converted"] + parts["pa"],
        vp=state.score(seat) if seat == viewer or public["delivered"] else None,
    )


def _reach(state: MinisterioState) -> tuple[Reach, ...]:
    door = state.agent.door
    assert door is not None
    dice = tuple(int(d) for d in state.t["dice"])
    key_open = not state.t["left_office"]
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


def _walk(state: MinisterioState) -> tuple[WalkChoice, ...]:
    door = state.agent.door
    assert door is not None
    steps, heading = int(state.t["steps"]), int(state.t["direction"])
    out = []
    for option in state.walk_options():
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


def _contest(state: MinisterioState) -> Contest | None:
    t = state.t
    if state.stage in ("fight", "fight_roll", "enemy_roll") and t["enemy"]:
        needed = state.enemy_combat(t["enemy"])
        stat = state.stat(state.turn, "combat")
        return Contest(t["enemy"], False, needed, "combat", stat, int(t["bonus"]), t["roll"],
                       t["enemy_roll"], False, _odds(needed, stat + int(t["bonus"])))  # fmt: skip
    if state.stage in ("trial", "trial_roll") and t["trial"]:
        card = t["trial"]["card"]
        skill = TRIAL_SKILL[content().cards[card].category]
        assert skill is not None
        needed = state.trial_needed()
        stat = state.stat(state.turn, skill)
        return Contest(card, True, needed, skill, stat, int(t["bonus"]), t["roll"], None,
                       bool(t["trial"]["closed"]), _odds(needed, stat + int(t["bonus"])))  # fmt: skip
    return None


def _costs(state: MinisterioState, obs: dict[str, Any]) -> tuple[tuple[str, int], ...]:
    """PA for the cards the mover could play now: their own hand (if the viewer sees it) and the pile tops."""
    mover = state.agents[state.turn]
    if mover.door is None or obs["stage"] != "play":
        return ()
    hand = obs["agents"][state.turn]["hand"] or []
    tops = [pile[-1] for pile in obs["piles"].values() if pile]
    return tuple((card, state.pa_cost(state.turn, card)) for card in [*hand, *tops])
