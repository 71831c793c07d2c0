"""Animations shared by the boards: a card flying across the table, turning over where it lies,
turning half a circle, and a piece sliding along a path. Each names in `hides` the thing it stands for, so the still table
leaves that out until the animation has put it down (`hidden_by`); positions are screen pixels.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Sequence
from dataclasses import dataclass

import pygame

from timetravel.ui import draw
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.tween import Animation, Animator, ease_in_out, lerp_point

Point = tuple[float, float]


@dataclass(frozen=True)
class Shadow:
    """The dark card shape under a flying card."""

    colour: RGB = (5, 6, 10)
    offset: tuple[int, int] = (6, 10)
    radius: int = 8


class Flight(Animation):
    """A card travelling from one spot to another along an arc.

    Given a `back`, it turns over on the way (squashed to an edge, then open on the other side).
    Given a `start_size`, it leaves at that size (a pile's card) and grows to its image's size by the
    middle of the way. With `wait_visible`, it lies on its start until its delay has passed.
    """

    def __init__(
        self,
        start: Point,
        end: Point,
        image: pygame.Surface,
        *,
        back: pygame.Surface | None = None,
        duration: float = 0.42,
        delay: float = 0.0,
        hides: Hashable | None = None,
        start_size: tuple[int, int] | None = None,
        arc: float = 30,
        shadow: Shadow = Shadow(),
        wait_visible: bool = False,
    ) -> None:
        super().__init__(duration, delay)
        self.start, self.end = start, end
        self.image, self.back = image, back
        self.hides = hides
        self.start_size = start_size
        self.arc, self.shadow = arc, shadow
        self.wait_visible = wait_visible

    def draw_waiting(self, surface: pygame.Surface) -> None:
        if self.wait_visible:
            draw.blit_centered(surface, self.image, (int(self.start[0]), int(self.start[1])))

    def draw(self, surface: pygame.Surface) -> None:
        if self.start_size is not None:
            self._draw_growing(surface)
            return
        t = ease_in_out(self.t)
        x, y = lerp_point(self.start, self.end, t)
        y -= math.sin(math.pi * t) * self.arc
        image = self.image
        if self.back is not None:
            image = self.back if t < 0.5 else self.image
            w = max(1, int(image.get_width() * abs(math.cos(math.pi * t))))
            image = pygame.transform.scale(image, (w, image.get_height()))
        rect = image.get_rect(center=(int(x), int(y)))
        self._draw_shadow(surface, rect)
        surface.blit(image, rect)

    def _draw_growing(self, surface: pygame.Surface) -> None:
        assert self.start_size is not None
        t = ease_in_out(self.t)
        image = self.back if self.back is not None and t < 0.5 else self.image
        w, h = image.get_size()
        grow = min(1.0, 2 * t)
        width = round(self.start_size[0] + (w - self.start_size[0]) * grow)
        height = max(1, round(self.start_size[1] + (h - self.start_size[1]) * grow))
        if self.back is not None:
            width = round(width * abs(math.cos(math.pi * t)))
        x, y = lerp_point(self.start, self.end, t)
        y -= math.sin(math.pi * t) * self.arc
        rect = pygame.Rect(0, 0, max(1, width), height)
        rect.center = (int(x), int(y))
        if t > 0:  # no shadow while it still lies on the pile
            self._draw_shadow(surface, rect)
        surface.blit(pygame.transform.smoothscale(image, rect.size) if rect.size != (w, h) else image, rect)

    def _draw_shadow(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        shadow = self.shadow
        pygame.draw.rect(surface, shadow.colour, rect.move(*shadow.offset), border_radius=shadow.radius)

    def size_now(self) -> tuple[int, int]:
        """The card's drawn width and height at this moment, ignoring the flip (for tests)."""
        if self.start_size is None:
            return self.image.get_size()
        grow = min(1.0, 2 * ease_in_out(self.t))
        w, h = self.image.get_size()
        sw, sh = self.start_size
        return (round(sw + (w - sw) * grow), round(sh + (h - sh) * grow))


class Flip(Animation):
    """A card turning over where it lies, from its back to its face."""

    def __init__(
        self,
        centre: tuple[int, int],
        front: pygame.Surface,
        back: pygame.Surface,
        hides: Hashable | None,
        delay: float = 0.0,
        duration: float = 0.4,
    ) -> None:
        super().__init__(duration, delay)
        self.centre, self.front, self.back, self.hides = centre, front, back, hides

    def draw(self, surface: pygame.Surface) -> None:
        image = self.back if self.t < 0.5 else self.front
        w = max(1, int(image.get_width() * abs(math.cos(math.pi * self.t))))
        draw.blit_centered(surface, pygame.transform.scale(image, (w, image.get_height())), self.centre)

    def draw_waiting(self, surface: pygame.Surface) -> None:
        draw.blit_centered(surface, self.back, self.centre)


class Turn(Animation):
    """A card turning half a circle where it lies (upright to rotated, or back)."""

    def __init__(
        self,
        centre: tuple[int, int],
        image: pygame.Surface,
        hides: Hashable | None,
        to_rotated: bool,
        delay: float = 0.0,
        duration: float = 0.5,
    ) -> None:
        super().__init__(duration, delay)
        self.centre, self.image, self.hides, self.to_rotated = centre, image, hides, to_rotated

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_in_out(self.t)
        angle = 180 * t if self.to_rotated else 180 * (1 - t)
        draw.blit_centered(surface, pygame.transform.rotate(self.image, angle), self.centre)

    def draw_waiting(self, surface: pygame.Surface) -> None:
        start = self.image if self.to_rotated else pygame.transform.rotate(self.image, 180)
        draw.blit_centered(surface, start, self.centre)


class Slide(Animation):
    """A piece moving along a path of points, one leg (a square, a door) after another at an even
    pace, with a small hop on each leg; it shows at its start while it waits."""

    def __init__(self, points: Sequence[Point], image: pygame.Surface, *, per_leg: float = 0.14,
                 delay: float = 0.0, hop: float = 6.0, hides: Hashable | None = None) -> None:  # fmt: skip
        legs = max(1, len(points) - 1)
        super().__init__(per_leg * legs, delay)
        self.points = list(points) if len(points) > 1 else [points[0], points[0]]
        self.image, self.hop, self.hides = image, hop, hides

    def position(self) -> Point:
        legs = len(self.points) - 1
        at = self.t * legs
        leg = min(legs - 1, int(at))
        local = at - leg
        x, y = lerp_point(self.points[leg], self.points[leg + 1], ease_in_out(local))
        return x, y - math.sin(math.pi * local) * self.hop

    def draw_waiting(self, surface: pygame.Surface) -> None:
        draw.blit_centered(surface, self.image, (round(self.points[0][0]), round(self.points[0][1])))

    def draw(self, surface: pygame.Surface) -> None:
        x, y = self.position()
        draw.blit_centered(surface, self.image, (round(x), round(y)))


def hidden_by(animator: Animator) -> frozenset[Hashable]:
    """What the running animations stand for, to be left out of the still table."""
    hides = (getattr(item, "hides", None) for item in animator.items if not item.done)
    return frozenset(h for h in hides if h)


def draw_animations(animator: Animator, surface: pygame.Surface) -> None:
    """Every running animation, and those still waiting that show where they start."""
    for item in animator.items:
        if item.elapsed >= item.delay:
            item.draw(surface)
        elif hasattr(item, "draw_waiting"):
            item.draw_waiting(surface)
