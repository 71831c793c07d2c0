"""The game log says an AI's deed once: the reason line names it, so the event that says only the
same deed ("Nova enters card C.") is not logged again; other events are."""

from __future__ import annotations

from timetravel.ui.screens.game import _said_in

REASON = "Nova enters card C: nobody has read it yet."


def test_an_event_that_only_repeats_the_reasons_deed_is_said_once() -> None:
    assert _said_in("Nova enters card C.", REASON)


def test_other_events_and_steps_without_a_reason_are_logged() -> None:
    assert not _said_in("Nobody watches the storeroom.", REASON)
    assert not _said_in("Nova enters card C.", "")
    assert not _said_in("Nova enters card", REASON)  # a part of the deed is not the deed
