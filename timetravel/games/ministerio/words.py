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
from timetravel.plural import counted, said_counted

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
        return t("Choose {agent}", agent=_content().protagonists[str(a0)].name)
    if kind in ("start", "leave"):
        return t("Go to {door}", door=door_name(int(str(a0))))
    if kind == "die":
        steps = int(st.t["dice"][int(str(a0))])
        return t("Move 1 door") if steps == 1 else t("Move {n} doors", n=steps)
    if kind == "dir":
        return t("Go down (older doors)") if a0 == -1 else t("Go up (newer doors)")
    if kind == "go":
        return t("Walk on")
    if kind == "jump":
        return _jump_words(st)
    if kind == "office":
        return t("Enter Salvador's office")
    if kind == "stop":
        return t("Stay on this door")
    if kind == "play":
        return t("Play {card}", card=card_name(str(a0))) + _cost_words(st, str(a0))
    if kind == "pile":
        pile = st.piles[str(a0)]
        cost = _cost_words(st, pile[-1]) if pile else ""
        return t("Play the top of {pile}", pile=pile_name(str(a0))) + cost
    if kind == "investigate":
        return t("Investigate")
    if kind == "pass":
        return t("Play no card")
    if kind == "raze":
        return t("Remove {tile}", tile=_content().office[str(a0)].name)
    if kind == "face":
        return t("Face {enemy}", enemy=tile_name(str(a0)))
    if kind == "fight":
        enemy = st.t.get("enemy")
        return t("Fight {enemy}", enemy=tile_name(str(enemy))) if enemy else t("Fight")
    if kind == "let_go":
        enemy = st.t.get("enemy")
        return t("Let {enemy} go", enemy=tile_name(str(enemy))) if enemy else t("Let the enemy go")
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
        return counted(int(str(a0)), "Debriefing: turn {n} defeated enemy into 1 VP",
                       "Debriefing: turn {n} defeated enemies into 1 VP each")  # fmt: skip
    if kind == "replay":
        return t("The evidence room: play the top of {pile}", pile=pile_name(str(a0)))
    if kind == "deliver":
        return t("Deliver your mission")
    if kind == "rest":
        return t("Leave the office as it is")
    return _chance_words(st, action, viewer, seat)


def _jump_words(st: MinisterioState) -> str:
    from timetravel.games.ministerio.state import stair

    door = st.agents[st.turn].door
    twin = stair().twin(door) if door is not None else None
    if twin is None:
        return t("Take the transport door")
    return t("Take the transport door to {door}", door=door_name(twin))


def _cost_words(st: MinisterioState, card: str) -> str:
    """What playing a card here costs the mover, and Huesca when that is above 10 PA."""
    from timetravel.games.ministerio.state import PRISON_ABOVE

    agent = st.agents[st.turn]
    if agent.door is None:
        return ""
    cost = st.pa_cost(st.turn, card)
    if agent.pa + cost > PRISON_ABOVE:
        return " " + t("(+{n} PA: Huesca)", n=cost)
    return " " + t("(+{n} PA)", n=cost)


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
    "trial": "Roll for the trial, or discard cards for a bonus.",
    "urgent": "Use the card's URGENTE effect?",
    "recover": "Choose a discard pile to take from.",
    "peek": "Choose a face-down tile to look at.",
    "office": "Choose what to do in Salvador's office.",
}


def prompt(st: MinisterioState, seat: int) -> str:
    if st.to_act() != seat:
        return t("Waiting.")
    short = _still_short(st)
    if short is not None:
        return t("{n} short: discard cards for their bonus, or give up.", n=short)
    if st.stage == "walk" and st.t["key"]:  # the key opens here: the office is what is chosen
        from timetravel.games.ministerio import rules

        options = rules.walk_options(st)
        if "office" in options and "stop" in options:
            return t("Enter Salvador's office or stay on this door.")
        if "office" in options:
            return t("Enter Salvador's office here, or go on with your move.")
    if st.stage == "place":
        if st.t["left_office"]:
            return t("The place card: draw 3 cards and lose 2 PA (you left the office this turn).")
        return t("The place card: draw 3 cards and lose 2 PA, or go to Salvador's office.")
    return t(_PROMPTS.get(st.stage, "Choose an action."))


def _still_short(st: MinisterioState) -> int | None:
    """After the roll of a fight or trial that has not reached its value yet: by how much."""
    if st.stage not in ("fight", "trial") or st.t.get("roll") is None:
        return None
    from timetravel.games.ministerio import rules

    if st.stage == "fight" and st.t.get("enemy"):
        return st.enemy_combat(str(st.t["enemy"])) - rules.fight_total(st)
    if st.stage == "trial" and st.t.get("trial"):
        return rules.trial_needed(st) - rules.trial_total(st)
    return None


def progress(st: MinisterioState) -> str:
    scores = ", ".join(f"{player(s)} {st.public_score(s)}" for s in range(st.seats))
    return t("Round {n}: {scores}", n=st.round, scores=scores)


