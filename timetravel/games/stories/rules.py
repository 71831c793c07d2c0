"""The rules of T.I.M.E Stories: legal actions, chance, and what each action does (no words; rolls
and tests in rolls.py, the changes the verbs share in changes.py).

Actions: host:<id>, explore, travel:<location>, place:<letter>, spend, roll:<attribute>,
move:<letter>, idle, first:<seat>, give:<item>,<seat>, hand:<resource>,<giver>,<taker>, use:<item>,
choose:<option>, reward:<seat>; chance: dice:<hits>,<skulls>
and captain:<tu>. Rule ids (S-...) are those of docs/rules/stories.md.
"""

from __future__ import annotations

from timetravel.engine import chance
from timetravel.engine.actions import Action, interned
from timetravel.games.stories import changes, rolls
from timetravel.games.stories import verbs as _verbs  # noqa: F401  (registers what the verbs do)
from timetravel.games.stories import words_events as ev
from timetravel.games.stories.dice import captain_distribution, roll_distribution
from timetravel.games.stories.state import RED_EXTRA, StoriesState, pending_choice


# --- legal actions --------------------------------------------------------------------------------
def legal_actions(st: StoriesState) -> list[Action]:
    seat = st.to_act()
    if st.choice is not None:
        return [interned("choose", i) for i in st.options]
    if st.reward is not None:
        return [interned("reward", s) for s in st.reward["seats"]]
    if st.stage == "host":
        taken = {a.host for a in st.agents}
        return [interned("host", h) for h in st.content.hosts if h not in taken]
    if st.stage == "arrive":
        found = [interned("explore")] if any(_enterable(st, s) for s in st.living()) else []
        found += [interned("travel", loc) for loc in st.destinations()]
        return (found or [interned("spend")]) + _passing_on_arrival(st)
    if st.stage == "round":
        journeys = [] if st.held_by_lock() else [interned("travel", loc) for loc in st.destinations()]
        return [interned("spend"), *journeys]
    if st.stage == "place":  # an agent that no card lets in stays off the cards
        return [interned("place", letter) for letter in placeable(st, seat)] or [interned("idle")]
    return agent_actions(st, seat)


def _passing_on_arrival(st: StoriesState) -> list[Action]:
    """S-ITEM: on changing location items pass freely between any agents (the captain hands them
    for the group), each item once until the next TU."""
    found = []
    for giver in st.living():
        for item in st.agents[giver].items:
            if item not in st.passed:
                found += [interned("give", item, taker) for taker in st.living() if taker != giver]
    for giver in st.living():
        takers = [taker for taker in st.living() if taker != giver]
        found += _handing(st, giver, takers)
    return found


def _handing(st: StoriesState, giver: int, takers: list[int]) -> list[Action]:
    """S-RESOURCE: an agent hands all it has of a resource to another agent, as items pass (on the
    same card, or between any agents on changing location), once a TU for each resource it has."""
    found = []
    for resource in st.content.resources:
        if st.agents[giver].resources.get(resource, 0) > 0 and handed_key(resource, giver) not in st.passed:
            found += [interned("hand", resource, giver, taker) for taker in takers]
    return found


def handed_key(resource: str, giver: int) -> str:
    """The mark in `passed` of a resource an agent has handed this TU (item ids never hold an @)."""
    return f"{resource}@{giver}"


def _enterable(st: StoriesState, seat: int) -> bool:
    return any(st.may_enter(seat, card.letter) for card in st.here().cards)


def placeable(st: StoriesState, seat: int) -> list[str]:
    """Cards the agent may enter when the location is entered; the last agent to enter must take a
    must-enter card nobody took (S-ENTER, S-SYMBOL)."""
    letters: list[str] = [card.letter for card in st.here().cards if st.may_enter(seat, card.letter)]
    last = sum(1 for s in st.living() if st.agents[s].card is None and not st.agents[s].acted) == 1
    if last:
        taken = {st.agents[s].card for s in st.living()}
        must: list[str] = [x for x in letters if st.card_at(x).symbol == "must_enter" and x not in taken]
        if must:
            return must
    return letters


