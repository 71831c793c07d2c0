"""The changes of a T.I.M.E Stories state that the rules (rules.py) and the card verbs (verbs.py)
share: running a card's script, what a step reads or gives, life and time, death, arriving and
leaving. Each emits its events (words_events.py); none decides who acts next (rules.settle does).
"""

from __future__ import annotations

from timetravel.engine.script import Frame, Interpreter, Seats
from timetravel.games.stories import words_events as ev
from timetravel.games.stories.state import DEATH_DELAY, StoriesState, option_key
from timetravel.games.stories.steps import VERBS, TestParams


# --- scripts ----------------------------------------------------------------------------------------
def run_card(st: StoriesState, card: str) -> None:
    """Carry out the frames of a card's script until they wait or are done."""
    frames = [
        Frame(
            f["source"],
            st.steps_at(f["source"]),
            Seats(f["seat"], st.seats),
            f["pc"],
            dict(f["scratch"]),
        )
        for f in st.scripts.get(card, [])
    ]
    st.running = card
    finished = Interpreter(VERBS).run(st, frames)
    st.running = ""
    if card not in st.scripts:  # the run was reset by the script (a failure card)
        return
    if finished:
        del st.scripts[card]
        st.done.add(card)
    else:
        st.scripts[card] = [
            {"source": f.source, "pc": f.pc, "scratch": f.scratch, "seat": f.seats.actor} for f in frames
        ]


def start_script(st: StoriesState, card: str, seat: int) -> None:
    st.scripts[card] = [{"source": card, "pc": 0, "scratch": {}, "seat": seat}]
    run_card(st, card)


# --- what a step asks for ---------------------------------------------------------------------------
def read_text(st: StoriesState, key: str, seat: int) -> None:
    st.events.append(ev.read(st.scenario, key, seat, st.running))
    st.last_read = {"card": st.running, "key": key}


def take_option(st: StoriesState, card: str, label: str) -> None:
    """Note in the journal that the team chose this option of a card (it sees what follows)."""
    st.taken.add(option_key(card, label))


def ask_choice(st: StoriesState, seat: int, options: list[int]) -> None:
    st.choice, st.choice_card, st.options = seat, st.running, options


def ask_roll(st: StoriesState, seat: int, dice: int) -> None:
    """A roll of the location's rule: a chance outcome, then the card's script goes on."""
    st.roll = {"seat": seat, "attribute": "", "dice": dice, "card": st.running}


def lay_test(st: StoriesState, test: TestParams) -> None:
    if st.running not in st.tests:
        st.tests[st.running] = list(test.shields)
        st.events.append(ev.test_laid(st.running, tuple(test.shields)))


def gain_item(st: StoriesState, seat: int, item: str) -> None:
    if st.holder_of(item) is None:  # an item is one card: it cannot be taken twice
        st.agents[seat].items = sorted([*st.agents[seat].items, item])
        st.events.append(ev.item_gained(st.scenario, seat, item))


def lose_item(st: StoriesState, item: str) -> None:
    holder = st.holder_of(item)
    if holder is not None:
        st.agents[holder].items.remove(item)
        st.events.append(ev.item_lost(st.scenario, holder, item))


def gain_token(st: StoriesState, token: str) -> None:
    if token not in st.tokens:
        st.tokens.add(token)
        st.events.append(ev.token_gained(st.scenario, token))


def lose_token(st: StoriesState, token: str) -> None:
    st.tokens.discard(token)


def change_resource(st: StoriesState, seat: int, resource: str, delta: int) -> None:
    have = st.agents[seat].resources.get(resource, 0)
    new = max(0, have + delta)
    if new != have:
        st.agents[seat].resources[resource] = new
        st.events.append(ev.resource_changed(st.scenario, seat, resource, new - have))


