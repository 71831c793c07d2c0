"""T.I.M.E Stories' state: the declared fields, the protocol methods that need only data, and
the queries the rules, words, view and AI share (the changes are rules: changes.py; the protocol
methods that need the rules or words are bound in game.py's StoriesPlay).

Cards are named "location.B"; at the current location a card is its letter. A card's script
being carried out is kept as frames (source, next step, scratch, reader) per card, so it
survives saving; `seen` is the team's journal across runs (what it has read), and `taken` the
options it has chosen ("lazzaretto.D#lazzaretto.d.silk": card and label), so it knows what those
led to; never the scenario's unseen cards. Words for people live in words.py.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from timetravel.engine.events import Event
from timetravel.engine.record import MEMO, TRANSIENT, Record, RecordState, missing_as
from timetravel.engine.script import Context, Frame, Seats, Step, Test
from timetravel.engine.state import CHANCE, TERMINAL, Json
from timetravel.games.stories.content import Card, Location, Scenario, load_scenario
from timetravel.games.stories.steps import VERBS, Choice, LifeChange, SpecialRoll, TestParams, walk_steps

if TYPE_CHECKING:
    from timetravel.engine.game import Game

DEATH_DELAY = 7  # TU down the time line before a dead agent takes its host again
RED_EXTRA = 2  # TU more to leave a location printed in red


def option_key(card: str, label: str) -> str:
    """An option in the journal: its card and its label (labels differ within a card)."""
    return f"{card}#{label}"


@dataclass(eq=False)
class Agent(Record):
    """One seat's agent in its host for this run."""

    host: str | None = None
    life: int = 0
    card: str | None = None  # the letter of the card it stands on at the current location
    items: list[str] = field(default_factory=list)  # kept sorted
    resources: dict[str, int] = field(default_factory=dict)
    dead: bool = False
    returns_at: int | None = None  # the TU left when it comes back (None: not this run)
    acted: bool = False  # has taken its action this TU

    @property
    def alive(self) -> bool:
        return self.host is not None and not self.dead


