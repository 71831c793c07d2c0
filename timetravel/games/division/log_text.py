"""Game-log sentences for a card moving in Time Division.

The log is read by both seats, so a sentence names a card only when the caller says every seat may
know it; otherwise it speaks of "a card". Seats are `Seat` parameters: their names are put in when
the log shows the sentence.
"""

from __future__ import annotations

from timetravel.engine.events import Said
from timetravel.engine.script.messages import Msg
from timetravel.i18n import Seat, t
from timetravel.plural import counted, sentence_subject

_PLACES = {
    "past": "The Past",
    "independent": "the Independent Stack",
    "deck": "the draw stacks",
    "temp": "Temporary Space",
    "front": "draft pile",
    "hand": "hand",
    "decision": "Decision Space",
    "influence": "Influence Area",
}
_OPEN_KINDS = ("decision", "influence", "past")  # where a card normally lies face up


_DRAW = "{player} draws {card} into their Temporary Space"
_FACE_DOWN = "{said} face down"


def _player(owner: str) -> Seat:
    return Seat(int(owner))  # the seat's chosen name when the sentence is shown


def place(zone: str) -> Msg:
    """A zone in a sentence: "The Past", "Player 2's Influence Area"."""
    kind, _, owner = zone.partition(":")
    if owner:
        return Msg.of("{player}'s {place}", player=_player(owner), place=Msg.of(_PLACES[kind]))
    return Msg.of(_PLACES[kind])


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
    card: str | Msg = name or Msg.of("a card")
    capital: str | Msg = name or Msg.of("A card")
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
            "{player} passes {card} to {other}",
            player=_player(src_owner),
            card=card,
            other=_player(dst_owner),
        )
        return turned(passes, not name)
    if src_owner and src_owner == dst_owner:  # within one player's own side
        if (src, dst) == ("hand", "decision"):
            return turned(Msg.of("{player} plays {card}", player=_player(src_owner), card=card))
        if (src, dst) == ("decision", "influence"):
            return turned(Msg.of("{card} joins {place}", card=capital, place=place(target)))
        return turned(Msg.of(
            "{player} moves {card} from their {source} to their {target}",
            player=_player(src_owner), card=card, source=Msg.of(_PLACES[src]), target=Msg.of(_PLACES[dst]),
        ))  # fmt: skip
    if src in ("temp", "hand") and src_owner and not dst_owner:
        if src == "temp":
            key = "{player} puts {card} into The Past" if dst == "past" else "{player} puts {card} on {place}"
        else:
            key = (
                "{player} puts {card} from their {mine} into The Past"
                if dst == "past"
                else "{player} puts {card} from their {mine} on {place}"
            )
        return Msg.of(
            key, player=_player(src_owner), card=card, mine=Msg.of(_PLACES[src]), place=Msg.of(_PLACES[dst])
        )
    if dst == "hand" and not src_owner:
        return Msg.of(
            "{player} takes {card} from {place} into their hand",
            player=_player(dst_owner),
            card=card,
            place=place(source),
        )
    return turned(
        Msg.of(
            "{card} goes from {source} to {target}", card=capital, source=place(source), target=place(target)
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
