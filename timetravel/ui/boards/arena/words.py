"""What the large hover view says about a fighter or a Totem, from the viewer's typed view."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.games.arena.content import content
from timetravel.games.arena.observe import ArenaView
from timetravel.i18n import t
from timetravel.ui.boards.arena.art import ability_name, ability_words, clock_words
from timetravel.ui.boards.kit.zoom import ZoomContent

SIDES = ("White", "Black")


def fighter_words(v: ArenaView, fighter_id: str, names: Sequence[str], pending_ms: int = 0) -> ZoomContent:
    fighter = content().fighters[fighter_id]
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
            facts.append(t("On its Gate: ready in {time}", time=clock_words(left)))
        elif on.square is None:
            facts.append(t("On its Gate, ready to be summoned"))
        if on.protected:
            facts.append(t("Shielded: it cannot be knocked out"))
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
