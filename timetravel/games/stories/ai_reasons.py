"""Why an AI teammate of T.I.M.E Stories does what it does, in a few grounds a person can follow.

The grounds come from the same worth the AI decides by (ai_policy.py's `Policy`, so from what the team
knows and nothing else): a location nobody has stood in, cards there nobody has read, a read card's
test and who has the dice for it, what a card gives that the team needs, the plan (hard), a
choice's option as the team knows it, a host's dice where the team lacks them. A reason is data
(engine/reason.py): `kind` names the deed, its grounds the why; words_reasons.py says it.

Kinds of deed: host, explore, travel, spend, enter, roll, idle, give, hand, use, choose. Kinds of
ground: unexplored, unread (n), unread_card, unread_card_here (card), now_or_never, card_test
(card, agent, attribute, n), own_test (attribute, n), gives and needs (a token, item, resource or
host; the card, for a location's), plan, at_test (agent, card, attribute), work_left, odds (n,
shields, percent), no_dice (attribute), nothing_to_do, bonus (agent, attribute), pool (agent,
resource), heal (n), success, hope, right, known, untried, complements (attribute), joins (agent),
most_worth.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.reason import Reason
from timetravel.games.stories.ai_policy import Policy
from timetravel.games.stories.ai_worth import roll_outlook
from timetravel.games.stories.plan import Atom, Path, follow, paths
from timetravel.games.stories.state import StoriesState, option_key, pending_choice
from timetravel.games.stories.steps import Choice, LifeChange

MOST_GROUNDS = 2  # a reason line stays short


def reason(state: StoriesState, seat: int, action: Action, planning: bool) -> Reason | None:
    """Why `seat` takes `action` (None for an action no reason fits: a forced one)."""
    why = _Why(Policy(state, seat, planning))
    explain = {
        "host": why.host,
        "explore": why.explore,
        "travel": why.travel,
        "spend": why.spend,
        "place": why.enter,
        "move": why.enter,
        "roll": why.roll,
        "idle": why.idle,
        "give": why.give,
        "hand": why.hand,
        "use": why.use,
        "choose": why.choose,
    }.get(action.kind)
    if explain is None:
        return None
    deed = explain(seat, action.args)
    if deed is None:
        return None
    return deed.with_grounds(*deed.grounds[:MOST_GROUNDS])


class _Why:
    def __init__(self, policy: Policy) -> None:
        self.p = policy
        self.st = policy.st
        self.know = policy.know

    # --- the captain ---------------------------------------------------------------------------------
    def travel(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        place = str(args[0])
        grounds = self.location_grounds(place) or [Reason.of("most_worth")]
        return Reason.of("travel", *grounds, agent=seat, place=place)

    def explore(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        place = str(self.st.location)
        grounds = self.location_grounds(place) or [Reason.of("most_worth")]
        return Reason.of("explore", *grounds, agent=seat, place=place)

    def location_grounds(self, place: str) -> list[Reason]:
        """What makes a location worth going to (or exploring), as the captain sees it."""
        backs = self.know.backs(place)
        if backs is None:
            return [Reason.of("unexplored")]
        grounds: list[Reason] = []
        plan = self.p.plan
        if plan is not None and any(plan.wants(b.card) and b.card not in self.st.done for b in backs):
            grounds.append(Reason.of("plan"))
        unread = [
            b
            for b in backs
            if not self.know.read(b.card)
            and b.card not in self.st.gone
            and b.symbol != "no_entry"
            and (b.seal is None or self.st.holds(b.seal, self.p.seat))
        ]
        if unread:
            grounds.append(Reason.of("unread", n=len(unread)))
        for back in backs:
            if back.card in self.st.done or back.card in self.st.gone or not self.know.read(back.card):
                continue
            if self.p.card_worth(back.card) <= 0:
                continue
            grounds += self.card_grounds(back.card)
        return _unique(grounds)

    def card_grounds(self, card: str) -> list[Reason]:
        """A read card of another location worth going to: what it gives, and its test with the
        agent who rolls best for it."""
        letter = card.partition(".")[2]
        grounds = [g.with_names(card=letter) for g in self.path_grounds(self.best_path(card))]
        test = self.p._first_test(card)
        if test is not None:
            living = self.st.living()
            top = max(living, key=lambda s: self.st.dice_for(s, test.attribute), default=None)
            if top is not None and self.st.dice_for(top, test.attribute) > 0:
                dice = self.st.dice_for(top, test.attribute)
                grounds.append(
                    Reason.of("card_test", agent=top, attribute=test.attribute, n=dice, card=letter)
                )
        return grounds

    def best_path(self, card: str) -> Path | None:
        found = paths(self.know, card, self.p.have)
        return max(found, key=self.p.path_worth, default=None)

    def path_grounds(self, path: Path | None) -> list[Reason]:
        """What a path leads to that the team wants: the mission's end, a gain (wanted first),
        an option a card calls right."""
        if path is None:
            return []
        if path.ends == "success":
            return [Reason.of("hope" if path.guesses else "success")]
        gains = sorted(path.gains, key=lambda atom: atom not in self.p.wanted)
        grounds = [_gives(gains[0], atom_needed=gains[0] in self.p.wanted)] if gains else []
        if path.right:
            grounds.append(Reason.of("right"))
        return grounds

    def spend(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        st = self.st
        grounds: list[Reason] = []
        for back in self.know.backs(str(st.location)) or []:
            letter = back.letter
            on_it = st.on_card(letter)
            test = st.test_at(letter) if on_it else None
            if test is not None:
                rollers = [s for s in on_it if st.dice_for(s, test.attribute)]
                if rollers:
                    who = max(rollers, key=lambda s: st.dice_for(s, test.attribute))
                    grounds.append(Reason.of("at_test", agent=who, card=letter, attribute=test.attribute))
            elif (
                not on_it
                and not self.know.read(back.card)
                and back.card not in st.gone
                and any(st.may_enter(s, letter) for s in st.living())
            ):
                grounds.append(Reason.of("unread_card_here", card=letter))
        return Reason.of("spend", *(grounds or [Reason.of("work_left")]), agent=seat, place=str(st.location))

    # --- an agent --------------------------------------------------------------------------------------
    def enter(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        st = self.st
        letter = str(args[0])
        card = st.card_id(letter)
        grounds: list[Reason] = []
        plan = self.p.plan
        if plan is not None and plan.wants(card) and card not in st.done:
            grounds.append(Reason.of("plan"))
        if not self.know.read(card):
            grounds.append(Reason.of("unread_card"))
            back = self.p._back(card)
            if back is not None and back.symbol == "now_or_never":
                grounds.append(Reason.of("now_or_never"))
        else:
            test = st.test_at(letter) or self.p._first_test(card)
            if test is not None and card not in st.done and st.dice_for(seat, test.attribute):
                dice = st.dice_for(seat, test.attribute)
                grounds.append(Reason.of("own_test", attribute=test.attribute, n=dice))
            if card not in st.done:
                grounds += self.path_grounds(self.best_path(card))
        others = [s for s in st.on_card(letter) if s != seat]
        if others and not grounds and st.test_at(letter) is not None:
            grounds.append(Reason.of("joins", agent=others[0]))
        return Reason.of("enter", *(_unique(grounds) or [Reason.of("most_worth")]), agent=seat, card=letter)

    def roll(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        st = self.st
        attribute = str(args[0])
        agent = st.agents[seat]
        shields = tuple(st.tests.get(st.card_id(str(agent.card)), ()))
        dice = st.dice_for(seat, attribute)
        host = self.know.hosts[str(agent.host)]
        finish = roll_outlook(dice, shields, host.resistance, agent.life)[0] if shields else 0.0
        odds = Reason.of("odds", n=dice, shields=len(shields), percent=round(100 * finish))
        return Reason.of("roll", odds, agent=seat, attribute=attribute)

    def idle(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        st = self.st
        letter = st.agents[seat].card
        test = st.test_at(letter) if letter is not None else None
        if test is not None and not st.dice_for(seat, test.attribute):
            ground = Reason.of("no_dice", attribute=test.attribute)
        else:
            ground = Reason.of("nothing_to_do")
        return Reason.of("idle", ground, agent=seat)

    def give(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        """An item passed (by its holder; on arriving, the captain passes items for the group)."""
        item_id, taker = str(args[0]), int(args[1])
        item = self.know.item(item_id)
        giver = self.st.holder_of(item_id)
        grounds = []
        if item is not None and item.bonus is not None:
            grounds.append(Reason.of("bonus", agent=taker, attribute=item.bonus.attribute))
        return Reason.of("give", *grounds, agent=seat if giver is None else giver, item=item_id, taker=taker)

    def hand(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        resource, giver, taker = str(args[0]), int(args[1]), int(args[2])
        pool = Reason.of("pool", agent=taker, resource=resource)
        return Reason.of("hand", pool, agent=giver, resource=resource, taker=taker)

    def use(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        item_id = str(args[0])
        item = self.know.item(item_id)
        heal = sum(s.params.change for s in item.use if isinstance(s.params, LifeChange)) if item else 0
        grounds = [Reason.of("heal", n=heal)] if heal > 0 else []
        return Reason.of("use", *grounds, agent=seat, item=item_id)

    def choose(self, seat: int, args: tuple[int | str, ...]) -> Reason | None:
        st = self.st
        choice = pending_choice(st)
        card = st.choice_card
        if not isinstance(choice, Choice) or card is None:
            return None
        option = choice.options[int(args[0])]
        frame = st.scripts[card][-1]
        rest = self.know.mask(card, st.steps_at(frame["source"])[frame["pc"] + 1 :])
        found = follow(self.know, [*self.know.option_steps(card, option), *rest], self.p.have)
        grounds: list[Reason] = []
        if found:
            best = max(found, key=self.p._choice_path_worth)
            grounds += self.path_grounds(best)
            if best.ends != "success" and best.guesses:
                grounds.append(Reason.of("untried"))
        if option_key(card, option.label) in st.taken and not grounds:
            grounds.append(Reason.of("known"))
        return Reason.of(
            "choose", *(_unique(grounds) or [Reason.of("most_worth")]), agent=seat, option=option.label
        )

    # --- hosts -----------------------------------------------------------------------------------------
    def host(self, seat: int, args: tuple[int | str, ...]) -> Reason:
        """A host by the strength it brings where the team lacks it: of the attributes it adds to,
        the one it rolls most dice for."""
        host = self.know.hosts[str(args[0])]
        added = self.p.host_coverage(host)
        adds = [a for a in added if added[a] > 0 and host.dice.get(a, 0) > 0]
        best = max(adds, key=lambda a: (host.dice.get(a, 0), added[a]), default=None)
        grounds = [Reason.of("complements", attribute=best)] if best is not None else []
        return Reason.of("host", *grounds, agent=seat, host=str(args[0]))


def _gives(atom: Atom, atom_needed: bool) -> Reason:
    """A gain as a ground: ("gives", token=...) or its item, resource or host; `needed` when a
    card the team read asks for it."""
    kind, value = atom
    return Reason.of("needs" if atom_needed else "gives", **{kind: value.partition(":")[0]})


def _unique(grounds: list[Reason]) -> list[Reason]:
    return list(dict.fromkeys(grounds))
