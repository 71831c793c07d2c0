"""What the large hover view says about a fighter or a Totem, from the viewer's typed view."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.games.arena.content import content
from timetravel.games.arena.view import ArenaView, TargetView
from timetravel.games.arena.words import by_number, duration
from timetravel.i18n import N_, t
from timetravel.plural import counted
from timetravel.ui.boards.arena.art import ability_name, ability_words, sand_words
from timetravel.ui.widgets.card_zoom import ZoomContent

SIDES = (N_("White"), N_("Black"))


def fighter_words(v: ArenaView, fighter_id: str, names: Sequence[str], pending_ms: int = 0) -> ZoomContent:
    fighter = v.figures(fighter_id)
    faction = t(content().factions[fighter.faction].name)
    on = v.fighter(fighter_id)
    move = on.move if on is not None and on.move else fighter.move  # one more after the step bonus
    numbers = t("Move {move} · Attack {attack} · Defence {defence}", move=move, attack=fighter.attack,
                defence=fighter.defence)  # fmt: skip
    facts = [
        t("{faction} · {colour} Gate", faction=faction, colour=t(fighter.colour)),
        numbers,
        ability_name(fighter) if v.mode != "first" else t("No ability in the first game"),
    ]
    if on is not None:
        facts.append(
            t(
                "{side}, played by {name}",
                side=t(SIDES[on.side]),
                name=names[on.seat] if on.seat < len(names) else str(on.seat + 1),
            )
        )
        if on.square is None and on.hourglass_ms > 0:
            left = max(0, on.hourglass_ms - pending_ms)
            waiting = by_number(
                fighter_id, N_("On its Gate: ready in {time}"), N_("On their Gate: ready in {time}")
            )
            facts.append(t(waiting, time=sand_words(left)))
        elif on.square is None:
            ready = by_number(
                fighter_id, N_("On its Gate, ready to be summoned"), N_("On their Gate, ready to be summoned")
            )
            facts.append(t(ready))
        if on.protected:
            shielded = by_number(
                fighter_id,
                N_("Shielded: it cannot be knocked out"),
                N_("Shielded: they cannot be knocked out"),
            )
            facts.append(t(shielded))
    ability = ability_words(fighter) if v.mode != "first" else t("The first game plays without abilities.")
    return ZoomContent(t(fighter.name), facts, (ability, t(fighter.text)))


def totem_words(v: ArenaView, side: int) -> ZoomContent:
    totem = content().totem
    facts = (
        t("{n} of {most} energy", n=v.energy[side], most=v.max_energy),
        t("Defence {defence}", defence=totem.defence),
    )
    words = (
        t("Attacked from the squares marked with a chevron; it loses the difference, and one more on a KO."),
        t("A side whose Totem has no energy left loses."),
    )
    return ZoomContent(t("The {side} Totem", side=t(SIDES[side])), facts, words)


def attack_tip(target: TargetView, attacker: str) -> str:
    """What an attack risks, in a line or two: its chance to knock out (or to take Totem energy),
    and the chance that the counter it draws knocks the attacker out."""
    chance, risk = round(target.chance * 100), round(target.counter_chance * 100)
    fighter = t(content().fighters[attacker].name)
    if target.fighter is None:
        lines = [t("Attack the Totem: {chance}% to take energy", chance=chance)]
        if risk:
            lines.append(
                t("The Totem strikes back: {risk}% to knock out the {fighter}", risk=risk, fighter=fighter)
            )
        return "\n".join(lines)
    lines = [t("Attack: {chance}% to knock out", chance=chance)]
    if risk:
        key = by_number(target.fighter, N_("The {target} strikes back: {risk}% to knock out the {fighter}"),
                        N_("The {target} strike back: {risk}% to knock out the {fighter}"))  # fmt: skip
        lines.append(t(key, target=t(content().fighters[target.fighter].name), risk=risk, fighter=fighter))
    return "\n".join(lines)


def risk_badge(target: TargetView) -> str:
    """The short words on a target's second badge: the counter's chance to knock the attacker out."""
    return t("risk {risk}%", risk=round(target.counter_chance * 100)) if target.counter_chance else ""


# What a turn button does, in a line (its label says what it is)
BUTTON_RULES = {
    "end": N_("Your turn ends and the other side's clock starts."),
    "pass": N_("Your partner plays on from here; the turn and the clock stay your side's."),
    "accept": N_("The roll stands as it fell."),
    "wheel": N_("A critical failure turns your charge wheel one notch, nearer its bonuses."),
}


def button_tip(kind: str, v: ArenaView, fighter: str | None = None) -> str:
    """The rule behind a turn button, in a line: never its label again."""
    if kind == "bomb":
        key = by_number(
            fighter or "spark",
            N_("One die with the {fighter}'s attack strikes every fighter on the 8 squares around it, friend "
            "or foe, but none a Shield covers, and a Totem whose edge it stands on; the {fighter} is "
            "knocked out whatever the roll."),
            N_("One die with the {fighter}' attack strikes every fighter on the 8 squares around them, friend "
            "or foe, but none a Shield covers, and a Totem whose edge they stand on; the {fighter} are "
            "knocked out whatever the roll."),
        )  # fmt: skip
        return t(key, fighter=t(content().fighters[fighter or "spark"].name))
    if kind == "wait":
        return t("Your clock and every hourglass run {time} at once, until your next Gate's hourglass "
                 "runs out; nothing else happens meanwhile.", time=duration(v.wait_ms))  # fmt: skip
    return t(BUTTON_RULES[kind]) if kind in BUTTON_RULES else ""


# --- while you waited (recap.py) --------------------------------------------------------------------------
def _who(fighter: str, side: int) -> dict[str, str]:
    return {"side": t(SIDES[side]), "fighter": t(content().fighters[fighter].name)}


def _target_words(target: str, enemy: int) -> str:
    if target.startswith("totem:"):
        return t("the {side} Totem", side=t(SIDES[int(target.partition(":")[2])]))
    if target not in content().fighters:
        return target
    return t("the {side} {fighter}", **_who(target, enemy))


def recap_heading(seats: list[str]) -> str:
    if len(seats) == 1:
        return t("While you waited, {name} played:", name=seats[0])
    if len(seats) == 2:
        return t("While you waited, {first} and {second} played:", first=seats[0], second=seats[1])
    if len(seats) == 3:
        return t("While you waited, {first}, {second} and {third} played:", first=seats[0], second=seats[1],
                 third=seats[2])  # fmt: skip
    return t("While you waited:")


# an attack's line by how it ended (singular, plural): knocked out, missed, or a Totem struck
RECAP_ATTACKS = {
    "ko": (
        N_("The {side} {fighter} has knocked out {target}"),
        N_("The {side} {fighter} have knocked out {target}"),
    ),
    "miss": (
        N_("The {side} {fighter} has attacked {target} and missed"),
        N_("The {side} {fighter} have attacked {target} and missed"),
    ),  # fmt: skip
    "": (N_("The {side} {fighter} has attacked {target}"), N_("The {side} {fighter} have attacked {target}")),
}


def recap_activation(fighter: str, side: int, entered: str, moved_to: str, attacks: list[tuple[str, str]],
                     exploded: bool) -> list[str]:  # fmt: skip
    """What one fighter did on the other side's turn: where it went, then what it struck."""
    who = _who(fighter, side)
    lines = []
    if entered and moved_to:
        key = by_number(fighter, N_("The {side} {fighter} has come in and moved to {square}"),
                        N_("The {side} {fighter} have come in and moved to {square}"))  # fmt: skip
        lines.append(t(key, square=moved_to, **who))
    elif entered:
        key = by_number(fighter, N_("The {side} {fighter} has come in at {square}"),
                        N_("The {side} {fighter} have come in at {square}"))  # fmt: skip
        lines.append(t(key, square=entered, **who))
    elif moved_to:
        key = by_number(fighter, N_("The {side} {fighter} has moved to {square}"),
                        N_("The {side} {fighter} have moved to {square}"))  # fmt: skip
        lines.append(t(key, square=moved_to, **who))
    for target, result in attacks:
        key = by_number(fighter, *RECAP_ATTACKS[result])
        lines.append(t(key, target=_target_words(target, 1 - side), **who))
    if exploded:
        key = by_number(
            fighter, N_("The {side} {fighter} has exploded"), N_("The {side} {fighter} have exploded")
        )
        lines.append(t(key, **who))
    return lines


def recap_knocked_out(fighter: str, side: int) -> str:
    key = by_number(
        fighter,
        N_("The {side} {fighter} has been knocked out"),
        N_("The {side} {fighter} have been knocked out"),
    )
    return t(key, **_who(fighter, side))


def recap_energy(side: int, delta: int, total: int) -> str:
    """A Totem's energy over the other side's turn, counted as the log counts it."""
    if delta < 0:
        return counted(-delta, "The {side} Totem has lost {n} energy: {left} left",
                       "The {side} Totem has lost {n} energy: {left} left", side=t(SIDES[side]), left=total)  # fmt: skip
    return counted(delta, "The {side} Totem has gained {n} energy: {left} now",
                   "The {side} Totem has gained {n} energy: {left} now", side=t(SIDES[side]), left=total)  # fmt: skip


def recap_more(n: int) -> str:
    return counted(n, "…and {n} more line in the game log", "…and {n} more lines in the game log")
