"""The conformance suite: protocol properties that every registered game must keep.

In the spirit of OpenSpiel's basic tests, each case (a game, a seat count, option values) is played
from a few seeds with random actions and seeded chance, and the properties are checked at the
checkpoints of those playthroughs. A new game under timetravel/games/ is covered automatically.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from tests.conformance.play import SEEDS, Case, Playthrough, Step, all_cases, play, playthroughs, snapshot
from tests.conformance.secrets import secrets_of
from timetravel.engine.actions import Action
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event
from timetravel.engine.match import LogEntry, Match, SeatSpec, replay
from timetravel.engine.registry import get_game
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE, TERMINAL, GameState

DETERMINIZATIONS = 3  # samples per seat per checkpoint

CASES = all_cases()
pytestmark = pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])


def checkpoints(case: Case) -> Iterator[tuple[Playthrough, Step]]:
    for pt in playthroughs(case):
        for step in pt.checkpoints:
            yield pt, step


def where(pt: Playthrough, step: Step) -> str:
    return f"{pt.case.id} seed {pt.seed} step {step.index}"


def strings(actions: list[Action]) -> list[str]:
    return [str(a) for a in actions]


def assert_pure_json(data: Any, what: str) -> None:
    """JSON in and out gives back equal data: no tuples, sets, int keys, NaN or objects."""
    text = json.dumps(data, allow_nan=False)
    assert json.loads(text) == data, f"{what} is not plain JSON data (tuples, sets or non-str keys?)"


def det_rng(pt: Playthrough, step: Step, seat: int) -> Rng:
    return Rng(pt.seed * 1_000_003 + step.index * 101 + seat)


# --- declaration -------------------------------------------------------------------------------


def test_declaration_is_consistent(case: Case) -> None:
    info = case.game.info
    assert get_game(info.id) is case.game
    assert 1 <= info.min_seats <= info.max_seats
    assert info.max_length > 0
    keys = [spec.key for spec in info.options]
    assert len(keys) == len(set(keys)), "option keys repeat"
    for spec in info.options:
        assert spec.default in spec.choices, f"option {spec.key}: default not among its choices"
        assert len(set(spec.choices)) == len(spec.choices), f"option {spec.key}: choices repeat"
    config = case.config()
    assert config.seats == case.seats
    assert set(config.options) == set(keys)


# --- playing to the end ------------------------------------------------------------------------


def test_games_end_within_max_length(case: Case) -> None:
    limit = case.game.info.max_length
    for pt in playthroughs(case):
        assert not pt.length_limit_hit, f"{case.id} seed {pt.seed}: still going after {limit} steps"
        assert pt.final.to_act() == TERMINAL
        assert pt.length <= limit


def test_same_seed_and_actions_give_the_same_game(case: Case) -> None:
    for pt in playthroughs(case):
        again = play(case, pt.seed)
        assert again.log == pt.log, f"{case.id} seed {pt.seed}: logs differ"
        assert again.final.to_json() == pt.final.to_json()
        assert [s.snapshot for s in again.checkpoints] == [s.snapshot for s in pt.checkpoints]


def test_seeds_give_different_games(case: Case) -> None:
    if not case.game.info.has_chance:
        pytest.skip("without chance, random play may repeat itself")
    logs = {tuple(pt.log) for pt in playthroughs(case)}
    assert len(logs) > 1, "different seeds played the very same game"


# --- serialization -----------------------------------------------------------------------------


def test_json_round_trip(case: Case) -> None:
    game = case.game
    for pt, step in checkpoints(case):
        state = step.state
        data = state.to_json()
        assert_pure_json(data, f"{where(pt, step)}: to_json()")
        restored = game.state_from_json(json.loads(json.dumps(data)))
        assert restored == state, f"{where(pt, step)}: state_from_json(to_json()) differs"
        here = where(pt, step)
        assert restored.to_json() == data, f"{here}: to_json() of the restored state differs"
        assert restored.to_act() == state.to_act(), f"{here}: the restored state has another actor"
        assert strings(restored.candidate_actions()) == strings(state.candidate_actions()), (
            f"{here}: the restored state has other legal actions"
        )
        for seat in range(case.seats):
            assert restored.observe(seat) == state.observe(seat), (
                f"{here}: seat {seat} observes it differently"
            )
        if step.action is not None:  # the restored state must also play on the same way
            after, _ = restored.apply(step.action)
            expected = state.apply(step.action)[0].to_json()
            assert after.to_json() == expected, f"{here}: the restored state plays {step.action} differently"


# --- legal actions and chance ------------------------------------------------------------------


def assert_action_strings_round_trip(state: GameState, actions: list[Action], where_: str) -> None:
    texts = strings(actions)
    assert len(set(texts)) == len(texts), f"{where_}: repeated action strings {sorted(texts)}"
    for action, text in zip(actions, texts, strict=True):
        assert all(type(a) in (int, str) for a in action.args), f"{where_}: {text} has odd arg types"
        parsed = Action.parse(text)
        assert parsed == action and str(parsed) == text, f"{where_}: {text!r} does not parse back"
        assert state.find_action(text) == action


def test_legal_actions_are_unique_ordered_and_round_trip(case: Case) -> None:
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        actor = state.to_act()
        actions = state.legal_actions()
        if actor < 0:
            assert actions == [], f"{here}: legal actions at a chance or terminal node"
            continue
        assert 0 <= actor < case.seats, f"{here}: to_act() {actor} is no seat"
        assert actions, f"{here}: seat {actor} is to act but has no legal action"
        assert strings(state.legal_actions()) == strings(actions), f"{here}: order is not deterministic"
        assert_action_strings_round_trip(state, actions, here)


def test_chance_outcomes_are_a_distribution(case: Case) -> None:
    seen_chance = False
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        if state.to_act() != CHANCE:
            continue
        seen_chance = True
        outcomes = state.chance_outcomes()
        assert outcomes, f"{here}: a chance node without outcomes"
        probabilities = [p for _, p in outcomes]
        assert all(p > 0 for p in probabilities), f"{here}: an outcome with probability <= 0"
        assert sum(probabilities) == pytest.approx(1.0, abs=1e-9), (
            f"{here}: probabilities sum to {sum(probabilities)}"
        )
        actions = [a for a, _ in outcomes]
        assert strings([a for a, _ in state.chance_outcomes()]) == strings(actions), f"{here}: order varies"
        assert_action_strings_round_trip(state, actions, here)
    if not case.game.info.has_chance:
        assert not seen_chance, "the game declares no chance but reached a chance node"


def near_misses(legal: list[Action], pool: list[Action]) -> list[Action]:
    """Actions close to the legal ones: each legal kind with the arguments of any action of the game
    (a card or a seat legal elsewhere), and each legal action with a number shifted by one, a word
    changed, an argument fewer or more."""
    kinds = sorted({a.kind for a in legal} | {"no-such-move-xyzzy"})
    tries = [Action(kind, other.args) for kind in kinds for other in pool]
    for action in legal:
        args = action.args
        for i, arg in enumerate(args):
            for shifted in (arg - 1, arg + 1) if isinstance(arg, int) else (arg + "x",):
                tries.append(Action(action.kind, (*args[:i], shifted, *args[i + 1 :])))
        if args:
            tries += [Action(action.kind, args[:-1]), Action(action.kind, (*args, args[-1]))]
    return list(dict.fromkeys(tries))


MAX_STATES = 400  # states checked per playthrough: all of a short game, evenly spread over a long one
MAX_POOL = 80  # actions from elsewhere in the game whose arguments each legal kind is tried with


def every_state(case: Case, pt: Playthrough) -> Iterator[tuple[int, GameState]]:
    """Each state of a playthrough, not only its checkpoints (every `stride`-th of a long game, so a
    real-time game of thousands of steps costs no more than a card game)."""
    stride = max(1, -(-len(pt.log) // MAX_STATES))
    state = case.game.new_initial_state(case.config())
    for index, (_, text) in enumerate(pt.log):
        if index % stride == 0:
            yield index, state
        state, _ = state.apply(Action.parse(text))


def spread(items: list[Action], most: int) -> list[Action]:
    """At most `most` of `items`, evenly spread (all of them when there are few)."""
    stride = max(1, -(-len(items) // most))
    return items[::stride]


def test_is_legal_answers_as_the_legal_actions_do(case: Case) -> None:
    """At every state of the playthroughs, is_legal(a) is True for each legal action and chance
    outcome and False for every other action near them: on a fresh copy of the state (its options
    not worked out yet, where a game may answer directly) and on one whose options are."""
    game = case.game
    for pt in playthroughs(case):
        seen = {text for _, text in pt.log}
        seen |= {str(a) for step in pt.checkpoints for a in step.state.candidate_actions()}
        pool = spread([Action.parse(text) for text in sorted(seen)], MAX_POOL)
        for index, state in every_state(case, pt):
            here = f"{case.id} seed {pt.seed} step {index}"
            fresh, known = game.state_from_json(state.to_json()), game.state_from_json(state.to_json())
            legal = known.candidate_actions()
            legal_set = set(legal)
            bad = [a for a in near_misses(legal, pool) if a not in legal_set]
            for copy in (fresh, known):
                for action in legal:
                    assert copy.is_legal(action), f"{here}: is_legal({action}) is False, yet it is legal"
                for action in bad:
                    assert not copy.is_legal(action), (
                        f"{here}: is_legal({action}) is True, yet it is not legal"
                    )


def test_clones_keep_no_options_of_their_original(case: Case) -> None:
    """The base keeps a state's legal actions and chance outcomes once worked out; a clone is about
    to change, so it must start without them."""
    for pt, step in checkpoints(case):
        state = step.state
        state.candidate_actions()
        clone = state.clone()
        kept = (clone._legal_cache, clone._chance_cache)
        assert kept == (None, None), f"{where(pt, step)}: clone() carried the options of its original"


def test_illegal_actions_raise_and_change_nothing(case: Case) -> None:
    for pt in playthroughs(case):
        pool = sorted({s for step in pt.checkpoints for s in strings(step.state.candidate_actions())})
        for step in pt.checkpoints:
            state, here = step.state, where(pt, step)
            legal = set(strings(state.candidate_actions()))
            foreign = [Action.parse(s) for s in pool if s not in legal][:1]
            for bad in [Action("no-such-move-xyzzy", (424242,)), *foreign]:
                try:
                    state.apply(bad)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{here}: {bad} is not legal, yet apply() accepted it")
                assert snapshot(state) == step.snapshot, f"{here}: illegal {bad} changed the state"


def test_apply_is_pure_and_deterministic(case: Case) -> None:
    for pt, step in checkpoints(case):
        here = where(pt, step)
        assert snapshot(step.state) == step.snapshot, f"{here}: the state changed after it was left"
        if step.action is None:
            continue
        first, events = step.state.apply(step.action)
        assert snapshot(step.state) == step.snapshot, f"{here}: apply({step.action}) mutated the state"
        second, _ = step.state.apply(step.action)
        assert first is not step.state
        assert first.to_json() == second.to_json(), f"{here}: apply({step.action}) is not deterministic"
        assert isinstance(events, list) and all(isinstance(e, Event) for e in events)
        assert all(isinstance(e, Event) for e in step.events)


# --- hidden information ------------------------------------------------------------------------


def test_observations_are_json_and_hide_only_what_others_know(case: Case) -> None:
    """observe(seat) stays the same when another seat's secrets change in the true state, and in
    every world sampled from it."""
    varied = 0
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        for seat in range(case.seats):
            observation = state.observe(seat)
            assert_pure_json(observation, f"{here}: observe({seat})")
            rng = det_rng(pt, step, seat)
            for _ in range(DETERMINIZATIONS):
                varied += _observation_ignores_secrets(state, seat, observation, rng, here)
                world = state.determinize(seat, rng)
                assert world.observe(seat) == observation, (
                    f"{here}: seat {seat} sees a sampled world differently"
                )
                assert snapshot(state) == step.snapshot, f"{here}: determinize({seat}) changed the true state"
    if case.game.info.hidden_information:
        assert varied > 0, f"{case.id}: no checkpoint held a secret of another seat to vary"


def _observation_ignores_secrets(state: GameState, seat: int, observation: Any, rng: Rng, here: str) -> bool:
    """Whether a secret of the true state could be varied; asserts that observe(seat) ignores it."""
    secrets = secrets_of(state)
    varied = None if secrets is None else secrets.perturb(state, seat, rng)
    if varied is None:
        return False
    assert snapshot(varied) != snapshot(state), f"{here}: the perturbed state is the true state"
    assert varied.observe(seat) == observation, (
        f"{here}: seat {seat} notices a change to a secret it does not know"
    )
    return True


def test_the_seat_view_shows_only_what_the_seat_knows(case: Case) -> None:
    """seat_view(seat), all a board reads, is the observation JSON or a typed view whose to_json()
    is plain JSON; it stays the same when another seat's secrets change in the true state (it may
    show more than the observation, e.g. what was read last, but never another seat's secret)."""
    varied_any = False
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        for seat in range(case.seats):
            seen = state.seat_view(seat)
            if seen != state.observe(seat):
                to_json = getattr(seen, "to_json", None)
                assert callable(to_json), f"{here}: seat_view({seat}) is neither the observation nor has to_json"
                assert_pure_json(to_json(), f"{here}: seat_view({seat}).to_json()")
            rng = det_rng(pt, step, seat)
            secrets = secrets_of(state)
            varied = None if secrets is None else secrets.perturb(state, seat, rng)
            if varied is not None:
                assert varied.seat_view(seat) == seen, f"{here}: seat {seat}'s view shows another's secret"
                varied_any = True
    if case.game.info.hidden_information:
        assert varied_any, f"{case.id}: no checkpoint held a secret of another seat to vary"


