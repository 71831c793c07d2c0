"""The events of El Ministerio with their sentences for the log (words_log.py), and `tell`, which
joins the lines of one step that say one thing. The rules make their events here.

Zones: see events.py.
"""

from __future__ import annotations

from dataclasses import replace

from timetravel.engine.events import (
    CardMoved,
    DiceRolled,
    Event,
    GameEnded,
    Message,
    PieceMoved,
    Revealed,
    Said,
    ScoreChanged,
    said,
)
from timetravel.games.ministerio import words_log as words
from timetravel.games.ministerio.events import EnemyRevealed, FightResolved, Imprisoned, PaChanged
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.words import card_name, tile_name


def dice(seat: int, faces: tuple[int, ...], why: str) -> DiceRolled:
    return DiceRolled(faces, seat=seat, **words.dice_text(seat, faces, why))


def _words(text: Said | None) -> Said:
    """A sentence, or none: an event whose meaning another line of the same step already says."""
    return text if text is not None else said("")


def agent_moved(seat: int, source: str, target: str, jump: bool = False) -> PieceMoved:
    return PieceMoved(
        f"agent:{seat}", source, target, seat=seat, **words.moved_text(seat, source, target, jump)
    )


def lola_moved(source: int, target: int) -> PieceMoved:
    return PieceMoved("lola", f"door:{source}", f"door:{target}", **_words(words.lola_text(source, target)))


def pa_changed(seat: int, delta: int, total: int) -> PaChanged:
    return PaChanged(seat, delta, total, **words.pa_text(seat, delta, total))


def imprisoned(seat: int) -> Imprisoned:
    return Imprisoned(seat, **words.prison_text(seat))


def revealed(tile: str, door: int, seats: tuple[int, ...]) -> list[Event]:
    return [EnemyRevealed(tile, door, **words.reveal_text(tile, door)), Revealed(seats=seats)]


def peeked(seat: int, door: int) -> Revealed:
    return Revealed(seats=(seat,), **words.peek_text(seat, door))


def card_moved(card: str | None, source: str, target: str, seat: int | None = None) -> CardMoved:
    face_up = card is not None
    return CardMoved(
        card, source, target, face_up=face_up, seat=seat, **words.card_text(card, source, target, seat)
    )


def enemy_moved(tile: str, source: str, target: str) -> PieceMoved:
    return PieceMoved(f"enemy:{tile}", source, target, **_words(words.enemy_move_text(tile, source, target)))


def into_office(tile: str, slot: int) -> PieceMoved:
    return PieceMoved(f"enemy:{tile}", "staircase", f"slot:{slot}", **words.slot_text(tile, slot))


def fight(seat: int, subject: str, total: int, needed: int, won: bool, trial: bool = False) -> FightResolved:
    return FightResolved(
        seat,
        subject,
        total,
        needed,
        won,
        trial,
        **words.fight_text(seat, subject, total, needed, won, trial),
    )


def message(text: Said) -> Event:
    return Message(**text)


def game_ended(state: MinisterioState) -> Event:
    winners = tuple(sorted(state.winners()))
    return GameEnded(winners=winners, **words.end_text(state))


def scores(state: MinisterioState) -> list[Event]:
    return [
        ScoreChanged(s, state.score(s), state.score(s), **words.score_text(state, s))
        for s in range(state.seats)
    ]


# --- one line for one thing ------------------------------------------------------------------------
def tell(state: MinisterioState, events: list[Event]) -> list[Event]:
    """The events of one step with the lines that say one thing joined: a walk door by door is one
    line, a roll and the fight or trial it decides are one, a card and the PA it costs are one, a
    reveal and what the tile does at once are one. Only words change: the events stay as they are,
    in their order, for the board to animate."""
    out = list(events)
    prison = any(isinstance(e, Imprisoned) for e in out)
    if prison:
        _tell_prison(out)
    for i, event in enumerate(out):
        if isinstance(event, CardMoved):
            _tell_card(out, i, event, prison)
        elif isinstance(event, DiceRolled) and event.seat is not None and len(event.faces) == 1:
            _tell_roll(state, out, i, event)
        elif isinstance(event, EnemyRevealed):
            _tell_reveal(out, i, event)
        elif isinstance(event, PaChanged) and event.delta == 1 and _met_by_lola(out, i):
            out[i] = replace(event, **words.lola_pa_text(event.seat, event.total))
    _join_walks(out)
    return out


def _is_lola(event: Event) -> bool:
    return isinstance(event, PieceMoved) and event.piece == "lola"


def _met_by_lola(events: list[Event], i: int) -> bool:
    """Whether the PA at `i` is Lola's: right after her step (or after another agent she met there)."""
    j = i - 1
    while j >= 0 and isinstance(earlier := events[j], PaChanged) and earlier.delta == 1:
        j -= 1
    return j >= 0 and _is_lola(events[j])


