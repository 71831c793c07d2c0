"""Tweens and a tiny animation runner driven by dt; the speed factor comes from settings.

A factor of 0 means animations are off: every animation finishes on its first update, so the
board shows the end state at once and nothing waits on it.
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 0.5 - 0.5 * math.cos(math.pi * t)


def ease_out_back(t: float) -> float:
    c = 1.70158
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


class Animation:
    """Something that plays for `duration` seconds (scaled by the speed factor) and draws itself."""

    blocking = True  # whether the game waits for it before the next step
    layer = 0  # the order a board built on the kit draws a step's animations in (lowest first)
    hides: Hashable | None = None  # the thing of the still table it stands for while it plays

    def __init__(self, duration: float, delay: float = 0.0) -> None:
        self.duration = duration
        self.delay = delay
        self.elapsed = 0.0

    @property
    def t(self) -> float:
        if self.duration <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.elapsed - self.delay) / self.duration))

    @property
    def done(self) -> bool:
        return self.elapsed >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.elapsed += dt

    def finish(self) -> None:
        self.elapsed = self.delay + self.duration

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the current frame (nothing before the delay has passed)."""


class Animator:
    """Runs animations at the settings' speed; finished ones are dropped."""

    def __init__(self, factor: float = 1.0) -> None:
        self.factor = factor
        self.items: list[Animation] = []

    def add(self, animation: Animation) -> Animation:
        if self.factor <= 0:
            animation.finish()
        self.items.append(animation)
        return animation

    def update(self, dt: float) -> None:
        step = dt * self.factor if self.factor > 0 else float("inf")
        for item in self.items:
            if step == float("inf"):
                item.finish()
            else:
                item.update(step)
        self.items = [item for item in self.items if not item.done]

    def skip(self) -> None:
        for item in self.items:
            item.finish()
        self.items = []

    @property
    def busy(self) -> bool:
        return any(item.blocking for item in self.items)

    def draw(self, surface: pygame.Surface) -> None:
        for item in self.items:
            if item.elapsed >= item.delay:
                item.draw(surface)
