"""Every word Time Tricks says to people (layer 2, words): action words, prompts, the progress line
and the log's sentences.

The template for a game's words module: the only module of the package that calls `t()`, `said()`
or `said_counted()`. Rules pick what happened and call a function here for its sentence (a `Said`
for an event, made into words only when the log shows it, so names and language are those of that
moment); the state's protocol methods (`action_words`, `prompt`, `progress`) ask here too. A seat is
a `Seat` parameter, a card's name a `Msg` (translated when shown). Words import only data modules.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.events import Said, said
from timetravel.engine.script.messages import Msg
from timetravel.games.tricks.content import content
from timetravel.games.tricks.state import TricksState
from timetravel.i18n import N_, Seat, t
from timetravel.plural import said_counted

# templates that the app puts through t() itself, with its own parameters
CHANCE_WORDS = N_("The dealer deals a card.")  # Game.chance_words
HANDOFF = N_("I am {name}: show my cards")  # GameState.handoff_label


def card(rank: int) -> Msg:
    """A card as a sentence's parameter: "the Hourglass (4)", its name translated when shown."""
    return Msg.of("the {name} ({rank})", name=Msg.of(content().name(rank)), rank=rank)


def card_name(rank: int) -> str:
    """A card's name in words now ("Hourglass"), for its face."""
    return t(content().name(rank))


def card_words(rank: int) -> str:
    """A card in words now (for a label or a tooltip)."""
    return card(rank).words()


# --- the log's sentences (events) ---------------------------------------------------------------
def dealt(seat: int) -> Said:
    """A card dealt face down: the log never names it (rule T1, hands are secret)."""
    return said("{player} is dealt a card.", player=Seat(seat))


def played(seat: int, rank: int) -> Said:
    return said("{player} plays {card}.", player=Seat(seat), card=card(rank))


def took_trick(seat: int, total: int) -> Said:
    return said_counted(
        total, "{player} takes the trick ({n} trick so far).", "{player} takes the trick ({n} tricks so far).",
        player=Seat(seat),
    )  # fmt: skip


# --- the protocol's words -------------------------------------------------------------------------
def action_words(action: Action, viewer: int | None) -> str:
    """An action as `viewer` may read it: a deal names its card only to the seat dealt it."""
    if action.kind == "deal":
        seat, rank = int(action.args[0]), int(action.args[1])
        if viewer == seat:
            return t("Deal {card} to {player}", card=card(rank), player=Seat(seat))
        return t("Deal a card to {player}", player=Seat(seat))
    return t("Play {card}", card=card(int(action.args[0])))


def prompt(state: TricksState, seat: int) -> str:
    if state.to_act() != seat:
        return t("Waiting.")
    if all(rank is None for rank in state.table):
        return t("Lead a card: the highest card takes the trick.")
    return t("Play a card: beat the highest on the table to take the trick.")


def progress(state: TricksState) -> str:
    """The load screen's line: the tricks each seat has taken."""
    counts = ", ".join(t("{player} {n}", player=Seat(s), n=n) for s, n in enumerate(state.tricks))
    return t("Tricks: {counts}", counts=counts)
