"""Every word Time Arena shows people: action words, prompts, log sentences and the results note.

Seats are `Seat` parameters and sides, colours, bonuses and fighters are `Msg` parameters, all put
into words (through t()) when a sentence is shown.

A sentence whose subject is a fighter comes as two whole keys, one for a fighter named in the
singular and one for a name in the plural (the Twins), chosen by `by_number`: "The {fighter}
misses" and "The {fighter} miss". A translator translates both, each with its own verb and
pronouns, whatever the English forms share.
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache

from timetravel.engine.actions import Action
from timetravel.engine.events import Said, said
from timetravel.engine.script.messages import Msg
from timetravel.engine.state import TIME_KIND, ResultsTable
from timetravel.games.arena.content import COLOURS, content, square_index, square_name
from timetravel.games.arena.geometry import INDEX
from timetravel.games.arena.state import (
    DRAFT_FOLLOWS,
    DRAFT_LEADS,
    TOTEM,
    ArenaState,
    fighter_of,
    own_hourglass,
    seat_side,
    side_of,
    side_seats,
)
from timetravel.i18n import N_, Seat, t
from timetravel.plural import said_counted

CHANCE_WORDS = N_(
    "The fight die tumbles."
)  # while the fight die rolls (English, for the translation function)
SIDE_NAMES = (N_("White"), N_("Black"))
BONUS_NAMES = {
    "plus": N_("+1 to the die"),
    "reroll": N_("a reroll"),
    "step": N_("one more square of movement"),
    "energy": N_("one energy back"),
}
WON = N_("{side} won.")  # a win of no known reason (Babel reads no N_() nested in t())
WON_IN_TURN = N_("{winner} won in turn {turn}.")
REASONS = {
    "totem": N_("{side} destroyed the enemy Totem."),
    "clock": N_("{side} won on time: the other clock reached zero."),
    "blockade": N_("{side} knocked out every enemy fighter and holds all their summoning squares."),
}


@cache
def side_name(side: int) -> Msg:
    return Msg.of(SIDE_NAMES[side])


@cache
def fighter_name(fighter_id: str) -> Msg:
    return Msg.of(content().fighters[fighter_id].name)


# a Gate's colour, said through Msg.of(colour) or t(colour) (marked here for extraction; Ministerio's
# doors share red, blue and green, so a translation names the colour as a noun: "rojo", "de color rojo")
COLOUR_WORDS = (N_("yellow"), N_("green"), N_("blue"), N_("red"))


def colour_name(colour: str) -> Msg:
    return Msg.of(colour)


def by_number(fighter_id: str, singular: str, plural: str) -> str:
    """The sentence whose verb agrees with the fighter's name ("the Twins attack")."""
    return plural if content().fighters[fighter_id].plural else singular


def _slot_name(st: ArenaState, slot: int) -> Msg:
    return fighter_name(st.team[slot])


def _target_name(st: ArenaState, target: int) -> Msg:
    if target >= TOTEM:
        return Msg.of("the {side} Totem", side=side_name(target - TOTEM))
    return Msg.of("the {fighter}", fighter=_slot_name(st, target))


def duration(ms: int) -> str:
    """A span of time in words: "0.5 s", "42 s", "1 min 30 s"."""
    if ms < 10_000:
        return t("{n} s", n=f"{ms / 1000:.1f}".rstrip("0").rstrip("."))
    total = (ms + 999) // 1000
    if total < 60:
        return t("{n} s", n=total)
    minutes, rest = divmod(total, 60)
    return t("{m} min {n} s", m=minutes, n=rest) if rest else t("{m} min", m=minutes)


def seconds(ms: int) -> str:
    """A time as people read a clock: m:ss, with tenths under ten seconds."""
    if ms < 10_000:
        return f"{ms // 1000}.{ms % 1000 // 100}"
    total = (ms + 999) // 1000
    return f"{total // 60}:{total % 60:02d}"


