"""An AI teammate's reasons in T.I.M.E Stories' words: what it does, then why (the reasons are
data built by ai_reasons.py)."""

from __future__ import annotations

from timetravel.engine.reason import Reason
from timetravel.games.stories.state import StoriesState
from timetravel.games.stories.words import Counted, ScenarioText, location_name, named
from timetravel.i18n import N_, Seat, t
from timetravel.plural import counted

_DEEDS = {
    "host": N_("{agent} takes {host} as host"),
    "explore": N_("{agent} explores {place}"),
    "travel": N_("{agent} takes the group to {place}"),
    "spend": N_("{agent} spends a TU at {place}"),
    "enter": N_("{agent} enters card {card}"),
    "roll": N_("{agent} rolls for {attribute}"),
    "idle": N_("{agent} does nothing this TU"),
    "give": N_("{agent} passes {item} to {taker}"),
    "hand": N_("{agent} hands {resource} to {taker}"),
    "use": N_("{agent} uses {item}"),
    "choose": N_("{agent} chooses “{option}”"),
}
_GROUNDS = {
    "unexplored": N_("nobody has been there yet"),
    "unread_card": N_("nobody has read it yet"),
    "unread_card_here": N_("card {card} is still unread"),
    "now_or_never": N_("it leaves if nobody enters it now"),
    "card_test": N_("{agent} has the {attribute} for card {card}'s test ({dice})"),
    "own_test": N_("its host has {dice} of {attribute} for the test"),
    "plan": N_("it is on the way to closing the mission"),
    "at_test": N_("{agent} can roll {attribute} at card {card}"),
    "work_left": N_("there is more to do here"),
    "no_dice": N_("its host has no dice for {attribute}"),
    "nothing_to_do": N_("nothing on its card needs it"),
    "bonus": N_("{agent} rolls {attribute} with it"),
    "pool": N_("{agent} holds the most {resource}"),
    "heal": N_("it heals its host"),
    "success": N_("the team knows it ends the mission"),
    "hope": N_("it may end the mission"),
    "right": N_("a card the team read calls it the right way"),
    "known": N_("the team saw where it leads"),
    "untried": N_("nobody has tried it yet"),
    "complements": N_("the team lacks {attribute}"),
    "most_worth": N_("nothing else looks better"),
    "joins": N_("to help {agent} with the test there"),
}
_GAINS = {  # what a card gives: (said of the card itself, said of a card where the group goes)
    ("gives", False): N_("it gives {thing}"),
    ("needs", False): N_("it gives {thing}, which the team needs"),
    ("gives", True): N_("card {card} there gives {thing}"),
    ("needs", True): N_("card {card} there gives {thing}, which the team needs"),
}


def reason_words(state: StoriesState, reason: Reason) -> str:
    """An AI teammate's reason as one sentence: what it does, then why ("Nova takes the group to the
    Arsenal: nobody has been there yet.")."""
    deed = _DEEDS.get(reason.kind)
    if deed is None:
        return ""
    said = t(deed, **_names(state, reason))
    why = [_ground_words(state, ground) for ground in reason.grounds]
    why = [w for w in why if w]
    if not why:
        return t("{deed}.", deed=said)
    because = why[0] if len(why) == 1 else t("{some}, and {last}", some=", ".join(why[:-1]), last=why[-1])
    return t("{deed}: {because}.", deed=said, because=because)


def _ground_words(state: StoriesState, ground: Reason) -> str:
    kind = ground.kind
    if kind in ("gives", "needs"):
        names = _names(state, ground)
        thing = next((names[k] for k in ("token", "item", "resource", "host") if k in names), "")
        return t(_GAINS[kind, "card" in names], thing=thing, card=names.get("card", ""))
    if kind == "unread":
        n = int(ground.name("n") or 0)
        return counted(n, "{n} card there is unread", "{n} cards there are unread")
    if kind == "odds":
        dice = Counted(int(ground.name("n") or 0), "{n} die", "{n} dice")
        shields = Counted(int(ground.name("shields") or 0), "{n} shield", "{n} shields")
        if not ground.name("percent"):
            return t("{dice} against {shields}, each hit wears the test down", dice=dice, shields=shields)
        return t("{dice} against {shields}, {percent}% to clear it", dice=dice, shields=shields,
                 percent=ground.name("percent"))  # fmt: skip
    template = _GROUNDS.get(kind)
    return t(template, **_names(state, ground)) if template else ""


def _names(state: StoriesState, reason: Reason) -> dict[str, object]:
    """A reason's names as a sentence's parameters: seats by their names, the scenario's things by
    theirs."""
    sc = state.scenario
    found: dict[str, object] = {}
    for key, value in reason.names:
        if key in ("agent", "taker"):
            found[key] = Seat(int(value))
        elif key == "place":
            found[key] = location_name(sc, str(value))
        elif key == "host":
            found[key] = str(named(sc, "host", str(value))).split(",")[0]
        elif key in ("item", "token", "resource", "attribute"):
            found[key] = named(sc, key, str(value))
        elif key == "option":
            found[key] = ScenarioText(sc, str(value))
        elif key == "n":
            found[key] = value
            found["dice"] = Counted(int(value), "{n} die", "{n} dice")
        else:
            found[key] = value
    return found
