"""Time Arena's own short animations: a ranged shot, a Counter striking back, a Bomb's blast and an
energy gem dropping from a Totem. Moves, summons and knock-outs use the kit's Slide and Flight, the
fight die the shared DiceRoll."""

from __future__ import annotations

import math

import pygame

from timetravel.ui.boards.arena import theme
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.tween import Animation, ease_out_cubic, lerp_point

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