# --- actions -------------------------------------------------------------------------------------------
def action_words(st: ArenaState, action: Action) -> str:  # noqa: PLR0911
    kind, args = action.kind, action.args
    if kind == "pick":
        return t("Pick the {fighter}", fighter=fighter_name(str(args[0])))
    if kind == "summon":
        return t("Summon the {fighter} to {square}", fighter=fighter_name(str(args[0])), square=args[1])
    if kind == "move":
        return t("Move the {fighter} to {square}", fighter=fighter_name(str(args[0])), square=args[1])
    if kind == "attack":
        return _attack_words(st, action)
    if kind == "bomb":
        key = by_number(str(args[0]), N_("The {fighter} explodes"), N_("The {fighter} explode"))
        return t(key, fighter=fighter_name(str(args[0])))
    if kind == "bonus":
        return t("Spend the charge wheel: {bonus}", bonus=Msg.of(BONUS_NAMES.get(str(args[0]), str(args[0]))))
    if kind == "roll":
        return t("The fight die shows {face}", face=face_words(args[0]))
    if kind == TIME_KIND and args:
        return t("{time} pass", time=duration(int(args[0])))
    if kind == "sand" and args:
        return t("The hourglasses run {time}", time=duration(int(args[0])))
    if kind == "wait":
        return t("Wait {time} for the next hourglass", time=duration(own_hourglass(st)))
    if kind == "pass":
        partner = [s for s in side_seats(st.seats, st.side) if s != st.seat]
        return t("Hand the turn to {player}", player=Seat(partner[0])) if partner else str(action)
    simple = {
        "wheel": N_("Turn the charge wheel one notch"),
        "accept": N_("Keep the roll"),
        "end": N_("End the turn"),
    }
    return t(simple[kind]) if kind in simple else str(action)


def _attack_words(st: ArenaState, action: Action) -> str:
    fighter_id = str(action.args[0])
    fighter = fighter_name(fighter_id)
    target = str(action.args[1])
    if target == "totem":
        slot = st.slot_of_fighter(fighter_id)
        enemy = 1 - side_of(slot) if slot >= 0 else 1 - st.side
        key = by_number(
            fighter_id,
            N_("The {fighter} attacks the {side} Totem"),
            N_("The {fighter} attack the {side} Totem"),
        )
        return t(key, fighter=fighter, side=side_name(enemy))
    occupant = st.occupant(INDEX[target]) if target in INDEX else -1
    if occupant < 0:
        key = by_number(fighter_id, N_("The {fighter} attacks {square}"), N_("The {fighter} attack {square}"))
        return t(key, fighter=fighter, square=target)
    key = by_number(  # a name of its own: Babel reads no N_() nested in t()'s first argument
        fighter_id,
        N_("The {fighter} attacks the {target} on {square}"),
        N_("The {fighter} attack the {target} on {square}"),
    )
    return t(
        key,
        fighter=fighter,
        target=_slot_name(st, occupant),
        square=target,
    )


def face_words(face: int | str) -> Msg:
    if face == "KO":
        return Msg.of("KO")
    if face == "miss":
        return Msg.of("a critical failure")
    return Msg.of("{n}", n=face)


# --- prompts and progress ----------------------------------------------------------------------------------
def prompt(st: ArenaState, seat: int, choices: Collection[str]) -> str:
    """What the seat is asked now; `choices` are the fighters the draft lets it pick (R13)."""
    if st.stage == "over":
        return t("The game is over.")
    if st.to_act() != seat:
        return t("Waiting.")
    if st.stage == "draft":
        return _draft_prompt(st, choices)
    if st.fight_stage == "decide":
        if st.roll == "miss":
            return t("A critical failure: reroll with the charge wheel, or turn it one notch.")
        return t("Keep the roll or spend the charge wheel.")
    return t("Summon, move and attack, one fighter at a time; end the turn when you are done.")


def _draft_prompt(st: ArenaState, choices: Collection[str]) -> str:
    """Why the choice is narrow when the AB / BA / BA / AB draft makes it so (R13)."""
    colours = {fighter_of(f, st.roster).colour for f in choices}
    led = COLOURS[st.led] if st.led >= 0 else ""
    if st.picks in DRAFT_FOLLOWS and colours == {led}:
        return t(
            "Pick a {colour} fighter: White answers Black's pick with the same colour.",
            colour=colour_name(led),
        )
    if st.picks in DRAFT_LEADS:
        return t("Pick a fighter of a colour White still lacks: White then answers with the same colour.")
    return t("Pick a fighter for one of your empty Gates.")