def agent_actions(st: StoriesState, seat: int) -> list[Action]:
    """One agent's options in a TU (S-ACT): roll, move, do nothing; free: use or pass an item, let
    another agent act first."""
    agent = st.agents[seat]
    found: list[Action] = []
    letter = agent.card
    test = st.test_at(letter) if letter is not None else None
    if test is not None and st.dice_for(seat, test.attribute) > 0:
        found.append(interned("roll", test.attribute))
    locked = test is not None and test.lock
    if not locked:
        for card in st.here().cards:
            if card.letter != letter and st.may_enter(seat, card.letter):
                found.append(interned("move", card.letter))
    found.append(interned("idle"))
    for item in agent.items:
        if st.content.items[item].use and item not in st.used:
            found.append(interned("use", item))
    for item in agent.items:
        if item not in st.passed:
            found += [interned("give", item, other) for other in st.on_card(letter or "") if other != seat]
    found += _handing(st, seat, [other for other in st.on_card(letter or "") if other != seat])
    if st.turn is None:
        found += [interned("first", s) for s in st.living() if s != seat and not st.agents[s].acted]
    return found


def is_legal(st: StoriesState, action: Action) -> bool:
    """Whether an action is legal now (or a chance outcome at a chance node): one of those offered,
    each worked out once per state."""
    return action in st.candidate_actions()


def chance_outcomes(st: StoriesState) -> list[tuple[Action, float]]:
    if st.roll is not None:
        dist = roll_distribution(int(st.roll["dice"]))
        return chance.outcomes(dist, lambda v: interned("dice", v[0], v[1]))
    return chance.outcomes(captain_distribution(), lambda v: interned("captain", v))


# --- apply -------------------------------------------------------------------------------------------
def apply(st: StoriesState, action: Action) -> None:
    kind, args = action.kind, action.args
    seat = st.to_act()
    if kind == "choose":
        _choose(st, int(args[0]))
    elif kind == "reward":
        rolls.reward(st, int(args[0]))
    elif kind == "host":
        _take_host(st, seat, str(args[0]))
    elif kind == "explore":
        st.stage = "place"
    elif kind == "travel":
        changes.order_travel(st, str(args[0]))
    elif kind == "captain":
        _journey(st, int(args[0]))
    elif kind == "place":
        _enter(st, seat, str(args[0]))
    elif kind == "spend":
        _spend(st)
    elif kind == "give":
        holder = st.holder_of(str(args[0]))
        assert holder is not None
        _give(st, holder, str(args[0]), int(args[1]))
    elif kind == "hand":
        _hand(st, str(args[0]), int(args[1]), int(args[2]))
    elif kind == "first":
        st.turn = int(args[0])
    elif kind == "use":
        changes.use_item(st, seat, str(args[0]))
    elif kind == "dice":
        rolls.resolve_roll(st, int(args[0]), int(args[1]))
    else:
        _agent_action(st, seat, kind, args)


def _choose(st: StoriesState, option: int) -> None:
    card = st.choice_card
    assert card is not None
    choice = pending_choice(st)
    assert choice is not None
    label = choice.options[option].label
    others = tuple(choice.options[i].label for i in st.options if i != option)
    st.events.append(ev.option_taken(st.scenario, card, int(st.choice or 0), label, others))
    changes.take_option(st, card, label)
    st.scripts[card][-1]["scratch"]["chosen"] = option
    st.choice = st.choice_card = None
    st.options = []
    changes.run_card(st, card)


def _take_host(st: StoriesState, seat: int, host: str) -> None:
    """S-HOST: each agent takes a host nobody else took this run, at its full life."""
    agent = st.agents[seat]
    agent.host, agent.life = host, st.content.hosts[host].life
    if all(a.host is not None for a in st.agents):
        changes.arrive(st, st.content.meta.start)


def _journey(st: StoriesState, roll: int) -> None:
    """S-TRAVEL, S-RED: the captain die's TU, 2 more when leaving a red location; the captain passes."""
    destination = st.travel_to
    assert destination is not None
    left = st.left
    red = left is not None and st.content.locations[left].red and not st.ability_alive("sure_footed")
    cost = roll + (RED_EXTRA if red else 0)
    st.events.append(ev.captain_die(st.captain, roll, cost))
    st.travel_to = None
    st.captain = (st.captain + 1) % st.seats
    st.stage = "travel"
    changes.change_tu(st, -cost)
    if not st.failing:
        changes.arrive(st, destination)


def _enter(st: StoriesState, seat: int, letter: str) -> None:
    """Stand on a card and read it: its script runs once a run; a test waiting there is laid again."""
    st.agents[seat].card = letter
    card = st.card_id(letter)
    again = card in st.done
    st.seen.add(card)
    st.events.append(ev.entered(card, seat, again))
    if card in st.scripts:
        changes.run_card(st, card)
    elif not again:
        changes.start_script(st, card, seat)


