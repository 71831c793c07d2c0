"""While you waited: what the AI seats did since a person last held the turn, gathered from the
engine's events step by step and handed over when the turn comes back to a person.

The board feeds every step's events; `Recap.lines()` puts what was gathered into short sentences
(words.py): one line for where each fighter went, one for each attack or explosion, one for each
knock-out and one for each Totem whose energy changed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from timetravel.engine.events import Event, PieceMoved, TurnStarted
from timetravel.games.arena.view import (
    ArenaView,
    AttackDeclared,
    BombDeclared,
    EnergyChanged,
    FighterMoved,
    FightResolved,
    KnockedOut,
    TurnPassed,
)
from timetravel.ui.boards.arena import words

MOST_LINES = 8  # a longer story ends with a line pointing to the game log


@dataclass
class Activation:
    """What one fighter did: where it came in, where it went, what it struck."""

    fighter: str
    side: int
    entered: str = ""  # the summoning square
    moved_to: str = ""
    # each attack: its target (a fighter id or "totem:<side>") and how it ended: "ko", "miss" or "" (a
    # Totem struck, or not resolved yet)
    attacks: list[tuple[str, str]] = field(default_factory=list)
    exploded: bool = False


@dataclass
class Recap:
    """What happened while a person waited, in the order it happened."""

    seats: list[int] = field(default_factory=list)  # the AI seats that played, in order
    activations: list[Activation] = field(default_factory=list)
    knocked_out: list[tuple[int, str]] = field(default_factory=list)  # (side, fighter) not said by an attack
    energy: list[int] = field(default_factory=lambda: [0, 0])  # each Totem's change
    totals: list[int] = field(default_factory=lambda: [0, 0])  # each Totem's energy after

    def empty(self) -> bool:
        return not (self.activations or self.knocked_out or any(self.energy))

    def lines(self, names: list[str]) -> list[str]:
        found: list[str] = []
        for act in self.activations:
            found += words.recap_activation(act.fighter, act.side, act.entered, act.moved_to, act.attacks,
                                            act.exploded)  # fmt: skip
        found += [words.recap_knocked_out(fighter, side) for side, fighter in self.knocked_out]
        found += [
            words.recap_energy(side, self.energy[side], self.totals[side])
            for side in (0, 1)
            if self.energy[side]
        ]
        if len(found) > MOST_LINES:
            found = [*found[: MOST_LINES - 1], words.recap_more(len(found) - MOST_LINES + 1)]
        return found

    def heading(self, names: list[str]) -> str:
        who = [names[s] for s in dict.fromkeys(self.seats) if s < len(names)]
        return words.recap_heading(who)


class RecapCollector:
    """Gathers the AI seats' steps; `feed` returns the recap when the turn reaches a person."""

    def __init__(self, humans: frozenset[int], acting: int) -> None:
        self.humans = humans
        self.acting = acting  # the seat whose part of a turn the events belong to
        self.recap = Recap()

    def feed(self, events: list[Event], after: ArenaView) -> Recap | None:
        ready: Recap | None = None
        for event in events:
            if isinstance(event, TurnStarted | TurnPassed):
                ready = self._handed_to(event.seat) or ready
            elif self.acting not in self.humans:
                self._gather(event, after)
        return ready

    def _handed_to(self, seat: int) -> Recap | None:
        self.acting = seat
        if seat not in self.humans:
            if seat not in self.recap.seats:
                self.recap.seats.append(seat)
            return None
        done, self.recap = self.recap, Recap()
        return None if done.empty() else done

    def _gather(self, event: Event, after: ArenaView) -> None:
        recap = self.recap
        if self.acting not in recap.seats:
            recap.seats.append(self.acting)
        if isinstance(event, KnockedOut):
            owner = after.fighter(event.piece)
            if not self._said(event.piece):
                recap.knocked_out.append((owner.side if owner else 0, event.piece))
        elif isinstance(event, FighterMoved):
            self._activation(event.piece, after).moved_to = event.target
        elif isinstance(event, PieceMoved):  # a summon: from its Gate onto the arena
            self._activation(event.piece, after).entered = event.target
        elif isinstance(event, AttackDeclared):
            self._activation(event.fighter, after).attacks.append((event.target, ""))
        elif isinstance(event, FightResolved):
            self._resolved(event)
        elif isinstance(event, BombDeclared):
            self._activation(event.fighter, after).exploded = True
        elif isinstance(event, EnergyChanged):
            recap.energy[event.side] += event.delta
            recap.totals[event.side] = event.total

    def _resolved(self, event: FightResolved) -> None:
        """An attack's outcome: the target knocked out, or missed (a Totem's loss is counted apart)."""
        acts = self.recap.activations
        if not acts or acts[-1].fighter != event.attacker or not acts[-1].attacks:
            return
        target, _ = acts[-1].attacks[-1]
        if not target.startswith("totem:"):
            acts[-1].attacks[-1] = (target, "ko" if target in event.knocked_out else "miss")

    def _said(self, fighter: str) -> bool:
        """Whether an attack's line already says that this fighter was knocked out."""
        return any((fighter, "ko") in act.attacks for act in self.recap.activations)

    def _activation(self, fighter: str, after: ArenaView) -> Activation:
        acts = self.recap.activations
        if not acts or acts[-1].fighter != fighter:
            owner = after.fighter(fighter)
            acts.append(Activation(fighter, owner.side if owner else 0))
        return acts[-1]
