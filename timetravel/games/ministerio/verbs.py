"""El Ministerio's card verbs, registered in the engine's script kit: one small function each.

A card's effect is one step (`effect = { verb = "draw", count = 2 }`), validated against these
verbs when the cards load. URGENTE verbs act once when control is taken (they change the state or
open a decision); lasting verbs are asked, whenever a rule needs them, for what they add
(a `Modifiers` value) while their card stays controlled.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine.script import NoParams, ScriptRegistry

if TYPE_CHECKING:
    from timetravel.games.ministerio.state import MinisterioState

SkillName = Literal["combat", "intelligence", "knowledge", "charisma"]
Modifiers = dict[str, int]  # "combat", "research", "pa_discount", "open_doors", ... -> amount


@dataclass(slots=True)
class Use:
    """What a verb acts on: the state and the seat that controls the card, and the rules' change of
    PA (changes.change_pa: its event, and Huesca above 10), which only an URGENTE verb asks for."""

    state: MinisterioState
    seat: int
    change_pa: Callable[[MinisterioState, int, int], None] | None = None


class _Params(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Count(_Params):
    count: int = Field(ge=1, le=4)


class Peek(_Params):
    count: int = Field(ge=1, le=5)


class Amount(_Params):
    amount: int = Field(ge=1, le=4)


class SkillBonus(_Params):
    skill: SkillName
    amount: int = Field(ge=1, le=2)


class Small(_Params):
    amount: int = Field(ge=1, le=2)


VERBS: ScriptRegistry[Use] = ScriptRegistry("ministerio")
URGENT_VERBS = frozenset({"draw", "shed_pa", "recover_discard", "peek_tiles"})


# --- URGENTE: once, when control is taken --------------------------------------------------------
@VERBS.verb("draw", Count)
def draw(use: Use, p: Count) -> None:
    """Draw `count` cards from the deck."""
    use.state.start_draw(use.seat, p.count)


@VERBS.verb("shed_pa", Amount)
def shed_pa(use: Use, p: Amount) -> None:
    """Lose `amount` PA, never below 0."""
    assert use.change_pa is not None, "an URGENTE verb is used with the rules' changes"
    use.change_pa(use.state, use.seat, -p.amount)


@VERBS.verb("recover_discard")
def recover_discard(use: Use, _: NoParams) -> None:
    """Take the top card of a discard pile of your choice into your hand (a decision follows)."""
    if any(use.state.piles.values()):
        use.state.stage = "recover"


@VERBS.verb("peek_tiles", Peek)
def peek_tiles(use: Use, p: Peek) -> None:
    """Look at up to `count` face-down enemy tiles, one door at a time (only you see them)."""
    if use.state.peekable_doors(use.seat):
        use.state.peeks_left = p.count
        use.state.stage = "peek"


# --- lasting: while the card stays controlled ------------------------------------------------------
@VERBS.verb("skill_bonus", SkillBonus)
def skill_bonus(_: Use, p: SkillBonus) -> Modifiers:
    return {p.skill: p.amount}


@VERBS.verb("research_bonus", Small)
def research_bonus(_: Use, p: Small) -> Modifiers:
    return {"research": p.amount}


@VERBS.verb("pa_discount", Small)
def pa_discount(_: Use, p: Small) -> Modifiers:
    return {"pa_discount": p.amount}


@VERBS.verb("open_doors")
def open_doors(_: Use, __: NoParams) -> Modifiers:
    return {"open_doors": 1}
