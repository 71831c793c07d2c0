"""Every objective: one test that completes it and one that comes close and does not."""

from __future__ import annotations

from tests.games.rocket.fixtures import do, make_state, strings
from timetravel.engine.events import Message, RoundEnded

PW, CONT, MOD, MID, ANC = 4, 3, 2, 1, 0


def completed(events) -> bool:
    return any(isinstance(e, Message) and "completes" in e.words() for e in events)


def breakdown(events) -> tuple:
    return next(e.breakdown for e in events if isinstance(e, RoundEnded))


def assert_round_over(state, totals):
    assert state.round_number == 2 and state.phase == "objective"
    assert state.totals == totals


# --- The Rehabilitation of Baby Hitler ---------------------------------------------------------
def test_objective_baby_hitler_completes(game):
    state = make_state(
        game,
        objective="baby-hitler",
        teams={0: ["hum5"]},
        areas={0: {"rocket": 1}},
        piles={CONT: {"cre2": 1, "mil2": 1}},
    )
    state, events = do(state, "use:rocket", "reveal", "flip:cre2")
    assert completed(events)
    assert breakdown(events) == ((0, "team", 5), (0, "objective", 15), (1, "team", 0))
    assert_round_over(state, [20, 0])


def test_objective_baby_hitler_revealed_card_has_no_effect(game):
    # reached through a revealed Rocket; the first Contemporary card is itself a Rocket: no effect
    state = make_state(
        game, objective="baby-hitler", teams={0: ["hum5"]}, piles={PW: {"rocket": 1}, CONT: {"rocket": 1}}
    )
    state, events = do(state, "reveal", "flip:rocket", "flip:rocket")
    assert completed(events)
    assert_round_over(state, [20, 0])


def test_objective_baby_hitler_nearly(game):
    state = make_state(
        game,
        objective="baby-hitler",
        teams={0: ["hum4"]},
        areas={0: {"rocket": 1}},
        piles={CONT: {"cre2": 1}},
    )
    state, events = do(state, "use:rocket", "reveal", "flip:cre2")
    assert not completed(events) and strings(state) == ["recruit:cre2", "reveal"]


# --- The End of Flat Earth ---------------------------------------------------------------------
def test_objective_flat_earth_completes(game):
    state = make_state(
        game, objective="flat-earth", teams={0: ["sci4"]}, areas={0: {"rocket": 3}}, piles={MID: {"mil3": 1}}
    )
    state, events = do(state, "use:rocket", "use:rocket", "use:rocket", "reveal", "flip:mil3")
    assert completed(events)
    assert_round_over(state, [4 + 5, 0])


def test_objective_flat_earth_nearly(game):
    state = make_state(
        game, objective="flat-earth", teams={0: ["sci3"]}, areas={0: {"rocket": 3}}, piles={MID: {"mil3": 1}}
    )
    state, events = do(state, "use:rocket", "use:rocket", "use:rocket", "reveal", "flip:mil3")
    assert not completed(events) and state.phase == "decide"


# --- The Creation of Santa Claus ----------------------------------------------------------------
def test_objective_santa_claus_completes(game):
    state = make_state(
        game,
        objective="santa-claus",
        teams={0: ["cre3"]},
        areas={0: {"rocket2x": 2}},
        piles={ANC: {"vortex": 1}},
    )
    state, events = do(state, "use:rocket2x", "use:rocket2x", "reveal", "flip:vortex")
    assert completed(events)  # the Vortex has no effect: the objective ends the round
    assert_round_over(state, [3 + 10, 0])


def test_objective_santa_claus_nearly(game):
    state = make_state(
        game,
        objective="santa-claus",
        teams={0: ["cre3"]},
        areas={0: {"rocket2x": 1, "rocket": 1}},
        piles={MID: {"mil3": 1}},
    )
    state, events = do(state, "use:rocket2x", "use:rocket", "reveal", "flip:mil3")
    assert not completed(events) and state.pile == MID


# --- The Terminator of the Past ------------------------------------------------------------------
def test_objective_terminator_completes(game):
    state = make_state(
        game, objective="terminator", teams={1: ["hum1", "mil1", "cre1", "sci4"]}, piles={PW: {"mil5": 1}}
    )
    state, _ = do(state, "reveal", "flip:mil5", "recruit:mil5", "discard:1,hum1", "discard:1,mil1")
    assert state.turn == 0 and strings(state) == ["discard:1,cre1", "done"]
    state, events = do(state, "discard:1,cre1")
    assert completed(events)
    assert_round_over(state, [5 + 10, 4])