@dataclass(init=False, eq=False, repr=False)
class StoriesState(RecordState):
    seats: int
    scenario: str
    run: int
    stage: str  # host, arrive, place, round, act, over (travel while the captain die rolls)
    tu: int
    captain: int
    location: str | None
    left: str | None  # the location just left (the group may not go straight back)
    agents: list[Agent]
    tokens: set[str]
    seen: set[str]  # cards the team has read, across runs ("loc.A" for card A)
    done: set[str]  # cards whose script has run this run
    gone: set[str]  # cards out of the panorama until the next run
    tests: dict[str, list[str]]  # card -> its shields left, left to right
    scripts: dict[str, Any]  # card -> its frames being carried out
    turn: int | None  # the agent named to act now in this TU
    choice: int | None  # the seat that must choose on a card
    choice_card: str | None
    options: list[int]  # the options it may choose
    roll: Any  # the roll under way: {"seat", "attribute", "dice"} (and "card" for a location's roll)
    travel_to: str | None  # the location the group leaves for (the captain die is rolled)
    passed: set[str]  # items passed this TU
    used: set[str]  # items that added dice or were used this TU
    given_back: int  # TU given back by cards this run (one time line at most)
    failing: str  # why the run fails, once it does ("time", "dead", "card")
    result: str  # "", "success" or "lost"
    visits: list[str] = field(default_factory=list, metadata=missing_as(list))  # arrivals this run
    taken: set[str] = field(default_factory=set, metadata=missing_as(set))  # options chosen, across runs
    # a passed test's reward waiting for the team to say who takes it: {"card", "seats", "chooser"}
    reward: Any = field(default=None, metadata=missing_as(lambda: None, omit=True))
    ending: str = field(default="", metadata=missing_as(str, omit=True))  # the text key the mission ended on
    # what lies read on the table, for a reading panel after Continue: the last text read
    # {"card", "key"}, and how the last run ended {"run", "key", "card", "read"}
    # (not saved: the replay of a save's log, which Continue rebuilds, gives them back)
    last_read: Any = field(default=None, metadata=MEMO)
    last_end: Any = field(default=None, metadata=MEMO)
    events: list[Event] = field(default_factory=list, metadata=TRANSIENT)
    running: str = field(default="", metadata=TRANSIENT)  # the card whose script runs now

    def __init__(self, game: Game, seats: int, scenario: str) -> None:
        self.game = game
        self.seats = seats
        self.scenario = scenario
        self.run = 1
        self.captain = 0
        self.agents = [Agent() for _ in range(seats)]
        self.seen = set()
        self.taken = set()
        self.result = ""
        self.ending = ""
        self.last_read = self.last_end = None
        self.events = []
        self.running = ""
        self.start_run()

    # --- the protocol methods that need only data ------------------------------------------------------------------------------
    @property
    def content(self) -> Scenario:
        return load_scenario(self.scenario)

    def to_act(self) -> int:
        if self.stage == "over":
            return TERMINAL
        if self.choice is not None:
            return self.choice
        if self.reward is not None:
            return int(self.reward["chooser"])
        if self.roll is not None or self.travel_to is not None:
            return CHANCE
        if self.stage == "host":
            return next(s for s, a in enumerate(self.agents) if a.host is None)
        if self.stage in ("arrive", "round"):
            return self.captain
        if self.stage == "place":
            return next(s for s in self.living() if self.agents[s].card is None and not self.agents[s].acted)
        if self.turn is not None:
            return self.turn
        return next(s for s in self.living() if not self.agents[s].acted)



    def load_json(self, data: Json) -> None:
        super().load_json(data)
        if len(self.agents) != self.seats:
            raise ValueError("agents do not match seats")
        if self.location is not None and self.location not in self.content.locations:
            raise ValueError(f"no location {self.location!r}")
        self.events, self.running = [], ""

    # --- queries --------------------------------------------------------------------------------------
    @property
    def runs(self) -> int:
        """The runs played so far, the one under way (or the successful one) included."""
        return self.run - 1 if self.result == "lost" else self.run

    def first_visit(self) -> bool:
        """Whether the group is at its location for the first time in this run."""
        return self.location is not None and self.visits.count(self.location) <= 1

    def living(self) -> list[int]:
        return [s for s, a in enumerate(self.agents) if a.alive]

    def here(self) -> Location:
        assert self.location is not None
        return self.content.locations[self.location]

    def card_id(self, letter: str) -> str:
        return f"{self.location}.{letter}"

    def card_at(self, letter: str) -> Card:
        return self.content.card(self.card_id(letter))

    def on_card(self, letter: str) -> list[int]:
        return [s for s in self.living() if self.agents[s].card == letter]

    def holder_of(self, item: str) -> int | None:
        return next((s for s, a in enumerate(self.agents) if item in a.items), None)

    def holds(self, test: Test, reader: int) -> bool:
        """Whether a condition holds with `reader` as "self"."""
        frame = Frame("condition", (), Seats(reader, self.seats))
        return VERBS.holds(Context(self, frame, [], []), test)

    def may_enter(self, seat: int, letter: str) -> bool:
        """A card of the current location the agent may stand on: not out of the panorama, no
        no-entry symbol, its seal open (S-SYMBOL, S-SEAL)."""
        card = self.card_at(letter)
        if self.card_id(letter) in self.gone or card.symbol == "no_entry":
            return False
        return card.seal is None or self.holds(card.seal, seat)

    def destinations(self) -> list[str]:
        """Where the group may go: any location of an open map card but this one and the one just
        left (S-TRAVEL)."""
        holds = lambda test: self.holds(test, self.captain)  # noqa: E731
        found = dict.fromkeys(loc for card in self.content.open_maps(holds) for loc in card.locations)
        return [loc for loc in found if loc not in (self.location, self.left)]

    def held_by_lock(self) -> bool:
        """An agent stands at a locked test with shields left: it may not leave its card, so the
        group may not change location either (S-LOCK)."""
        for seat in self.living():
            letter = self.agents[seat].card
            test = self.test_at(letter) if letter is not None else None
            if test is not None and test.lock:
                return True
        return False

    def test_at(self, letter: str) -> TestParams | None:
        """The test laid under a card of the current location, while it has shields left."""
        card = self.card_id(letter)
        frame = self.test_frame(card) if card in self.tests else None
        if frame is None:
            return None
        params = self.steps_at(frame["source"])[frame["pc"]].params
        assert isinstance(params, TestParams)
        return params

    def test_frame(self, card: str) -> dict[str, Any] | None:
        """The frame of a card's script that waits on a test (special shields' steps may lie above)."""
        frame: dict[str, Any]  # (mypy reads reversed() of the Any field as Any)
        for frame in reversed(self.scripts.get(card, [])):
            steps = self.steps_at(frame["source"])
            if frame["pc"] < len(steps) and isinstance(steps[frame["pc"]].params, TestParams):
                return frame
        return None

    def dice_for(self, seat: int, attribute: str) -> int:
        """The host's dice for an attribute and one per die its items add, unless used this TU."""
        agent = self.agents[seat]
        assert agent.host is not None
        count = self.content.hosts[agent.host].dice.get(attribute, 0)
        return count + sum(bonus for _, bonus in self.bonus_items(seat, attribute))

    def bonus_items(self, seat: int, attribute: str) -> list[tuple[str, int]]:
        found = []
        for item_id in self.agents[seat].items:
            bonus = self.content.items[item_id].bonus
            if bonus is not None and bonus.attribute == attribute and item_id not in self.used:
                found.append((item_id, bonus.dice))
        return found

    def ability_alive(self, ability: str) -> bool:
        return any(self.content.hosts[str(self.agents[s].host)].ability == ability for s in self.living())

    # --- scripts --------------------------------------------------------------------------------------
    def steps_at(self, source: str) -> tuple[Step, ...]:
        """The steps a frame's source names: "loc.B" (a card's script), then "/3/o1" (option 1 of
        its step 3), "/3/s" (the special shields of its step 3) or "/3/y", "/3/n" (what follows the
        result of the location's roll at its step 3), as deep as needed."""
        card, *path = source.split("/")
        steps: tuple[Step, ...] = tuple(self.content.card(card).script)
        for index, branch in zip(path[::2], path[1::2], strict=True):
            params = steps[int(index)].params
            if branch == "s":
                assert isinstance(params, TestParams)
                steps = tuple(params.special)
            elif branch in ("y", "n"):
                assert isinstance(params, SpecialRoll)
                steps = tuple(params.success if branch == "y" else params.failure)
            else:
                assert isinstance(params, Choice)
                steps = tuple(params.options[int(branch[1:])].steps)
        return steps

    # --- changes the verbs ask for -----------------------------------------------------------------------

    # --- runs and locations ------------------------------------------------------------------------------
    def start_run(self) -> None:
        """A new run at HQ: every card back, only the agency's items kept (S-RUN, S-AGENCY)."""
        agency = {i for i, item in self.content.items.items() if item.agency}
        self.agents = [Agent(items=[i for i in agent.items if i in agency]) for agent in self.agents]
        self.stage = "host"
        self.tu = self.content.meta.tu
        self.location = self.left = None
        self.tokens, self.done, self.gone = set(), set(), set()
        self.tests, self.scripts = {}, {}
        self.turn = self.choice = self.choice_card = None
        self.reward = None
        self.options = []
        self.roll = self.travel_to = None
        self.passed, self.used = set(), set()
        self.given_back = 0
        self.failing = ""
        self.visits = []


# --- what a card's script waits on -------------------------------------------------------------------------
def pending_choice(st: StoriesState) -> Choice | None:
    """The choice a card's script waits on, if any."""
    if st.choice_card is None or st.choice_card not in st.scripts:
        return None
    frame = st.scripts[st.choice_card][-1]
    params = st.steps_at(frame["source"])[frame["pc"]].params
    return params if isinstance(params, Choice) else None


def reward_steps(st: StoriesState, frame: dict[str, Any] | None = None) -> list[Step]:
    """The steps after a passed test that give one agent something (an item, a resource, life),
    as the card prints them; those of the reward waiting for its taker when no frame is given."""
    if frame is None:
        if st.reward is None:
            return []
        frame = st.test_frame(str(st.reward["card"])) or st.scripts[str(st.reward["card"])][-1]
    steps = st.steps_at(frame["source"])[frame["pc"] + 1 :]
    found = []
    for step in walk_steps(steps):
        healing = isinstance(step.params, LifeChange) and step.params.who == "self" and step.params.change > 0
        if step.verb in ("gain_item", "gain_resource") or healing:
            found.append(step)
    return found
