"""Time Division's actions in words, for the acting seat (its own cards named) and for the log.

Actions carry no words: the state they are legal in names them when they are shown, through t()
in the language of that moment. The acting seat reads its own cards; anyone else, and the game
log, reads only what every seat may know.
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.engine.actions import Action, Arg
from timetravel.engine.state import ResultsTable
from timetravel.games.division.content import card_index, load_era
from timetravel.games.division.program import chooser, row_of
from timetravel.games.division.state import ROUNDS, SEATS, DivisionState
from timetravel.games.division.words_picks import choice_prompt, public_pick_words
from timetravel.games.division.words_places import side_name
from timetravel.i18n import N_, Seat, t


def action_words(st: DivisionState, action: Action, viewer: int | None) -> str:
    """`action`, legal (or just taken) in `st`, in words for `viewer` (None: every seat)."""
    if viewer is None or viewer != st.to_act():
        public = _public_words(st, action)
        if public is not None:
            return public
    words = _WORDS.get(action.kind)
    return words(st, action) if words is not None else str(action)


# --- the acting seat's words ------------------------------------------------------------------------
def _card_values(args: tuple[Arg, ...]) -> dict[str, object]:
    """{c0}, {v0}, {c1}, ...: each argument's card name and value (the argument itself if no card)."""
    index = card_index()
    values: dict[str, object] = {}
    for i, arg in enumerate(args):
        card = index.get(str(arg))
        values[f"c{i}"] = t(card.name) if card else arg
        values[f"v{i}"] = card.value if card else ""
    return values


def _template(template: str) -> Callable[[DivisionState, Action], str]:
    return lambda st, action: t(template, **_card_values(action.args))


def _flip_words(st: DivisionState, action: Action) -> str:
    return t("Coin toss: {p} starts", p=Seat(int(action.args[0])))


# (the triggered card is the actor's, the collected card is, the trigger has no effect) -> words
_TRIGGER_AND_COLLECT = {
    (True, True, False): N_("Trigger your {c0}, collect your {c1}"),
    (True, False, False): N_("Trigger your {c0}, collect their {c1}"),
    (False, True, False): N_("Trigger their {c0}, collect your {c1}"),
    (False, False, False): N_("Trigger their {c0}, collect their {c1}"),
    (True, True, True): N_("Trigger your {c0} (no effect), collect your {c1}"),
    (True, False, True): N_("Trigger your {c0} (no effect), collect their {c1}"),
    (False, True, True): N_("Trigger their {c0} (no effect), collect your {c1}"),
    (False, False, True): N_("Trigger their {c0} (no effect), collect their {c1}"),
}
_TRIGGER = {True: N_("Trigger your {c0}"), False: N_("Trigger their {c0}")}
_COLLECT = {True: N_("Collect your {c1}"), False: N_("Collect their {c1}")}


def _resolve_words(st: DivisionState, action: Action) -> str:
    trigger, collect = (str(a) for a in action.args)
    actor = st.to_act()
    values = _card_values(action.args)

    def mine(card_id: str) -> bool:
        return st.owner_of_decision(card_id) == actor

    if trigger != "none" and collect != "none":
        return t(_TRIGGER_AND_COLLECT[(mine(trigger), mine(collect), trigger in st.blocked)], **values)
    if trigger != "none":
        return t(_TRIGGER[mine(trigger)], **values)
    if collect != "none":
        return t(_COLLECT[mine(collect)], **values)
    return t("End the round")


def _pick_words(st: DivisionState, action: Action) -> str:
    """A pick as its chooser reads it: "Choose Vizier (your hand)", "Swap ... for ..."."""
    frame = st.frames[-1]
    seat = chooser(frame)
    row = row_of(frame)
    cards = [st.from_token(str(a)) for a in action.args]
    split = 0 if row.take is None or row.take.spec == "random" else 1  # as effects.pick_options
    first = ", ".join(_card_words(st, seat, c) for c in cards[:split])
    if cards[split:]:
        return t(
            "Swap {cards} for {others}",
            cards=first,
            others=", ".join(_card_words(st, seat, c) for c in cards[split:]),
        )
    return t("Choose {cards}", cards=first)


def _card_words(st: DivisionState, seat: int, card_id: str) -> str:
    zone = st.zone_of(card_id)
    if card_id in st.facedown:
        space = st.z[zone].index(card_id) + 1
        return t("the face-down card ({place}, space {n})", place=side_name(zone, seat), n=space)
    return t("{card} ({place})", card=t(st.card(card_id).name), place=side_name(zone, seat))


_WORDS: dict[str, Callable[[DivisionState, Action], str]] = {
    "random": _template("Draw a random card"),
    "flip": _flip_words,
    "travelers": _template("Deal the Time Travelers face down"),
    "draw": _template("Draw a card"),
    "keep": _template("Keep {c0} ({v0})"),
    "give": _template("Give {c0} to your rival"),
    "facedown": _template("Place {c0} face down"),
    "play": _template("Play {c0}"),
    "resolve": _resolve_words,
    "pick": _pick_words,
}


# --- words every seat may read ---------------------------------------------------------------------
_HIDDEN_CHOICES = {
    "keep": N_("Keep a card"),
    "give": N_("Give a card to the rival"),
    "facedown": N_("Place a card face down"),
}


