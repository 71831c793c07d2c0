"""What a seat knows of T.I.M.E Stories, and the worlds consistent with it.

The team shares everything it sees (the agents are telepathic), so no seat knows more than
another, and the state holds no card's contents: only ids, what has been seen (`seen`, the
team's journal across runs) and the scripts under way on cards already entered. The cards nobody
has entered are the scenario's data, not the state's: an observation is the whole state, and the
one world consistent with it is the state itself (the game declares no hidden information).

`view(state, seat)` is the typed view the board reads (`StoriesView`, whose `to_json()` is
`observe(seat)`): the location's cards as the team knows them (read or not, open, set aside, the
test under way), each agent's host with its dice per attribute, the hosts to choose from, the map
cards, and the journal made from `seen` (card A and the cards read, by location; never a card
nobody has read).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from timetravel.engine.state import Json
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.steps import Text
from timetravel.games.stories.words import withheld


def observe(state: StoriesState, seat: int) -> Json:
    """What `seat` may know: the whole state (the team shares everything), with the seat; equal to
    `view(state, seat).to_json()`."""
    return {"seat": seat, **state.to_json()}


def world(observation: Json) -> Json:
    """The one world consistent with an observation: the state's JSON (game.py's determinize loads it)."""
    return {key: value for key, value in observation.items() if key != "seat"}


# --- the typed view a board reads ------------------------------------------------------------------
@dataclass(frozen=True)
class TestView:
    """A test laid under a card: its shields left, left to right, and how it is fought."""

    attribute: str
    shields: tuple[str, ...]
    lock: bool
    enemy: bool


@dataclass(frozen=True)
class CardView:
    """One card B..H of the current location as the team knows it."""

    letter: str
    ident: str  # "location.B"
    art: str  # the text key of what its back shows
    symbol: str  # none, no_entry, must_enter, now_or_never
    sealed: bool  # carries a seal
    open: bool  # the viewer may stand on it now
    gone: bool  # out of the panorama until the next run
    seen: bool  # the team has read it (this run or an earlier one)
    intro: str | None  # the text key read on entering it (None: it has no text)
    test: TestView | None
    agents: tuple[int, ...]


@dataclass(frozen=True)
class AgentView:
    seat: int
    host: str | None
    life: int
    most_life: int
    dice: tuple[tuple[str, int], ...]  # attribute -> the host's dice and its items' (not used this TU)
    resistance: int
    items: tuple[str, ...]
    resources: tuple[tuple[str, int], ...]
    dead: bool
    returns_at: int | None
    card: str | None
    acted: bool


@dataclass(frozen=True)
class HostView:
    ident: str
    name: str
    text: str
    dice: tuple[tuple[str, int], ...]
    resistance: int
    life: int
    ability: str
    taken_by: int | None


@dataclass(frozen=True)
class PlaceView:
    ident: str
    name: str
    red: bool


@dataclass(frozen=True)
class MapView:
    ident: str
    name: str
    open: bool
    places: tuple[PlaceView, ...]


@dataclass(frozen=True)
class JournalEntry:
    """What the team has read at one location: card A and the cards entered, by letter."""

    location: str
    name: str
    text: str
    cards: tuple[tuple[str, str], ...]  # (letter, intro text key)


@dataclass(frozen=True)
class StoriesView:
    """What a board shows of T.I.M.E Stories to one seat (the team sees everything the state holds);
    `to_json()` is exactly `observe(seat)`."""

    seat: int
    scenario: str
    to_act: int
    stage: str
    run: int
    max_runs: int
    tu: int
    full_tu: int
    captain: int
    location: str | None
    location_name: str
    location_text: str
    panorama: str
    red: bool
    cards: tuple[CardView, ...]
    agents: tuple[AgentView, ...]
    tokens: tuple[tuple[str, str], ...]  # (id, name key) in the scenario's order
    attributes: tuple[tuple[str, str], ...]  # (id, name key)
    hosts: tuple[HostView, ...]
    maps: tuple[MapView, ...]
    destinations: tuple[str, ...]
    hq: tuple[str, ...]
    journal: tuple[JournalEntry, ...]
    rolling: int  # action dice being rolled (a roll waits for its chance outcome), else 0
    roll_seat: int | None
    result: str
    last_read: tuple[str, str] | None  # (card, text key) of the text the team read last
    last_end: tuple[int, str, str, str] | None  # how the last run ended: (run, end key, card, text read)
    withheld: tuple[tuple[str, str], ...]  # the viewer's choices not open yet: (words, why)
    observation: Json = field(compare=False, repr=False)

    def to_json(self) -> Json:
        return self.observation

    def card(self, letter: str) -> CardView | None:
        return next((c for c in self.cards if c.letter == letter), None)

    def agent_card(self, seat: int) -> str | None:
        return self.agents[seat].card if 0 <= seat < len(self.agents) else None


def view(state: StoriesState, seat: int) -> StoriesView:
    content = state.content
    location = state.here() if state.location is not None else None
    roll = state.roll or {}
    return StoriesView(
        seat=seat,
        scenario=state.scenario,
        to_act=state.to_act(),
        stage=state.stage,
        run=state.run,
        max_runs=content.meta.max_runs,
        tu=state.tu,
        full_tu=content.meta.tu,
        captain=state.captain,
        location=state.location,
        location_name=location.name if location else "",
        location_text=location.text if location else "",
        panorama=location.panorama if location else "",
        red=bool(location and location.red),
        cards=tuple(_card_view(state, seat, c.letter) for c in location.cards) if location else (),
        agents=tuple(_agent_view(state, s) for s in range(state.seats)),
        tokens=tuple((n.id, n.name) for n in content.meta.tokens if n.id in state.tokens),
        attributes=tuple((n.id, n.name) for n in content.meta.attributes),
        hosts=tuple(_host_view(state, h) for h in content.hosts),
        maps=tuple(_map_view(state, m.id) for m in content.meta.maps),
        destinations=tuple(state.destinations()) if state.location is not None else (),
        hq=tuple(content.meta.hq),
        journal=_journal(state),
        rolling=int(roll.get("dice", 0)) if "card" not in roll else 0,
        roll_seat=int(roll["seat"]) if roll else None,
        result=state.result,
        last_read=(str(state.last_read["card"]), str(state.last_read["key"])) if state.last_read else None,
        last_end=_last_end(state),
        withheld=tuple(withheld(state, seat)),
        observation=observe(state, seat),
    )


def _last_end(state: StoriesState) -> tuple[int, str, str, str] | None:
    end = state.last_end
    return (int(end["run"]), str(end["key"]), str(end["card"]), str(end["read"])) if end else None


def intro_text(state: StoriesState, card: str) -> str | None:
    """The first text a card's script reads (what entering it shows first), if any."""
    for step in state.content.card(card).script:
        if isinstance(step.params, Text):
            return step.params.text
    return None


