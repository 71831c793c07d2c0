"""What a board built on the kit shares: the viewer's typed view, a layout fitted to the board's
rect, the still table painted once and kept until what it shows changes, the frame drawn over it
(breathing outlines, the hover outline, animations, held dice), the opening of every step (the views
before and after, the director's animations played at the player's speed), the hover zoom, the
click targets and pictures prepared one per frame ahead of need.

A board fills the hooks (see KitBoard): `compute_layout`, `paint_table`, `direct`, and where it has
its own, `table_key`, `follow`, `draw_under`, `draw_hover`, `draw_over`, `outlined`, `pulses`."""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable
from typing import Any, Generic, Protocol, TypeVar

import pygame

from timetravel.engine.actions import Action
from timetravel.engine.events import Event
from timetravel.ui.boards.base import BoardContext, BoardView
from timetravel.ui.boards.kit.anims import draw_animations, hidden_by
from timetravel.ui.boards.kit.targets import Target, target_at
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.card_zoom import HoverZoom
from timetravel.ui.widgets.dice import DiceRoll
from timetravel.ui.widgets.tween import Animation


class Sized(Protocol):
    @property
    def size(self) -> tuple[int, int]: ...


DICE_HOLD_S = 2.0  # a landed die stays at least this long (at any pace), and until the next step
V = TypeVar("V")
L = TypeVar("L", bound=Sized)
WarmJob = Callable[[], object]
Hidden = frozenset[Hashable]
Outline = tuple[int, int, int]  # how much an outline grows round its target, its width, its corner radius
Painted = tuple[pygame.Surface, list[Target]]  # a still table, and its targets in board pixels
Directed = tuple[Iterable[Any], Iterable[str]]  # a step's animations and their sounds


