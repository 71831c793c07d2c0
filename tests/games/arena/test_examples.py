"""Every worked example of the rulebook, as a test (docs/rules/arena.md, "Worked examples")."""

from __future__ import annotations

from tests.games.arena.helpers import act, arena, legal, square
from timetravel.engine.state import TERMINAL
from timetravel.games.arena.geometry import INDEX
from timetravel.games.arena.reach import reachable
from timetravel.games.arena.state import OFF


def test_example_boxer_reaches_every_square_within_two() -> None:
    """R4: the Boxer, just summoned, can move up to 2 squares in any of the 8 directions."""
    state = arena(mode="first")
    state, _ = act(state, "summon:boxer,b1")
    reach = reachable(state, state.team.index("boxer"))
    b1 = INDEX["b1"]
    expected = {i for i in range(64) if i != b1 and max(abs(i % 8 - 1), abs(i // 8)) <= 2}
    assert set(reach) == expected
    assert "move:boxer,d3" in legal(state) and "move:boxer,e1" not in legal(state)


def test_example_boxer_never_moves_through_a_fighter() -> None:
    """R4: a fighter in the way blocks the squares only reachable through it."""
    state = arena(mode="first", at={"boxer": "a1", "minotaur": "b1", "mercenary": "a2", "centurion": "b2"})
    assert reachable(state, state.team.index("boxer")) == {}


def test_example_minotaur_rolling_1_does_not_beat_the_mercenary() -> None:
    """R5: Minotaur 2 + 1 = 3, not more than the Mercenary's defence 3: nothing happens."""
    state = arena(
        mode="first",
        white=["wildling", "minotaur", "druid", "troll"],
        black=["boxer", "twins", "centurion", "mercenary"],
        at={"minotaur": "d4", "mercenary": "d5"},
    )
    after, _ = act(state, "attack:minotaur,d5", "roll:1")
    assert square(after, "mercenary") == INDEX["d5"]


def test_example_minotaur_rolling_2_or_ko_knocks_out_the_mercenary() -> None:
    """R5, R7: with a 2 (total 4) or KO the Mercenary goes back to the red Gate, hourglass turned."""
    for face in ("2", "KO"):
        state = arena(
            mode="first",
            white=["wildling", "minotaur", "druid", "troll"],
            black=["boxer", "twins", "centurion", "mercenary"],
            at={"minotaur": "d4", "mercenary": "d5"},
        )
        after, _ = act(state, "attack:minotaur,d5", f"roll:{face}")
        merc = after.team.index("mercenary")
        assert after.at[merc] == OFF and after.sand[merc] == 90_000


def test_example_minotaur_against_the_totem() -> None:
    """R6: with a 1, 3 - 1 = 2 energy; with a KO, 1 + (2 - 1) = 2 energy."""
    for face in ("1", "KO"):
        state = arena(mode="first", at={"minotaur": "d8"})
        after, _ = act(state, "attack:minotaur,totem", f"roll:{face}")
        assert after.energy == [6, 4]


def test_example_mercenary_and_wildling_knock_each_other_out() -> None:
    """R9 Counter: the Mercenary's 3 beats the Wildling, whose KO counter knocks the Mercenary out."""
    state = arena(at={"mercenary": "e4", "wildling": "e5"})
    state, _ = act(state, "attack:mercenary,e5", "roll:2")
    assert state.to_act() == -1  # the Wildling's own die is its chance node
    state, _ = act(state, "roll:KO")
    assert square(state, "mercenary") == OFF and square(state, "wildling") == OFF


def test_example_charge_wheel_reroll_after_a_critical_failure() -> None:
    """R12: at the 4th notch +1 and the reroll are available; a critical failure may be rerolled,
    which resets the wheel, or turn the wheel one more notch instead."""
    state = arena(at={"minotaur": "d4", "twins": "d5"})
    state.wheel = [4, 0]
    state, _ = act(state, "attack:minotaur,d5", "roll:miss")
    assert legal(state) == {"bonus:reroll", "wheel"}
    rerolled, _ = act(state, "bonus:reroll")
    assert rerolled.wheel == [0, 0] and rerolled.to_act() == -1
    rerolled, _ = act(rerolled, "roll:1")
    assert square(rerolled, "twins") == OFF
    turned, _ = act(state, "wheel")
    assert turned.wheel == [5, 0] and square(turned, "twins") == INDEX["d5"]


def test_example_summon_timers_by_colour() -> None:
    """R7: the hourglasses run 30, 45, 60 and 90 seconds by Gate colour."""
    state = arena(mode="first", at={"boxer": "d4", "minotaur": "e4", "centurion": "f4", "mercenary": "g4"})
    from timetravel.games.arena.effects import knock_out

    for fighter in ("boxer", "minotaur", "centurion", "mercenary"):
        knock_out(state, state.team.index(fighter))
    assert state.sand[:4] == [30_000, 45_000, 60_000, 90_000]


def test_example_a_clock_at_zero_loses() -> None:
    """R1: time actions run the active clock down; at 0 its side loses."""
    state = arena(mode="first")
    assert state.time_action(299_999) is None
    due = state.time_action(400_000)
    assert due is not None and due.args == (300_000,)
    over, _ = state.apply(due)
    assert over.to_act() == TERMINAL and over.clock[0] == 0
    outcome = over.outcome()
    assert outcome is not None and outcome.winners == frozenset({1})
