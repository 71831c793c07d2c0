"""The state as data: JSON round trips, observation and determinization, the typed view, words."""

from __future__ import annotations

from tests.games.arena.helpers import act, arena
from timetravel.engine.match import Match, SeatSpec
from timetravel.engine.rng import Rng
from timetravel.engine.state import CHANCE
from timetravel.games.arena import GAME
from timetravel.games.arena.state import OFF
from timetravel.games.arena.view import view
from timetravel.i18n import use_seat_names


def _random_game(mode: str, seats: int, seed: int) -> Match:
    specs = [SeatSpec(name=f"P{i + 1}") for i in range(seats)]
    match = Match.new(GAME, GAME.make_config(seats, {"mode": mode}), specs, seed)
    rng = Rng(seed)
    while not match.is_over and len(match.log) < 400:
        if match.to_act() == CHANCE:
            match.sample_chance()
        elif rng.random() < 0.2:
            match.advance_time(rng.randint(100, 5_000))
        else:
            match.apply(rng.choice(match.state.legal_actions()))
    return match


def test_json_round_trip_mid_game_keeps_clocks_and_hourglasses() -> None:
    for mode in ("first", "full", "expert"):
        state = _random_game(mode, 2, 5).state
        again = GAME.state_from_json(state.to_json())
        assert again.to_json() == state.to_json()
        assert again.clock == state.clock and again.sand == state.sand
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in state.legal_actions()]


def test_observation_is_the_whole_state_and_determinize_copies_it() -> None:
    state = _random_game("full", 4, 3).state
    observation = state.observe(2)
    assert (
        observation["seat"] == 2 and {k: v for k, v in observation.items() if k != "seat"} == state.to_json()
    )
    assert GAME.determinize(observation, Rng(1)).to_json() == state.to_json()


def test_the_view_lights_moves_targets_and_chances() -> None:
    state = arena(
        black=["spark", "twins", "druid", "colossus"], at={"minotaur": "d4", "colossus": "d5", "twins": "e5"}
    )
    seen = view(state, 0)
    assert seen.to_json() == state.observe(0) and seen.my_turn
    minotaur = seen.fighter("minotaur")
    assert minotaur is not None and "d3" in minotaur.moves and "d5" not in minotaur.moves
    chances = {t.fighter: t.chance for t in minotaur.targets}
    assert abs(chances["colossus"] - 4 / 6) < 1e-9  # KO, a 1 or a 2 beat the Colossus's defence 2
    assert abs(chances["twins"] - 5 / 6) < 1e-9  # anything but the critical failure
    boxer = seen.fighter("boxer")
    assert boxer is not None and "b1" in boxer.summons and boxer.square is None
    assert seen.clocks_ms == (300_000, 300_000) and seen.running == 0


def test_words_name_seats_sides_and_fighters() -> None:
    use_seat_names(["Ann", "Bo"])
    try:
        state = arena(at={"minotaur": "d4", "twins": "d5"})
        state, events = act(state, "attack:minotaur,d5", "roll:1")
        lines = [e.words() for e in events if e.words()]
        assert "The Minotaur attacks the Twins" in lines and "White rolls 1" in lines
        assert any("Twins are knocked out and return to their Gate" in line for line in lines)
        words = {state.action_words(a, 0) for a in state.legal_actions()}
        assert "End the turn" in words and state.prompt(0).startswith("Summon")
        after, events = act(state, "end")
        assert any(e.words() == "Black's turn: Bo plays" for e in events)
    finally:
        use_seat_names([])


def test_durations_read_as_people_say_them() -> None:
    from timetravel.games.arena.words import duration, seconds

    assert [duration(ms) for ms in (500, 2_000, 45_000, 90_000, 120_000)] == [
        "0.5 s",
        "2 s",
        "45 s",
        "1 min 30 s",
        "2 min",
    ]
    assert seconds(300_000) == "5:00" and seconds(9_400) == "9.4"


def test_the_view_offers_waiting_and_ending() -> None:
    from timetravel.games.arena.effects import knock_out

    state = arena(at={"minotaur": "d4"})
    knock_out(state, 0)
    state.forget_options()
    seen = view(state, 0)
    assert seen.wait_ms == 30_000 and not seen.can_end and seen.side_seats == ((0,), (1,))
    assert state.action_words(state.find_action("wait"), 0) == "Wait 30 s for the next hourglass"


