"""Every word El Ministerio shows people: action words, prompts, log sentences and the results.

Seats are `Seat` parameters (their chosen names when shown); log sentences are `said` keys and
parameters, put into words when the log shows them. `action_words(state, action, viewer)`
names a hidden card or tile only for a viewer who may know it; viewer None is the public log.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from timetravel.engine.actions import Action
from timetravel.engine.events import Said, said
from timetravel.engine.script.messages import Msg
from timetravel.engine.state import ResultsTable
from timetravel.i18n import Seat, t

if TYPE_CHECKING:
    from timetravel.games.ministerio.content import MinisterioContent
    from timetravel.games.ministerio.state import MinisterioState

_CATEGORY = {"place": "places", "object": "objects", "character": "characters", "event": "events"}


def _content() -> MinisterioContent:
    from timetravel.games.ministerio.state import content

    return content()


def player(seat: int) -> Seat:
    """A seat in a sentence: its chosen name when the sentence is put into words."""
    return Seat(seat)


def door_name(door: int) -> Msg:
    """A door as a parameter: put into words (its colour translated) when the sentence is shown."""
    from timetravel.games.ministerio.state import stair

    colour = stair().colours[door]
    year = stair().years[door]
    if colour:
        return Msg.of("the {colour} door {year}", colour=Msg.of(colour), year=year)
    return Msg.of("door {year}", year=year)


def card_name(card: str) -> str:
    return _content().cards[card].name


def tile_name(tile: str) -> str:
    return _content().enemies[tile].name


def pile_name(category: str) -> Msg:
    return Msg.of("the {pile} pile", pile=Msg.of(_CATEGORY[category]))


# --- actions -------------------------------------------------------------------------------------
def action_words(st: MinisterioState, action: Action, viewer: int | None) -> str:  # noqa: C901, PLR0911, PLR0912
    kind, args = action.kind, action.args
    a0 = args[0] if args else None
    seat = st.turn
    if kind == "agent":
        return t("Play {agent}", agent=_content().protagonists[str(a0)].name)
    if kind in ("start", "leave"):
        return t("Go to {door}", door=door_name(int(str(a0))))
    if kind == "die":
        return t("Move {n} doors", n=st.t["dice"][int(str(a0))])
    if kind == "dir":
        return t("Go down (older doors)") if a0 == -1 else t("Go up (newer doors)")
    if kind == "go":
        return t("Walk on")
    if kind == "jump":
        return t("Take the transport door")
    if kind == "office":
        return t("Enter Salvador's office")
    if kind == "stop":
        return t("Stay on this door")
    if kind == "play":
        return t("Play {card}", card=card_name(str(a0)))
    if kind == "pile":
        return t("Play the top of {pile}", pile=pile_name(str(a0)))
    if kind == "investigate":
        return t("Investigate")
    if kind == "pass":
        return t("Play no card")
    if kind == "raze":
        return t("Remove {tile}", tile=_content().office[str(a0)].name)
    if kind == "face":
        return t("Face {enemy}", enemy=tile_name(str(a0)))
    if kind == "fight":
        return t("Fight")
    if kind == "let_go":
        return t("Let the enemy go")
    if kind == "concede":
        return t("Give up the fight")
    if kind == "discard":
        card = _content().cards[str(a0)]
        return t("Discard {card} (+{bonus})", card=card.name, bonus=card.bonus)
    if kind == "flee":
        return t("Send the enemy to {door}", door=door_name(int(str(a0))))
    if kind == "place_draw":
        return t("Draw 3 cards and lose 2 PA")
    if kind == "place_office":
        return t("Go to Salvador's office")
    if kind == "try":
        return t("Roll for the trial")
    if kind == "fail":
        return t("Give up the trial")
    if kind == "use":
        return t("Use the URGENTE effect")
    if kind == "skip":
        return t("Do not use the effect")
    if kind == "recover":
        return t("Take the top of {pile}", pile=pile_name(str(a0)))
    if kind == "peek":
        return t("Look at the tile on {door}", door=door_name(int(str(a0))))
    if kind == "stop_peek":
        return t("Look at no more tiles")
    if kind == "office_pa":
        return t("A word with Salvador: lose 4 PA")
    if kind == "office_draw":
        return t("The archive: draw 4 cards")
    if kind == "convert":
        return t("Debriefing: turn {n} enemy tiles into VP", n=a0)
    if kind == "replay":
        return t("The evidence room: play the top of {pile}", pile=pile_name(str(a0)))
    if kind == "deliver":
        return t("Deliver your mission")
    if kind == "rest":
        return t("Leave the office as it is")
    return _chance_words(st, action, viewer, seat)


def _chance_words(st: MinisterioState, action: Action, viewer: int | None, seat: int) -> str:
    kind, args = action.kind, action.args
    if kind == "dice":
        return t("The dice show {a} and {b}", a=args[0], b=args[1])
    if kind == "roll":
        return t("The die shows {n}", n=args[0])
    if kind == "draw":
        if viewer is not None and viewer == st.draw_for:
            return t("{player} draws {card}", player=player(st.draw_for), card=card_name(str(args[0])))
        return t("{player} draws a card", player=player(st.draw_for))
    if kind == "mission":
        taker = next((s for s, a in enumerate(st.agents) if a.mission is None), 0)
        if viewer == taker:
            return t("{player} gets the mission {mission}", player=player(taker),
                     mission=_content().missions[str(args[0])].name)  # fmt: skip
        return t("{player} gets a secret mission", player=player(taker))
    if kind == "tile":
        if st.stage == "peek_roll":
            if viewer == seat:
                return t("{player} sees {enemy}", player=player(seat), enemy=tile_name(str(args[0])))
            return t("{player} looks at a face-down tile", player=player(seat))
        return t("The tile is {enemy}", enemy=tile_name(str(args[0])))
    return str(action)


def public_label(st: MinisterioState, action: Action) -> str:
    return action_words(st, action, None)


# --- prompts and progress --------------------------------------------------------------------------
_PROMPTS = {
    "choose_agent": "Choose your protagonist.",
    "start_door": "Put your figure on a coloured door.",
    "leave": "Leave the office by a coloured door.",
    "die": "Choose the die to move with.",
    "walk": "Choose where to go.",
    "play": "Play a card, take one from a pile, or investigate.",
    "raze": "Susana Torres: choose the office tile she takes.",
    "choose_enemy": "Choose the enemy to face first.",
    "fight": "Fight, discard cards for a bonus, or let the enemy go.",
    "flee": "Choose where the enemy runs.",
    "place": "Choose what the place card does.",
    "trial": "Roll for the trial, or discard cards for a bonus.",
    "urgent": "Use the card's URGENTE effect?",
    "recover": "Choose a discard pile to take from.",
    "peek": "Choose a face-down tile to look at.",
    "office": "Choose what to do in Salvador's office.",
}


def prompt(st: MinisterioState, seat: int) -> str:
    if st.to_act() != seat:
        return t("Waiting.")
    return t(_PROMPTS.get(st.stage, "Choose an action."))


def progress(st: MinisterioState) -> str:
    scores = ", ".join(f"{player(s)} {st.public_score(s)}" for s in range(st.seats))
    return t("Round {n}: {scores}", n=st.round, scores=scores)


# --- log sentences ------------------------------------------------------------------------------
def chose_text(seat: int, protagonist: str) -> Said:
    return said(
        "{player} plays {agent}", player=player(seat), agent=_content().protagonists[protagonist].name
    )


def dice_text(seat: int, faces: tuple[int, ...], why: str) -> Said:
    shown = " + ".join(str(f) for f in faces) if len(faces) > 1 else str(faces[0])
    if why == "napoleon":
        return said("Napoleon rolls {n}", n=shown)
    if why == "move":
        return said("{player} rolls {faces}", player=player(seat), faces=" ".join(str(f) for f in faces))
    return said("{player} rolls {n}", player=player(seat), n=shown)


def moved_text(seat: int, target: str, jump: bool) -> Said:
    if target == "office":
        return said("{player} enters Salvador's office", player=player(seat))
    door = door_name(int(target.split(":")[1]))
    if jump:
        return said("{player} crosses to {door}", player=player(seat), door=door)
    return said("{player} reaches {door}", player=player(seat), door=door)


def lola_text(door: int) -> Said:
    return said("Lola Mendieta reaches {door}", door=door_name(door))


def pa_text(seat: int, delta: int, total: int) -> Said:
    if delta > 0:
        return said("{player} takes {n} PA ({total} in all)", player=player(seat), n=delta, total=total)
    return said("{player} loses {n} PA ({total} left)", player=player(seat), n=-delta, total=total)


def prison_text(seat: int) -> Said:
    return said("{player} goes above 10 PA and is locked up in Huesca", player=player(seat))


def reveal_text(tile: str, door: int) -> Said:
    return said("{enemy} is behind {door}", enemy=tile_name(tile), door=door_name(door))


def peek_text(seat: int, door: int) -> Said:
    return said("{player} looks at the tile on {door}", player=player(seat), door=door_name(door))


def card_text(card: str | None, source: str, target: str) -> Said:
    name = card_name(card) if card else Msg.of("a card")
    return said("{card}: {source} to {target}", card=name, source=_zone(source), target=_zone(target))


def _zone(zone: str) -> Msg:
    kind, _, rest = zone.partition(":")
    if kind == "pile":
        return pile_name(rest)
    if kind in ("hand", "controlled", "mission"):
        words = {"hand": "{player}'s hand", "controlled": "{player}'s cards", "mission": "{player}'s mission"}
        return Msg.of(words[kind], player=player(int(rest)))
    return Msg.of({"deck": "the deck", "table": "the table", "missions": "the missions"}.get(kind, kind))


def enemy_move_text(tile: str, source: str, target: str) -> Said:
    if target == "centre":
        return said("{enemy} takes the centre of the staircase", enemy=tile_name(tile))
    if target.startswith("agent:"):
        return said("{player} wins {enemy}", player=player(int(target[6:])), enemy=tile_name(tile))
    return said("{enemy} runs to {door}", enemy=tile_name(tile), door=door_name(int(target.split(":")[1])))


def slot_text(tile: str, slot: int) -> Said:
    return said("{enemy} slips into Salvador's office ({n} of 5)", enemy=tile_name(tile), n=slot)


def fight_text(seat: int, subject: str, total: int, needed: int, won: bool, trial: bool) -> Said:
    name = card_name(subject) if trial else tile_name(subject)
    if won:
        return said("{player} reaches {total} of {needed} against {name}", player=player(seat), total=total,
                 needed=needed, name=name)  # fmt: skip
    return said("{player} falls short against {name}: {total} of {needed}", player=player(seat), total=total,
             needed=needed, name=name)  # fmt: skip


def raze_text(tile: str) -> Said:
    return said("Susana Torres takes {tile} from the office", tile=_content().office[tile].name)


def effect_text(seat: int, card: str) -> Said:
    return said("{player} uses {card}", player=player(seat), card=card_name(card))


def office_text(seat: int, verb: str) -> Said:
    if verb == "shed_pa":
        return said("{player} has a word with Salvador", player=player(seat))
    return said("{player} searches the archive", player=player(seat))


def convert_text(seat: int, count: int) -> Said:
    return said("{player} debriefs {n} enemy tiles", player=player(seat), n=count)


def deliver_text(seat: int, first: bool) -> Said:
    if first:
        return said("{player} delivers the mission first: the game ends with this round", player=player(seat))
    return said("{player} delivers the mission", player=player(seat))


def rebuild_text() -> Said:
    return said("The discard piles are shuffled into a new deck")


def turn_text(seat: int, round_number: int) -> Said:
    return said("Round {n}: {player}'s turn", n=round_number, player=player(seat))


def end_text(st: MinisterioState) -> Said:
    if st.all_lose == "ministry":
        return said("Five intruders are in the office: the Ministry falls and everybody loses")
    if st.all_lose == "prison":
        return said("Every agent is in Huesca: everybody loses")
    return said("The game is over")


def lost_words(st: MinisterioState) -> str:
    """Why everybody lost, in words, for the results screen."""
    ending = end_text(st)
    return t(ending["text"], **ending["params"])


def score_text(st: MinisterioState, seat: int) -> Said:
    return said("{player} scores {n} VP", player=player(seat), n=st.score(seat))


# --- results -------------------------------------------------------------------------------------
def results_table(st: MinisterioState) -> ResultsTable:
    keys = ("mission", "first", "cards", "converted", "pa")
    heads = (t("Mission"), t("First"), t("Cards"), t("Debriefed"), t("PA"))
    cells = []
    for seat in range(st.seats):
        parts = st.score_parts(seat)
        note = t("Huesca") if st.agents[seat].prison else ""
        cells.append(tuple((str(parts[k]), note if k == "pa" else "") for k in keys))
    totals = tuple(str(st.score(s)) for s in range(st.seats))
    return ResultsTable(heads, tuple(cells), totals, t("VP"))
