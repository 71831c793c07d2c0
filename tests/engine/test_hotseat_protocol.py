"""Hot-seat pieces of the engine protocol: when the screen must be hidden between two people, the
hand-off's words, undo against AI seats, and telling a saved log again step by step."""

from __future__ import annotations

from tests.engine.test_match import STEPS, StepsState, steps_match
from tests.games.rocket.fixtures import EXTRA, do, game_with, make_state
from tests.games.tiny_tricks import GAME as TINY
from timetravel.engine.actions import Action
from timetravel.engine.events import Revealed
from timetravel.engine.match import Match, SeatSpec, replay_steps
from timetravel.games.division import GAME as DIVISION

ROCKET = game_with(EXTRA)
PW = 4
ADA_AND_BOT = [SeatSpec(name="Ada"), SeatSpec(name="Bot", kind="ai", level="random")]


# --- needs_handoff -------------------------------------------------------------------------------
def test_nothing_hidden_never_needs_a_handoff() -> None:
    state = StepsState(STEPS)  # hidden_information=False: everybody sees the same board
    assert not state.needs_handoff(0, 1)


def test_different_hands_need_a_handoff_and_the_same_seat_never_does() -> None:
    match = Match.new(TINY, TINY.make_config(2), [SeatSpec(name="A"), SeatSpec(name="B")], seed=1)
    while match.to_act() < 0:
        match.sample_chance()
    assert match.state.needs_handoff(0, 1) and match.state.needs_handoff(1, 0)
    assert not match.state.needs_handoff(0, 0)


def test_rocket_needs_no_handoff_on_an_ordinary_turn() -> None:
    state = make_state(ROCKET, piles={PW: {"hum1": 1, "sci1": 1}})
    assert not state.needs_handoff(0, 1)
    state, _ = do(state, "reveal", "flip:sci1")
    assert not state.needs_handoff(0, 1) and not state.needs_handoff(1, 0)


def test_rocket_needs_a_handoff_around_a_creatives_private_look() -> None:
    state = make_state(ROCKET, piles={PW: {"cre3": 1, "hum1": 1, "sci1": 1, "exp2": 1}})
    state, _ = do(state, "reveal", "flip:cre3", "recruit:cre3", "look", "peek:sci1", "peek:exp2", "peek:hum1")
    assert state.needs_handoff(0, 1), "the looker's cards are on the screen"
    state, _ = do(state, "keep:sci1", "put:exp2")
    assert state.turn == 1
    assert state.needs_handoff(0, 1) and state.needs_handoff(1, 0), "only seat 0 knows the pile's top"
    state, _ = do(state, "reveal", "reveal")  # both known cards turn up: everyone knows them now
    assert not state.needs_handoff(0, 1)


def test_handoff_words_fit_the_game() -> None:
    rocket = make_state(ROCKET)
    division = DIVISION.new_initial_state(DIVISION.make_config(2))
    assert "cards" not in rocket.handoff_label()  # nothing is held in a hand in Rocket
    assert rocket.handoff_label().format(name="Ada") == "I am Ada: show the table"
    assert division.handoff_label().format(name="Ada") == "I am Ada: show my cards"
    assert StepsState(STEPS).handoff_label().format(name="Ada") == "I am Ada: show my view"


def test_division_hands_need_a_handoff() -> None:
    match = Match.new(DIVISION, DIVISION.make_config(2), [SeatSpec(name="A"), SeatSpec(name="B")], seed=2)
    while match.to_act() < 0:
        match.sample_chance()
    assert match.state.needs_handoff(0, 1)


# --- undo against AI -------------------------------------------------------------------------------
def test_undo_takes_back_a_decision_with_the_ai_moves_after_it() -> None:
    match = steps_match(ADA_AND_BOT)  # Ada acts at steps 0, 1, 3, 4; the Bot at 2 and 5
    match.apply("step")
    after_first = match.state
    match.apply("step")
    match.apply("step")  # the Bot
    assert match.to_act() == 0
    assert match.undo_status(0) == (True, "")
    assert match.undo(0)
    assert match.state is after_first and len(match.log) == 1 and match.to_act() == 0
    assert match.undo(0) and match.log == [], "earlier decisions too, while nothing new appeared"


def test_undo_against_ai_is_refused_across_a_reveal() -> None:
    match = steps_match(ADA_AND_BOT)
    match.apply("step")
    match.apply("step")
    events = match.apply("peek")  # the Bot's move reveals something
    assert any(isinstance(e, Revealed) for e in events)
    allowed, reason = match.undo_status(0)
    assert not allowed and "new information" in reason
    assert not match.undo(0) and len(match.log) == 3


def test_undo_never_takes_back_another_persons_decision() -> None:
    match = steps_match()  # two people
    match.apply("step")
    match.apply("step")
    match.apply("step")  # Ben
    match.apply("step")  # Ada again
    assert match.undo(0) and len(match.log) == 3
    allowed, reason = match.undo_status(0)
    assert not allowed and "another seat" in reason.lower()
    assert match.undo_status(1)[0] is False, "Ben's move was followed by Ada's, now taken back"


# --- telling the log again ----------------------------------------------------------------------------
def test_replay_steps_gives_each_step_with_its_state_label_and_events() -> None:
    match = Match.new(TINY, TINY.make_config(2), [SeatSpec(name="A"), SeatSpec(name="B")], seed=4)
    played = []
    while not match.is_over:
        before = match.state
        events = match.sample_chance() if match.to_act() < 0 else match.apply(before.legal_actions()[-1])
        played.append((before.public_label(Action.parse(match.log[-1].action)), [e.words() for e in events]))
    replayed = [
        (before.public_label(action), [e.words() for e in events])
        for _, before, action, events in replay_steps(TINY, match.config, match.log)
    ]
    assert replayed == played


# --- Rocket: the put-back order in words ------------------------------------------------------------
def test_rocket_put_back_choices_name_the_whole_order() -> None:
    state = make_state(ROCKET, piles={PW: {"cre3": 1, "hum1": 1, "sci1": 1, "exp2": 1}})
    state, _ = do(state, "reveal", "flip:cre3", "recruit:cre3", "look", "peek:sci1", "peek:exp2", "peek:hum1")
    state, _ = do(state, "keep:sci1")
    name = ROCKET.deck.card_name
    assert state.phase == "creative_put"
    assert [state.action_words(a, state.to_act()) for a in state.legal_actions()] == [
        f"Put {name('exp2')} back on top, then {name('hum1')} under it",
        f"Put {name('hum1')} back on top, then {name('exp2')} under it",
        f"Put them back in the order shown, {name('exp2')} on top",
    ]
    assert state.prompt(0) == "Choose which card goes back on top of the Post-WWII pile."


def test_rocket_log_words_for_a_creative_put_back_name_no_card() -> None:
    state = make_state(ROCKET, piles={PW: {"cre3": 1, "hum1": 1, "sci1": 1, "exp2": 1}})
    state, _ = do(state, "reveal", "flip:cre3", "recruit:cre3", "look", "peek:sci1", "peek:exp2", "peek:hum1")
    state, _ = do(state, "keep:sci1")
    for action in state.legal_actions():  # the put choices and "in the order shown" alike
        public = state.public_label(action)
        assert not any(ROCKET.deck.card_name(card) in public for card in ("exp2", "hum1")), public
