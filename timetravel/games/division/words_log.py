"""Time Division's game log: the sentence of every event the rules emit.

The log is read by both seats, so a sentence names a card only when the caller says every seat may
know it; otherwise it speaks of "a card". Seats are `Seat` parameters: their names are put in when
the log shows the sentence. Each function returns the `Said` (key and parameters) an event takes.
"""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.engine.events import Said, said
from timetravel.engine.script.messages import Msg
from timetravel.games.division.influence import ScoredCard
from timetravel.games.division.words_places import kind_name, log_place
from timetravel.i18n import N_, Seat, t
from timetravel.plural import counted, sentence_subject

_OPEN_KINDS = ("decision", "influence", "past")  # where a card normally lies face up


_DRAW = N_("{player} draws {card} into their Temporary Space")
_FACE_DOWN = N_("{said} face down")


def _player(owner: str) -> Seat:
    return Seat(int(owner))  # the seat's chosen name when the sentence is shown


_MOVE_TEXTS: dict[tuple[str | None, str, str, bool], Msg] = {}


def move_text(name: str | None, source: str, target: str, face_down: bool = False) -> Said:
    """How the log tells a card going from `source` to `target`; `name` None keeps the card unnamed.
    Sentences repeat all game long: each is made once (a key and parameters, words when shown)."""
    key = (name, source, target, face_down)
    msg = _MOVE_TEXTS.get(key)
    if msg is None:
        if len(_MOVE_TEXTS) > 50_000:
            _MOVE_TEXTS.clear()
        msg = _MOVE_TEXTS[key] = _move_words(name, source, target, face_down)
    return Said(text=msg.key, params=msg.params)  # the cached parameters, not a copy


def _move_words(name: str | None, source: str, target: str, face_down: bool) -> Msg:
    card: Msg = Msg.of(name) if name else Msg.of("a card")
    capital: Msg = Msg.of(name) if name else Msg.of("A card")
    src, _, src_owner = source.partition(":")
    dst, _, dst_owner = target.partition(":")
    down = face_down and dst in _OPEN_KINDS

    def turned(msg: Msg, face_down: bool = down) -> Msg:
        return Msg.of(_FACE_DOWN, said=msg) if face_down else msg

    if src == "deck" and dst == "temp":
        return Msg.of(_DRAW, player=_player(dst_owner), card=card)
    if src == "temp" and dst == "front":
        if src_owner == dst_owner:
            return Msg.of("{player} keeps {card}", player=_player(src_owner), card=card)
        passes = Msg.of(
            N_("{player} passes {card} to {other}"),
            player=_player(src_owner),
            card=card,
            other=_player(dst_owner),
        )
        return turned(passes, not name)
    if src_owner and src_owner == dst_owner:  # within one player's own side
        if (src, dst) == ("hand", "decision"):
            return turned(Msg.of("{player} plays {card}", player=_player(src_owner), card=card))
        if (src, dst) == ("decision", "influence"):
            return turned(Msg.of("{card} joins {place}", card=capital, place=log_place(target)))
        return turned(Msg.of(
            N_("{player} moves {card} from their {source} to their {target}"),
            player=_player(src_owner), card=card, source=kind_name(src), target=kind_name(dst),
        ))  # fmt: skip
    if src in ("temp", "hand") and src_owner and not dst_owner:
        if src == "temp":
            key = (
                N_("{player} puts {card} into The Past")
                if dst == "past"
                else N_("{player} puts {card} on {place}")
            )
        else:
            key = (
                N_("{player} puts {card} from their {mine} into The Past")
                if dst == "past"
                else N_("{player} puts {card} from their {mine} on {place}")
            )
        return Msg.of(key, player=_player(src_owner), card=card, mine=kind_name(src), place=log_place(target))
    if dst == "hand" and not src_owner:
        return Msg.of(
            N_("{player} takes {card} from {place} into their hand"),
            player=_player(dst_owner),
            card=card,
            place=log_place(source),
        )
    return turned(
        Msg.of(
            N_("{card} goes from {source} to {target}"),
            card=capital,
            source=log_place(source),
            target=log_place(target),
        )
    )