class KitBoard(BoardView, Generic[V, L]):
    """A BoardView whose table is drawn from the viewer's typed view `V` on a layout `L`.

    A board that `holds_dice` keeps the dice of its last roll on the table once they have landed:
    until the next step, and at least DICE_HOLD_S after they landed (a step sooner puts them away
    then; a roll replaces them), so a result never vanishes before a person has read it, nor stays
    on into the turns that follow (drawn over the animations while `dice_shown()`).

    What a board fills:
    - `compute_layout(size)`: its layout for a board of that size.
    - `paint_table(layout, hidden)`: the still table from `observation()` (and its own state), with
      the click targets in board pixels (the kit moves them to the screen). It is painted again only
      when the position, the viewer, who plays, what the animations hide, the palette, the rect or
      the board's own `table_key()` change, or `invalidate()` is called.
    - `direct(events, before, after, layout)`: a step's animations and sounds (its director).
    - `follow(events, before, after)`: what the board keeps of a step, before any animation
      (a selection let go, a recap, a reading); called for every step, undo included.
    - Each frame: `draw_under` (over the table: clocks, a board's own pulses), then the breathing
      outline on the targets that `pulses` (with `pulse`), then `draw_hover` (by default the
      `hover_outline` on the target under the pointer that is `outlined`), the animations, the held
      dice, and `draw_over` (the large card view, a recap, a browser), all clipped to the rect.
    """

    holds_dice = False
    before_across_viewers = False  # a step's `before` is the view last shown, whoever watched it
    pulse: RGB | None = None  # the colour of the breathing outline on what may be clicked
    pulse_outline: Outline = (6, 2, 8)
    hover_outline: Outline | None = None  # the outline on a clickable target under the pointer

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
        self._table: pygame.Surface | None = None  # the still table, painted by paint_table
        self._table_key: tuple[object, ...] | None = None

    # --- what a board fills ----------------------------------------------------------------------
    def compute_layout(self, size: tuple[int, int]) -> L:
        raise NotImplementedError

    def paint_table(self, layout: L, hidden: Hidden) -> Painted:
        """The still table and its click targets (board pixels)."""
        raise NotImplementedError

    def table_key(self) -> tuple[object, ...]:
        """What else the still table shows that may change between steps (a selection, an overlay)."""
        return ()

    def direct(self, events: list[Event], before: V | None, after: V, layout: L) -> Directed:
        """A step's animations and their sounds."""
        return (), ()

    def follow(self, events: list[Event], before: V | None, after: V) -> None:
        """What the board keeps of a step (undo included), before its animations."""

    def draw_under(self, surface: pygame.Surface, layout: L, busy: bool) -> None:
        """Drawn over the still table each frame, under the outlines and animations."""

    def draw_hover(self, surface: pygame.Surface, hovered: Target | None) -> None:
        """The target under the pointer (None while an animation runs): the hover outline."""
        if hovered is not None and self.hover_outline is not None and self.outlined(hovered):
            grow, width, radius = self.hover_outline
            pygame.draw.rect(surface, (255, 255, 255), hovered.rect.inflate(grow, grow), width,
                             border_radius=radius)  # fmt: skip

    def draw_over(self, surface: pygame.Surface, layout: L, hovered: Target | None) -> None:
        """Drawn over the animations each frame: the large card view, a recap, a browser."""

    def outlined(self, target: Target) -> bool:
        """Whether the hover outline rings this target."""
        return target.action is not None

    def pulses(self, target: Target) -> bool:
        """Whether the breathing outline rings this target."""
        return target.action is not None

    def hovered(self, mouse: tuple[int, int]) -> Target | None:
        """The target under the pointer (when no animation runs)."""
        return target_at(self.click_targets(), mouse)

    def dice_shown(self) -> bool:
        """Whether the held dice show this frame (a panel over the table may cover them)."""
        return True

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
        """A step's opening: the view the table showed before it (None after a change of viewer,
        unless `before_across_viewers`) and the view now."""
        before = self._shown
        return before, self.observation()

    def _ensure_layout(self, rect: pygame.Rect) -> L:
        if self.layout is None or self.layout.size != rect.size:
            self.layout = self.compute_layout(rect.size)
        self.rect = pygame.Rect(rect)
        return self.layout

    def set_viewer(self, seat: int) -> None:
        super().set_viewer(seat)
        if not self.before_across_viewers:
            self._shown = None  # a step after a change of viewer has no view before it
        self.invalidate()

    def invalidate(self) -> None:
        """The still table is painted again at the next frame."""
        self._table_key = None

    # --- a step ------------------------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        """A step's opening: the views before and after, the board's own bookkeeping, then the
        director's animations (none after a fresh start, a resume or an undo: the position at once)."""
        before, after = self.step_views()
        self.invalidate()
        self.follow(events, before, after)
        if not events:
            self.animator.skip()
            return
        if self.layout is None or not self.rect.w:
            return
        self.animator.factor = self.context.animation_factor()
        self._show(*self.direct(events, before, after, self.layout))

    # --- a frame -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        layout = self._ensure_layout(rect)
        self._paint(layout)
        assert self._table is not None  # _paint made it
        surface.blit(self._table, rect)
        clip = surface.get_clip()
        surface.set_clip(rect)
        busy = self.is_animating()
        self.zoom.clear()
        self.draw_under(surface, layout, busy)
        if not busy and self.pulse is not None:
            self._pulse(surface, self.pulse, *self.pulse_outline)
        hovered = None if busy else self.hovered(self.context.mouse_pos())
        self.draw_hover(surface, hovered)
        draw_animations(self.animator, surface)
        if self.holds_dice and self.dice_shown():
            self.draw_held_dice(surface)
        self.draw_over(surface, layout, hovered)
        surface.set_clip(clip)

    def _paint(self, layout: L) -> None:
        """Paint the still table again if what it shows changed (the position and the viewer's legal
        actions come with the context's moment, the viewer and the seats people play)."""
        ctx = self.context
        hidden = hidden_by(self.animator)
        key = (ctx.moment(), ctx.viewer, ctx.human_seats, hidden, ctx.palette, tuple(self.rect),
               *self.table_key())  # fmt: skip
        if key == self._table_key and self._table is not None:
            return
        self._table, local = self.paint_table(layout, hidden)
        for target in local:
            target.rect = target.rect.move(self.rect.topleft)
        self.targets = local
        self._table_key = key

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

    def handle_click(self, pos: tuple[int, int]) -> Action | None:
        """The legal action of the target under `pos`, if any."""
        target = target_at(self.click_targets(), pos)
        return None if target is None else target.clicked(self.context.legal_actions())

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tip of the target under `pos`, unless the large card view beside it says it all."""
        target = target_at(self.click_targets(), pos)
        if target is None or not target.tip:
            return None
        if target.card is not None and self.zoom.shows(target.rect):
            return None
        return target.tip

    def pulse_colour(self, glow: RGB) -> RGB:
        """The breathing outline's colour now."""
        level = 0.5 + 0.5 * math.sin(self.clock * 4.2)
        r, g, b = (round(c * (0.55 + 0.45 * level)) for c in glow)
        return (r, g, b)

    def _pulse(self, surface: pygame.Surface, glow: RGB, grow: int, width: int, radius: int) -> None:
        """A breathing outline on everything the viewer may click now."""
        colour = self.pulse_colour(glow)
        for target in self.targets:
            if self.pulses(target):
                pygame.draw.rect(
                    surface, colour, target.rect.inflate(grow, grow), width, border_radius=radius
                )