def _card_view(state: StoriesState, seat: int, letter: str) -> CardView:
    card = state.card_at(letter)
    ident = state.card_id(letter)
    params = state.test_at(letter)
    test = None
    if params is not None:
        test = TestView(params.attribute, tuple(state.tests[ident]), params.lock, params.enemy)
    reader = seat if state.agents[seat].alive else (state.living() or [seat])[0]
    return CardView(
        letter=letter,
        ident=ident,
        art=card.art,
        symbol=card.symbol,
        sealed=card.seal is not None,
        open=state.may_enter(reader, letter),
        gone=ident in state.gone,
        seen=ident in state.seen,
        intro=intro_text(state, ident),
        test=test,
        agents=tuple(state.on_card(letter)),
    )


def _agent_view(state: StoriesState, seat: int) -> AgentView:
    agent = state.agents[seat]
    host = state.content.hosts[agent.host] if agent.host is not None else None
    dice = tuple((a, state.dice_for(seat, a)) for a in state.content.attributes) if host is not None else ()
    return AgentView(
        seat=seat,
        host=agent.host,
        life=agent.life,
        most_life=host.life if host else 0,
        dice=dice,
        resistance=host.resistance if host else 0,
        items=tuple(agent.items),
        resources=tuple(sorted(agent.resources.items())),
        dead=agent.dead,
        returns_at=agent.returns_at,
        card=agent.card,
        acted=agent.acted,
    )


def _host_view(state: StoriesState, ident: str) -> HostView:
    host = state.content.hosts[ident]
    taken = next((s for s, a in enumerate(state.agents) if a.host == ident), None)
    dice = tuple((a, host.dice.get(a, 0)) for a in state.content.attributes)
    return HostView(ident, host.name, host.text, dice, host.resistance, host.life, host.ability, taken)


def _map_view(state: StoriesState, ident: str) -> MapView:
    content = state.content
    card = next(m for m in content.meta.maps if m.id == ident)
    opened = card.when is None or state.holds(card.when, state.captain)
    places = tuple(
        PlaceView(loc, content.locations[loc].name, content.locations[loc].red) for loc in card.locations
    )
    return MapView(ident, card.name, opened, places)


def _journal(state: StoriesState) -> tuple[JournalEntry, ...]:
    """The team's notebook from `seen`: every location whose card A it has read, in the scenario's
    order, with the cards read there (never a card nobody has read)."""
    found = []
    for loc in state.content.locations.values():
        if f"{loc.id}.A" not in state.seen:
            continue
        cards = []
        for card in loc.cards:
            ident = f"{loc.id}.{card.letter}"
            text = intro_text(state, ident) if ident in state.seen else None
            if text is not None:
                cards.append((card.letter, text))
        found.append(JournalEntry(loc.id, loc.name, loc.text, tuple(cards)))
    return tuple(found)