def test_hidden_information_games_declare_their_secrets(case: Case) -> None:
    """The privacy and resampling checks need each hidden-information game's secrets (secrets.py)."""
    if case.game.info.hidden_information:
        state = case.game.new_initial_state(case.config())
        assert secrets_of(state) is not None, f"{case.id}: add its Secrets to tests/conformance/secrets.py"


def test_determinize_agrees_with_the_observation(case: Case) -> None:
    game = case.game
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        for seat in range(case.seats):
            world = game.determinize(state.observe(seat), det_rng(pt, step, seat))
            assert world.to_act() == state.to_act(), f"{here}: seat {seat}'s sampled world has another actor"
            if state.to_act() == seat:
                assert strings(world.legal_actions()) == strings(state.legal_actions()), (
                    f"{here}: seat {seat} would have other legal actions in a sampled world"
                )
            assert game.state_from_json(json.loads(snapshot(world))) == world, (
                f"{here}: sampled world does not save"
            )
            moves = world.candidate_actions()
            if moves:  # a sampled world must be playable from here
                world.apply(moves[0])
            again = game.determinize(state.observe(seat), det_rng(pt, step, seat))
            assert again.to_json() == world.to_json(), f"{here}: determinize is not reproducible from its rng"


def test_determinize_resamples_hidden_parts(case: Case) -> None:
    """Where several worlds fit an observation, the hidden cards of samples must sometimes lie
    elsewhere than in the truth (derived fields, such as who knows what, do not count).

    (OpenSpiel once shipped a resampler that handed back the true hidden cards.)
    """
    game = case.game
    differing = 0
    for pt, step in checkpoints(case):
        truth = step.state.to_json()
        for seat in range(case.seats):
            rng = det_rng(pt, step, seat)
            observation = step.state.observe(seat)
            secrets = secrets_of(step.state)
            for _ in range(DETERMINIZATIONS):
                world = game.determinize(observation, rng)
                if not game.info.hidden_information:
                    assert world.to_json() == truth, (
                        f"{where(pt, step)}: without hidden information, a sample must be the truth"
                    )
                elif secrets is not None:
                    hidden = secrets.hidden_cards(step.state, observation)
                    differing += secrets.hidden_cards(world, observation) != hidden
    if game.info.hidden_information:
        assert differing > 0, (
            f"{case.id}: no determinization over {len(SEEDS)} games ever moved a hidden card"
        )


