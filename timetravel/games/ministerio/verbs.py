"""El Ministerio's card verbs, registered in the engine's script kit: one small function each.

A card's effect is one step (`effect = { verb = "draw", count = 2 }`), validated against these
verbs when the cards load. URGENTE verbs act once when control is taken (they change the state or
open a decision: their context is a `Use`, the table itself); lasting verbs are asked, whenever a
rule or the view needs them, for what they add (a `Modifiers` value) while their card stays
controlled, and read nothing of the table (their context is the `Holder` alone).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine.script import NoParams, ScriptRegistry, Step

if TYPE_CHECKING:
    from timetravel.games.ministerio.state import MinisterioState

SkillName = Literal["combat", "intelligence", "knowledge", "charisma"]
Modifiers = dict[str, int]  # "combat", "research", "pa_discount", "open_doors", ... -> amount


@dataclass(slots=True)
class Holder:
    """The seat that controls a card: all a lasting verb is asked about."""

    seat: int


@dataclass(slots=True)
class Use(Holder):
    """What an URGENTE verb acts on: the state, and the rules' change of PA (changes.change_pa: its
    event, and Huesca above 10)."""

    state: MinisterioState
    change_pa: Callable[[MinisterioState, int, int], None]


def _table(context: Holder) -> Use:
    assert isinstance(context, Use), "an URGENTE verb acts on the table"
    return context


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


VERBS: ScriptRegistry[Holder] = ScriptRegistry("ministerio")
URGENT_VERBS = frozenset({"draw", "shed_pa", "recover_discard", "peek_tiles"})


# --- URGENTE: once, when control is taken --------------------------------------------------------
@VERBS.verb("draw", Count)
def draw(context: Holder, p: Count) -> None:
    """Draw `count` cards from the deck."""
    use = _table(context)
    use.state.start_draw(use.seat, p.count)


@VERBS.verb("shed_pa", Amount)
def shed_pa(context: Holder, p: Amount) -> None:
    """Lose `amount` PA, never below 0."""
    use = _table(context)
    use.change_pa(use.state, use.seat, -p.amount)


@VERBS.verb("recover_discard")
def recover_discard(context: Holder, _: NoParams) -> None:
    """Take the top card of a discard pile of your choice into your hand (a decision follows)."""
    use = _table(context)
    if any(use.state.piles.values()):
        use.state.stage = "recover"


@VERBS.verb("peek_tiles", Peek)
def peek_tiles(context: Holder, p: Peek) -> None:
    """Look at up to `count` face-down enemy tiles, one door at a time (only you see them)."""
    use = _table(context)
    if use.state.peekable_doors(use.seat):
        use.state.peeks_left = p.count
        use.state.stage = "peek"


# --- lasting: while the card stays controlled ------------------------------------------------------
@VERBS.verb("skill_bonus", SkillBonus)
def skill_bonus(_: Holder, p: SkillBonus) -> Modifiers:
    return {p.skill: p.amount}


@VERBS.verb("research_bonus", Small)
def research_bonus(_: Holder, p: Small) -> Modifiers:
    return {"research": p.amount}


@VERBS.verb("pa_discount", Small)
def pa_discount(_: Holder, p: Small) -> Modifiers:
    return {"pa_discount": p.amount}


@VERBS.verb("open_doors")
def open_doors(_: Holder, __: NoParams) -> Modifiers:
    return {"open_doors": 1}


def lasting(effect: Step, seat: int) -> Modifiers:
    """What a lasting effect adds while `seat` controls its card."""
    found: Modifiers = VERBS.perform(Holder(seat), effect)
    return found
