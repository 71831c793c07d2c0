"""What one seat's screen shows of El Ministerio, as frozen values: the board reads nothing else.

Built from `observe(seat)` (so a hand, a mission or a face-down tile the seat may not know is never
here) plus the derived figures a player wants on screen, each computed by the game's own functions:
the doors each die reaches (staircase.routes/destinations, office_entries), where each walking
choice can still end, what a card would cost in PA (state.pa_cost), and the odds of the fight or
trial under way (state.enemy_combat, the trial's requirement rule).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from timetravel.games.ministerio import rules
from timetravel.games.ministerio.content import CATEGORIES, TRIAL_SKILL, Category
from timetravel.games.ministerio.staircase import (
    DIRECTIONS,
    Direction,
    Route,
    destinations,
    office_entries,
    routes,
)
from timetravel.games.ministerio.state import MinisterioState, content, stair

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
    public_vp: int  # cards, debriefed tiles, first delivery, minus PA: what everyone can count
    vp: int | None  # the whole score, mission included, for the viewer only


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
    lola: int | None
    bosses: tuple[str, ...]
    slots: tuple[str, ...]
    office_tiles: tuple[str, ...]
    piles: tuple[tuple[Category, tuple[str, ...]], ...]
    deck_size: int
    dice: tuple[int, ...]
    die: int | None
    steps: int
    reach: tuple[Reach, ...]
    walk: tuple[WalkChoice, ...]
    played: str | None  # the card on the table this turn
    contest: Contest | None
    flee: tuple[str, tuple[int, ...]] | None  # an escaping enemy and the doors it may take
    costs: tuple[tuple[str, int], ...]  # PA each playable card would cost the mover now
    mission_lines: tuple[tuple[int, int], ...]  # the viewer's mission: (have, need) per line
    ending: str
    all_lose: str
    over: bool
    left_office: bool  # the turn began in the office: no way back in this turn (M-KEY-6)

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
    obs = state.observe(seat)
    turn_state: dict[str, Any] = obs["turn_state"]
    mover = state.agents[state.turn]
    return MinisterioView(
        seat=seat,
        seats=state.seats,
        stage=str(obs["stage"]),
        turn=int(obs["turn"]),
        round=int(obs["round"]),
        doors=_doors(obs),
        agents=tuple(_agent(state, seat, s, a) for s, a in enumerate(obs["agents"])),
        lola=obs["lola"],
        bosses=tuple(obs["bosses"]),
        slots=tuple(obs["slots"]),
        office_tiles=tuple(obs["office_tiles"]),
        piles=tuple((c, tuple(obs["piles"][c])) for c in CATEGORIES),
        deck_size=int(obs["deck_size"]),
        dice=tuple(int(d) for d in turn_state["dice"]),
        die=turn_state["die"],
        steps=int(turn_state["steps"]),
        reach=_reach(state) if obs["stage"] == "die" and mover.door is not None else (),
        walk=_walk(state) if obs["stage"] == "walk" and mover.door is not None else (),
        played=_played(turn_state),
        contest=_contest(state),
        flee=(turn_state["flee"][0], tuple(turn_state["flee"][1:])) if turn_state["flee"] else None,
        costs=_costs(state, obs),
        mission_lines=tuple(state.requirement_counts(seat)),
        ending=str(obs["ending"]),
        all_lose=str(obs["all_lose"]),
        over=obs["stage"] == "over",
        left_office=bool(turn_state["left_office"]),
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
    for option in rules.walk_options(state):
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


def _played(turn_state: dict[str, Any]) -> str | None:
    for key in ("trial", "played"):
        entry = turn_state[key]
        if entry and "card" in entry:
            return str(entry["card"])
    return None


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
        needed = rules.trial_needed(state)
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
