"""Animated dice: each die tumbles (random faces, spin, bounce) and lands on the engine's outcome.

A d6 shows pips; any other face value (a symbol, a word, a number above six) is drawn as text, so
games with custom dice pass a DieStyle with their colours and a label per face. Clicking skips the
tumble (the board view calls finish()). The outcome is always the engine's: the tumble is only show.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from timetravel.engine.rng import Rng
from timetravel.ui.fonts import Fonts
from timetravel.ui.memory import per_game
from timetravel.ui.palette import RGB, darken
from timetravel.ui.widgets.tween import Animation, ease_out_cubic, lerp_point

_PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


@dataclass(frozen=True)
class DieStyle:
    body: RGB = (242, 236, 222)
    ink: RGB = (28, 26, 30)
    labels: tuple[tuple[str, str], ...] = field(default=())  # face value -> label shown

    def label(self, face: int | str) -> str:
        return dict(self.labels).get(str(face), str(face))


D6 = DieStyle()


@per_game
@lru_cache(maxsize=256)
def die_face(face: int | str, size: int, style: DieStyle, fonts: Fonts) -> pygame.Surface:
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    rect = out.get_rect()
    pygame.draw.rect(out, style.body, rect, border_radius=size // 5)
    pygame.draw.rect(out, darken(style.body, 0.35), rect, width=max(2, size // 22), border_radius=size // 5)
    if isinstance(face, int) and face in _PIPS and not style.labels:
        for fx, fy in _PIPS[face]:
            pygame.draw.circle(out, style.ink, (int(fx * size), int(fy * size)), max(2, size // 11))
    else:
        label = style.label(face)
        text = fonts.render(fonts.fit(label, size // 2, size - 8, True), size // 2, style.ink, True)
        out.blit(text, text.get_rect(center=rect.center))
    return out


class DiceRoll(Animation):
    """Dice thrown from `start` that land side by side around `centre`."""

    def __init__(
        self,
        faces: tuple[int | str, ...],
        centre: tuple[int, int],
        fonts: Fonts,
        *,
        style: DieStyle = D6,
        sides: tuple[int | str, ...] = (1, 2, 3, 4, 5, 6),
        size: int = 64,
        seed: int = 0,
        start: tuple[int, int] | None = None,
    ) -> None:
        super().__init__(1.25)
        self.faces = faces
        self.fonts = fonts
        self.style = style
        self.size = size
        self.sides = sides or faces
        rng = Rng(seed)
        gap = size + 18
        left = centre[0] - gap * (len(faces) - 1) / 2
        self.targets = [(left + i * gap, centre[1]) for i in range(len(faces))]
        self.start = start or (centre[0] - 260, centre[1] + 160)
        self.spins = [2.5 + rng.random() * 2 for _ in faces]
        self.flicker = [[self.sides[rng.randrange(len(self.sides))] for _ in range(24)] for _ in faces]

    def current_face(self, index: int) -> int | str:
        """What die `index` shows now: a tumbling face, then the engine's outcome."""
        t = self.t
        if t >= 0.7:
            return self.faces[index]
        return self.flicker[index][int(t * 34) % len(self.flicker[index])]

    def face_image(self, face: int | str) -> pygame.Surface:
        """A die showing `face` (a game with dice of its own draws them here)."""
        return die_face(face, self.size, self.style, self.fonts)

    def draw(self, surface: pygame.Surface) -> None:
        roll = min(1.0, self.t / 0.7)
        eased = ease_out_cubic(roll)
        for i, target in enumerate(self.targets):
            x, y = lerp_point(self.start, target, eased)
            y -= abs(math.sin(roll * math.pi * 2.5)) * 50 * (1 - roll)  # bounces that die down
            angle = (1 - eased) * 360 * self.spins[i]
            image = self.face_image(self.current_face(i))
            if angle % 360:
                image = pygame.transform.rotate(image, angle)
            shadow = pygame.Rect(0, 0, self.size, self.size // 4)
            shadow.center = (int(x) + 6, int(target[1]) + self.size // 2 + 8)
            pygame.draw.ellipse(surface, (6, 7, 12), shadow)
            surface.blit(image, image.get_rect(center=(int(x), int(y))))
