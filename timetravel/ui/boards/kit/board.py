"""What a board built on the kit shares: the viewer's typed view, a layout fitted to the board's
rect, the hover zoom, the click targets, a clock for breathing outlines, and pictures prepared one
per frame ahead of need."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from typing import Generic, Protocol, TypeVar

import pygame

from timetravel.ui.boards.base import BoardContext, BoardView
from timetravel.ui.boards.kit.targets import Target
from timetravel.ui.boards.kit.zoom import HoverZoom
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.dice import DiceRoll
from timetravel.ui.widgets.tween import Animation


class Sized(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...


DICE_HOLD_S = 2.0  # a landed die stays at least this long (at any pace), and until the next step
V = TypeVar("V")
L = TypeVar("L", bound=Sized)
WarmJob = Callable[[], object]


class KitBoard(BoardView, Generic[V, L]):
    """A BoardView whose table is drawn from the viewer's typed view `V` on a layout `L`.

    A board that `holds_dice` keeps the dice of its last roll on the table once they have landed:
    until the next step, and at least DICE_HOLD_S after they landed (a step sooner puts them away
    then; a roll replaces them), so a result never vanishes before a person has read it, nor stays
    on into the turns that follow (draw them with `draw_held_dice`)."""

    holds_dice = False

    def __init__(self, context: BoardContext, view_type: type[V]) -> None:
        super().__init__(context)
        self.names = list(context.seat_names)
        self.layout: L | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.targets: list[Target] = []  # screen pixels, topmost last
        self.clock = 0.0
        self.zoom = HoverZoom()
        self._view_type = view_type
        self._shown: V | None = None  # the view the table last read (before a step: the old position)
        self._warm: list[WarmJob] | None = None
        self.held_dice: list[DiceRoll] = []
        self._held_for = 0.0  # seconds the held dice have lain landed
        self._held_until_due = False  # a step came: they go once they have lain DICE_HOLD_S

    def compute_layout(self, size: tuple[int, int]) -> L:
        raise NotImplementedError

    def warm_jobs(self) -> list[WarmJob] | None:
        """Pictures and fonts to prepare, popped from the end one per frame; None while not ready."""
        return []

    @property
    def zoomed(self) -> pygame.Rect | None:
        """The large card view drawn this frame, if any."""
        return self.zoom.panel

    def observation(self) -> V:
        """The viewer's typed view of the position now (the context builds it once per state)."""
        seen = self.context.view()
        if not isinstance(seen, self._view_type):
            raise TypeError(f"{type(seen).__name__} is not the board's view ({self._view_type.__name__})")
        self._shown = seen
        return seen

    def step_views(self) -> tuple[V | None, V]:
        """A step's opening: the view the table showed before it (None after a change of viewer)
        and the view now."""
        before = self._shown
        return before, self.observation()

    def _ensure_layout(self, rect: pygame.Rect) -> L:
        if self.layout is None or self.layout.size != rect.size:
            self.layout = self.compute_layout(rect.size)
        self.rect = pygame.Rect(rect)
        return self.layout

    def set_viewer(self, seat: int) -> None:
        super().set_viewer(seat)
        self._shown = None

    def _show(self, animations: Iterable[Animation], sounds: Iterable[str]) -> None:
        """Play what a director made of a step: its animations drawn by layer (lowest first), at
        the player's speed, with their sounds; with animations off, the table shows the end at once."""
        animations = list(animations)
        if self.holds_dice:
            self._hold_dice(animations)
        for animation in animations:
            self.animator.add(animation)
        self.animator.items.sort(key=lambda item: item.layer)
        if self.animator.factor <= 0:
            self.animator.skip()
            return
        for sound in dict.fromkeys(sounds):
            self.context.sounds.play(sound)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.clock += dt
        if self.held_dice and all(roll.done for roll in self.held_dice):
            self._held_for += dt
            if self._held_until_due and self._held_for >= DICE_HOLD_S:
                self.held_dice = []
        self._warm_up()

    def _hold_dice(self, animations: list[Animation]) -> None:
        """A step: its dice are held from now on; without dice, the held ones go once read."""
        rolls = [a for a in animations if isinstance(a, DiceRoll)]
        if rolls:
            self.held_dice, self._held_for, self._held_until_due = rolls, 0.0, False
        elif self._held_for >= DICE_HOLD_S:
            self.held_dice = []
        else:
            self._held_until_due = True

    def draw_held_dice(self, surface: pygame.Surface) -> None:
        """The last roll's dice as they landed, once their tumble is over."""
        for roll in self.held_dice:
            if roll.done:
                roll.draw(surface)

    def _warm_up(self) -> None:
        """Prepare one picture per frame ahead of need, so no later frame makes many at once."""
        if self._warm is None:
            self._warm = self.warm_jobs()
        if self._warm:
            self._warm.pop()()

    def is_animating(self) -> bool:
        return any(item.blocking and not item.done for item in self.animator.items)

    def click_targets(self) -> list[Target]:
        """Every spot the table reports as something to point at (screen pixels), topmost last."""
        return list(self.targets)

    def _pulse(self, surface: pygame.Surface, glow: RGB, grow: int, width: int, radius: int) -> None:
        """A breathing outline on everything the viewer may click now."""
        level = 0.5 + 0.5 * math.sin(self.clock * 4.2)
        colour = tuple(round(c * (0.55 + 0.45 * level)) for c in glow)
        for target in self.targets:
            if target.action is not None:
                pygame.draw.rect(
                    surface, colour, target.rect.inflate(grow, grow), width, border_radius=radius
                )