def test_objective_terminator_nearly(game):
    state = make_state(
        game, objective="terminator", teams={1: ["hum1", "mil1", "cre1"]}, piles={PW: {"mil5": 1}}
    )
    state, events = do(
        state, "reveal", "flip:mil5", "recruit:mil5", "discard:1,hum1", "discard:1,mil1", "done"
    )
    assert not completed(events) and state.turn == 1


# --- The Cradle of Civilization -------------------------------------------------------------------
def test_objective_cradle_completes_and_denies_the_action(game):
    state = make_state(
        game,
        objective="cradle",
        teams={0: ["exp1"], 1: ["sci1"]},
        areas={0: {"rocket2x": 2}},
        piles={ANC: {"anc-hum2": 1}},
    )
    state, events = do(state, "use:rocket2x", "use:rocket2x", "reveal", "flip:anc-hum2", "recruit:anc-hum2")
    assert completed(events)  # the Humanitarian could have taken sci1, but the round ends first
    assert_round_over(state, [1 + 2 + 5, 1])


def test_objective_cradle_nearly(game):
    state = make_state(game, objective="cradle", teams={0: ["exp1"], 1: ["sci1"]}, piles={PW: {"hum1": 1}})
    state, events = do(state, "reveal", "flip:hum1", "recruit:hum1")
    assert not completed(events) and state.phase == "humanitarian"


# --- The 1st Woman on the Moon -------------------------------------------------------------------
def test_objective_woman_on_the_moon_completes_mid_action(game):
    state = make_state(
        game,
        objective="woman-on-the-moon",
        teams={0: ["woman-hum2"]},
        areas={0: {"rocket": 1, "rocket2x": 1}},
        piles={PW: {"sci3": 1}},
    )
    state, events = do(state, "reveal", "flip:sci3", "recruit:sci3", "draw_rockets", "supply:rocket")
    assert completed(events)  # at once: the two other draws never happen
    assert_round_over(state, [2 + 3 + 10, 0])


def test_objective_woman_on_the_moon_nearly(game):
    state = make_state(
        game,
        objective="woman-on-the-moon",
        teams={0: ["woman-hum2"]},
        areas={0: {"rocket": 1, "rocket2x": 1}},
        piles={PW: {"mil1": 1}},
    )
    state, events = do(state, "reveal", "flip:mil1", "recruit:mil1")
    assert not completed(events) and state.round_number == 1


# --- The Dinosaur Tamer --------------------------------------------------------------------------
def test_objective_dinosaur_tamer_completes(game):
    state = make_state(
        game,
        objective="dinosaur-tamer",
        teams={0: ["exp2"]},
        areas={0: {"rocket2x": 3}},
        piles={PW: {"sci1": 1}},
    )
    state, events = do(state, "reveal", "flip:sci1", "recruit:sci1", "draw_rockets", "supply:rocket")
    assert completed(events)
    assert_round_over(state, [2 + 1 + 15, 0])


def test_objective_dinosaur_tamer_nearly(game):
    state = make_state(
        game,
        objective="dinosaur-tamer",
        teams={0: ["hum1"]},
        areas={0: {"rocket2x": 3}},
        piles={PW: {"sci1": 1}},
    )
    state, events = do(state, "reveal", "flip:sci1", "recruit:sci1", "draw_rockets", "supply:rocket")
    assert not completed(events) and state.rocket_value(0) == 7  # Rockets enough, but no Explorer


# --- The 7th Wonder of the World ------------------------------------------------------------------
def test_objective_seventh_wonder_completes_and_denies_the_action(game):
    state = make_state(game, objective="seventh-wonder", teams={0: ["bra-cre2"]}, piles={PW: {"bra-sci1": 1}})
    state, events = do(state, "reveal", "flip:bra-sci1", "recruit:bra-sci1")
    assert completed(events)  # no Scientist draws: the round is over
    assert_round_over(state, [2 + 1 + 5, 0])


def test_objective_seventh_wonder_nearly(game):
    state = make_state(game, objective="seventh-wonder", teams={0: ["bra-cre2"]}, piles={PW: {"sci1": 1}})
    state, events = do(state, "reveal", "flip:sci1", "recruit:sci1")
    assert not completed(events) and state.phase == "scientist_offer"


