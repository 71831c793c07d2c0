"""The rules of Time Machine Rocket: a turn, its reveals, recruiting, the five character actions,
objectives, the end of a round, scoring and the end of the game. This module holds what may happen
now (legal actions, their check, chance's outcomes) and the dispatch of an action to the flow that
applies it: reveal.py (a turn's reveals and recruiting), actions.py (the five character actions),
team.py (cards gained), rounds.py (turns, rounds, scoring and the end).

Rules code changes a fresh clone in place (GameState.apply clones first). Phases:
  objective*  start  reveal*  decide  humanitarian  military  creative_offer  creative_look*
  creative_take  creative_put  scientist_offer  scientist_draw*  scientist_steal  explorer_take
  explorer_put  over                                    (* = chance decides)
`act` holds the running character action: points, and per action budget/count/look/order/got.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from timetravel.engine import chance
from timetravel.engine.actions import Action, Arg, interned
from timetravel.engine.errors import IllegalAction
from timetravel.engine.events import Event
from timetravel.games.rocket import actions, reveal, targets
from timetravel.games.rocket.content import ROCKET, ROCKET_2X

if TYPE_CHECKING:
    from timetravel.games.rocket.state import RocketState


# === what may happen now ======================================================================
def legal_actions(s: RocketState) -> list[Action]:
    phase = s.phase
    seat = s.turn
    if phase == "start":
        found = [_act("reveal")]
        if s.pile > 0:
            found += [_act("use", card) for card in (ROCKET, ROCKET_2X) if s.areas[seat].get(card)]
        return found
    if phase == "decide":
        return [_act("recruit", s.last or ""), _act("reveal")]
    if phase == "humanitarian":
        return targets.aimed_actions(s, "take", s.act["points"]) + [_act("skip")]
    if phase == "military":
        return targets.aimed_actions(s, "discard", s.act["budget"]) + [_act("done")]
    if phase == "creative_offer":
        return [_act("look"), _act("skip")]
    if phase in ("creative_take", "explorer_take"):
        keeps = [_act("keep", c) for c in targets.distinct(s.act["look"]) if targets.takeable(s, c)]
        return keeps + [_act("done")]
    if phase in ("creative_put", "explorer_put"):
        return [_act("put", c) for c in targets.distinct(s.act["look"])] + [_act("keep_order")]
    if phase == "scientist_offer":
        return [_act("draw_rockets"), _act("skip")]
    if phase == "scientist_steal":
        steals = [
            _act("steal", other, card)
            for other in s.opponents(seat)
            for card in (ROCKET, ROCKET_2X)
            if s.areas[other].get(card)
        ]
        return steals + [_act("done")]
    return []


Check = Callable[["RocketState", tuple[Arg, ...]], bool]


def is_legal(s: RocketState, action: Action) -> bool:
    """Whether `action` is among legal_actions(s) (or chance_outcomes(s)), without building them."""
    check = _CHECKS.get((s.phase, action.kind))
    return check is not None and check(s, action.args)


def _no_args(s: RocketState, args: tuple[Arg, ...]) -> bool:
    return not args


def _one_str(args: tuple[Arg, ...]) -> str | None:
    return args[0] if len(args) == 1 and isinstance(args[0], str) else None


def _use_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    card = _one_str(args)
    return s.pile > 0 and card in (ROCKET, ROCKET_2X) and bool(s.areas[s.turn].get(card))


def _recruit_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    return args == (s.last,)


def _keep_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    card = _one_str(args)
    return card is not None and card in s.act["look"] and targets.takeable(s, card)


def _put_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    card = _one_str(args)
    return card is not None and card in s.act["look"]


def _aimed(s: RocketState, args: tuple[Arg, ...]) -> tuple[int, str] | None:
    """(an opponent's seat, a card) when the arguments say that, else None."""
    if (
        len(args) == 2
        and args[0].__class__ is int
        and isinstance(args[1], str)
        and args[0] in s.opponents(s.turn)
    ):
        return int(args[0]), args[1]
    return None


def _target_ok(budget_key: str) -> Check:
    def ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
        aimed = _aimed(s, args)
        character = s.deck.characters.get(aimed[1]) if aimed else None
        if aimed is None or character is None:
            return False
        in_team = s.teams[aimed[0]].get(character.category) == aimed[1]
        return in_team and character.points <= s.act[budget_key]

    return ok


def _steal_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    aimed = _aimed(s, args)
    return aimed is not None and aimed[1] in (ROCKET, ROCKET_2X) and bool(s.areas[aimed[0]].get(aimed[1]))


def _objective_ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
    objective_id = _one_str(args)
    return objective_id is not None and objective_id in s.deck.objectives


def _draw_ok(pile: Callable[[RocketState], dict[str, int]]) -> Check:
    def ok(s: RocketState, args: tuple[Arg, ...]) -> bool:
        card = _one_str(args)
        return card is not None and pile(s).get(card, 0) > 0

    return ok


_CHECKS: dict[tuple[str, str], Check] = {  # (phase, kind): whether the arguments are legal there
    ("objective", "objective"): _objective_ok,
    ("reveal", "flip"): _draw_ok(lambda s: s.piles[s.pile]),
    ("creative_look", "peek"): _draw_ok(lambda s: s.piles[s.act["source"]]),
    ("scientist_draw", "supply"): _draw_ok(lambda s: s.rocket_pile),
    ("start", "reveal"): _no_args,
    ("start", "use"): _use_ok,
    ("decide", "recruit"): _recruit_ok,
    ("decide", "reveal"): _no_args,
    ("humanitarian", "take"): _target_ok("points"),
    ("humanitarian", "skip"): _no_args,
    ("military", "discard"): _target_ok("budget"),
    ("military", "done"): _no_args,
    ("creative_offer", "look"): _no_args,
    ("creative_offer", "skip"): _no_args,
    ("creative_take", "keep"): _keep_ok,
    ("creative_take", "done"): _no_args,
    ("explorer_take", "keep"): _keep_ok,
    ("explorer_take", "done"): _no_args,
    ("creative_put", "put"): _put_ok,
    ("creative_put", "keep_order"): _no_args,
    ("explorer_put", "put"): _put_ok,
    ("explorer_put", "keep_order"): _no_args,
    ("scientist_offer", "draw_rockets"): _no_args,
    ("scientist_offer", "skip"): _no_args,
    ("scientist_steal", "steal"): _steal_ok,
    ("scientist_steal", "done"): _no_args,
}


_act = interned  # actions repeat all game long: each is built once


def chance_outcomes(s: RocketState) -> list[tuple[Action, float]]:
    phase = s.phase
    if phase == "objective":
        return chance.outcomes(chance.uniform(sorted(s.deck.objectives)), lambda i: _act("objective", i))
    if phase == "reveal":
        return _draws(s.piles[s.pile], "flip")
    if phase == "creative_look":
        return _draws(s.piles[s.act["source"]], "peek")
    if phase == "scientist_draw":
        return _draws(s.rocket_pile, "supply")
    return []


def _draws(pile: dict[str, int], kind: str) -> list[tuple[Action, float]]:
    return chance.outcomes(chance.draw(pile), lambda card: _act(kind, card))


# === applying an action =======================================================================
def apply_action(s: RocketState, action: Action) -> list[Event]:
    ev: list[Event] = []
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise IllegalAction(f"unknown action {action}")
    handler(s, action, ev)
    return ev


_HANDLERS = {
    "objective": reveal.on_objective,
    "use": reveal.on_use,
    "reveal": reveal.on_reveal,
    "flip": reveal.on_flip,
    "recruit": reveal.on_recruit,
    "skip": actions.on_skip,
    "take": actions.on_take,
    "discard": actions.on_discard,
    "look": actions.on_look,
    "peek": actions.on_peek,
    "keep": actions.on_keep,
    "done": actions.on_done,
    "put": actions.on_put,
    "keep_order": actions.on_keep_order,
    "draw_rockets": actions.on_draw_rockets,
    "supply": actions.on_supply,
    "steal": actions.on_steal,
}
