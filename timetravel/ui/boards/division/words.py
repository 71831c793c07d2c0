"""Time Division's board in words: tooltips of cards, spaces and choices, and the short notes the
table shows (what is special this round, what the viewer knows of the rival's hand)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from timetravel.engine.actions import Action
from timetravel.games.division.content import Card, card_index
from timetravel.games.division.view import DivisionView
from timetravel.i18n import t
from timetravel.ui.boards.division.describe import card_tooltip, effect_sentences
from timetravel.ui.boards.division.layout import Geometry, Placed

Click = Action | str | None  # what a click on a card does: an action, "select" (first of two), nothing


def round_marks(view: DivisionView) -> list[tuple[str, Any, str]]:
    """(kind, subject, words) of what is special about this moment of the round: a card that cannot
    be triggered (its id), a round both play at once, the orange player of a check (their seat)."""
    marks: list[tuple[str, Any, str]] = [("blocked", card, t("no trigger")) for card in view.untriggerable]
    if view.together:
        marks.append(("together", None, t("This round both play at once")))
    if view.orange is not None:
        marks.append(("orange", view.orange, t("orange")))
    return marks


def gift_note(view: DivisionView) -> str | None:
    """The cards the viewer knows are in the rival's hand or face-down card (the viewer's gifts, say)
    but can no longer point to, once the rival has laid a card face down."""
    if not view.rival_hand:
        return None
    names = ", ".join(card_index()[c].name for c in view.rival_hand)
    return t("Their hand holds {names}; one of them may be their face-down card.", names=names)


def action_tooltip(action: Action, view: DivisionView) -> str | None:
    """What a choice would do, in words: the effect of the card a resolve would trigger (and where
    the collected card goes), or the effect of the card a draft or play choice names."""
    index = card_index()
    args = [str(arg) for arg in action.args]
    if action.kind == "resolve":
        trigger, collect = args
        parts = []
        if trigger != "none":
            name = index[trigger].name
            if trigger in view.blocked:
                parts.append(t("{name} cannot be triggered this round: no effect.", name=name))
            else:
                words = " ".join(effect_sentences(index[trigger]))
                parts.append(t("Triggering {name}: {words}", name=name, words=words))
        if collect != "none":
            parts.append(
                t("{name} is collected into its owner's Influence Area.", name=t(index[collect].name))
            )
        return "\n".join(parts) or None
    if args and args[0] in index and action.kind in ("keep", "give", "play", "facedown"):
        card = index[args[0]]
        return t("{name} (influence {value}): {words}", name=t(card.name), value=card.value,
                 words=" ".join(effect_sentences(card)))  # fmt: skip
    return None


def button_tooltip(action: Action, view: DivisionView, say: Callable[[Action], str]) -> str:
    """A button's tooltip: the action in the viewer's words (`say`), then what it does."""
    words = action_tooltip(action, view)
    return say(action) + ("\n" + words if words else "")


def card_words(placed: Placed, view: DivisionView, click: Click, say: Callable[[Action], str]) -> str:
    """A card's words: its effect, notes, and what a click on it does."""
    viewer = view.seat
    if placed.face_up and placed.card is not None:
        text = card_tooltip(card_index()[placed.card])
    elif placed.facedown and placed.card is not None and placed.zone.endswith(f":{viewer}"):
        text = t("Your face-down card: {name}. It counts as a card but has no influence.",
                 name=t(card_index()[placed.card].name))  # fmt: skip
    else:
        text = t("A face-down card.")
        note = gift_note(view)
        if note is not None and placed.zone == f"hand:{1 - viewer}":
            text += "\n" + note
    if placed.card is not None and any(c == placed.card for c, _ in view.armed):
        text += "\n" + armed_words(card_index()[placed.card])
    if isinstance(click, Action):
        text += "\n" + t("Click: {action}", action=say(click))
    elif click == "select":
        text += "\n" + t("Click: select this card, then the card it goes with")
    return text


def space_tooltip(geo: Geometry, pos: tuple[int, int]) -> str | None:
    spaces: list[tuple[pygame.Rect, str]] = [
        (geo.past, t("The Past: played and discarded cards, face up.")),
        (geo.independent, t("The Independent Stack: the cards nobody kept.")),
        (geo.influence["you"], t("Your Influence Area: these cards score for you.")),
        (geo.influence["rival"], t("Your rival's Influence Area.")),
        (geo.track, t("The VP track: the standee moves toward the player who wins more VP.")),
    ]
    for rect, text in spaces:
        if rect.collidepoint(pos):
            return text
    return None


def armed_words(card: Card) -> str:
    """When a waiting delayed card acts: always in the round it waits in (it is armed at the end of
    the round it was played in)."""
    timing = card.delayed.timing if card.delayed is not None else "after_coin"
    if timing == "before_play":
        return t(
            "Waiting on its Temporary Space: its delayed effect acts this round, as the cards are played."
        )
    return t(
        "Waiting on its Temporary Space: its delayed effect takes place this round, after the coin moves."
    )