def test_a_plural_name_takes_a_plural_verb_in_the_log() -> None:
    """ "The Twins attack the Boxer", not "attacks": the Twins are two."""
    state = arena(at={"twins": "d5", "boxer": "d4", "wildling": "e5"}, side=1)
    words = {state.action_words(a, None) for a in state.legal_actions() if a.kind == "attack"}
    assert any(w.startswith("The Twins attack the Boxer") for w in words), words
    assert any(w.startswith("The Wildling attacks") for w in words) or not any("Wildling" in w for w in words)
    _, events = act(state, "attack:twins,d4")
    said = " ".join(e.words() for e in events)
    assert "The Twins attack" in said and "attacks" not in said


def test_the_view_says_why_the_game_ended() -> None:
    state = arena(mode="first")
    assert view(state, 0).reason == ""
    over, _ = state.apply(state.time_action(10_000_000) or state.legal_actions()[0])
    assert over.stage == "over" and view(over, 1).reason == "clock" and view(over, 1).winner == 1


def test_the_draft_prompt_says_why_the_choice_is_narrow() -> None:
    state = GAME.new_initial_state(GAME.make_config(2, {"mode": "full"}))
    state, _ = act(state, "pick:wildling", "pick:troll")
    assert "White then answers with the same colour" in state.prompt(1)
    state, _ = act(state, "pick:minotaur")
    assert state.prompt(0) == "Pick a green fighter: White answers Black's pick with the same colour."


def test_a_missed_attack_says_why_in_the_log() -> None:
    state = arena(mode="first", at={"boxer": "d4", "wildling": "d5"})
    _, events = act(state, "attack:boxer,d5", "roll:0")
    resolved = next(e for e in events if type(e).__name__ == "FightResolved")
    assert resolved.text == "The {fighter} misses: {total} does not beat defence {defence}"
    assert resolved.params["total"] == 1 and resolved.params["defence"] == 2
    _, events = act(state, "attack:boxer,d5", "roll:miss")
    assert any(getattr(e, "text", "") == "A critical failure: the {fighter} misses" for e in events)


def test_the_draft_prompt_claims_no_answer_in_colour_when_team_play_frees_it() -> None:
    state = GAME.new_initial_state(GAME.make_config(4, {"mode": "full"}))
    state, _ = act(state, "pick:wildling", "pick:sniper", "pick:troll", "pick:mercenary", "pick:boxer")
    assert state.led == 0 and state.to_act() == 0  # Black led yellow; White's yellow Gate is full
    assert state.prompt(0) == "Pick a fighter for one of your empty Gates."


def test_the_view_counts_the_shield_for_both_sides() -> None:
    """R10 in the view: a fighter any Shield covers is marked, never offered as a target, and an
    attacker an enemy Shield covers risks no counter."""
    covered = arena(
        white=["boxer", "minotaur", "centurion", "mercenary"],
        black=["wildling", "twins", "druid", "troll"],
        at={"minotaur": "d4", "druid": "d5", "centurion": "e6", "twins": "c4"},
    )
    seen = view(covered, 0)
    druid, centurion, minotaur = seen.fighter("druid"), seen.fighter("centurion"), seen.fighter("minotaur")
    assert druid is not None and druid.protected, "White's Shield covers Black's Druid"
    assert centurion is not None and not centurion.protected, "never its bearer"
    assert minotaur is not None and {t.fighter for t in minotaur.targets} == {"twins"}
    countered = arena(
        white=["boxer", "minotaur", "druid", "mercenary"],
        black=["wildling", "twins", "centurion", "troll"],
        at={"minotaur": "d4", "troll": "d5", "centurion": "c3"},
    )
    attacker = view(countered, 0).fighter("minotaur")
    assert attacker is not None and attacker.protected
    troll = next(t for t in attacker.targets if t.fighter == "troll")
    assert troll.counter_chance == 0.0 and troll.chance > 0.0
    countered.at[countered.team.index("centurion")] = OFF
    countered.forget_geometry()
    countered.forget_options()
    bare = next(t for t in view(countered, 0).fighter("minotaur").targets if t.fighter == "troll")  # type: ignore[union-attr]
    assert bare.counter_chance > 0.0