def repeated(text: str, count: int) -> str | None:
    """The same line `count` times in a row as one sentence, for the lines that repeat: the draws of
    a draft turn ("Ann draws three cards into their Temporary Space", whatever the player's name on
    screen); None for any other line."""
    player = sentence_subject(_DRAW, text, card=t("a card"))
    if player is None:
        return None
    return counted(
        count,
        "{player} draws {n} card into their Temporary Space",
        "{player} draws {n} cards into their Temporary Space",
        player=player,
    )


# --- the flow of an era ----------------------------------------------------------------------------
def wins_toss(seat: int) -> Said:
    return said("{player} wins the coin toss.", player=Seat(seat))


def takes_coin(seat: int) -> Said:
    return said("{player} takes the coin.", player=Seat(seat))


def draft_begins(era: str) -> Said:
    return said("{era}: the draft begins.", era=Msg.of(era))


def hands_taken() -> Said:
    return said("Both players take their hands.")


def round_begins(n: int, first: int) -> Said:
    return said("Round {n}: {player} plays first.", n=n, player=Seat(first))


def delayed_effect(card: str) -> Said:
    return said("The delayed effect of {card} takes place.", card=Msg.of(card))


def equal_influence() -> Said:
    return said("Equal influence: the coin stays.")


def turned(card: str, now_turned: bool) -> Said:
    if now_turned:  # two calls, so that both sentences are extracted for translation
        return said("{card} is turned.", card=Msg.of(card))
    return said("{card} is straightened.", card=Msg.of(card))


def revealed(card: str) -> Said:
    return said("{card} is revealed.", card=Msg.of(card))


def turned_face_up(card: str) -> Said:
    return said("{card} is turned face up.", card=Msg.of(card))


def era_influence(seat: int, total: int, area: Sequence[ScoredCard]) -> Said:
    """A seat's influence as an era is scored. The cards of its area, each with the influence it
    scored, ride along as the parameter `area` (view.scored_areas reads them for the board)."""
    return said("{player}: {n} influence.", player=Seat(seat), n=total, area=tuple(area))


def wins_era(winner: int, era: str) -> Said:
    return said("{player} wins {era}.", player=Seat(winner), era=Msg.of(era))


# --- effects ----------------------------------------------------------------------------------------
def no_effect(card: str) -> Said:
    return said("{card} has no effect.", card=Msg.of(card))


def is_orange(card: str, seat: int) -> Said:
    return said("{card}: {player} is orange.", card=card, player=Seat(seat))


def not_resolvable(card: str) -> Said:
    return said("{card} cannot be resolved completely: no effect.", card=Msg.of(card))


_VOID_TRIGGERS = {
    "again": N_("{card} was already triggered this round: no effect."),
    "face_down": N_("{card} stays face down: no effect."),
    "ignores": N_("{card} ignores other cards' effects: no effect."),
    "own_only": N_("{card} works only when its owner plays it: no effect."),
    "blocked": N_("{card} cannot be triggered this round: no effect."),
}
VOID_REASONS = tuple(_VOID_TRIGGERS)


def void_trigger(reason: str, card: str | None) -> Said:
    """Why a card is triggered for no effect (`card` None: the card lies face down)."""
    return said(_VOID_TRIGGERS[reason], card=Msg.of(card) if card is not None else Msg.of("The face-down card"))


def triggers(seat: int, card: str) -> Said:
    return said("{player} triggers {card}.", player=Seat(seat), card=Msg.of(card))


def chooses(seat: int, what: Msg) -> Said:
    return said("{player} chooses {what}", player=Seat(seat), what=what)


def not_triggerable(card: str) -> Said:
    return said("{card} cannot be triggered this round.", card=Msg.of(card))


def played_together() -> Said:
    return said("This round both players choose their cards at the same time.")
