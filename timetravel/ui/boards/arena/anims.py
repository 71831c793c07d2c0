"""Time Arena's own short animations: a ranged shot, a Counter striking back, a Bomb's blast, an
energy gem dropping from a Totem and a fighter knocked out (struck, falling, flying to its Gate).
Moves and summons use the kit's Slide and Flight, the fight die the shared DiceRoll."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from timetravel.ui.boards.arena import theme
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.tween import Animation, ease_in_out, ease_out_back, ease_out_cubic, lerp_point

Point = tuple[int, int]


class Shot(Animation):
    """A bolt of light flying from the shooter to its target, a spark where it lands."""

    def __init__(self, start: Point, end: Point, delay: float = 0.0, colour: RGB = (255, 230, 140)) -> None:
        super().__init__(0.32, delay)
        self.start, self.end, self.colour = start, end, colour

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_out_cubic(self.t)
        head = lerp_point(self.start, self.end, t)
        tail = lerp_point(self.start, self.end, max(0.0, t - 0.25))
        pygame.draw.line(surface, self.colour, tail, head, 4)
        pygame.draw.circle(surface, (255, 255, 255), (round(head[0]), round(head[1])), 4)
        if t > 0.85:
            pygame.draw.circle(surface, self.colour, self.end, round(6 + 20 * (t - 0.85) / 0.15), 2)


class CounterStrike(Animation):
    """The defender strikes back: a ring pulses on it and a jab flies back at the attacker."""

    def __init__(self, defender: Point, attacker: Point, delay: float = 0.0) -> None:
        super().__init__(0.4, delay)
        self.defender, self.attacker = defender, attacker

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        pygame.draw.circle(surface, (150, 220, 255), self.defender, round(10 + 22 * t), 3)
        x, y = lerp_point(self.defender, self.attacker, ease_out_cubic(t))
        angle = math.atan2(self.attacker[1] - self.defender[1], self.attacker[0] - self.defender[0])
        for spread in (-0.5, 0.5):  # two prongs: the counter's sign
            end = (x - math.cos(angle + spread) * 12, y - math.sin(angle + spread) * 12)
            pygame.draw.line(surface, (150, 220, 255), (x, y), end, 3)


class Blast(Animation):
    """A Bomb going off: a flash, then a ring spreading over the eight squares around."""

    def __init__(self, centre: Point, reach: int, delay: float = 0.0) -> None:
        super().__init__(0.5, delay)
        self.centre, self.reach = centre, reach

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_out_cubic(self.t)
        radius = max(2, round(self.reach * t))
        flash = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        pygame.draw.circle(flash, (255, 170, 60, round(150 * (1 - t))), (radius, radius), radius)
        surface.blit(flash, (self.centre[0] - radius, self.centre[1] - radius))
        pygame.draw.circle(surface, (255, 230, 150), self.centre, radius, 3)


class GemDrop(Animation):
    """An energy gem leaving a Totem's stack (falling and fading) or coming back (rising into place)."""

    blocking = False

    def __init__(self, image: pygame.Surface, at: Point, lost: bool, delay: float = 0.0) -> None:
        super().__init__(0.6, delay)
        self.image, self.at, self.lost = image, at, lost

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        fall = 40 * t * t if self.lost else -30 * (1 - t)
        image = self.image.copy()
        image.set_alpha(round(255 * (1 - t if self.lost else t)))
        surface.blit(image, image.get_rect(center=(self.at[0], round(self.at[1] + fall))))
        if self.lost and t < 0.4:
            pygame.draw.circle(surface, theme.ATTACK_LIT, self.at, round(8 + 20 * t), 2)


class KnockOut(Animation):
    """A fighter knocked out, seen in three beats: struck where it stands (a flash, a shake and
    "KO!"), falling over, then flying back to its Gate. Until its delay has passed (the die still
    tumbling) it stands on its square as before."""

    HIT, FALL, FLY = 0.42, 0.3, 0.55  # seconds of each beat

    def __init__(self, square: Point, gate: Point, token: pygame.Surface, gate_size: int,
                 label: Callable[[], pygame.Surface], delay: float = 0.0, hides: str | None = None) -> None:  # fmt: skip
        super().__init__(self.HIT + self.FALL + self.FLY, delay)
        self.square, self.gate, self.token, self.label = square, gate, token, label
        self.gate_scale = gate_size / max(1, token.get_width())
        self.hides = hides

    def draw_waiting(self, surface: pygame.Surface) -> None:
        surface.blit(self.token, self.token.get_rect(center=self.square))

    def draw(self, surface: pygame.Surface) -> None:
        now = self.t * self.duration
        if now < self.HIT:
            self._hit(surface, now / self.HIT)
        elif now < self.HIT + self.FALL:
            self._fall(surface, (now - self.HIT) / self.FALL)
        else:
            self._fly(surface, min(1.0, (now - self.HIT - self.FALL) / self.FLY))

    def _hit(self, surface: pygame.Surface, p: float) -> None:
        shake = math.sin(p * math.pi * 9) * 5 * (1 - p)
        x, y = self.square
        radius = round(self.token.get_width() * (0.45 + 0.5 * p))
        flash = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
        pygame.draw.circle(flash, (*theme.ATTACK_LIT, round(170 * (1 - p))), (radius, radius), radius)
        surface.blit(flash, (x - radius, y - radius))
        surface.blit(self.token, self.token.get_rect(center=(round(x + shake), y)))
        self._label(surface, min(1.0, p * 2.5), 0.0)

    def _fall(self, surface: pygame.Surface, p: float) -> None:
        x, y = self.square
        image = pygame.transform.rotozoom(self.token, -85 * ease_out_cubic(p), 1 - 0.3 * p)
        image.set_alpha(round(255 * (1 - 0.35 * p)))
        surface.blit(image, image.get_rect(center=(x, round(y + 8 * p))))
        self._label(surface, 1.0, p)

    def _fly(self, surface: pygame.Surface, p: float) -> None:
        t = ease_in_out(p)
        x, y = lerp_point((self.square[0], self.square[1] + 8), self.gate, t)
        y -= math.sin(math.pi * t) * 60
        scale = 0.7 + (self.gate_scale - 0.7) * t
        image = pygame.transform.rotozoom(self.token, -85 * (1 - t), scale)
        image.set_alpha(round(255 * (0.65 + 0.35 * t)))
        surface.blit(image, image.get_rect(center=(round(x), round(y))))

    def _label(self, surface: pygame.Surface, grow: float, fade: float) -> None:
        """ "KO!" popping up over the square, then fading as the fighter falls."""
        if fade >= 1:
            return
        label = pygame.transform.rotozoom(self.label(), 0, 0.6 + 0.4 * ease_out_back(grow))
        label.set_alpha(round(255 * (1 - fade)))
        x, y = self.square
        surface.blit(
            label, label.get_rect(center=(x, y - self.token.get_height() // 2 - 6 - round(10 * grow)))
        )
