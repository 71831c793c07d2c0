"""El Ministerio's log sentences: each says one thing a person can follow without the rulebook
(`said` keys and parameters, put into words when the log shows them); words_events.tell() then joins
the lines of one step that say one thing.
"""

from __future__ import annotations

from timetravel.engine.events import Said, said
from timetravel.engine.script.messages import Msg
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.state import MinisterioState
from timetravel.games.ministerio.words import card_name, door_name, pile_name, player, tile_name
from timetravel.plural import said_counted


def chose_text(seat: int, protagonist: str) -> Said:
    return said(
        "{player} chooses {agent}",
        player=player(seat),
        agent=Msg.of(content().protagonists[protagonist].name),
    )


def dice_text(seat: int, faces: tuple[int, ...], why: str) -> Said:
    if why == "napoleon":
        return said("Napoleon rolls {n}: his combat is {n} + 3 this fight", n=faces[0])
    if why == "move":
        return said("{player} rolls {a} and {b} to move", player=player(seat), a=faces[0], b=faces[-1])
    if why == "trial":
        return said("{player} rolls {n} for the trial", player=player(seat), n=faces[0])
    return said("{player} rolls {n} in the fight", player=player(seat), n=faces[0])


def moved_text(seat: int, source: str, target: str, jump: bool) -> Said:
    if target == "office":
        return said("{player} enters Salvador's office", player=player(seat))
    door = door_name(int(target.split(":")[1]))
    if source == "start":
        return said("{player} starts at {door}", player=player(seat), door=door)
    if source == "office":
        return said("{player} leaves the office by {door}", player=player(seat), door=door)
    if jump:
        return said("{player} takes the transport door to {door}", player=player(seat), door=door)
    return said("{player} steps to {door}", player=player(seat), door=door)


def walked_text(seat: int, doors: int, target: int, bounced: bool = False) -> Said:
    if bounced:
        return said("{player} walks {n} doors, turning back at the end of the staircase, to {door}",
                    player=player(seat), n=doors, door=door_name(target))  # fmt: skip
    return said("{player} walks {n} doors to {door}", player=player(seat), n=doors, door=door_name(target))


def lola_text(source: int, target: int) -> Said | None:
    if source == target:
        return None  # her figure is set on the door where she was revealed: the reveal says it
    return said("Lola Mendieta steps to {door}", door=door_name(target))


def lola_walked_text(doors: int, target: int, bounced: bool = False) -> Said:
    if bounced:
        return said("Lola Mendieta walks {n} doors, turning back at the end of the staircase, to {door}",
                    n=doors, door=door_name(target))  # fmt: skip
    return said("Lola Mendieta walks {n} doors to {door}", n=doors, door=door_name(target))


def lola_pa_text(seat: int, total: int) -> Said:
    return said("Lola Mendieta meets {player}: 1 PA more (now {total})", player=player(seat), total=total)


def pa_text(seat: int, delta: int, total: int) -> Said:
    if delta > 0:
        return said("{player} takes {n} PA of anachronism (now {total})", player=player(seat), n=delta,
                    total=total)  # fmt: skip
    return said(
        "{player} sheds {n} PA of anachronism (now {total})", player=player(seat), n=-delta, total=total
    )


def played_text(seat: int, card: str, source: str, cost: int | None, total: int = 0) -> Said:
    """A card put into play, with the anachronism it cost (None: nothing followed, no PA)."""
    name = card_name(card)
    kind, _, category = source.partition(":")
    if kind == "pile":
        pile = pile_name(category)
        if cost is None:
            return said("{player} plays {card} from {pile}, with no anachronism", player=player(seat),
                        card=name, pile=pile)  # fmt: skip
        return said("{player} plays {card} from {pile}: +{n} PA (now {total})", player=player(seat),
                    card=name, pile=pile, n=cost, total=total)  # fmt: skip
    if cost is None:
        return said("{player} plays {card}, with no anachronism", player=player(seat), card=name)
    return said("{player} plays {card}: +{n} PA (now {total})", player=player(seat), card=name, n=cost,
                total=total)  # fmt: skip


def prison_text(seat: int, cards: int = 0) -> Said:
    if not cards:
        return said("{player} is above 10 PA and locked up in Huesca: out of the game", player=player(seat))
    return said_counted(cards, "{player} is above 10 PA and locked up in Huesca: out of the game, {n} card lost",
                        "{player} is above 10 PA and locked up in Huesca: out of the game, {n} cards lost",
                        player=player(seat))  # fmt: skip


def reveal_text(tile: str, door: int) -> Said:
    return said("{enemy} is behind {door}", enemy=tile_name(tile), door=door_name(door))


def peek_text(seat: int, door: int) -> Said:
    return said("{player} has seen the tile on {door}, still face down", player=player(seat),
                door=door_name(door))  # fmt: skip


def card_text(card: str | None, source: str, target: str, seat: int | None = None) -> Said:
    """A card moving between zones, said as what somebody does with it."""
    source_kind, _, source_arg = source.partition(":")
    target_kind, _, target_arg = target.partition(":")
    if target_kind == "mission":
        return said("{player} receives a secret mission", player=player(int(target_arg)))
    if card is None:
        return said("{player} draws a card", player=player(int(target_arg)))
    name = card_name(card)
    if target == "table":
        return played_text(seat or 0, card, source, None)
    if target_kind == "controlled":
        return said("{player} now controls {card}", player=player(int(target_arg)), card=name)
    if target_kind == "hand":
        return said("{player} takes {card} from {pile} into the hand", player=player(int(target_arg)),
                    card=name, pile=pile_name(source_arg))  # fmt: skip
    if source_kind == "hand":
        return said("{player} discards {card}", player=player(int(source_arg)), card=name)
    if source_kind == "controlled":
        return said("{player} loses {card} to {pile}", player=player(int(source_arg)), card=name,
                    pile=pile_name(target_arg))  # fmt: skip
    return said("{card} goes to {pile}", card=name, pile=pile_name(target_arg))