def _public_words(st: DivisionState, action: Action) -> str | None:
    """The log's words where the acting seat's would name a card only it can see; None elsewhere."""
    kind = action.kind
    if kind == "pick" and st.frames:
        return public_pick(st, action)
    if kind in _HIDDEN_CHOICES:
        return t(_HIDDEN_CHOICES[kind])
    if kind == "play" and st.simultaneous and st.to_act() == st.first:
        return t("Play a card face down")
    if kind == "resolve":
        trigger, collect = (str(a) for a in action.args)
        if trigger != "none" and collect != "none":
            return t("Trigger {a}, collect {b}", a=t(st.card(trigger).name), b=t(st.card(collect).name))
        if trigger != "none":
            return t("Trigger {a}", a=t(st.card(trigger).name))
        if collect != "none":
            return t("Collect {b}", b=t(st.card(collect).name))
    return None


def public_pick(st: DivisionState, action: Action) -> str:
    """A pick in words every seat may read (the game log): cards only the chooser sees are not named."""
    frame = st.frames[-1]
    cards = [st.from_token(str(a)) for a in action.args]
    row = row_of(frame)
    split = 1 if row.take is not None and "exchange" in row.actions and len(cards) == 2 else len(cards)
    return t(
        "Choose {cards}",
        cards=public_pick_words(st, frame, tuple(cards[:split]), tuple(cards[split:])),
    )


# --- the header, the prompt and the results' notes ---------------------------------------------------
def prompt(st: DivisionState, seat: int) -> str:
    if st.to_act() != seat:
        return t("Waiting for your rival.")
    if st.frames:
        return choice_prompt(st).words()
    if st.step == "play" and st.simultaneous:
        if seat == st.first:
            return t("This round both play at once: your card stays face down until your rival plays.")
        return t("This round both play at once: your rival's card lies face down. Play yours.")
    return {
        "draft": t("Keep one card, then give one to your rival; the last goes to the Independent Stack."),
        "facedown": t("Place one card face down in your Influence Area."),
        "play": t("Play a card to your Decision Space."),
        "decide": t("Choose which card is triggered; the other is collected."),
    }.get(st.step, t("Choose an action."))


def progress(st: DivisionState) -> str:
    """The header line: the era (of how many), the phase or round, and the campaign's VP marker."""
    era = t(load_era(st.eras[st.era_i]).name)
    if st.step in ("flip", "travelers", "draft"):
        where = t("draft")
    elif st.step == "facedown":
        where = t("face-down cards")
    elif st.step == "over":
        where = t("scored")
    elif st.round <= ROUNDS:
        where = t("round {n} of {rounds}", n=st.round, rounds=ROUNDS)
    else:
        where = t("round {n}", n=st.round)
    if st.mode != "campaign":
        return t("{era}, {where}", era=era, where=where)
    if st.standee == 0:
        marker = t("VP marker in the middle")
    else:
        toward = Seat(0 if st.standee > 0 else 1)
        marker = t("VP marker {n} towards {player}", n=abs(st.standee), player=toward)
    return t(
        "Era {i} of {count}, {era}, {where} · {marker}",
        i=st.era_i + 1,
        count=len(st.eras),
        era=era,
        where=where,
        marker=marker,
    )


def marker_words(st: DivisionState) -> str:
    """Where a campaign's VP marker ended, in words that name the player it leans to."""
    spaces = abs(st.standee)
    if spaces == 0:
        return t(
            "The VP marker stands in the middle: {player} holds the coin and wins.",
            player=Seat(st.coin or 0),
        )
    toward = Seat(0 if st.standee > 0 else 1)
    if spaces == 1:
        return t("The VP marker ends {n} space towards {player}.", n=spaces, player=toward)
    return t("The VP marker ends {n} spaces towards {player}.", n=spaces, player=toward)


def tie_words(st: DivisionState, total: int, winner: int) -> str:
    return t("Tied at {n}: {player} holds the coin and wins.", n=total, player=Seat(winner))


def results_table(st: DivisionState) -> ResultsTable:
    """A campaign's results by era: each era's VP with its influence under it, and the VP sum."""
    columns = tuple(t(load_era(r["era"]).name) for r in st.results)  # the content catalogue's words
    cells = tuple(
        tuple((t("{n} VP", n=r["vp"][seat]), t("{n} influence", n=r["totals"][seat])) for r in st.results)
        for seat in SEATS
    )
    totals = tuple(t("{n} VP", n=sum(r["vp"][seat] for r in st.results)) for seat in SEATS)
    return ResultsTable(columns, cells, totals, t("VP won"))


def handoff_label() -> str:
    """The hand-off button's words (a t() template with {name}): it comes whenever the two hands
    differ, so it shows them."""
    return N_("I am {name}: show my cards")


def chance_words() -> str:
    """The waiting line while chance acts."""
    return N_("The coin and the cards fall where they may.")


def era_name(name: str) -> str:
    """An era's name (from its content file) in the content catalogue's words."""
    return t(name)


def era_order(names: list[str]) -> str:
    """A campaign's order of its three eras, as the setup screen lists it: "Ancient Egypt, then ..."."""
    first, second, third = names
    return t("{first}, then {second}, then {third}", first=first, second=second, third=third)