def _silence(events: list[Event], i: int) -> None:
    events[i] = replace(events[i], **said(""))


def _tell_card(events: list[Event], i: int, event: CardMoved, prison: bool) -> None:
    source, seat = event.source, event.seat
    if event.target == "table" and event.card is not None and seat is not None:
        j = i + 1
        after = events[j] if j < len(events) else None
        if isinstance(after, PaChanged) and after.seat == seat and after.delta > 0:
            events[i] = replace(
                event, **words.played_text(seat, event.card, source, after.delta, after.total)
            )
            _silence(events, j)
    elif source.startswith("hand:") and event.target.startswith("pile:") and event.card and not prison:
        events[i] = replace(event, **words.bonus_text(int(source[5:]), event.card))


def _tell_prison(events: list[Event]) -> None:
    """The cards an agent locked up loses are counted in the prison's line, not listed one by one."""
    for i, event in enumerate(events):
        if not isinstance(event, Imprisoned):
            continue
        lost = [
            j
            for j, e in enumerate(events[:i])
            if isinstance(e, CardMoved) and e.source == f"hand:{event.seat}" and e.target.startswith("pile:")
        ]
        for j in lost:
            _silence(events, j)
        events[i] = replace(event, **words.prison_text(event.seat, len(lost)))


def _tell_roll(state: MinisterioState, events: list[Event], i: int, event: DiceRolled) -> None:
    roll = int(event.faces[0])
    seat = event.seat
    j = i + 1
    after = events[j] if j < len(events) else None
    if isinstance(after, FightResolved) and after.seat == seat:
        events[j] = replace(after, **words.fight_text(seat, after.subject, after.total, after.needed, after.won,
                                                      after.trial, roll))  # fmt: skip
        _silence(events, i)
        return
    if seat is None or state.turn != seat or state.t.get("roll") != roll:
        return  # Napoleon's own die, or the step went on past the contest
    if state.stage == "fight" and state.t.get("enemy"):
        tile = str(state.t["enemy"])
        total, needed = state.fight_total(), state.enemy_combat(tile)
        events[i] = replace(event, **words.short_roll_text(seat, roll, total, needed, tile_name(tile), False))
    elif state.stage == "trial" and state.t.get("trial"):
        card = str(state.t["trial"]["card"])
        total, needed = state.trial_total(), state.trial_needed()
        events[i] = replace(event, **words.short_roll_text(seat, roll, total, needed, card_name(card), True))


def _tell_reveal(events: list[Event], i: int, event: EnemyRevealed) -> None:
    j = next((k for k in range(i + 1, len(events)) if not isinstance(events[k], Revealed)), None)
    after = events[j] if j is not None else None
    if not isinstance(after, PieceMoved):
        return
    if after.piece == "lola" and after.source == after.target:
        then = words.lola_revealed_text()
    elif after.target == "centre":
        then = words.boss_text()
    else:
        return
    events[i] = replace(event, **words.revealed_and_text(event.tile, event.door, then))
    assert j is not None
    _silence(events, j)


def _join_walks(events: list[Event]) -> None:
    """A run of single steps of one figure says only where it ended and how many doors it walked."""
    i = 0
    while i < len(events):
        event = events[i]
        if not _is_step(event):
            i += 1
            continue
        assert isinstance(event, PieceMoved)
        end = i
        while end + 1 < len(events) and _is_step(events[end + 1]) and _same_piece(events[end + 1], event):
            end += 1
        if end > i:
            last = events[end]
            assert isinstance(last, PieceMoved)
            door, count = int(last.target.split(":")[1]), end - i + 1
            bounced = _turns_back(events[i : end + 1])
            for k in range(i, end):
                _silence(events, k)
            if event.piece == "lola":
                events[end] = replace(last, **words.lola_walked_text(count, door, bounced))
            else:
                events[end] = replace(last, **words.walked_text(int(event.piece[6:]), count, door, bounced))
        i = end + 1


def _turns_back(steps: list[Event]) -> bool:
    """Whether a walk bounced at an end of the staircase (its steps change direction)."""
    ways = {
        int(e.target.split(":")[1]) > int(e.source.split(":")[1]) for e in steps if isinstance(e, PieceMoved)
    }
    return len(ways) > 1


def _is_step(event: Event) -> bool:
    return (
        isinstance(event, PieceMoved)
        and event.text in words.STEP_KEYS
        and event.source.startswith("door:")
        and event.target.startswith("door:")
    )


def _same_piece(a: Event, b: PieceMoved) -> bool:
    return isinstance(a, PieceMoved) and a.piece == b.piece