def bonus_text(seat: int, card: str) -> Said:
    bonus = content().cards[card].bonus
    return said("{player} discards {card} for +{n}", player=player(seat), card=card_name(card), n=bonus)


def enemy_move_text(tile: str, source: str, target: str) -> Said | None:
    if target == "centre":
        return said(
            "{enemy} takes the centre of the staircase: +1 to every other enemy's combat",
            enemy=tile_name(tile),
        )
    if target.startswith("agent:"):
        return None  # the fight's line says who won the tile
    return said("{enemy} runs to {door}", enemy=tile_name(tile), door=door_name(int(target.split(":")[1])))


def slot_text(tile: str, slot: int) -> Said:
    return said("{enemy} slips into Salvador's office ({n} of 5 intruders)", enemy=tile_name(tile), n=slot)


def fight_text(seat: int, subject: str, total: int, needed: int, won: bool, trial: bool,
               roll: int | None = None) -> Said:  # fmt: skip
    """A fight or a trial decided: what was rolled (when it was rolled just now), the total and the
    value it had to reach."""
    name = card_name(subject) if trial else tile_name(subject)
    verdict = Msg.of("won") if won else Msg.of("lost")
    who = player(seat)
    if trial:
        if roll is not None:
            return said("{player} rolls {roll} for {card}: {total} against the {needed} needed, {verdict}",
                        player=who, roll=roll, card=name, total=total, needed=needed, verdict=verdict)  # fmt: skip
        if won:
            return said("{player} now has {total} for {card}, {needed} needed: won", player=who, card=name,
                        total=total, needed=needed)  # fmt: skip
        return said("{player} gives up the trial of {card} with {total} of the {needed} needed",
                    player=who, card=name, total=total, needed=needed)  # fmt: skip
    if roll is not None:
        return said("{player} rolls {roll}: {total} against {enemy}'s {needed}, {verdict}", player=who,
                    roll=roll, enemy=name, total=total, needed=needed, verdict=verdict)  # fmt: skip
    if won:
        return said("{player} now has {total} against {enemy}'s {needed}: won", player=who, enemy=name,
                    total=total, needed=needed)  # fmt: skip
    return said("{player} gives up with {total} against {enemy}'s {needed}: lost", player=who, enemy=name,
                total=total, needed=needed)  # fmt: skip


def short_roll_text(seat: int, roll: int, total: int, needed: int, name: Msg, trial: bool) -> Said:
    """A roll that does not reach the value yet: the person may still discard or give up."""
    if trial:
        return said("{player} rolls {roll} for {card}: {total} of the {needed} needed so far",
                    player=player(seat), roll=roll, card=name, total=total, needed=needed)  # fmt: skip
    return said("{player} rolls {roll}: {total} against {enemy}'s {needed}, short so far", player=player(seat),
                roll=roll, enemy=name, total=total, needed=needed)  # fmt: skip


def revealed_and_text(tile: str, door: int, then: Said) -> Said:
    """A reveal and what the tile does at once, in one sentence."""
    return said("{enemy} is behind {door}: {then}", enemy=tile_name(tile), door=door_name(door),
                then=Msg.of(then["text"], **then["params"]))  # fmt: skip


def lola_revealed_text() -> Said:
    return said("her figure now walks with every move, 1 PA to every agent she meets")


def boss_text() -> Said:
    return said("he takes the centre of the staircase, +1 to every other enemy's combat")


STEP_KEYS = frozenset({"{player} steps to {door}", "Lola Mendieta steps to {door}"})


def raze_text(tile: str) -> Said:
    return said("Susana Torres takes {tile} from the office", tile=Msg.of(content().office[tile].name))


def effect_text(seat: int, card: str) -> Said:
    return said("{player} uses the URGENTE effect of {card}", player=player(seat), card=card_name(card))


def office_text(seat: int, verb: str) -> Said:
    if verb == "shed_pa":
        return said("{player} has a word with Salvador", player=player(seat))
    return said("{player} searches the archive for 4 cards", player=player(seat))


def convert_text(seat: int, count: int) -> Said:
    return said_counted(count, "{player} turns {n} defeated enemy into 1 VP",
                        "{player} turns {n} defeated enemies into 1 VP each", player=player(seat))  # fmt: skip


def deliver_text(seat: int, first: bool) -> Said:
    if first:
        return said("{player} delivers the mission first: the game ends with this round", player=player(seat))
    return said("{player} delivers the mission", player=player(seat))


def rebuild_text() -> Said:
    return said("The deck is empty: the discard piles are shuffled into a new one")


def turn_text(seat: int, round_number: int) -> Said:
    return said("Round {n}: {player}'s turn", n=round_number, player=player(seat))


def end_text(st: MinisterioState) -> Said:
    if st.all_lose == "ministry":
        return said("Five intruders are in the office: the Ministry falls and everybody loses")
    if st.all_lose == "prison":
        return said("Every agent is in Huesca: everybody loses")
    return said("The game is over")


def score_text(st: MinisterioState, seat: int) -> Said:
    return said("{player} scores {n} VP", player=player(seat), n=st.score(seat))