def _spend(st: StoriesState) -> None:
    """S-TU: the captain spends 1 TU, dead agents whose time has come return (S-DEATH), then
    everyone acts."""
    st.passed, st.used = set(), set()
    st.stage = "act"  # the TU spent buys its round, even the last one
    changes.change_tu(st, -1)
    for seat, agent in enumerate(st.agents):
        if agent.dead and agent.returns_at is not None and st.tu <= agent.returns_at:
            _return(st, seat)
    _heal(st)
    for agent in st.agents:
        agent.acted = not agent.alive
    st.turn = None


def _heal(st: StoriesState) -> None:
    """A healer host gives every other agent on its card 1 life back each TU (the `healer` ability)."""
    for healer in st.living():
        letter = st.agents[healer].card
        if letter is not None and st.content.hosts[str(st.agents[healer].host)].ability == "healer":
            for other in st.on_card(letter):
                if other != healer:
                    changes.change_life(st, other, 1)


def _return(st: StoriesState, seat: int) -> None:
    others = [s for s in st.living() if st.agents[s].card is not None]
    agent = st.agents[seat]
    agent.dead, agent.returns_at = False, None
    agent.life = st.content.hosts[str(agent.host)].life
    agent.card = st.agents[others[0]].card if others else None
    st.events.append(ev.host_returns(seat, agent.card or "-"))


def _give(st: StoriesState, giver: int, item: str, taker: int) -> None:
    """S-ITEM: an item passes between agents on the same card, once a TU."""
    st.agents[giver].items.remove(item)
    st.agents[taker].items = sorted([*st.agents[taker].items, item])
    st.passed.add(item)
    st.events.append(ev.item_passed(st.scenario, giver, taker, item))


def _hand(st: StoriesState, resource: str, giver: int, taker: int) -> None:
    """S-RESOURCE: all the giver has of the resource goes to the taker."""
    amount = st.agents[giver].resources.pop(resource)
    st.agents[taker].resources[resource] = st.agents[taker].resources.get(resource, 0) + amount
    st.passed.add(handed_key(resource, giver))
    st.events.append(ev.resource_handed(st.scenario, giver, taker, resource, amount))


def _agent_action(st: StoriesState, seat: int, kind: str, args: tuple[int | str, ...]) -> None:
    agent = st.agents[seat]
    agent.acted = True
    st.turn = None
    if kind == "roll":
        attribute = str(args[0])
        count = st.dice_for(seat, attribute)
        for item, _ in st.bonus_items(seat, attribute):
            st.used.add(item)  # S-ITEM: one host per item per TU
        st.roll = {"seat": seat, "attribute": attribute, "dice": count}
    elif kind == "move":
        before = agent.card
        _enter(st, seat, str(args[0]))
        if before is not None:
            changes.reset_if_left(st, before)
    else:
        rolls.idle(st, seat)


# --- what follows an action ----------------------------------------------------------------------------
def settle(st: StoriesState) -> None:
    """Move the game on to whoever decides next: a failed run starts again, the entering ends, a
    TU ends."""
    while st.stage != "over":
        if st.failing:
            _fail_run(st)
            continue
        if st.choice is not None or st.reward is not None:
            return
        if st.roll is not None or st.travel_to is not None:
            return
        if st.stage == "place" and all(st.agents[s].card or st.agents[s].acted for s in st.living()):
            _entered_all(st)
            continue
        if st.stage == "act" and all(st.agents[s].acted for s in st.living()):
            st.stage = "round"
            if st.tu <= 0:
                st.failing = "time"
            continue
        return


def _entered_all(st: StoriesState) -> None:
    """S-SYMBOL: a now-or-never card nobody entered leaves until the next run."""
    taken = {st.agents[s].card for s in st.living()}
    for card in st.here().cards:
        card_id = st.card_id(card.letter)
        if card.symbol == "now_or_never" and card.letter not in taken and card_id not in st.gone:
            st.gone.add(card_id)
            st.events.append(ev.card_gone(card_id))
    st.stage = "round"


def _fail_run(st: StoriesState) -> None:
    """S-FAIL: the failure card is read, everything but the agency's items is reset."""
    meta = st.content.meta
    key = {"time": meta.time_out, "dead": meta.all_dead}.get(st.failing, meta.failure)
    st.events.append(ev.run_failed(st.scenario, key, st.run))
    read = st.last_read or {}
    st.last_end = {"run": st.run, "key": key, "card": read.get("card", ""), "read": read.get("key", "")}
    st.last_read = None
    st.run += 1
    st.captain = (st.captain + 1) % st.seats
    if st.run > meta.max_runs:
        st.stage, st.result, st.failing, st.ending = "over", "lost", "", key
        st.choice = st.choice_card = st.roll = st.travel_to = None
        st.events.append(ev.mission_ended(st.scenario, False, st.run - 1))
        return
    st.start_run()
