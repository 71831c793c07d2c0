"""Time Arena's AI (docs/rules/arena.md, "AI"): normal's heuristic over activations, the clock, and
hard's whole-turn search within a budget drawn from its clock."""

from __future__ import annotations

from tests.games.arena.helpers import act, arena
from timetravel.ai.factory import make_agent
from timetravel.ai.simulate import run_simulation
from timetravel.ai.view import AgentView
from timetravel.engine.actions import Action
from timetravel.engine.rng import Rng
from timetravel.engine.state import GameState
from timetravel.games.arena import GAME
from timetravel.games.arena.ai import ArenaHooks
from timetravel.games.arena.ai_plan import MEASURED_PICKS, measured_draft_value
from timetravel.games.arena.ai_search import TurnSearch, search_budget_ms
from timetravel.games.arena.ai_value import (
    CLOCK_SHORT_MS,
    decision_cost,
    finishing_chance,
    ko_cost,
    mean_damage,
    p_knock,
    shielded_at,
    standing,
)
from timetravel.games.arena.content import content
from timetravel.games.arena.geometry import INDEX
from timetravel.games.arena.state import ArenaState


def decide(level: str, state: GameState, seed: int = 3) -> Action:
    seat = state.to_act()
    agent = make_agent(level, GAME, seat, seed, iterations=1 if level == "hard" else None)
    return agent.decide(AgentView.of(state, seat))


def play_turn(state: GameState, face: str = "miss") -> list[Action]:
    """normal's decisions until its turn ends, every die showing `face`."""
    side = state.side  # type: ignore[attr-defined]
    agent = make_agent("normal", GAME, state.to_act(), 5)
    taken: list[Action] = []
    while state.side == side and not state.is_terminal():  # type: ignore[attr-defined]
        if state.to_act() < 0:
            state = state.apply(state.find_action(f"roll:{face}"))[0]
            continue
        action = agent.decide(AgentView.of(state, state.to_act()))
        taken.append(action)
        state = state.apply(action)[0]
    return taken


def test_die_odds_match_the_rules() -> None:
    """The odds the AI reads are the die's: KO always, 1 in 6; Minotaur (2) against defence 3 needs a 2."""
    assert p_knock(0, 4) == 1 / 6
    assert abs(p_knock(2, 3) - 2 / 6) < 1e-9
    assert abs(mean_damage(2) - 10 / 6) < 1e-9


def test_normal_takes_the_winning_blow() -> None:
    """The Totem at 1 energy and the Minotaur on its edge: attack it, whatever else there is to do."""
    state = arena(mode="full", at={"minotaur": "d8", "boxer": "a3", "troll": "h6"})
    state.energy = [6, 1]
    assert decide("normal", state) == state.find_action("attack:minotaur,totem")


def test_normal_knocks_out_what_threatens_its_totem() -> None:
    """An enemy on our Totem's edge, our Minotaur next to it: knock it out before it strikes."""
    state = arena(mode="first", at={"minotaur": "e2", "twins": "e1"})
    attacks = [a for a in play_turn(state) if a.kind == "attack"]
    assert attacks and attacks[0].args[1] == "e1"


def test_normal_ends_a_turn_with_nothing_useful_left() -> None:
    """Once its fighters are placed well, normal ends the turn at once instead of shuffling or
    waiting for an hourglass (waiting only burns its own clock)."""
    state = arena(mode="first", at={"boxer": "d4"})
    state.acted = 0b1111  # every White fighter has been activated this turn
    state.sand = [30_000, 45_000, 0, 0, 0, 0, 0, 0]
    state.forget_options()
    assert {a.kind for a in state.legal_actions()} >= {"end", "wait"}
    assert decide("normal", state).kind == "end"


def test_normal_summons_at_the_start() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "first"}))
    assert decide("normal", state).kind == "summon"


