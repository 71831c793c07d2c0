"""The words the board shows: a scenario's texts by key, the key words to highlight in a card's
text, tooltips for cards, shields, hosts and the time line."""

from __future__ import annotations

import re
from functools import cache

from timetravel.games.stories.content import load_scenario
from timetravel.games.stories.view import AgentView, CardView, HostView, StoriesView
from timetravel.i18n import N_, Seat, language, t
from timetravel.plural import counted

SHIELD_WORDS = {
    "normal": N_("A plain shield: a hit removes it."),
    "skull": N_("A skull shield: while it is left, each skull rolled strikes back."),
    "time": N_("A time shield: while it is left, each roll or wait here costs 1 TU."),
    "life": N_("A life shield: while it is left, each roll or wait here costs 1 life."),
    "special": N_("A special shield: while it is left, the card's own penalty applies."),
}
SYMBOL_WORDS = {
    "no_entry": N_("No entry: nobody may stand on this card."),
    "must_enter": N_("Must enter: at least one agent enters this card on arrival."),
    "now_or_never": N_("Now or never: if nobody enters it on arrival, it is gone for this run."),
}
ABILITY_WORDS = {
    "thick_skin": N_("Thick skin"),
    "sure_footed": N_("Sure-footed"),
    "healer": N_("Healer"),
    "none": "",
}


def text(scenario: str, key: str) -> str:
    """A scenario's words by key, in today's language."""
    return load_scenario(scenario).words(key, language()) if key else ""


def english_text(scenario: str, key: str) -> str:
    """A scenario's words by key in English, whatever the language: what art.py reads for key words,
    so a place looks the same in every language."""
    return load_scenario(scenario).words(key) if key else ""


def card_title(scenario: str, card: str) -> str:
    """A card by its letter and place: "Card D, the Lazzaretto"."""
    location, _, letter = card.partition(".")
    places = load_scenario(scenario).locations
    place = text(scenario, places[location].name) if location in places else location
    return t("Card {letter}, {place}", letter=letter, place=place)


def success_key(scenario: str) -> str:
    return load_scenario(scenario).meta.success


def seat(index: int) -> str:
    return f"{Seat(index)}"


def key_phrases(scenario: str) -> tuple[str, ...]:
    """The names worth catching the eye in a card's text: hosts (their first name), items, places,
    status tokens, attributes and resources, longest first."""
    return _key_phrases(scenario, language())


@cache
def _key_phrases(scenario: str, lang: str) -> tuple[str, ...]:
    content = load_scenario(scenario)

    def say(key: str) -> str:
        return content.words(key, lang)

    found: set[str] = set()
    for host in content.hosts.values():
        found.add(say(host.name).split(",")[0].strip())
    for item in content.items.values():
        found.add(say(item.name))
    for place in content.locations.values():
        found.add(_without_article(say(place.name)))
    for named in (*content.meta.tokens, *content.meta.attributes, *content.meta.resources):
        found.add(say(named.name))
    found |= {"TU", t("life")}
    return tuple(sorted((p for p in found if _worth_lighting(p)), key=len, reverse=True))


# a place is caught without its article ("the Arsenal" and "Arsenal" alike), in English and Spanish
_ARTICLES = ("the ", "el ", "la ", "los ", "las ")


def _without_article(name: str) -> str:
    lowered = name.lower()
    article = next((a for a in _ARTICLES if lowered.startswith(a)), "")
    return name[len(article) :]


def _hangul(ch: str) -> bool:
    return "\uac00" <= ch <= "\ud7a3"


def _worth_lighting(phrase: str) -> bool:
    """Long enough to be a name: three letters, or two Hangul syllables (체력, 석호), or TU."""
    return len(phrase) > 2 or phrase == "TU" or (len(phrase) == 2 and all(_hangul(c) for c in phrase))


# The scenario's own emphasis: words in capitals (any script with capitals: TABLÓN, DÁRSENA), and in
# Korean, which has none, a name between single quotes (‘게시판’), lit without its quotes.
_WORD = re.compile(r"[^\W\d_][^\W\d_'’]*")
_QUOTED = re.compile(r"‘([^’\s][^’]{0,30})’")


def _emphasis(words: str) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for match in _WORD.finditer(words):
        word = match.group()
        if len(word.strip("'’")) < 3 or not word.isupper():
            continue
        if spans and not words[spans[-1][1] : match.start()].strip():
            spans[-1] = (spans[-1][0], match.end())  # CAPITALS IN A ROW: one span
        else:
            spans.append((match.start(), match.end()))
    spans += [(m.start(1), m.end(1)) for m in _QUOTED.finditer(words)]
    return spans


def _phrase_pattern(phrase: str) -> str:
    """A key phrase as a whole word; in Korean a particle may follow it (라자레토에, 통행증을)."""
    end = "" if _hangul(phrase[-1]) else r"\b"
    return r"\b" + re.escape(phrase) + end


