"""Issue 19: every choice says what it costs or risks before it is paid, and the choices the team
cannot take yet say what they need (docs/rules/stories.md, "How it is shown")."""

from __future__ import annotations

from tests.games.stories.helpers import act, at, fresh
from timetravel.engine.actions import Action
from timetravel.games.stories import GAME, changes
from timetravel.games.stories.words import withheld
from timetravel.i18n import use_seat_names


def test_doing_nothing_at_a_skull_shield_says_its_life_and_a_roll_its_risk() -> None:
    st, _ = act(at("workshop", ("baker", "tutor")), "explore", "place:B", "place:B", "spend")
    shields = st.tests[st.card_id("B")]
    assert "skull" in shields
    said = {a.kind: st.action_words(a, 0) for a in st.legal_actions()}
    assert said["idle"].startswith("Do nothing this TU (1 life: a skull shield is left")
    assert "a counter-attack" in said["roll"]


def test_a_thick_skin_pays_nothing_for_doing_nothing() -> None:
    st, _ = act(at("workshop", ("docker", "baker")), "explore", "place:B", "place:B", "spend")
    assert st.action_words(Action("idle", ()), 0) == "Do nothing this TU"


def test_a_journey_says_the_captain_die_s_tu_and_two_more_leaving_red() -> None:
    st = fresh()
    travel = next(a for a in st.legal_actions() if a.kind == "travel")
    assert st.action_words(travel, 0).endswith("(1 to 3 TU)")
    red = at("workshop")
    travel = next(a for a in red.legal_actions() if a.kind == "travel")
    assert red.action_words(travel, 0).endswith("(3 to 5 TU: red)")


def test_an_option_nobody_can_pay_yet_is_withheld_with_who_holds_the_money() -> None:
    use_seat_names(["Marco", "Nova"])
    st = GAME.new_initial_state(GAME.make_config(2, {"scenario": "venice"}))
    st, _ = act(st, "host:lucia", "host:bortolo")
    st = st.clone()
    st.agents[1].resources["ducats"] = 3
    changes.leave_location(st)
    st.left = None
    changes.arrive(st, "spezieria")
    st.forget_options()
    st, _ = act(st, "explore", "place:B")
    assert st.choice == 0
    greyed = dict(withheld(st, 0))
    reasons = " | ".join(f"{k}: {v}" for k, v in greyed.items())
    assert "needs 2 ducats: Nova holds them" in reasons, reasons
    assert all(Action("choose", (i,)) in st.legal_actions() for i in st.options)
