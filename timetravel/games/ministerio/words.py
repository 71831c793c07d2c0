"""Every word El Ministerio shows people about the table: the names of its things, action words,
prompts and progress. Log sentences are in words_log.py, the events that carry them in
words_events.py, the results in words_results.py.

Seats are `Seat` parameters (their chosen names when shown); log sentences are `said` keys and
parameters, put into words when the log shows them. `action_words(state, action, viewer)`
names a hidden card or tile only for a viewer who may know it; viewer None is the public log.
"""

from __future__ import annotations

from timetravel.engine.actions import Action
from timetravel.engine.script.messages import Msg
from timetravel.games.ministerio.content import PRISON_ABOVE, content
from timetravel.games.ministerio.staircase import stair
from timetravel.games.ministerio.state import MinisterioState
from timetravel.i18n import N_, Seat, t
from timetravel.plural import counted

# a door's colour, said through Msg.of(colour) as the stair names it (marked here for extraction;
# Arena's Gates share the words, so a translation names the colour as a noun: "de color rojo")
COLOUR_WORDS = (N_("red"), N_("blue"), N_("green"))
_CATEGORY = {
    "place": N_("places"),
    "object": N_("objects"),
    "character": N_("characters"),
    "event": N_("events"),
}


def player(seat: int) -> Seat:
    """A seat in a sentence: its chosen name when the sentence is put into words."""
    return Seat(seat)


def door_name(door: int) -> Msg:
    """A door as a parameter: put into words (its colour translated) when the sentence is shown."""
    colour = stair().colours[door]
    year = stair().years[door]
    if colour:
        return Msg.of("the {colour} door {year}", colour=Msg.of(colour), year=year)
    return Msg.of("door {year}", year=year)


def card_name(card: str) -> Msg:
    """A card's name, put into words (the content catalogue) when its sentence is shown."""
    return Msg.of(content().cards[card].name)


def tile_name(tile: str) -> Msg:
    """An enemy's name, put into words (the content catalogue) when its sentence is shown."""
    return Msg.of(content().enemies[tile].name)


def pile_name(category: str) -> Msg:
    return Msg.of("the {pile} pile", pile=Msg.of(_CATEGORY[category]))


# --- actions -------------------------------------------------------------------------------------
def action_words(st: MinisterioState, action: Action, viewer: int | None) -> str:  # noqa: C901, PLR0911, PLR0912
    kind, args = action.kind, action.args
    a0 = args[0] if args else None
    seat = st.turn
    if kind == "agent":
        return t("Choose {agent}", agent=t(content().protagonists[str(a0)].name))
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
        return t("Remove {tile}", tile=t(content().office[str(a0)].name))
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
        card = content().cards[str(a0)]
        return t("Discard {card} (+{bonus})", card=t(card.name), bonus=card.bonus)
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
    door = st.agents[st.turn].door
    twin = stair().twin(door) if door is not None else None
    if twin is None:
        return t("Take the transport door")
    return t("Take the transport door to {door}", door=door_name(twin))


def _cost_words(st: MinisterioState, card: str) -> str:
    """What playing a card here costs the mover, and Huesca when that is above 10 PA."""
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
                     mission=t(content().missions[str(args[0])].name))  # fmt: skip
        return t("{player} gets a secret mission", player=player(taker))
    if kind == "tile":
        if st.stage == "peek_roll":
            if viewer == seat:
                return t("{player} sees {enemy}", player=player(seat), enemy=tile_name(str(args[0])))
            return t("{player} looks at a face-down tile", player=player(seat))
        return t("The tile is {enemy}", enemy=tile_name(str(args[0])))
    return str(action)


# --- prompts and progress --------------------------------------------------------------------------
_PROMPTS = {
    "choose_agent": N_("Choose your protagonist."),
    "start_door": N_("Put your figure on a coloured door."),
    "leave": N_("Leave the office by a coloured door."),
    "die": N_("Choose the die to move with."),
    "walk": N_("Choose where to go."),
    "play": N_("Play a card, take one from a pile, or investigate."),
    "raze": N_("Susana Torres: choose the office tile she takes."),
    "choose_enemy": N_("Choose the enemy to face first."),
    "fight": N_("Fight, discard cards for a bonus, or let the enemy go."),
    "flee": N_("Choose where the enemy runs."),
    "trial": N_("Roll for the trial, or discard cards for a bonus."),
    "urgent": N_("Use the card's URGENTE effect?"),
    "recover": N_("Choose a discard pile to take from."),
    "peek": N_("Choose a face-down tile to look at."),
    "office": N_("Choose what to do in Salvador's office."),
}


def prompt(st: MinisterioState, seat: int) -> str:
    if st.to_act() != seat:
        return t("Waiting.")
    short = _still_short(st)
    if short is not None:
        return t("{n} short: discard cards for their bonus, or give up.", n=short)
    if st.stage == "walk" and st.t["key"]:  # the key opens here: the office is what is chosen
        options = st.walk_options()
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
    if st.stage == "fight" and st.t.get("enemy"):
        return st.enemy_combat(str(st.t["enemy"])) - st.fight_total()
    if st.stage == "trial" and st.t.get("trial"):
        return st.trial_needed() - st.trial_total()
    return None


def progress(st: MinisterioState) -> str:
    scores = ", ".join(f"{player(s)} {st.public_score(s)}" for s in range(st.seats))
    return t("Round {n}: {scores}", n=st.round, scores=scores)
