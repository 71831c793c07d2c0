"""The conformance suite must fail on broken games: each variant of Tiny Tricks below breaks one
rule of the protocol, and the check for that rule has to notice."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pytest

from tests.conformance import test_protocol as suite
from tests.conformance.play import Case
from tests.games.tiny_tricks import DECK, TinyState, TinyTricks
from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.engine.game import GameConfig
from timetravel.engine.outcome import Outcome
from timetravel.engine.registry import register, unregister
from timetravel.engine.rng import Rng
from timetravel.engine.state import Json
from timetravel.games.division import GAME as DIVISION
from timetravel.games.division.game import DivisionPlay as DivisionState


class BrokenState(TinyState):
    """Tiny Tricks whose clones keep their (broken) class."""

    def clone(self) -> BrokenState:
        new = super().clone()
        new.__class__ = type(self)
        return new


class BrokenGame(TinyTricks):
    state_class: type[TinyState] = BrokenState

    def _cast(self, state: TinyState) -> TinyState:
        state.__class__ = self.state_class
        state.game = self
        return state

    def new_initial_state(self, config: GameConfig) -> TinyState:
        return self._cast(super().new_initial_state(config))

    def state_from_json(self, data: Json) -> TinyState:
        return self._cast(super().state_from_json(data))

    def determinize(self, observation: Json, rng: Rng) -> TinyState:
        return self._cast(super().determinize(observation, rng))


# --- the broken variants -----------------------------------------------------------------------


class LeakyState(BrokenState):
    def observe(self, seat: int) -> Json:
        return {**super().observe(seat), "all_hands": [list(h) for h in self.hands]}


class LeakyGame(BrokenGame):
    """Its resampler hands back the true hidden cards."""

    state_class = LeakyState

    def determinize(self, observation: Json, rng: Rng) -> TinyState:
        state = super().determinize(observation, rng)
        state.hands = [list(h) for h in observation["all_hands"]]
        return state


class SharedListState(BrokenState):
    def clone(self) -> SharedListState:
        new = super().clone()
        new.hands = self.hands  # a shallow copy: apply changes the original too
        return new


class WobblyOrderState(BrokenState):
    calls = 0

    def legal_actions(self) -> list[Action]:  # past the base's cache, to wobble on every call
        type(self).calls += 1
        actions = super().legal_actions()
        return actions[::-1] if type(self).calls % 2 else actions


class DuplicateActionState(BrokenState):
    def _legal_actions(self) -> list[Action]:
        actions = super()._legal_actions()
        return actions + actions[:1]


class LossyJsonState(BrokenState):
    def to_json(self) -> Json:
        data = super().to_json()
        data["tricks"] = [0] * self.seats  # forgets the score
        return data


class BadChanceState(BrokenState):
    def _chance_outcomes(self) -> list[tuple[Action, float]]:
        outcomes = super()._chance_outcomes()
        return [(a, 1 / (len(outcomes) + 1)) for a, _ in outcomes]


class PeekingState(BrokenState):
    def observe(self, seat: int) -> Json:
        return {**super().observe(seat), "hidden_total": sum(sum(h) for h in self.hands)}


class OwnHandGame(BrokenGame):
    """Its resampler also redraws the observer's own hand."""

    def determinize(self, observation: Json, rng: Rng) -> TinyState:
        state = super().determinize(observation, rng)
        seat = observation["seat"]
        others = {c for s, h in enumerate(state.hands) if s != seat for c in h}
        free = [c for c in DECK if c not in others and c not in observation["played"]]
        rng.shuffle(free)
        state.hands[seat] = free[: len(state.hands[seat])]
        return state


class TooManyScoresState(BrokenState):
    def outcome(self) -> Outcome | None:
        outcome = super().outcome()
        return None if outcome is None else dataclasses.replace(outcome, scores=(*outcome.scores, 0.0))


class UncheckedApplyState(BrokenState):
    def apply(self, action: Action) -> tuple[UncheckedApplyState, list[Event]]:
        new = self.clone()
        try:
            return new, new._apply(action)
        except (ValueError, AssertionError, IndexError):
            return new, []


class KindOnlyLegalityState(BrokenState):
    def is_legal(self, action: Action) -> bool:  # "a play is legal now", whatever the card
        return any(a.kind == action.kind for a in self.candidate_actions())