def progress(st: ArenaState) -> str:
    """The Totems and the turn; no clock: the game screen's header would show it as of the last step
    while the board's big clocks run on (two different times for one clock)."""
    if st.stage == "draft":
        return t("The draft: {picks} of 8 fighters picked", picks=st.picks)
    return t(
        "White Totem {white}, Black Totem {black}; turn {turn}",
        white=st.energy[0],
        black=st.energy[1],
        turn=st.turns + 1,
    )


def outcome_detail(st: ArenaState) -> str:
    return t(REASONS.get(st.reason, WON), side=side_name(st.winner))


# what the results screen's headline and its detail (outcome_detail) do not say already
ENDINGS = {
    "totem": N_("The {loser} Totem lost its last energy in turn {turn}."),
    "clock": N_("The {loser} clock ran out in turn {turn}."),
    "blockade": N_(
        "In turn {turn} every {loser} fighter was knocked out and {winner} held each of their summoning squares."
    ),
}


def clock_face(ms: int) -> str:
    """A chess clock's m:ss, rounded up as the board shows it (0:00 only when the time is out)."""
    total = (max(0, ms) + 999) // 1000
    return f"{total // 60}:{total % 60:02d}"


def results_table(st: ArenaState) -> ResultsTable:
    """The results screen's breakdown: each player's side and its clock left, its Totem's energy as
    the total, and how the game ended (why, in which turn, the final clocks and Totems)."""
    most = content().totem.energy
    cells = tuple(
        ((t(SIDE_NAMES[seat_side(seat)]), ""), (clock_face(st.clock[seat_side(seat)]), ""))
        for seat in range(st.seats)
    )
    totals = tuple(t("{n} of {most}", n=st.energy[seat_side(seat)], most=most) for seat in range(st.seats))
    return ResultsTable((t("Side"), t("Clock left")), cells, totals, t("Totem energy"), story=ending(st))


def ending(st: ArenaState) -> tuple[str, ...]:
    """How the game ended, in two sentences: why and when, then the final clocks and Totems."""
    if st.winner < 0:
        return ()
    why = t(
        ENDINGS.get(st.reason, WON_IN_TURN),
        winner=t(SIDE_NAMES[st.winner]),
        loser=t(SIDE_NAMES[1 - st.winner]),
        turn=st.turns + 1,
    )
    final = t(
        "Final clocks: White {white_clock}, Black {black_clock}. Totems: White {white} and Black {black} "
        "of {most} energy.",
        white_clock=clock_face(st.clock[0]),
        black_clock=clock_face(st.clock[1]),
        white=st.energy[0],
        black=st.energy[1],
        most=content().totem.energy,
    )
    return (why, final)


# --- log sentences -------------------------------------------------------------------------------------------
def picked_text(st: ArenaState, slot: int) -> Said:
    return said("{side} picks the {fighter}", side=side_name(slot >> 2), fighter=_slot_name(st, slot))


def summoned_text(st: ArenaState, slot: int, square: int) -> Said:
    return said(
        "{player} summons the {fighter} to {square}",
        player=Seat(st.seat),
        fighter=_slot_name(st, slot),
        square=square_name(square),
    )


def moved_text(st: ArenaState, slot: int, path: list[str]) -> Said:
    """A move; one through a transporter (R14) names it: the two squares of the path that are not
    neighbours are its ends."""
    hop = transporter_hop(path)
    if hop is not None:
        return said(
            "{player} moves the {fighter} to {square}, taking the transporter from {entry} to {exit}",
            player=Seat(st.seat),
            fighter=_slot_name(st, slot),
            square=path[-1],
            entry=hop[0],
            exit=hop[1],
        )
    return said(
        "{player} moves the {fighter} to {square}",
        player=Seat(st.seat),
        fighter=_slot_name(st, slot),
        square=path[-1],
    )


