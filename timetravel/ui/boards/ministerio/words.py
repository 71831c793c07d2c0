"""What the large hover view and the tooltips say about El Ministerio's cards and tiles, in words."""

from __future__ import annotations

from timetravel.engine.script import Step
from timetravel.games.ministerio.content import TRIAL_SKILL, Card, content
from timetravel.i18n import N_, t
from timetravel.ui.widgets.card_zoom import ZoomContent

HUESCA_GROUP = N_("Plays that send you to Huesca")  # the folded entry of the action panel
# a pile's category as table.py labels it, through t(category)
PILE_WORDS = (N_("place"), N_("object"), N_("character"), N_("event"))
CATEGORY_NAMES = {
    "place": N_("Place"),
    "object": N_("Object"),
    "character": N_("Character"),
    "event": N_("Event"),
}
SKILL_NAMES = {
    "combat": N_("Combat"),
    "intelligence": N_("Intelligence"),
    "knowledge": N_("Knowledge"),
    "charisma": N_("Charisma"),
    "research": N_("Research"),
}
ABILITY_WORDS = {
    "raid_office": N_("No fight: she takes one office tile of the revealer's choice out of the game."),
    "steal_oldest_object": N_(
        "The revealer loses the oldest object they control; then he slips into the office."
    ),
    "steal_newest_object": N_(
        "The revealer loses the newest object they control; then he slips into the office."
    ),
    "beat_at_once": N_("Beat him in the first fight or he goes straight into the office."),
    "boss": N_("No fight: he takes the centre of the staircase and adds 1 to every other enemy's combat."),
    "wandering_spy": N_(
        "Her figure walks the staircase with every move: left on an even roll, right on an odd one; "
        "every agent she passes or stops on takes 1 PA."
    ),
    "rolled_strength": N_("His combat is his printed value plus a die rolled for each fight."),
    "costs_pa_on_loss": N_("A lost fight against him costs 1 PA."),
}


def effect_words(effect: Step | None) -> str:
    if effect is None:
        return ""
    p = effect.params
    verb = effect.verb
    if verb == "draw":
        return t("URGENTE: draw {n} cards.", n=getattr(p, "count", 0))
    if verb == "shed_pa":
        return t("URGENTE: lose {n} PA.", n=getattr(p, "amount", 0))
    if verb == "recover_discard":
        return t("URGENTE: take the top card of a discard pile into your hand.")
    if verb == "peek_tiles":
        return t("URGENTE: look at {n} face-down enemy tiles.", n=getattr(p, "count", 0))
    if verb == "skill_bonus":
        skill = t(SKILL_NAMES.get(str(getattr(p, "skill", "")), ""))
        return t("While you control it: +{n} {skill}.", n=getattr(p, "amount", 0), skill=skill)
    if verb == "research_bonus":
        return t(
            "While you control it: +{n} research (cards drawn when investigating).", n=getattr(p, "amount", 0)
        )
    if verb == "pa_discount":
        return t("While you control it: every card you play costs {n} PA less.", n=getattr(p, "amount", 0))
    if verb == "open_doors":
        return t("While you control it: no door counts as closed for your trials.")
    return verb


def card_facts(card: Card) -> list[str]:
    facts = [t("{category}, {year}", category=t(CATEGORY_NAMES[card.category]), year=card.year)]
    skill = TRIAL_SKILL[card.category]
    if skill is None:
        facts.append(t("No trial: draw 3 and lose 2 PA, or go to Salvador's office"))
    else:
        facts.append(t("Trial: {skill} + a die against {n}", skill=t(SKILL_NAMES[skill]), n=card.requirement))
        facts.append(t("{n} VP", n=card.vp))
    facts.append(t("Discard bonus +{n}", n=card.bonus))
    return facts


def card_words(card_id: str, cost: int | None = None, pa: int = 0) -> ZoomContent:
    """A card in words; with `cost`, what playing it now costs an agent at `pa`, Huesca included."""
    card = content().cards[card_id]
    facts = card_facts(card)
    if cost is not None:
        facts.append(t("Playing it here costs {n} PA", n=cost))
        if pa + cost > 10:
            facts.append(t("That is {n} PA, above 10: the agent goes to Huesca", n=pa + cost))
    words = [w for w in (effect_words(card.effect), t(card.note) if card.note else "") if w]
    return ZoomContent(t(card.name), tuple(facts), tuple(words))


def tile_words(tile_id: str) -> ZoomContent:
    tile = content().enemies[tile_id]
    facts = []
    if tile.kind == "well":
        facts.append(t("A Ministry well: no enemy here"))
    elif tile.combat is not None:
        facts.append(t("Combat {n}", n=tile.combat))
    if tile.colour is not None:
        facts.append(t("Runs toward the {colour} doors", colour=t(tile.colour)))
    words = [t(ABILITY_WORDS[tile.ability])] if tile.ability else []
    return ZoomContent(t(tile.name), tuple(facts), (*words, t(tile.note)))


def facedown_words(known: str | None) -> ZoomContent:
    if known is not None:
        inner = tile_words(known)
        return ZoomContent(
            inner.title, (t("Face down: only you have looked at it"), *inner.facts), inner.words
        )
    return ZoomContent(
        t("A face-down enemy tile"),
        (),
        (t("It is revealed when an agent plays a card or investigates on this door."),),
    )


def office_words(tile_id: str) -> ZoomContent:
    tile = content().office[tile_id]
    power = tile.front
    if power.verb == "shed_pa":
        words = t("Lose {n} PA.", n=getattr(power, "amount", 0))
    elif power.verb == "draw":
        words = t("Draw {n} cards.", n=getattr(power, "count", 0))
    elif power.verb == "convert_enemies":
        words = t("Turn any of your enemy tiles into 1 VP each; they stop counting as enemies.")
    else:
        words = t("Play the top card of a discard pile with no anachronism (never a place).")
    return ZoomContent(t(tile.name), (t("Salvador's office"),), (words,))


def protagonist_words(pid: str) -> ZoomContent:
    p = content().protagonists[pid]
    facts = [f"{t(SKILL_NAMES[s])} {getattr(p, s)}" for s in SKILL_NAMES]
    return ZoomContent(t(p.name), tuple(facts), (t(p.note),))


def mission_words(mid: str, lines: tuple[tuple[int, int], ...] = ()) -> ZoomContent:
    m = content().missions[mid]
    facts = [t("{full} VP, {partial} VP if partly done", full=m.full, partial=m.partial)]
    words = []
    for i, need in enumerate(m.requirements):
        span = ""
        if need.from_year or need.to_year:
            span = t(" ({a} to {b})", a=need.from_year or "", b=need.to_year or "")
        have = f" [{lines[i][0]}/{lines[i][1]}]" if i < len(lines) else ""
        words.append(t("{n} {kind}", n=need.count, kind=t(need.kind)) + span + have)
    return ZoomContent(t(m.name), tuple(facts), (*words, t(m.note)))
