"""How the action panel lists a decision's choices: in groups, some folded, some greyed.

A board says it (`BoardView.panel_groups`); the panel draws it. A group keeps choices that come and
go (Stories' "Pass X to Y") out of the main list, so the main list never shifts under the pointer; a
folded group shows as one entry that opens it (El Ministerio's plays that can only end in Huesca); a
withheld choice is one the player cannot take yet, shown greyed with the reason instead of hidden.
"""

from __future__ import annotations

from dataclasses import dataclass

from timetravel.engine.actions import Action


@dataclass(frozen=True)
class Withheld:
    """A choice not open yet, in words, and why (both already in the language of the moment)."""

    words: str
    reason: str


@dataclass(frozen=True)
class ChoiceGroup:
    """Choices listed together under `title` ("" for the main list, which has no heading). A folded
    group shows as one entry naming the title and the count; its choices show once it is opened."""

    actions: tuple[Action, ...] = ()
    title: str = ""
    folded: bool = False
    withheld: tuple[Withheld, ...] = ()


def one_group(actions: list[Action]) -> list[ChoiceGroup]:
    """The plain list: every choice in one untitled group."""
    return [ChoiceGroup(tuple(actions))]


def actions_of(groups: list[ChoiceGroup]) -> list[Action]:
    """Every choice of the groups, in their order (folded ones included)."""
    return [action for group in groups for action in group.actions]