def highlights(words: str, phrases: tuple[str, ...]) -> list[tuple[int, int]]:
    """The character spans of `words` that name a key phrase (whole words, any case) or that the
    scenario emphasised (the people and things worth a look)."""
    spans: list[tuple[int, int]] = []
    found = [
        (m.start(), m.end())
        for phrase in phrases
        for m in re.finditer(_phrase_pattern(phrase), words, re.IGNORECASE)
    ]
    for start, end in [*found, *_emphasis(words)]:
        if not any(a < end and start < b for a, b in spans):
            spans.append((start, end))
    return sorted(spans)


def card_tip(v: StoriesView, card: CardView) -> str:
    lines = [t("Card {letter}", letter=card.letter)]
    if card.seen and card.intro:
        lines.append(text(v.scenario, card.intro))
    elif not card.seen:
        lines.append(t("Not read yet."))
    if card.symbol in SYMBOL_WORDS:
        lines.append(t(SYMBOL_WORDS[card.symbol]))
    if card.sealed:
        lines.append(t("Sealed: open to you.") if card.open else t("Sealed: a status or an item opens it."))
    if card.gone:
        lines.append(t("Set aside until the next run."))
    if card.test is not None:
        lines.append(test_words(v, card))
    if card.agents:
        lines.append(t("Here: {names}", names=", ".join(seat(s) for s in card.agents)))
    return "\n".join(lines)


def test_words(v: StoriesView, card: CardView) -> str:
    test = card.test
    assert test is not None
    attribute = text(v.scenario, dict(v.attributes).get(test.attribute, test.attribute))
    line = counted(len(test.shields), "A test of {attribute}: {n} shield left.",
                   "A test of {attribute}: {n} shields left.", attribute=attribute)  # fmt: skip
    if test.lock:
        line += " " + t("Locked: nobody may leave until it is won.")
    return line


def shield_tip(kind: str) -> str:
    return t(SHIELD_WORDS.get(kind, SHIELD_WORDS["normal"]))


def host_lines(v: StoriesView, host: HostView) -> list[str]:
    """A host card's facts: resistance, life and the ability's name."""
    lines = [t("Resistance {n}", n=host.resistance), t("Life {n}", n=host.life)]
    if ABILITY_WORDS.get(host.ability):
        lines.append(t(ABILITY_WORDS[host.ability]))
    return lines


def agent_tip(v: StoriesView, agent: AgentView) -> str:
    if agent.host is None:
        return t("{name} has no host yet.", name=seat(agent.seat))
    host = next(h for h in v.hosts if h.ident == agent.host)
    lines = [f"{seat(agent.seat)}: {text(v.scenario, host.name)}", text(v.scenario, host.text)]
    lines.append(
        t(
            "Life {life} of {most}, resistance {res}",
            life=agent.life,
            most=agent.most_life,
            res=agent.resistance,
        )
    )
    for item in agent.items:
        lines.append("- " + item_line(v.scenario, item))
    if agent.dead:
        lines.append(
            t("Dead: back when {tu} TU are left.", tu=agent.returns_at)
            if agent.returns_at is not None
            else t("Dead for the rest of this run.")
        )
    return "\n".join(lines)


def item_line(scenario: str, item: str) -> str:
    entry = load_scenario(scenario).items[item]
    name = text(scenario, entry.name)
    if entry.agency:  # (a t() inside an f-string is never extracted)
        name = t("{item} (Agency)", item=name)
    return f"{name}: {text(scenario, entry.text)}"


def item_name(scenario: str, item: str) -> str:
    return text(scenario, load_scenario(scenario).items[item].name)


def resource_name(scenario: str, ident: str) -> str:
    found = next((r.name for r in load_scenario(scenario).meta.resources if r.id == ident), ident)
    return text(scenario, found)


def resource_amount(scenario: str, ident: str, count: int) -> str:
    """ "1 ducat", "3 ducats": a scenario names the one with the key `<name key>_one` (optional)."""
    key = next((r.name for r in load_scenario(scenario).meta.resources if r.id == ident), ident)
    one = text(scenario, f"{key}_one") if count == 1 else ""
    name = one if one and one != f"{key}_one" else text(scenario, key)
    return t("{n} {resource}", n=count, resource=name)


def time_tip(v: StoriesView) -> str:
    lines = [
        t(
            "Run {run} of {most}: {tu} TU left of {full}.",
            run=v.run,
            most=v.max_runs,
            tu=max(0, v.tu),
            full=v.full_tu,
        )
    ]
    for agent in v.agents:
        if agent.dead and agent.returns_at is not None:
            lines.append(t("{name} comes back at {tu} TU.", name=seat(agent.seat), tu=agent.returns_at))
    return "\n".join(lines)