# --- Nostradamus's Prophecy ----------------------------------------------------------------------
def test_objective_nostradamus_completes_when_the_team_forms(game):
    state = make_state(
        game,
        objective="nostradamus",
        teams={0: ["anc-hum2", "mil3", "sci3", "cre2"]},
        piles={PW: {"exp2": 1}},
    )
    state, events = do(state, "reveal", "flip:exp2", "recruit:exp2")
    assert completed(events)
    assert_round_over(state, [2 + 3 + 3 + 2 + 2 + 20, 0])


def test_objective_nostradamus_completed_by_a_recruit_denies_its_action(game):
    # the Military would have opponents in reach, but the fifth period ends the round at once
    state = make_state(
        game,
        objective="nostradamus",
        teams={0: ["anc-hum2", "cre2", "sci3", "exp2"], 1: ["hum1", "cre1", "sci1"]},
        areas={0: {"rocket": 3}},
        piles={MID: {"mil3": 1}},
    )
    state, events = do(state, "use:rocket", "use:rocket", "use:rocket", "reveal", "flip:mil3", "recruit:mil3")
    assert completed(events)
    assert_round_over(state, [2 + 2 + 3 + 2 + 3 + 20, 1 + 1 + 1])


def test_objective_nostradamus_completes_in_the_middle_of_an_action(game):
    # the Humanitarian's take brings the fifth period: the round ends before the turn does
    state = make_state(
        game,
        objective="nostradamus",
        teams={0: ["mil3", "sci3", "cre2", "exp2"], 1: ["exp1"]},
        piles={PW: {"hum1": 1}},
    )
    state, _ = do(state, "reveal", "flip:hum1", "recruit:hum1")
    assert state.phase == "humanitarian"
    state, events = do(state, "take:1,exp1")
    assert completed(events)
    assert_round_over(state, [1 + 3 + 3 + 2 + 1 + 20, 0])


def test_objective_nostradamus_nearly(game):
    # five categories but only four periods: the complete team ends the round, without the objective
    state = make_state(
        game, objective="nostradamus", teams={0: ["hum1", "mil3", "sci3", "cre2"]}, piles={PW: {"exp2": 1}}
    )
    state, events = do(state, "reveal", "flip:exp2", "recruit:exp2")
    assert not completed(events)
    assert_round_over(state, [1 + 3 + 3 + 2 + 2, 0])


# --- The Temporal Paradox -------------------------------------------------------------------------
def test_objective_temporal_paradox_completes(game):
    state = make_state(
        game,
        objective="temporal-paradox",
        areas={0: {"vortex": 2}},
        teams={0: ["hum1"]},
        piles={PW: {"vortex": 1}},
    )
    state, events = do(state, "reveal", "flip:vortex")
    assert completed(events)
    assert_round_over(state, [1 + 5, 0])


def test_objective_temporal_paradox_nearly_keeps_the_vortex(game):
    state = make_state(
        game, objective="temporal-paradox", areas={0: {"vortex": 1}}, piles={PW: {"vortex": 1}}
    )
    state, events = do(state, "reveal", "flip:vortex")
    assert not completed(events)
    assert state.areas[0] == {"vortex": 2} and state.discard == [] and state.turn == 1


def test_objective_temporal_paradox_counts_a_vortex_seen_by_a_creative(game):
    state = make_state(
        game,
        objective="temporal-paradox",
        areas={0: {"vortex": 2}},
        piles={PW: {"cre2": 1, "vortex": 1, "hum1": 1}},
    )
    state, _ = do(state, "reveal", "flip:cre2", "recruit:cre2", "look", "peek:vortex", "peek:hum1")
    assert strings(state) == ["keep:vortex", "keep:hum1", "done"]
    state, events = do(state, "keep:vortex")  # taken instead of the Humanitarian
    assert completed(events)


def test_objective_temporal_paradox_counts_a_vortex_found_by_an_explorer(game):
    state = make_state(
        game,
        objective="temporal-paradox",
        areas={0: {"vortex": 2}},
        discard=["vortex", "hum1"],
        piles={PW: {"exp2": 1}},
    )
    state, _ = do(state, "reveal", "flip:exp2", "recruit:exp2")
    state, events = do(state, "keep:vortex")
    assert completed(events)