def test_texts_for_people_are_strings(case: Case) -> None:
    """The side panel, buttons, log and load screen read these at any moment of any game."""
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        assert isinstance(state.progress(), str), f"{here}: progress() is not text"
        for seat in range(case.seats):
            assert isinstance(state.prompt(seat), str), f"{here}: prompt({seat}) is not text"
        viewers = [None, *range(case.seats)]
        for action in state.candidate_actions():
            for viewer in viewers:
                words = state.action_words(action, viewer)
                assert isinstance(words, str) and words.strip(), f"{here}: {action} has no words for {viewer}"
            assert isinstance(state.public_label(action), str), f"{here}: {action} has no log words"
        assert all(isinstance(e.words(), str) for e in step.events), f"{here}: an event says no words"


# --- the end -----------------------------------------------------------------------------------


def test_outcome_only_at_the_end_and_within_bounds(case: Case) -> None:
    for pt, step in checkpoints(case):
        state, here = step.state, where(pt, step)
        if state.to_act() != TERMINAL:
            assert state.outcome() is None, f"{here}: an outcome before the end"
            assert not state.is_terminal()
            continue
        assert state.is_terminal()
        assert state.candidate_actions() == [] and state.chance_outcomes() == []
        outcome = state.outcome()
        assert outcome is not None, f"{here}: a terminal state without an outcome"
        assert len(outcome.scores) == case.seats, (
            f"{here}: {len(outcome.scores)} scores for {case.seats} seats"
        )
        assert outcome.winners <= set(range(case.seats)), (
            f"{here}: winners {set(outcome.winners)} out of range"
        )
        if outcome.all_lose:
            assert not outcome.winners, f"{here}: everyone lost, yet there are winners"
        returns = outcome.returns()
        assert len(returns) == case.seats
        assert all(0.0 <= r <= 1.0 for r in returns), f"{here}: returns {returns} outside [0, 1]"


