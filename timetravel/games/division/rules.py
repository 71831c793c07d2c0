"""The rules of Time Division as the engine asks for them: the legal actions and chance outcomes of
a state, whether an action is legal, and an action applied (dispatched to the stage it belongs to:
draft.py, rounds.py, scoring.py, and effects.py for the choices and draws of a card's effect)."""

from __future__ import annotations

from timetravel.engine import chance
from timetravel.engine.actions import Action, interned
from timetravel.engine.events import Event
from timetravel.engine.state import CHANCE
from timetravel.games.division import draft, effects, rounds, scoring
from timetravel.games.division.state import SEATS, DivisionState

_LISTS: dict[tuple[object, ...], list[Action]] = {}
_DRAWS: dict[tuple[str, ...], list[tuple[Action, float]]] = {}


def _actions(kind: str, cards: list[str]) -> list[Action]:
    """One action per card, in the given order; the list itself is shared, so never change it."""
    key = (kind, *cards)
    found = _LISTS.get(key)
    if found is None:
        if len(_LISTS) > 50_000:
            _LISTS.clear()
        found = _LISTS[key] = [interned(kind, c) for c in cards]
    return found


def _one(args: tuple[str | int, ...]) -> str | int | None:
    """The one argument of an action that takes one (None otherwise)."""
    return args[0] if len(args) == 1 else None


# --- what may happen -------------------------------------------------------------------------------
def chance_outcomes(st: DivisionState) -> list[tuple[Action, float]]:
    if st.to_act() != CHANCE:
        return []
    if st.frames:
        cards = effects.random_outcomes(st)
        return chance.outcomes(chance.uniform(_actions("random", cards)), lambda a: a)
    if st.step == "flip":
        heads, tails = (interned("flip", seat) for seat in SEATS)
        return chance.outcomes(chance.coin(heads, tails), lambda a: a)
    if st.step == "travelers":
        return [(interned("travelers", c), 0.5) for c in st.travelers()]
    deck = tuple(st.z["deck"])
    found = _DRAWS.get(deck)
    if found is None:
        if len(_DRAWS) > 50_000:
            _DRAWS.clear()
        found = _DRAWS[deck] = chance.uniform(_actions("draw", list(deck)))
    return found


def legal_actions(st: DivisionState) -> list[Action]:
    actor = st.to_act()
    if actor < 0:
        return []
    if st.frames:
        return effects.pick_actions(st)
    if st.step == "draft":
        return _actions(st.draft_stage, sorted(st.z[f"temp:{actor}"]))  # keep, then give
    if st.step in ("facedown", "play"):
        return _actions(st.step, sorted(st.z[f"hand:{actor}"]))
    return _resolve_actions(st, actor)


def _resolve_actions(st: DivisionState, actor: int) -> list[Action]:
    played = [st.z[f"decision:{s}"][0] for s in (actor, 1 - actor) if st.z[f"decision:{s}"]]
    if len(played) == 2:
        a, b = played
        return [interned("resolve", a, b), interned("resolve", b, a)]
    if len(played) == 1:
        return [interned("resolve", played[0], "none"), interned("resolve", "none", played[0])]
    return [interned("resolve", "none", "none")]


def is_legal(st: DivisionState, action: Action) -> bool:
    """Whether `action` is among the options now, looking only where its kind can be legal
    (without working out who acts: the kind says where to look)."""
    args = action.args
    if st.frames:  # an effect waits for a pick or a random card
        if action.kind == "pick":
            return action in st.legal_actions()
        return (
            action.kind == "random"
            and effects.needs(st) == "chance"
            and _one(args) in effects.random_outcomes(st)
        )
    kind, step = action.kind, st.step
    if kind == "draw" or kind in ("keep", "give"):
        stage_ok = step == "draft" and st.draft_stage == ("draw" if kind == "draw" else kind)
        zone = "deck" if kind == "draw" else f"temp:{st.drafter}"
        return stage_ok and _one(args) in st.z[zone]
    if kind == "facedown":
        return step == "facedown" and _one(args) in st.z[f"hand:{st.drafter}"]
    if kind == "play":
        return step == "play" and _one(args) in st.z[f"hand:{st.to_act()}"]
    if kind == "resolve":
        return step == "decide" and action in st.legal_actions()
    if kind == "flip":
        return step == "flip" and len(args) == 1 and args[0].__class__ is int and args[0] in SEATS
    if kind == "travelers":
        return step == "travelers" and _one(args) in st.travelers()
    return False


# --- transitions ---------------------------------------------------------------------------------
def apply(st: DivisionState, action: Action) -> list[Event]:
    st.events = []
    kind, args = action.kind, action.args
    if kind == "random":
        effects.draw_random(st, str(args[0]))
    elif kind == "pick":
        effects.apply_pick(st, action)
    elif kind == "flip":
        draft.toss(st, int(args[0]))
    elif kind == "travelers":
        draft.deal_travelers(st, str(args[0]))
    elif kind == "draw":
        draft.draw(st, str(args[0]))
    elif kind in ("keep", "give"):
        draft.distribute(st, kind, str(args[0]))
    elif kind == "facedown":
        draft.place_facedown(st, str(args[0]))
    elif kind == "play":
        rounds.play(st, str(args[0]))
    elif kind == "resolve":
        rounds.resolve(st, str(args[0]), str(args[1]))
    advance(st)
    return st.events


def advance(st: DivisionState) -> None:
    """Carry on until someone must decide: the running effects, then the stage after them."""
    while True:
        if st.frames:
            effects.run(st)
            if st.frames:
                return
        if st.step == "pre":
            st.step = "play"
        elif st.step == "mid":
            rounds.finish_delayed(st, "after_coin")
            st.step = "decide"
        elif st.step == "resolve":
            rounds.after_trigger(st)
            if st.z["hand:0"] and st.z["hand:1"]:
                rounds.start_round(st)
                continue
            if scoring.end_era(st):
                draft.setup_era(st)
        return