def change_tu(st: StoriesState, delta: int) -> None:
    """Move the time token; never above the TU of a run, and TU given back add up to one time
    line at most in a run (so a run ends). Out of TU outside a round, the run
    fails at once; inside one, when the round is over (S-FAIL)."""
    full = st.content.meta.tu
    if delta > 0:
        delta = min(delta, full - st.given_back)
    new = min(full, st.tu + delta)
    if new == st.tu:
        return
    st.given_back += max(0, new - st.tu)
    st.events.append(ev.time_spent(st.tu - new, new))
    st.tu = new
    if st.tu <= 0 and st.stage != "act":
        st.failing = st.failing or "time"


def change_life_of(st: StoriesState, reader: int, who: str, delta: int) -> None:
    agent = st.agents[reader]
    if who == "self":
        seats = [reader]
    elif who == "card":
        seats = st.on_card(agent.card) if agent.card is not None else [reader]
    else:
        seats = st.living()
    for seat in seats:
        change_life(st, seat, delta)


def change_life(st: StoriesState, seat: int, delta: int) -> None:
    """Life up to the host's own, or down; at 0 or less the host dies (S-DEATH)."""
    agent = st.agents[seat]
    if not agent.alive or delta == 0:
        return
    most = st.content.hosts[str(agent.host)].life
    new = min(most, agent.life + delta)
    if new == agent.life:
        return
    st.events.append(ev.life_changed(seat, new - agent.life, new))
    agent.life = new
    if agent.life <= 0:
        die(st, seat)


def die(st: StoriesState, seat: int) -> None:
    agent = st.agents[seat]
    letter = agent.card
    agent.dead, agent.card, agent.acted = True, None, True
    agent.returns_at = st.tu - DEATH_DELAY if st.tu > DEATH_DELAY else None
    if st.turn == seat:
        st.turn = None
    st.events.append(ev.host_died(seat, agent.returns_at))
    if letter is not None:
        reset_if_left(st, letter)
    if not st.living():
        st.failing = st.failing or "dead"


def reset_if_left(st: StoriesState, letter: str) -> None:
    """A test nobody stands at any more is laid out again in full for the next one (S-RESET)."""
    card = st.card_id(letter)
    if card in st.tests and not st.on_card(letter):
        del st.tests[card]
        st.events.append(ev.test_reset(card))


def look_at(st: StoriesState, seat: int, card: str) -> Frame | None:
    """Bring a card to the reader and read it at once (S-LOOK); its script runs only once a run."""
    st.seen.add(card)
    st.events.append(ev.looked(card, seat))
    if card in st.done:
        return None
    st.done.add(card)
    return Frame(card, tuple(st.content.card(card).script), Seats(seat, st.seats))


def use_item(st: StoriesState, seat: int, item_id: str) -> None:
    """S-ITEM: an item's use acts at once for its holder, once a TU; most are then gone."""
    item = st.content.items[item_id]
    st.events.append(ev.item_used(st.scenario, seat, item_id))
    if item.consumed:
        st.agents[seat].items.remove(item_id)
    st.used.add(item_id)
    frame = Frame(f"item:{item_id}", tuple(item.use), Seats(seat, st.seats))
    Interpreter(VERBS).run(st, [frame])


def order_travel(st: StoriesState, location: str) -> None:
    if st.travel_to is None and location != st.location:
        leave_location(st)
        st.travel_to = location


def end_mission(st: StoriesState, success: bool) -> None:
    if success:
        st.result = "success"
        st.stage = "over"
        st.ending = st.content.meta.success
        st.events.append(ev.mission_ended(st.scenario, True, st.run))
    else:
        st.failing = st.failing or "card"


# --- locations ----------------------------------------------------------------------------------------
def leave_location(st: StoriesState) -> None:
    for agent in st.agents:
        agent.card = None
    st.tests = {}
    st.turn = None
    st.left = st.location


def arrive(st: StoriesState, location: str) -> None:
    st.location = location
    st.visits.append(location)
    st.stage = "arrive"
    st.seen.add(f"{location}.A")
    for agent in st.agents:
        agent.acted = False
    st.events.append(ev.arrived(st.scenario, location))