# --- Match -------------------------------------------------------------------------------------


def play_match(case: Case, seed: int, stop_after: int | None = None) -> Match:
    """A Match of random seats played to the end, or until its log has `stop_after` steps."""
    seats = [SeatSpec(name=f"Seat {i + 1}", kind="ai", level="random") for i in range(case.seats)]
    match = Match.new(case.game, case.config(), seats, seed)
    choices = Rng(seed + 1)
    limit = case.game.info.max_length if stop_after is None else stop_after - 1
    while not match.is_over and len(match.log) <= limit:
        if match.to_act() == CHANCE:
            match.sample_chance()
        elif (
            case.game.info.real_time
            and choices.random() < 0.3
            and match.advance_time(choices.randint(20, 2000))
        ):
            pass
        else:
            match.apply(choices.choice(match.state.legal_actions()))
    return match


def test_match_log_replays_to_the_same_state(case: Case) -> None:
    seed = SEEDS[0]
    match = play_match(case, seed)
    assert match.is_over, f"{case.id}: the match did not end within max_length"
    replayed = replay(case.game, case.config(), match.log)
    assert replayed == match.state and replayed.to_json() == match.state.to_json()
    assert match.replay_log() == match.state
    assert play_match(case, seed).log == match.log, "the same seed gave another match"


def test_playthrough_log_replays_through_match_replay(case: Case) -> None:
    for pt in playthroughs(case):
        log = [LogEntry(actor=actor, action=text) for actor, text in pt.log]
        assert replay(case.game, case.config(), log).to_json() == pt.final.to_json()
