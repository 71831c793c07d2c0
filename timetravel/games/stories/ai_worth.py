"""The worth of T.I.M.E Stories' cards and locations to an AI teammate, from what the team knows
(knowledge.py), and the odds of one roll (ai.py tells how the AI decides).

Every choice is valued in "worth" (a card read for the first time is worth EXPLORE; a card's gains
by what the team wants them for) against its price in TU and life.
"""

from __future__ import annotations

from functools import cache, cached_property

from timetravel.games.stories.dice import roll_distribution
from timetravel.games.stories.knowledge import Back, Knowledge
from timetravel.games.stories.plan import (
    Atom,
    Holdings,
    Path,
    Plan,
    condition_atoms,
    holdings_of,
    make_plan,
    open_locations,
    paths,
)
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.steps import Choice, ItemParams, TestParams, TokenParams

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


class Worth:
    """One seat's view of a decision: the worth of cards and locations to the team, from what it
    knows (the worth of each action: ai_policy.py's Policy)."""

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

    def _first_test(self, card: str) -> TestParams | None:
        """The first test of a read card's script (the one an agent entering it would face)."""
        return next((s.params for s in self.know.steps(card) if isinstance(s.params, TestParams)), None)
