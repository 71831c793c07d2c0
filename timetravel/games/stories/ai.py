"""AI teammates for T.I.M.E Stories, deciding only from what the team knows (knowledge.py).

Every choice is valued in "worth" (a card read for the first time is worth EXPLORE; a card's gains
by what the team wants them for) against its price in TU and life. normal (`action_scores`):
explore what is unexplored, join tests where the host has the dice, pass items to whoever rolls
their attribute, stop doing nothing where it costs life, travel when the location has nothing
left, and never risk a host's death needlessly. hard (`search`): the same, led by a plan
(plan.py): once the team has read a card whose script can end the mission in success, it goes for
the cards that give what that success asks for, and values exploring little. easy is normal with
noise (the shared way). A choice's options are valued as the team knows them (knowledge.py): an
option taken before by where it led, one a read card tells of by that (success, right, wrong), one
nobody knows as worth a try (a success behind it only a hope), one seen failing never again.

The hooks answer every decision themselves (hard never falls back to ISMCTS): Stories'
determinization is the state itself and the scenario holds every card, so a search through
playouts would read cards the team has not.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, cached_property

from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.reason import Reason
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState
from timetravel.games.stories.content import Host
from timetravel.games.stories.dice import roll_distribution
from timetravel.games.stories.knowledge import Back, Knowledge
from timetravel.games.stories.plan import (
    Atom,
    Holdings,
    Path,
    Plan,
    condition_atoms,
    follow,
    holdings_of,
    make_plan,
    open_locations,
    paths,
)
from timetravel.games.stories.rules import pending_choice
from timetravel.games.stories.state import DEATH_DELAY, RED_EXTRA, StoriesState
from timetravel.games.stories.verbs import Choice, ItemParams, LifeChange, TestParams, TokenParams

EXPLORE = 3.0  # a card nobody has read
EXPLORE_PLANNED = 0.6  # the same once hard follows a plan: reading more is worth less than winning
UNVISITED_CARDS = 2  # cards a location nobody has visited is guessed to hold
HUNT = 1.5  # more for an unread card while the team lacks what a read card asks for (twice if sealed)
GATHER_FIRST = 2.0  # a free gain read before an unread card beside it
NOW_OR_NEVER = 2.0  # more for an unread card that leaves if nobody enters it now
PLAN_CARD = 10.0
SUCCESS = 60.0
GUESSED = 0.5  # a success behind an option nobody has tried is worth this share of one (a hope)
UNTRIED = 1.0  # an option whose outcome nobody knows: worth trying once (more if it asks for something)
ASKS = 0.5  # more for an untried option that asks for something (a person's guess: the key fits)
RIGHT = 5.0  # an option a card the team read calls the right one
FAILURE = -30.0
WANTED = 2.5  # a token or item that a condition the team has read asks for (at least)
MOST_UNLOCKED = 20.0
TOKEN = 1.2  # a status token nothing read asks for yet: it may open what is unread
TRIFLE = 0.4  # an item of no known use
BONUS_ITEM = 1.2
USE_ITEM = 0.8
AGENCY = 0.5
RESOURCE = 0.4  # per unit
LIFE = 1.2  # a life point
TU = 1.0  # a TU
TRAVEL_TU = 2.0  # the captain die's mean
DEATH = 8.0
HITS_PER_DIE = 4 / 6  # blank, skull, skull, hit, hit, two hits (S-DICE)
DEAD_END = 15.0  # a location the group could not leave but for the one it comes from
NO_DICE = 50.0  # a test nobody can roll for
LAST_DEATH = 40.0  # the last living host: the run fails
WORTH_STAYING = 0.9  # the least worth left at a location for the captain to spend a TU there
ACT = 1.0  # to prefer doing something over nothing when both are worth nothing
NEVER = -100.0
FIRST_HOST = 1.7  # the first host's worth per die (on the dice to the power 0.75)
HOST_BEST = 2.0  # a later host's worth for being the team's best at an attribute (square root)
HOST_ALL = 1.0  # and for the dice it adds to the team's (on the square root of their sum)


class StoriesHooks(AIHooks):
    def action_scores(self, state: GameState, seat: int, actions: list[Action]) -> list[float]:
        assert isinstance(state, StoriesState)
        return Policy(state, seat, planning=False).scores(actions)

    def search(
        self,
        state: GameState,
        seat: int,
        think_ms: int | None,
        rng: Rng,
        elapsed_ms: Callable[[], float],
        stop: Callable[[], bool] | None = None,
    ) -> Action | None:
        assert isinstance(state, StoriesState)
        actions = state.legal_actions()
        scores = Policy(state, seat, planning=True).scores(actions)
        return actions[max(range(len(actions)), key=scores.__getitem__)]

    def reason(self, state: GameState, seat: int, action: Action, level: str) -> Reason | None:
        from timetravel.games.stories.reasons import reason

        assert isinstance(state, StoriesState)
        return reason(state, seat, action, planning=level == "hard")


@cache
def roll_outlook(
    dice: int, shields: tuple[str, ...], resistance: int, life: int
) -> tuple[float, float, float, float, float]:
    """(chance to finish, shields removed, life lost, TU lost, chance to die) of one roll (S-HITS,
    S-COUNTER, S-PENALTY)."""
    finish = removed = life_lost = tu_lost = death = 0.0
    for (hits, skulls), p in roll_distribution(dice):
        gone = min(hits, len(shields))
        left = shields[gone:]
        removed += p * gone
        if not left:
            finish += p
            continue
        lost = left.count("life") + left.count("special")
        if skulls and "skull" in left and skulls + left.count("skull") > resistance:
            lost += 1
        life_lost += p * lost
        tu_lost += p * left.count("time")
        if lost >= life:
            death += p
    return finish, removed, life_lost, tu_lost, death


class Policy:
    """One seat's view of a decision: the worth of cards, locations and actions."""

    def __init__(self, state: StoriesState, seat: int, planning: bool) -> None:
        self.st = state
        self.seat = seat
        self.know = Knowledge(state)
        self.planning = planning
        self._unlocking: set[Atom] = set()

    @cached_property
    def plan(self) -> Plan | None:
        return make_plan(self.know) if self.planning else None

    @cached_property
    def have(self) -> Holdings:
        return holdings_of(self.st)

    @cached_property
    def wanted(self) -> set[Atom]:
        """What conditions the team has read ask for and it lacks: seals on backs, map cards, the
        conditions in read scripts."""
        found: set[Atom] = set()
        for card in self.know.maps:
            found |= condition_atoms(card.when)
        for location in self.know.locations_on_maps():
            for back in self.know.backs(location) or []:
                found |= condition_atoms(back.seal)
        for card_id in self.know.read_cards:
            found |= self._asks_for(card_id)
        return {atom for atom in found if not self.have.has(atom)}

    # --- worth ---------------------------------------------------------------------------------------------
    def explore_worth(self) -> float:
        return EXPLORE_PLANNED if self.plan is not None and self.plan.sure else EXPLORE

    def success_worth(self) -> float:
        return SUCCESS if self.plan is None or self.plan.sure else SUCCESS * GUESSED

    def atom_worth(self, atom: Atom) -> float:
        if self.have.has(atom):
            return 0.0
        if atom in self.wanted:
            return self.unlock_worth(atom)
        if atom[0] == "item":
            item = self.know.item(atom[1])
            if item is None:
                return TRIFLE
            worth = BONUS_ITEM if item.bonus else USE_ITEM if item.use else TRIFLE
            return worth + (AGENCY if item.agency else 0.0)
        return TOKEN

    def unlock_worth(self, atom: Atom) -> float:
        """What a wanted token or item opens that the team knows of: the locations of a map card,
        a sealed card on a back it has seen, a condition in a card it has read."""
        if atom in self._unlocking:
            return WANTED
        self._unlocking.add(atom)
        worth = 0.0
        opened = open_locations(self.know, self.have)
        for card in self.know.maps:
            if atom in condition_atoms(card.when):
                worth += sum(self.location_worth(loc) for loc in card.locations if loc not in opened)
        for location in self.know.locations_on_maps():
            for back in self.know.backs(location) or []:
                if atom in condition_atoms(back.seal) and back.card not in self.st.done:
                    worth += max(0.0, self.card_worth(back.card))
        for read in self.know.read_cards:
            if read not in self.st.done and atom in self._asks_for(read):
                worth += self._gain_with(read, atom)
        self._unlocking.discard(atom)
        return min(MOST_UNLOCKED, max(WANTED, worth))

    def _asks_for(self, card: str) -> set[Atom]:
        """What the conditions inside a read card's script ask for."""
        found: set[Atom] = set()
        for step in self.know.steps(card):
            found |= condition_atoms(step.when)
            if isinstance(step.params, Choice):
                for option in step.params.options:
                    found |= condition_atoms(option.when)
        return found

    def _gain_with(self, card: str, atom: Atom) -> float:
        """How much better a read card's best path gets once the team holds `atom` as well."""
        now = paths(self.know, card, self.have)
        richer = self.have.copy()
        if atom[0] in ("token", "item"):
            (richer.tokens if atom[0] == "token" else richer.items).add(atom[1])
        else:
            return 0.0
        later = paths(self.know, card, richer)
        if not later:
            return 0.0
        best_now = max((self.path_worth(p) for p in now), default=0.0)
        return max(0.0, max(self.path_worth(p) for p in later) - max(0.0, best_now))

    def path_worth(self, path: Path, with_tests: bool = True) -> float:
        if path.ends == "success":
            return SUCCESS * (GUESSED if path.guesses else 1.0)
        if path.ends == "failure":
            return FAILURE
        worth = (UNTRIED if path.guesses else 0.0) + (RIGHT if path.right else 0.0)
        worth += sum(self.atom_worth(a) for a in path.gains)
        worth += RESOURCE * sum(amount for _, amount in path.resources)
        worth += LIFE * min(0, path.life) + TU * path.tu - RESOURCE * path.paid
        worth += self.explore_worth() * len(path.unknown_looks)
        if with_tests:
            worth -= sum(self.test_cost(tuple(t.shields), t.attribute) for t in path.tests)
        return worth

    def test_cost(self, shields: tuple[str, ...], attribute: str) -> float:
        """The TU a test is likely to take the team: its shields over the hits the living agents
        roll for its attribute in a TU, each TU a time shield left costs one more."""
        hits = sum(HITS_PER_DIE * self.st.dice_for(s, attribute) for s in self.st.living())
        if hits <= 0:
            return NO_DICE
        rounds = len(shields) / hits
        return TU * rounds * (1 + 0.5 * shields.count("time"))

    def card_worth(self, card: str, with_tests: bool = True) -> float:
        """What entering (or finishing) a card of a visited location is worth to the team now."""
        st = self.st
        if card in st.gone:
            return 0.0
        plan = self.plan
        if plan is not None and plan.wants(card) and card not in st.done:
            if plan.ready(card):
                return self.success_worth() if card == plan.success else PLAN_CARD
            return 0.0 if card == plan.success else EXPLORE_PLANNED
        if not self.know.read(card):
            back = self._back(card)
            worth = self.explore_worth() + (NOW_OR_NEVER if back and back.symbol == "now_or_never" else 0.0)
            if self.plan is None and self.unexplained:  # what the team lacks may lie on an unread card
                worth += HUNT * (2 if back and back.seal else 1)
            return worth
        if card in st.done:
            return 0.0
        found = paths(self.know, card, self.have)
        if not found:
            return 0.0
        best = max(found, key=lambda p: self.path_worth(p, with_tests))
        worth = self.path_worth(best, with_tests)
        if best.gains and not best.tests and best.ends != "failure" and self._unread_beside(card):
            worth += GATHER_FIRST  # take what is free before reading a card that may ask for it
        return worth

    def _unread_beside(self, card: str) -> bool:
        """An unread card an agent may enter at the same location (its script runs once a run)."""
        location = card.partition(".")[0]
        if location != self.st.location:
            return False
        return any(
            not self.know.read(back.card) and any(self.st.may_enter(s, back.letter) for s in self.st.living())
            for back in self.know.backs(location) or []
            if back.card != card and back.card not in self.st.gone
        )

    def _back(self, card: str) -> Back | None:
        location, _, letter = card.partition(".")
        return next((b for b in self.know.backs(location) or [] if b.letter == letter), None)

    @cached_property
    def unexplained(self) -> set[Atom]:
        """What read conditions ask for that no read card gives (an unread card may)."""
        given: set[Atom] = set()
        for card in self.know.read_cards:
            for step in self.know.steps(card):
                if isinstance(step.params, TokenParams) and step.verb == "gain_token":
                    given.add(("token", step.params.token))
                if isinstance(step.params, ItemParams) and step.verb == "gain_item":
                    given.add(("item", step.params.item))
        return {a for a in self.wanted if a[0] in ("token", "item") and a not in given}

    def location_worth(self, location: str) -> float:
        """What going to a location is worth: its cards the team may enter (or will, on its plan)."""
        backs = self.know.backs(location)
        if backs is None:
            sealed = any(location in m.locations and m.when is not None for m in self.know.maps)
            return UNVISITED_CARDS * self.explore_worth() + (
                2 * HUNT if sealed and self.plan is None else 0.0
            )
        total = 0.0
        for back in backs:
            if back.symbol == "no_entry":
                continue
            if back.symbol == "must_enter" and self._trap(back.card):
                total -= DEATH
            plan = self.plan
            if plan is not None and plan.wants(back.card) and back.card not in self.st.done:
                if plan.ready(back.card) or plan.ready_at(back.card, location):
                    total += self.success_worth() if back.card == plan.success else PLAN_CARD
                continue
            if back.seal is None or self.st.holds(back.seal, self.seat):
                total += max(0.0, self.card_worth(back.card))
        return total

    def _trap(self, card: str) -> bool:
        """A read card with a locked fight that no agent of the team can roll for."""
        if card in self.st.done or card in self.st.gone:
            return False
        test = self._first_test(card)
        if test is None or not test.lock:
            return False
        return not any(self.st.dice_for(s, test.attribute) for s in self.st.living())

    # --- scores ------------------------------------------------------------------------------------------
    def scores(self, actions: list[Action]) -> list[float]:
        return [self.score(action) for action in actions]

    def score(self, action: Action) -> float:
        kind, args = action.kind, action.args
        handler = {
            "host": self._host,
            "explore": self._explore,
            "travel": self._travel,
            "spend": self._spend,
            "place": self._place,
            "roll": self._roll,
            "move": self._move,
            "idle": self._idle,
            "give": self._give,
            "hand": self._hand,
            "use": self._use,
            "choose": self._choose,
            "first": self._first,
            "reward": self._reward,
        }.get(kind)
        return handler(args) if handler is not None else 0.0

    # hosts
    def _host(self, args: tuple[int | str, ...]) -> float:
        host = self.know.hosts[str(args[0])]
        worth = sum(self.host_coverage(host).values())
        return worth + 0.15 * host.life + 0.15 * host.resistance + (0.3 if host.ability != "none" else 0.0)

    def host_coverage(self, host: Host) -> dict[str, float]:
        """What a host adds to the team's dice, per attribute, by what the read tests ask for. The
        first host is worth all its dice, each adding a little less than the one before. A later
        one is worth what it adds where the team is weak: a test is often one agent's, so being
        the team's best at an attribute counts most (a reader, a fighter, a talker), and each die
        added to the team's less and less; a host whose strength the team has is worth little."""
        demand = self._attribute_demand()
        taken = [self.know.hosts[str(a.host)] for a in self.st.agents if a.host is not None]
        added: dict[str, float] = {}
        for attribute in self.know.attributes:
            dice = host.dice.get(attribute, 0)
            if not taken:
                added[attribute] = demand.get(attribute, 1.0) * FIRST_HOST * dice**0.75
                continue
            best = max(h.dice.get(attribute, 0) for h in taken)
            total = sum(h.dice.get(attribute, 0) for h in taken)
            gain = HOST_BEST * (max(best, dice) ** 0.5 - best**0.5)
            gain += HOST_ALL * ((total + dice) ** 0.5 - total**0.5)
            added[attribute] = demand.get(attribute, 1.0) * gain
        return added

    def _attribute_demand(self) -> dict[str, float]:
        demand = dict.fromkeys(self.know.attributes, 1.0)
        for card in self.know.read_cards:
            weight = 3.0 if self.plan is not None and self.plan.wants(card) else 1.0
            for step in self.know.steps(card):
                if isinstance(step.params, TestParams):
                    test = step.params
                    lock = 2 if test.lock else 1  # a locked fight holds those without the dice
                    demand[test.attribute] = (
                        demand.get(test.attribute, 1.0) + lock * weight * len(test.shields) / 3
                    )
        return demand

    # the captain
    def _explore(self, args: tuple[int | str, ...]) -> float:
        assert self.st.location is not None
        return self.location_worth(self.st.location) + self._travel_saving()

    def _travel_saving(self) -> float:
        """Exploring where the team stands saves the journey it would take to explore elsewhere."""
        return TU * TRAVEL_TU

    def _spend(self, args: tuple[int | str, ...]) -> float:
        worth = self._work_here()
        if self.st.stage == "arrive":
            return worth - TU
        # staying saves the journey back for what is left here
        return worth - TU + TU * TRAVEL_TU if worth >= WORTH_STAYING else NEVER / 2

    def _work_here(self) -> float:
        """What more TU here may bring: the tests under way that the agents on them can roll for,
        the cards an agent can still read or take something from."""
        st = self.st
        total = 0.0
        assert st.location is not None
        for back in self.know.backs(st.location) or []:
            letter = back.letter
            on_it = st.on_card(letter)
            test = st.test_at(letter) if on_it else None
            if test is not None and any(st.dice_for(s, test.attribute) for s in on_it):
                shields = tuple(st.tests[st.card_id(letter)])
                reward = self.card_worth(st.card_id(letter), with_tests=False)
                total += max(0.0, reward - self.test_cost(shields, test.attribute) + TU)
            elif not on_it:
                entering = [self._enter_worth(letter, s) for s in st.living() if st.may_enter(s, letter)]
                total += max([0.0, *entering])
        return total

    def _travel(self, args: tuple[int | str, ...]) -> float:
        location = str(args[0])
        worth = self.location_worth(location)
        cost = TRAVEL_TU + (RED_EXTRA if self.know.is_red(location) else 0)
        if self.st.tu <= TRAVEL_TU + 1:  # the journey may well end the run
            worth *= 0.3
        elif self._dead_end(location):
            worth -= DEAD_END
        return worth - TU * cost

    def _dead_end(self, location: str) -> bool:
        """From there the group could go nowhere but back here, which the rules forbid next
        (S-TRAVEL): no other location is open on the map with what the team holds."""
        reachable = set(open_locations(self.know, self.have))
        return not reachable - {location, self.st.location}

    # entering
    def _place(self, args: tuple[int | str, ...]) -> float:
        return self._enter_worth(str(args[0]))

    def _enter_worth(self, letter: str, seat: int | None = None) -> float:
        """What a seat's agent (this one by default) entering a card of this location is worth."""
        st = self.st
        seat = self.seat if seat is None else seat
        card = st.card_id(letter)
        worth = self.card_worth(card)
        if not self.know.read(card):
            return worth
        if card in st.done or card in st.gone:
            return 0.0
        test = st.test_at(letter) or self._first_test(card)
        if test is None:  # read already and nothing left to take here
            return 0.0 if st.on_card(letter) else max(0.0, worth)
        return self._join_worth(card, letter, test, seat)

    def _first_test(self, card: str) -> TestParams | None:
        """The first test of a read card's script (the one an agent entering it would face)."""
        return next((s.params for s in self.know.steps(card) if isinstance(s.params, TestParams)), None)

    def _join_worth(self, card: str, letter: str, test: TestParams, seat: int) -> float:
        """Joining a test: its reward by the share of the hits this host brings; a locked fight
        it cannot roll for holds it there, taking life each TU (S-IDLE)."""
        mine = self.st.dice_for(seat, test.attribute)
        if mine == 0:
            trapped = test.lock and ("skull" in test.shields or "life" in test.shields)
            return -DEATH if trapped else -0.5
        others = sum(self.st.dice_for(s, test.attribute) for s in self.st.on_card(letter) if s != seat)
        share = mine / (mine + others)
        return self.card_worth(card, with_tests=False) * share * (0.6 if others else 1.0)

    # an agent's action
    def _roll(self, args: tuple[int | str, ...]) -> float:
        st = self.st
        agent = st.agents[self.seat]
        letter = str(agent.card)
        card = st.card_id(letter)
        shields = tuple(st.tests.get(card, ()))
        if not shields:
            return 0.0
        host = self.know.hosts[str(agent.host)]
        finish, removed, life_lost, tu_lost, death = roll_outlook(
            st.dice_for(self.seat, str(args[0])), shields, host.resistance, agent.life
        )
        reward = max(0.0, self.card_worth(card, with_tests=False))
        progress = reward * (finish + 0.5 * removed / len(shields))
        return ACT + progress - LIFE * life_lost - TU * tu_lost - self._death_price() * death

    def _death_price(self) -> float:
        if len(self.st.living()) == 1:
            return LAST_DEATH
        return DEATH if self.st.tu > DEATH_DELAY else 2 * DEATH

    def _move(self, args: tuple[int | str, ...]) -> float:
        letter = str(args[0])
        worth = self._enter_worth(letter)
        return worth - self._leaving_price()

    def _leaving_price(self) -> float:
        """Leaving a test alone lays it out again in full for the next one (S-RESET)."""
        agent = self.st.agents[self.seat]
        if agent.card is None or self.st.test_at(agent.card) is None:
            return 0.0
        if len(self.st.on_card(agent.card)) > 1:
            return 0.2
        return 0.5

    def _idle(self, args: tuple[int | str, ...]) -> float:
        st = self.st
        agent = st.agents[self.seat]
        letter = agent.card
        if st.stage == "place":
            return -1.0
        if letter is None or st.test_at(letter) is None:
            return 0.0
        shields = st.tests[st.card_id(letter)]
        host = self.know.hosts[str(agent.host)]
        lost = shields.count("life") + shields.count("special")
        if "skull" in shields and host.ability != "thick_skin":
            lost += 1
        death = self._death_price() if lost >= agent.life else 0.0
        return -LIFE * lost - TU * shields.count("time") - death

    def _give(self, args: tuple[int | str, ...]) -> float:
        item_id, taker = str(args[0]), int(args[1])
        item = self.know.item(item_id)
        giver = self.st.holder_of(item_id)
        if item is None or item.bonus is None or giver is None:
            return NEVER
        attribute = item.bonus.attribute
        if self.st.stage == "arrive":  # the captain hands items to whoever rolls best with them
            return 50.0 if self._base_dice(taker, attribute) > self._base_dice(giver, attribute) else NEVER
        taker_agent = self.st.agents[taker]
        test = self.st.test_at(str(taker_agent.card)) if taker_agent.card else None
        if test is None or test.attribute != attribute or taker_agent.acted or item_id in self.st.used:
            return NEVER
        mine = self.st.agents[giver]
        own = self.st.test_at(str(mine.card)) if mine.card else None
        if own is not None and own.attribute == attribute and not mine.acted:
            return NEVER  # the holder rolls it itself
        return 50.0

    def _reward(self, args: tuple[int | str, ...]) -> float:
        """A passed test's reward to the host that needs it (S-REWARD), as the card prints it: an
        item that adds dice to whoever rolls that attribute best, a resource to whoever holds most
        of it, life to the most hurt."""
        from timetravel.games.stories.rules import reward_steps

        taker = int(args[0])
        agent = self.st.agents[taker]
        worth = 0.0
        for step in reward_steps(self.st):
            p = step.params
            if isinstance(p, ItemParams):
                item = self.know.item(p.item)
                bonus = item.bonus if item is not None else None
                worth += self._base_dice(taker, bonus.attribute) if bonus is not None else -len(agent.items)
            elif isinstance(p, LifeChange):
                host = self.know.hosts[str(agent.host)]
                worth += host.life - agent.life
            else:
                worth += sum(agent.resources.values())
        return worth - 0.01 * taker

    def _hand(self, args: tuple[int | str, ...]) -> float:
        """Pool a resource in the hands of whoever holds most of it (a price asks its reader)."""
        resource, giver, taker = str(args[0]), int(args[1]), int(args[2])
        have = self.st.agents[giver].resources.get(resource, 0)
        more = self.st.agents[taker].resources.get(resource, 0)
        return 40.0 if more > have or (more == have and taker < giver) else NEVER

    def _base_dice(self, seat: int, attribute: str) -> int:
        host = self.st.agents[seat].host
        return self.know.hosts[str(host)].dice.get(attribute, 0) if host else 0

    def _use(self, args: tuple[int | str, ...]) -> float:
        item = self.know.item(str(args[0]))
        agent = self.st.agents[self.seat]
        if item is None or agent.host is None:
            return NEVER
        heal = sum(s.params.change for s in item.use if isinstance(s.params, LifeChange))
        most = self.know.hosts[agent.host].life
        if heal > 0 and (agent.life <= 1 or most - agent.life >= heal):
            return 60.0
        return NEVER

    def _first(self, args: tuple[int | str, ...]) -> float:
        return NEVER

    # a choice on a card being read
    def _choose(self, args: tuple[int | str, ...]) -> float:
        """An option by where it may lead, as the team knows it: the steps of an option taken before
        or what a read card says of it, then the rest of the card."""
        st = self.st
        choice = pending_choice(st)
        card = st.choice_card
        if choice is None or card is None:
            return 0.0
        option = choice.options[int(args[0])]
        frame = st.scripts[card][-1]
        rest = self.know.mask(card, st.steps_at(frame["source"])[frame["pc"] + 1 :])
        found = follow(self.know, [*self.know.option_steps(card, option), *rest], self.have)
        if not found:
            return 0.0
        asks = ASKS if option.when is not None and not option.when.negate else 0.0
        return max(self._choice_path_worth(p) + (asks if p.guesses else 0.0) for p in found)

    def _choice_path_worth(self, path: Path) -> float:
        if path.ends == "success":
            return SUCCESS * (GUESSED if path.guesses else 1.0)
        worth = self.path_worth(path)
        if any(a in self.wanted for a in path.gains):
            worth += WANTED
        life = self.st.agents[self.seat].life
        if path.life < 0 and -path.life >= life:
            worth -= self._death_price()
        return worth