class OptionsCloneState(BrokenState):
    def clone(self) -> OptionsCloneState:
        new = super().clone()
        new._legal_cache, new._chance_cache = self._legal_cache, self._chance_cache  # copied wholesale
        return new


def variant(state_class: type[TinyState] = BrokenState, game_class: type[BrokenGame] = BrokenGame, **info):
    def make(name: str) -> BrokenGame:
        game = game_class()
        game.state_class = state_class
        game.info = dataclasses.replace(TinyTricks.info, id=f"broken-{name}", **info)
        return game

    return make


BROKEN: dict[str, tuple[Callable[[str], BrokenGame], Callable[[Case], None]]] = {
    "leaky-resampler": (variant(LeakyState, LeakyGame), suite.test_determinize_resamples_hidden_parts),
    # the resampler agrees with the leak, so only a change to the true secrets reveals it
    "leaky-observe": (
        variant(LeakyState, LeakyGame),
        suite.test_observations_are_json_and_hide_only_what_others_know,
    ),
    "shared-clone": (variant(SharedListState), suite.test_apply_is_pure_and_deterministic),
    "wobbly-order": (variant(WobblyOrderState), suite.test_legal_actions_are_unique_ordered_and_round_trip),
    "duplicate-action": (
        variant(DuplicateActionState),
        suite.test_legal_actions_are_unique_ordered_and_round_trip,
    ),
    "lossy-json": (variant(LossyJsonState), suite.test_json_round_trip),
    "bad-chance": (variant(BadChanceState), suite.test_chance_outcomes_are_a_distribution),
    "peeking-observe": (
        variant(PeekingState),
        suite.test_observations_are_json_and_hide_only_what_others_know,
    ),
    "own-hand-resampled": (
        variant(game_class=OwnHandGame),
        suite.test_determinize_agrees_with_the_observation,
    ),
    "too-short-max-length": (variant(max_length=5), suite.test_games_end_within_max_length),
    "too-many-scores": (variant(TooManyScoresState), suite.test_outcome_only_at_the_end_and_within_bounds),
    "no-chance-declared": (variant(has_chance=False), suite.test_chance_outcomes_are_a_distribution),
    "no-hidden-declared": (variant(hidden_information=False), suite.test_determinize_resamples_hidden_parts),
    "unchecked-apply": (variant(UncheckedApplyState), suite.test_illegal_actions_raise_and_change_nothing),
    "clone-keeps-options": (variant(OptionsCloneState), suite.test_clones_keep_no_options_of_their_original),
    "kind-only-legality": (
        variant(KindOnlyLegalityState),
        suite.test_is_legal_answers_as_the_legal_actions_do,
    ),
}


@pytest.fixture
def broken(request: pytest.FixtureRequest) -> Iterator[tuple[Case, Callable[[Case], None]]]:
    name = request.param
    make, check = BROKEN[name]
    game = register(make(name))
    try:
        yield Case(game.info.id, 2), check
    finally:
        unregister(game.info.id)


@pytest.mark.parametrize("broken", sorted(BROKEN), indirect=True)
def test_the_suite_notices_a_broken_game(broken: tuple[Case, Callable[[Case], None]]) -> None:
    case, check = broken
    with pytest.raises(AssertionError):
        check(case)


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_the_same_checks_pass_on_the_intact_game(name: str) -> None:
    _, check = BROKEN[name]
    check(Case("tiny", 2))


def test_the_suite_notices_a_division_resampler_that_moves_no_card(monkeypatch: pytest.MonkeyPatch) -> None:
    """Sampled worlds that differ from the truth only in derived fields (who knows what) but put
    every hidden card back where it lies must fail the resampling check."""
    observe = DivisionState.observe
    determinize = DIVISION.determinize

    def leaky_observe(self: DivisionState, seat: int) -> Json:
        return {**observe(self, seat), "truth": {k: v[:] for k, v in self.z.items()}}

    def truthful_determinize(observation: Json, rng: Rng) -> DivisionState:
        world = determinize({k: v for k, v in observation.items() if k != "truth"}, rng)
        world.z = {k: v[:] for k, v in observation["truth"].items()}
        return world

    monkeypatch.setattr(DivisionState, "observe", leaky_observe)
    monkeypatch.setattr(DIVISION, "determinize", truthful_determinize)
    with pytest.raises(AssertionError, match="ever moved a hidden card"):
        suite.test_determinize_resamples_hidden_parts(Case("division", 2))
