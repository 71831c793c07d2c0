"""An AI teammate's worth of each action of T.I.M.E Stories (ai.py tells how the AI decides):
the host it takes, where the captain leads, the card an agent enters, a roll, an item passed or
used, a reward's taker, a choice's option as the team knows it."""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.games.stories.ai_worth import (
    ACT,
    ASKS,
    DEAD_END,
    DEATH,
    FIRST_HOST,
    GUESSED,
    HOST_ALL,
    HOST_BEST,
    LAST_DEATH,
    LIFE,
    NEVER,
    SUCCESS,
    TRAVEL_TU,
    TU,
    WANTED,
    WORTH_STAYING,
    Worth,
    roll_outlook,
)
from timetravel.games.stories.content import Host
from timetravel.games.stories.plan import Path, follow, open_locations
from timetravel.games.stories.state import DEATH_DELAY, RED_EXTRA, pending_choice, reward_steps
from timetravel.games.stories.steps import ItemParams, LifeChange, TestParams


class Policy(Worth):
    """One seat's view of a decision: the worth of each action, on the worth of cards and locations."""

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
