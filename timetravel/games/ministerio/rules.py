"""El Ministerio's rules: the legal actions of each stage, the chance outcomes, and `apply`, which
hands an action to its stage's module. `turn.settle` then carries out everything that needs no
decision. Rule ids (M-...) refer to docs/rules/ministerio.md.

Stages of a turn: roll (chance) -> leave (only from the office) -> die -> walk -> play -> reveal
-> enemies (choose_enemy, fight, flee, raze) -> cards (place, trial, urgent, recover, peek) -> end;
entering the office goes from walk (or place) to office, then end. The stages' modules: setup
(agents, missions, draws, start doors), move, play (cards played), tiles (reveals and looks),
fight (fights and trials), office, turn (settle, the end of a turn); changes holds what they share.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from timetravel.engine.actions import Action
from timetravel.engine.chance import D6, dice_pool, die, outcomes, uniform
from timetravel.games.ministerio import fight, move, office, play, setup, tiles
from timetravel.games.ministerio.content import CATEGORIES, content
from timetravel.games.ministerio.staircase import stair
from timetravel.games.ministerio.state import MinisterioState

CHANCE_STAGES = ("roll", "reveal", "fight_roll", "enemy_roll", "trial_roll", "peek_roll")
ROLL_STAGES = ("fight_roll", "enemy_roll", "trial_roll")


def coloured_doors() -> list[int]:
    return [d for d, colour in enumerate(stair().colours) if colour is not None]


def office_verb(tile_id: str) -> str:
    return content().office[tile_id].front.verb


@cache
def _act(kind: str, *args: int | str) -> Action:
    """Actions are values: each one is made once and shared (legal_actions runs at every step)."""
    return Action(kind, args)


# --- legal actions --------------------------------------------------------------------------------
def legal_actions(st: MinisterioState) -> list[Action]:
    stage, agent = st.stage, st.agent
    if stage == "choose_agent":
        taken = {a.protagonist for a in st.agents}
        return [_act("agent", p) for p in content().protagonists if p not in taken]
    if stage in ("start_door", "leave"):
        kind = "start" if stage == "start_door" else "leave"
        return [_act(kind, d) for d in coloured_doors()]
    if stage == "die":
        dice = st.t["dice"]
        return [_act("die", 0)] + ([_act("die", 1)] if dice[1] != dice[0] else [])
    if stage == "walk":
        return [_walk_action(o) for o in st.walk_options()]
    if stage == "play":
        actions = [_act("play", c) for c in agent.hand]
        actions += [_act("pile", cat) for cat in CATEGORIES if st.piles[cat]]
        return [*actions, _act("investigate"), _act("pass")]
    if stage == "raze":
        return [_act("raze", tile) for tile in st.office_tiles]
    if stage == "choose_enemy":
        return [_act("face", tile) for tile in st.on_door[st.here()]]
    if stage == "fight":
        first = [_act("fight"), _act("let_go")] if st.t["roll"] is None else [_act("concede")]
        return first + _discards(st)
    if stage == "flee":
        return [_act("flee", d) for d in st.t["flee"][1:]]
    if stage == "place":  # M-PLACE-1, and M-KEY-6: no way back into the office this turn
        return [_act("place_draw")] if st.t["left_office"] else [_act("place_draw"), _act("place_office")]
    if stage == "trial":
        first = [_act("try")] if st.t["roll"] is None else [_act("fail")]
        return first + _discards(st)
    if stage == "urgent":
        return [_act("use"), _act("skip")]
    if stage == "recover":
        return [_act("recover", cat) for cat in CATEGORIES if st.piles[cat]]
    if stage == "peek":
        return [_act("peek", d) for d in st.peekable_doors(st.turn)] + [_act("stop_peek")]
    if stage == "office":
        return office_actions(st)
    return []


def is_legal(st: MinisterioState, action: Action) -> bool:
    """A direct check for the frequent kinds; the others compare with the (short) list."""
    if action.kind == "discard":
        return st.stage in ("fight", "trial") and len(action.args) == 1 and action.args[0] in st.agent.hand
    if action.kind == "play":
        return st.stage == "play" and len(action.args) == 1 and action.args[0] in st.agent.hand
    return action in st.legal_actions()  # kept by the state once worked out


def _discards(st: MinisterioState) -> list[Action]:
    return [_act("discard", c) for c in st.agent.hand]


def _walk_action(option: str) -> Action:
    if option.startswith("dir"):
        return _act("dir", int(option[3:]))
    return _act(option)


def office_actions(st: MinisterioState) -> list[Action]:
    """M-OFFICE-1: one office tile still there, or delivering the mission."""
    agent, actions = st.agent, []
    verbs = {office_verb(tile) for tile in st.office_tiles}
    if "shed_pa" in verbs:
        actions.append(_act("office_pa"))
    if "draw" in verbs:
        actions.append(_act("office_draw"))
    if "convert_enemies" in verbs:
        actions += [_act("convert", n) for n in range(1, len(agent.enemies) + 1)]
    if "replay_discard" in verbs:
        actions += [_act("replay", cat) for cat in CATEGORIES if cat != "place" and st.piles[cat]]
    if not agent.delivered and st.mission_met(st.turn):
        actions.append(_act("deliver"))
    return actions or [_act("rest")]


# --- chance -------------------------------------------------------------------------------------------
@cache
def _named(kind: str, name: str) -> Action:
    """One action per card or tile, made once: draws list every card of the deck at each draw."""
    return Action(kind, (name,))


@cache
def _dice_outcomes() -> tuple[tuple[Action, float], ...]:
    return tuple(outcomes(dice_pool(2, D6), lambda faces: Action("dice", faces)))


@cache
def _die_outcomes() -> tuple[tuple[Action, float], ...]:
    return tuple(outcomes(die(D6), lambda n: Action("roll", (n,))))


def chance_outcomes(st: MinisterioState) -> list[tuple[Action, float]]:
    if st.to_draw:
        share = 1 / len(st.deck)
        return [(_named("draw", c), share) for c in st.deck]
    if st.stage == "deal":
        taken = {a.mission for a in st.agents}
        free = [m for m in content().missions if m not in taken]
        return outcomes(uniform(free), lambda m: _named("mission", m))
    if st.stage == "roll":
        return list(_dice_outcomes())
    if st.stage in ("reveal", "peek_roll"):
        share = 1 / len(st.tile_pool)
        return [(_named("tile", tile), share) for tile in st.tile_pool]
    if st.stage in ROLL_STAGES:
        return list(_die_outcomes())
    return []


# --- apply --------------------------------------------------------------------------------------------
_HANDLERS: dict[str, Callable[..., None]] = {
    **setup.HANDLERS,
    **move.HANDLERS,
    **play.HANDLERS,
    **tiles.HANDLERS,
    **fight.HANDLERS,
    **office.HANDLERS,
}


def apply(st: MinisterioState, action: Action) -> None:
    handler = _HANDLERS[action.kind]
    handler(st, *action.args)
