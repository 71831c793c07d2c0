"""The action panel's groups: a heading over choices that come and go, a folded group that opens on
a click or its key, withheld choices greyed with their reason, and six lines of log kept however
long the list of choices is."""

from __future__ import annotations

import pygame

from tests.ui.conftest import frames
from tests.ui.test_action_panel_clicks import _match_before_a_long_choice, _my_turn, _start
from timetravel.engine.actions import Action
from timetravel.ui.widgets.action_panel import ActionPanel
from timetravel.ui.widgets.choices import ChoiceGroup, Withheld
from timetravel.ui.widgets.log_panel import MIN_LINES

MAIN = (Action("go", (1,)), Action("go", (2,)))
PASS = (Action("pass", (1,)),)
DOOM = (Action("doom", (1,)), Action("doom", (2,)), Action("doom", (3,)))
WORDS = {MAIN[0]: "Stay", MAIN[1]: "Walk on", PASS[0]: "Pass the key to Ana",
         DOOM[0]: "Play Granada", DOOM[1]: "Play Toledo", DOOM[2]: "Play Cádiz"}  # fmt: skip


def _panel(app, chosen: list[Action]) -> ActionPanel:
    return ActionPanel(app.ctx.ui_manager(), pygame.Rect(920, 232, 344, 196), app.ctx.fonts, chosen.append,
                       grow_to=306)  # fmt: skip


def _release(panel: ActionPanel, button) -> bool:
    pos = button.rect.center
    panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    return panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _key(panel: ActionPanel, char: str) -> bool:
    return panel.handle_event(pygame.event.Event(pygame.KEYDOWN, key=ord(char), mod=0, unicode=char))


def test_a_group_of_its_own_keeps_the_main_list_in_place(app) -> None:
    chosen: list[Action] = []
    panel = _panel(app, chosen)
    panel.set_groups([ChoiceGroup(MAIN)], WORDS.__getitem__)
    before = [(b.rect.topleft, panel.label(b)) for b in panel.buttons]
    panel.set_groups([ChoiceGroup(MAIN), ChoiceGroup(PASS, title="Pass an item")], WORDS.__getitem__)
    after = [(b.rect.topleft, panel.label(b)) for b in panel.buttons][:2]
    assert after == before  # the new choice went below, under its heading
    assert [label.text for label in panel.titles] == ["Pass an item"]
    assert panel.label(list(panel.buttons)[2]) == "3  Pass the key to Ana"
    assert _key(panel, "3") and chosen == [PASS[0]]


def test_a_folded_group_is_one_entry_that_opens_by_click_and_by_key(app) -> None:
    chosen: list[Action] = []
    panel = _panel(app, chosen)
    groups = [ChoiceGroup(MAIN), ChoiceGroup(DOOM, title="Plays that end in Huesca", folded=True)]
    panel.set_groups(groups, WORDS.__getitem__)
    assert len(panel.buttons) == 2 and [b.text for b in panel.folds] == ["3  + Plays that end in Huesca (3)"]
    assert _release(panel, next(iter(panel.folds)))  # opens
    assert [panel.label(b) for b in panel.buttons][2:] == [
        "4  Play Granada",
        "5  Play Toledo",
        "6  Play Cádiz",
    ]
    assert chosen == []  # opening chose nothing
    panel.set_groups(groups, WORDS.__getitem__)  # the next frame asks again: it stays open
    assert len(panel.buttons) == 5
    assert _key(panel, "5") and chosen == [DOOM[1]]
    assert _key(panel, "3")  # the key of the group's entry folds it again
    assert len(panel.buttons) == 2


def test_a_withheld_choice_shows_greyed_with_its_reason_and_takes_no_key(app) -> None:
    chosen: list[Action] = []
    panel = _panel(app, chosen)
    lantern = Withheld("Buy the lantern", "needs 3 ducats, Marco holds them")
    panel.set_groups([ChoiceGroup(MAIN, withheld=(lantern,))], WORDS.__getitem__)
    (button,) = panel.withheld
    assert not button.is_enabled
    assert panel.label(button) == "Buy the lantern: needs 3 ducats, Marco holds them"
    assert not _release(panel, button) and chosen == []
    assert not _key(panel, "3")
    assert panel.tip_at(button.rect.center) == (button.rect, "needs 3 ducats, Marco holds them")


def test_the_log_keeps_six_lines_beside_a_long_list_of_choices(app) -> None:
    screen = _start(app, _match_before_a_long_choice())
    _my_turn(app, screen)
    frames(app, 2)
    assert len(screen.actions.buttons) > 8 and screen.actions.scrolls
    assert screen.log.visible_lines >= MIN_LINES
    assert screen.actions.rect.bottom < screen.log.rect.top