def transporter_hop(path: list[str] | tuple[str, ...]) -> tuple[str, str] | None:
    """The transporter a move's path takes (its entry and exit squares), or None: the one step
    between squares that do not touch."""
    for a, b in zip(path, path[1:], strict=False):
        x, y = square_index(a), square_index(b)
        if max(abs(x % 8 - y % 8), abs(x // 8 - y // 8)) > 1:
            return a, b
    return None


def knocked_out_text(st: ArenaState, slot: int) -> Said:
    key = by_number(
        st.team[slot],
        N_("The {side} {fighter} is knocked out and returns to its Gate"),
        N_("The {side} {fighter} are knocked out and return to their Gate"),
    )
    return said(
        key,
        side=side_name(slot >> 2),
        fighter=_slot_name(st, slot),
    )


def attack_text(st: ArenaState, slot: int, target: int) -> Said:
    key = by_number(st.team[slot], N_("The {fighter} attacks {target}"), N_("The {fighter} attack {target}"))
    return said(key, fighter=_slot_name(st, slot), target=_target_name(st, target))


def bomb_text(st: ArenaState, slot: int) -> Said:
    key = by_number(st.team[slot], N_("The {fighter} explodes!"), N_("The {fighter} explode!"))
    return said(key, fighter=_slot_name(st, slot))


def rolled_text(st: ArenaState, side: int, face: int | str, counter: bool) -> Said:
    if counter:
        return said("{side} strikes back and rolls {face}", side=side_name(side), face=face_words(face))
    return said("{side} rolls {face}", side=side_name(side), face=face_words(face))


def resolved_text(st: ArenaState, knocked: list[int], energy_lost: list[int], shielded: bool) -> Said:
    """`shielded`: a Shield covers the target of the attack (R10)."""
    if not knocked and not any(energy_lost):
        return _missed_text(st, shielded)
    return said("")


def _missed_text(st: ArenaState, shielded: bool) -> Said:
    """Why an attack took nothing: the sum against the defence, in the player's terms."""
    attacker, target, face = st.attacker, st.target, st.roll
    if st.fight != "attack" or attacker < 0 or target < 0 or face in ("", "KO"):
        return said("Nothing happens")
    fighter = _slot_name(st, attacker)
    fighter_id = st.team[attacker]
    if face == "miss":
        key = by_number(
            fighter_id,
            N_("A critical failure: the {fighter} misses"),
            N_("A critical failure: the {fighter} miss"),
        )
        return said(key, fighter=fighter)
    if target < TOTEM and shielded:
        return said("A Shield protects the {target}", target=_slot_name(st, target))
    total = int(face) + st.fighter(attacker).attack + st.plus
    defence = content().totem.defence if target >= TOTEM else st.fighter(target).defence
    key = by_number(
        fighter_id,
        N_("The {fighter} misses: {total} does not beat defence {defence}"),
        N_("The {fighter} miss: {total} does not beat defence {defence}"),
    )
    return said(
        key,
        fighter=fighter,
        total=total,
        defence=defence,
    )


def energy_text(side: int, delta: int, total: int) -> Said:
    if delta < 0:
        return said_counted(
            -delta,
            "The {side} Totem loses {n} energy",
            "The {side} Totem loses {n} energy",
            side=side_name(side),
        )
    return said_counted(
        delta, "The {side} Totem gains {n} energy", "The {side} Totem gains {n} energy", side=side_name(side)
    )


def wheel_text(side: int, notch: int) -> Said:
    return said("The {side} charge wheel turns to notch {notch}", side=side_name(side), notch=notch)


def bonus_text(side: int, bonus: str) -> Said:
    return said(
        "{side} spends the charge wheel: {bonus}", side=side_name(side), bonus=Msg.of(BONUS_NAMES[bonus])
    )


def hourglass_text(st: ArenaState, slot: int) -> Said:
    key = by_number(
        st.team[slot],
        N_("The {side} {fighter} is ready on its Gate"),
        N_("The {side} {fighter} are ready on their Gate"),
    )
    return said(key, side=side_name(slot >> 2), fighter=_slot_name(st, slot))


def clock_text(side: int) -> Said:
    return said("The {side} clock reaches zero", side=side_name(side))


def passed_text(seat: int) -> Said:
    return said("{player} takes over the turn", player=Seat(seat))


def turn_text(st: ArenaState) -> Said:
    return said("{side}'s turn: {player} plays", side=side_name(st.side), player=Seat(st.seat))


def end_text(st: ArenaState) -> Said:
    return said(REASONS.get(st.reason, WON), side=side_name(st.winner))
