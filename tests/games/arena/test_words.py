"""Time Arena's sentences: a plural fighter agrees with its verbs in every sentence about it, each
form its own whole key for a translator; a transporter move names the transporter."""

from __future__ import annotations

import random
import re

from tests.games.arena.helpers import act, arena
from timetravel.engine.match import Match, SeatSpec
from timetravel.games.arena import GAME
from timetravel.games.arena.words import by_number

# a singular verb right after the Twins' name: "the Twins misses", "Twins is knocked out"
SINGULAR_AFTER_TWINS = re.compile(r"\bTwins (misses|attacks|explodes|is|returns|has|strikes|was)\b")
PLURAL_TEAMS = (["wildling", "twins", "druid", "troll"], ["boxer", "nomad", "sniper", "colossus"])


def test_the_twins_miss_on_a_critical_failure_and_on_a_low_roll() -> None:
    state = arena(at={"twins": "d5", "boxer": "d4"}, side=1)
    _, events = act(state, "attack:twins,d4", "roll:miss")
    said = " ".join(e.words() for e in events if e.text)
    assert "the Twins miss" in said and "misses" not in said, said
    state = arena(white=["boxer", "minotaur", "centurion", "mercenary"], at={"twins": "d5", "mercenary": "d4"},
                  side=1)  # fmt: skip
    _, events = act(state, "attack:twins,d4", "roll:1")
    said = " ".join(e.words() for e in events if e.text)
    assert "The Twins miss: 2 does not beat defence 3" in said, said


def test_every_sentence_about_the_twins_agrees_with_them_in_random_games() -> None:
    """Whole seeded games with the Twins on each side: no log line or action's words gives them a
    singular verb."""
    seen = 0
    for seed in range(6):
        white, black = PLURAL_TEAMS if seed % 2 else PLURAL_TEAMS[::-1]
        match = Match.new(GAME, GAME.make_config(2, {"mode": "full"}), [SeatSpec(name="A"), SeatSpec(name="B")],
                          seed)  # fmt: skip
        state = match.state
        state.team = white + black
        state.picks = 8
        from timetravel.games.arena.draft import start_play

        start_play(state)
        state.forget_options()
        rng = random.Random(seed)
        for _ in range(400):
            if match.is_over:
                break
            if match.to_act() < 0:
                events = match.sample_chance()
            else:
                legal = match.state.legal_actions()
                for action in legal:
                    words = match.state.action_words(action, None)
                    assert not SINGULAR_AFTER_TWINS.search(words), words
                fights = [a for a in legal if a.kind in ("attack", "bomb", "summon")]
                events = match.apply(rng.choice(fights if fights and rng.random() < 0.7 else legal))
            for event in events:
                if event.text:
                    words = event.words()
                    seen += "Twins" in words
                    assert not SINGULAR_AFTER_TWINS.search(words), words
            events = match.advance_time(rng.randrange(0, 4000))
    assert seen > 20


def test_by_number_keeps_both_whole_sentences_for_a_translator() -> None:
    assert by_number("twins", "The {fighter} misses", "The {fighter} miss") == "The {fighter} miss"
    assert by_number("boxer", "The {fighter} misses", "The {fighter} miss") == "The {fighter} misses"


def test_a_transporter_move_names_the_transporter_in_the_log() -> None:
    """R14: the log says which transporter a move took, from its entry to its exit."""
    from timetravel.games.arena.content import content
    from timetravel.games.arena.geometry import NAMES

    board = content().boards["expert"]
    entry, exit_ = (NAMES[s] for s in board.transporters["yellow"])
    state = arena(mode="expert", at={"boxer": entry}, side=0)
    moves = [a for a in state.legal_actions() if a.kind == "move" and a.args[1] == exit_]
    assert moves, "the Boxer may take its transporter"
    _, events = act(state, str(moves[0]))
    said = " ".join(e.words() for e in events if e.text)
    assert f"taking the transporter from {entry} to {exit_}" in said, said
    state = arena(mode="expert", at={"boxer": "d4"}, side=0)
    _, events = act(state, "move:boxer,d5")
    said = " ".join(e.words() for e in events if e.text)
    assert "transporter" not in said and said.endswith("moves the Boxer to d5"), said


def test_the_results_tell_how_the_game_ended_with_the_final_clocks_and_totems() -> None:
    """Never a bare winner line: why it ended and in which turn, the clocks left and the Totems."""
    state = arena(at={"minotaur": "d8"})
    state.energy[1] = 1
    state.clock = [183_400, 95_000]
    state.turns = 11
    over, _ = act(state, "attack:minotaur,totem", "roll:1", "roll:0")
    assert over.stage == "over" and over.reason == "totem"
    table = over.results_table()
    assert table is not None
    assert table.story[0] == "The Black Totem lost its last energy in turn 12."
    assert table.story[1] == "Final clocks: White 3:04, Black 1:35. Totems: White 6 and Black 0 of 6 energy."
    assert table.cells[0] == (("White", ""), ("3:04", "")) and table.cells[1][1] == ("1:35", "")
    assert table.totals == ("6 of 6", "0 of 6") and table.total_heading == "Totem energy"
    clock = arena(mode="first", side=1)
    clock.clock = [120_000, 4_000]
    over, _ = clock.apply(clock.time_action(10_000) or clock.legal_actions()[0])
    table = over.results_table()
    assert table is not None and table.story[0] == "The Black clock ran out in turn 1."
    assert "Black 0:00" in table.story[1]
    assert arena().results_table() is None


def test_a_blockade_says_so_in_the_results() -> None:
    from timetravel.games.arena.content import content
    from timetravel.games.arena.geometry import NAMES

    squares = [NAMES[s] for s in content().boards["expert"].summoning[1]]
    state = arena(mode="expert", at=dict(zip(["boxer", "minotaur", "centurion"], squares, strict=False)))
    state.acted = 1
    over, _ = act(state, "end")
    table = over.results_table()
    assert over.reason == "blockade" and table is not None
    assert table.story[0].startswith("In turn 1 every Black fighter was knocked out and White held")
