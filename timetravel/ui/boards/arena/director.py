"""From the engine's events of one step to the animations (and sounds) that show it, in order:
a summon flies from its Gate, a move slides square by square, a shot, a counter or a blast, the fight
die tumbling to its face, knocked-out fighters struck, falling and flying back to their Gates, energy
gems dropping."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from timetravel.engine.events import Event, PieceMoved
from timetravel.games.arena.content import COLOURS, content
from timetravel.games.arena.view import (
    ArenaView,
    AttackDeclared,
    BombDeclared,
    EnergyChanged,
    FightDieRolled,
    FighterMoved,
    KnockedOut,
)
from timetravel.i18n import t
from timetravel.ui.boards.arena.anims import Blast, CounterStrike, GemDrop, KnockOut, Shot
from timetravel.ui.boards.arena.art import ArenaArt
from timetravel.ui.boards.arena.layout import Layout, gate_arch
from timetravel.ui.boards.arena.table import DIE_SIZE, DIE_STYLE, place_of, square_of
from timetravel.ui.boards.kit.anims import Flight, Shadow, Slide
from timetravel.ui.fonts import Fonts
from timetravel.ui.widgets.dice import DiceRoll
from timetravel.ui.widgets.tween import Animation

Point = tuple[int, int]


class FightDie(DiceRoll):
    """The fight die rolling: while it runs it stands for the die the still table shows (`hides`)."""

    hides: Hashable | None = "die"


DIE_SECONDS = 0.8


class Director:
    def __init__(self, art: ArenaArt, fonts: Fonts) -> None:
        self.art, self.fonts = art, fonts
        self.sounds: list[str] = []

    def play(self, events: list[Event], before: ArenaView | None, after: ArenaView, layout: Layout,
             offset: Point) -> list[Animation]:  # fmt: skip
        self.before, self.after, self.layout, self.offset = before or after, after, layout, offset
        self.delay = 0.0
        self.out: list[Animation] = []
        self.sounds = []
        for event in events:
            self._event(event)
        return self.out

    # --- where things are (screen pixels) ---------------------------------------------------------------
    def _at(self, point: tuple[int, int]) -> Point:
        return (point[0] + self.offset[0], point[1] + self.offset[1])

    def place(self, where: str) -> Point:
        """A square ("e4"), a Gate ("gate:<side>:<colour>") or a Totem ("totem:<side>") on screen."""
        kind, _, rest = where.partition(":")
        if kind == "gate":
            side, _, colour = rest.partition(":")
            return self._at(gate_arch(self.layout.sides[int(side)].gates[COLOURS.index(colour)]).center)
        if kind == "totem":
            return self._at(self.layout.sides[int(rest)].totem.center)
        return self._at(self.layout.grid.centre(square_of(where)))

    def _fighter_place(self, fighter_id: str) -> Point | None:
        for v in (self.before, self.after):
            found = v.fighter(fighter_id)
            if found is not None and found.square is not None:
                return self.place(found.square)
        return None

    def _token(self, fighter_id: str) -> pygame.Surface:
        found = self.after.fighter(fighter_id)
        return self.art.token(fighter_id, found.side if found else 0, self.layout.cell - 4)

    def _shadow(self) -> Shadow:
        """A round shadow under a flying token (the kit's is a card's)."""
        return Shadow(offset=(3, 8), radius=self.layout.cell // 2)

    # --- events --------------------------------------------------------------------------------------------
    def _event(self, event: Event) -> None:  # noqa: C901
        if isinstance(event, FighterMoved):
            points = [self.place(square) for square in event.path] or [
                self.place(event.source),
                self.place(event.target),
            ]
            self._add(
                Slide(points, self._token(event.piece), per_leg=0.12, delay=self.delay, hides=event.piece)
            )
        elif isinstance(event, KnockedOut):
            self._knocked_out(event)
        elif isinstance(event, PieceMoved):  # a summon: from its Gate onto the arena
            self._add(Flight(self.place(event.source), self.place(event.target), self._token(event.piece),
                             duration=0.4, delay=self.delay, hides=event.piece, arc=40, shadow=self._shadow()))  # fmt: skip
        elif isinstance(event, AttackDeclared):
            self._attack(event)
        elif isinstance(event, BombDeclared):
            self._add(Blast(self.place(event.square), round(self.layout.cell * 1.5), self.delay))
        elif isinstance(event, FightDieRolled):
            self._die(event)
        elif isinstance(event, EnergyChanged):
            self._energy(event)

    def _knocked_out(self, event: KnockedOut) -> None:
        """Struck on its square, falling over, flying back to its Gate (from a Gate: the flight only)."""
        token = self._token(event.piece)
        if event.source.startswith("gate:"):
            self._add(Flight(self.place(event.source), self.place(event.target), token, duration=0.55,
                             delay=self.delay, hides=event.piece, arc=70, shadow=self._shadow()))  # fmt: skip
        else:
            gate = min(gate_arch(self.layout.sides[0].gates[0]).size)
            self._add(KnockOut(self.place(event.source), self.place(event.target), token, gate, self._ko_label,
                               delay=self.delay, hides=event.piece))  # fmt: skip
        self.sounds.append("flip")

    def _ko_label(self) -> pygame.Surface:
        return self.fonts.render(t("KO!"), 24, (255, 236, 200), True)

    def _add(self, animation: Animation) -> None:
        self.out.append(animation)

    def _attack(self, event: AttackDeclared) -> None:
        start = self._fighter_place(event.fighter)
        end = (
            self.place(event.target)
            if event.target.startswith("totem:")
            else self._fighter_place(event.target)
        )
        if start is not None and end is not None and event.ranged:
            self._add(Shot(start, end, self.delay))
            self.delay += 0.25

    def _die(self, event: FightDieRolled) -> None:
        x, y = self._at(self.layout.die)
        centre = (x + (28 if event.counter else -28), y)
        sides = tuple(content().faces)
        roll = FightDie(event.faces, centre, self.fonts, style=DIE_STYLE, sides=sides, size=DIE_SIZE,
                        start=(centre[0] + 40, centre[1] + 110))  # fmt: skip
        roll.duration = DIE_SECONDS
        roll.delay = self.delay
        self._add(roll)
        self.sounds.append("dice")
        if event.counter:
            self._counter()
        self.delay += DIE_SECONDS * 0.8

    def _counter(self) -> None:
        """The defender (a fighter or a Totem) strikes back at the attacker."""
        before = self.before
        defender = place_of(before, before.counter, self.layout)
        attacker = place_of(before, before.attacker, self.layout)
        if defender is not None and attacker is not None:
            self._add(CounterStrike(self._at(defender), self._at(attacker), self.delay))

    def _energy(self, event: EnergyChanged) -> None:
        gems = self.layout.sides[event.side].energy
        lost = event.delta < 0
        first, last = (
            (event.total, event.total - event.delta) if lost else (event.total - event.delta, event.total)
        )
        for i in range(max(0, first), min(len(gems), last)):
            image = self.art.energy_gem(event.side, gems[i].w, True)
            self._add(GemDrop(image, self._at(gems[i].center), lost, self.delay + 0.08 * (i - first)))