# --- log sentences ------------------------------------------------------------------------------
# Each event says one thing a person can follow without the rulebook; events.tell() then joins the
# lines of one step that say one thing (a walk, a roll and its fight, a card and its PA).
def chose_text(seat: int, protagonist: str) -> Said:
    return said(
        "{player} chooses {agent}", player=player(seat), agent=_content().protagonists[protagonist].name
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
    bonus = _content().cards[card].bonus
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


def short_roll_text(seat: int, roll: int, total: int, needed: int, name: str, trial: bool) -> Said:
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
    return said("Susana Torres takes {tile} from the office", tile=_content().office[tile].name)


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


def lost_words(st: MinisterioState) -> str:
    """Why everybody lost, in words, for the results screen."""
    ending = end_text(st)
    return t(ending["text"], **ending["params"])


def score_text(st: MinisterioState, seat: int) -> Said:
    return said("{player} scores {n} VP", player=player(seat), n=st.score(seat))


# --- results -------------------------------------------------------------------------------------
def results_table(st: MinisterioState) -> ResultsTable:
    """Each agent's score by its sources (a note under each says what it counts), and the story of
    the game's end: why it ended, then every agent's secret mission, revealed, and how far it got."""
    keys = ("mission", "first", "cards", "converted", "pa")
    heads = (t("Mission"), t("First"), t("Cards"), t("Debriefed"), t("PA"))
    cells = []
    for seat in range(st.seats):
        parts = st.score_parts(seat)
        notes = _score_notes(st, seat)
        cells.append(tuple((str(parts[k]), notes[k]) for k in keys))
    totals = tuple(str(st.score(s)) for s in range(st.seats))
    ending = () if st.all_lose else (_ending_words(st),)  # everybody lost: the headline says why
    story = (*ending, *(_mission_story(st, seat) for seat in range(st.seats)))
    return ResultsTable(heads, tuple(cells), totals, t("VP"), story)


def _score_notes(st: MinisterioState, seat: int) -> dict[str, str]:
    """The words under each number of a row of the results: where the points came from."""
    agent = st.agents[seat]
    lines = st.requirement_counts(seat)
    met = sum(1 for have, need in lines if have >= need)
    if agent.mission is None:
        mission = ""
    elif agent.delivered:
        mission = t("delivered")
    elif lines and met == len(lines):
        mission = t("achieved")
    else:
        mission = t("{a} of {b} lines", a=met, b=len(lines))
    cards = counted(len(agent.controlled), "{n} card", "{n} cards") if agent.controlled else ""
    tiles = counted(len(agent.converted), "{n} tile", "{n} tiles") if agent.converted else ""
    return {
        "mission": mission,
        "first": t("first to deliver") if agent.first_delivery else "",
        "cards": cards,
        "converted": tiles,
        "pa": t("Huesca") if agent.prison else (t("penalty") if agent.pa else ""),
    }


def _ending_words(st: MinisterioState) -> str:
    """Why the game ended, for the results."""
    first = next((s for s, a in enumerate(st.agents) if a.first_delivery), None)
    if st.ending == "delivered" and first is not None:
        return t("{player} delivered a secret mission first; the round was played out and the game scored.",
                 player=player(first))  # fmt: skip
    if st.ending == "revealed":
        return t("Every enemy tile was revealed; the round was played out and the game scored.")
    if st.ending == "cards":
        return t("The cards ran out; the round was played out and the game scored.")
    return t("The game stopped after round {n} and was scored.", n=st.round)


def _mission_story(st: MinisterioState, seat: int) -> str:
    """One agent's secret mission, revealed, and whether it was achieved."""
    agent = st.agents[seat]
    who = _content().protagonists[agent.protagonist].name if agent.protagonist else ""
    if agent.prison or agent.mission is None:
        return t("{player} ({agent}) was locked up in Huesca; the secret mission went back to the box unread.",
                 player=player(seat), agent=who)  # fmt: skip
    mission = _content().missions[agent.mission].name
    vp = st.mission_vp(seat)
    lines = st.requirement_counts(seat)
    met = sum(1 for have, need in lines if have >= need)
    if agent.delivered:
        return t("{player} ({agent}) delivered the secret mission “{mission}”: {vp} VP.", player=player(seat),
                 agent=who, mission=mission, vp=vp)  # fmt: skip
    if met == len(lines):
        return t("{player} ({agent}) achieved the secret mission “{mission}” without delivering it: {vp} VP.",
                 player=player(seat), agent=who, mission=mission, vp=vp)  # fmt: skip
    if met:
        return t("{player} ({agent}) met {a} of the {b} lines of the secret mission “{mission}”: {vp} VP.",
                 player=player(seat), agent=who, a=met, b=len(lines), mission=mission, vp=vp)  # fmt: skip
    return t("{player} ({agent}) met none of the {b} lines of the secret mission “{mission}”: no VP.",
             player=player(seat), agent=who, b=len(lines), mission=mission)  # fmt: skip