def test_a_short_clock_makes_each_decision_dearer() -> None:
    """Clock pressure: below a minute, every decision costs more, so fewer, surer actions."""
    state = arena(mode="full")
    relaxed = decision_cost(state, 0)
    state.clock = [CLOCK_SHORT_MS // 4, 300_000]
    assert decision_cost(state, 0) > 5 * relaxed


def test_standing_counts_the_clock_and_the_totems() -> None:
    state = arena(mode="full")
    even = standing(state, 0)
    state.energy = [6, 3]
    assert standing(state, 0) > even + 2
    state.energy = [6, 6]
    state.clock = [5_000, 300_000]
    assert standing(state, 0) < even - 5


def test_hard_budget_comes_from_its_clock() -> None:
    """hard thinks at most its think time, and less when its clock is short."""
    state = arena(mode="full")
    assert search_budget_ms(state, 500) == 500
    state.clock = [20_000, 300_000]
    assert search_budget_ms(state, 500) < 500
    assert search_budget_ms(state, None) is None


def test_hard_searches_whole_turns_and_plays_legally() -> None:
    """hard's own search answers in play; in the draft and at a roll it leaves the shared levels."""
    hooks = ArenaHooks()
    state = arena(mode="full", at={"minotaur": "d8", "boxer": "a3", "troll": "h6"})
    state.energy = [6, 1]
    found = hooks.search(state, 0, None, Rng(1), lambda: 0.0)
    assert found == state.find_action("attack:minotaur,totem")
    draft = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    assert decide("hard", draft).kind == "pick"


def test_hard_drafts_by_the_measured_picks() -> None:
    """hard drafts the fighter whose side won most in the balance bench's mirror matches; a
    fighter whose figures changed since is valued by its worth again."""
    fighters = content().fighters
    for fighter_id, (figures, _) in MEASURED_PICKS.items():
        f = fighters[fighter_id]
        assert figures == (f.move, f.attack, f.defence, f.ability, f.range), (
            f"{fighter_id}: table not refreshed"
        )
    best = max(MEASURED_PICKS, key=lambda fighter_id: MEASURED_PICKS[fighter_id][1])
    draft = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    assert decide("hard", draft) == draft.find_action(f"pick:{best}")
    assert measured_draft_value(draft, best) == MEASURED_PICKS[best][1]
    figures, rate = MEASURED_PICKS[best]
    try:
        MEASURED_PICKS[best] = ((9, 9, 9, "", 0), rate)
        assert measured_draft_value(draft, best) != rate
    finally:
        MEASURED_PICKS[best] = (figures, rate)


def test_hard_takes_normals_bonus_at_a_roll() -> None:
    state = arena(
        mode="full",
        white=["wildling", "minotaur", "druid", "troll"],
        black=["boxer", "twins", "centurion", "mercenary"],
        at={"minotaur": "d4", "mercenary": "d5"},
    )
    state.wheel = [2, 0]
    after, _ = act(state, "attack:minotaur,d5", "roll:1")
    assert decide("hard", after) == after.find_action("bonus:plus")


def test_hard_starts_from_normals_choice() -> None:
    """The first candidate is normal's choice; with no block run yet (or none showing another
    clearly better) it is what hard plays (a table where normal's best is not tied)."""
    state = arena(mode="full", at={"boxer": "d4", "wildling": "e5"})
    search = TurnSearch(ArenaHooks(), state, 0, Rng(2))
    assert search.candidates[0] == decide("normal", state)
    assert search.candidates[search.choice_of([])] == search.candidates[0]


def test_hard_weighs_the_first_roll_exactly() -> None:
    """A block shows each face of the die once (weighted by its chance): the KO face knocks the
    target out, the critical failure misses, and the turn's value shows it."""
    state = arena(mode="full", at={"minotaur": "d4", "druid": "d5"})
    search = TurnSearch(ArenaHooks(), state, 0, Rng(4))
    attack = state.find_action("attack:minotaur,d5")
    seeds = [11] * len(search.faces)
    values = [search.finish_turn(attack, Rng(seed), face) for face, seed in enumerate(seeds)]
    assert all(rolled for _, rolled in values)
    knocked, missed = values[0][0], values[1][0]  # the KO face, the critical failure
    assert knocked > missed
    assert abs(sum(search.faces) - 1.0) < 1e-9


def test_hard_is_deterministic_without_a_time_budget() -> None:
    state = arena(mode="full", at={"minotaur": "d4", "mercenary": "d5", "boxer": "b2", "twins": "f6"})
    hooks = ArenaHooks()
    choices = {hooks.search(state, 0, None, Rng(9), lambda: 0.0) for _ in range(3)}
    assert len(choices) == 1


def test_standing_counts_a_fighter_waiting_on_its_gate() -> None:
    """A knocked-out fighter with its hourglass full costs about what normal counts a knockout."""
    state = arena(mode="full", at={"minotaur": "d4"}, side=1)
    before = standing(state, 0)
    state.at[1] = -1
    state.sand[1] = 45_000
    state.forget_geometry()
    assert before - standing(state, 0) >= 0.9 * ko_cost(state, 1)


def test_standing_fears_the_blow_that_ends_the_game() -> None:
    """The enemy plays next with a fighter on our Totem's edge and our Totem at 1: a likely loss."""
    state = arena(mode="full", at={"troll": "d1", "boxer": "a5"}, side=1)
    safe = standing(state, 0)
    state.energy = [1, 6]
    assert finishing_chance(state, 1) > 0.5
    assert standing(state, 0) < safe - 10


def test_bonus_plus_when_it_turns_the_roll_into_a_knock_out() -> None:
    state = arena(
        mode="full",
        white=["wildling", "minotaur", "druid", "troll"],
        black=["boxer", "twins", "centurion", "mercenary"],
        at={"minotaur": "d4", "mercenary": "d5"},
    )
    state.wheel = [2, 0]
    after, _ = act(state, "attack:minotaur,d5", "roll:1")
    assert isinstance(after, ArenaState) and after.fight_stage == "decide"
    assert decide("normal", after) == after.find_action("bonus:plus")


def test_normal_beats_random_and_plays_to_the_end() -> None:
    """A short seeded run: normal wins against random on the virtual clock, games end."""
    result = run_simulation("arena", 4, ["normal", "random"], 7, 100, {"mode": "full"}, decision_ms=1000)
    assert result["wins"][0] >= 3


def test_hard_keeps_to_its_budget_and_falls_back_on_normal() -> None:
    """A block the budget cannot finish is left out; with none finished hard plays normal's choice."""
    state = arena(mode="full", at={"minotaur": "d4", "druid": "d5", "boxer": "b2"})
    search = TurnSearch(ArenaHooks(), state, 0, Rng(3))
    ticks = iter(range(0, 10_000, 50))
    assert search.run(20, lambda: float(next(ticks)), None) == search.candidates[0]
    assert search.blocks == []


def test_the_ai_counts_an_enemy_shield_as_cover() -> None:
    """R10: a square next to the enemy's Centurion is safe for our fighter, and the AI knows it."""
    state = arena(
        white=["boxer", "minotaur", "druid", "mercenary"],
        black=["wildling", "twins", "centurion", "troll"],
        at={"minotaur": "d4", "troll": "d6", "centurion": "c3"},
    )
    minotaur = state.team.index("minotaur")
    assert shielded_at(state, minotaur, INDEX["d4"]) and not shielded_at(state, minotaur, INDEX["d5"])
    assert not shielded_at(state, state.team.index("centurion"), INDEX["c3"]), "never its bearer"
