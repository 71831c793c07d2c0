"""T.I.M.E Stories' own animations: action dice tumbling onto their icon faces, shields falling as
hits land (and dropping into place when a test is laid), a pawn gliding to its card, and a banner
for what matters (a location, a counter-attack, a run's end)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from timetravel.ui import draw
from timetravel.ui.boards.stories import icons
from timetravel.ui.boards.stories.theme import AGENCY, GOLD, STEEL, TEXT
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.dice import DiceRoll
from timetravel.ui.widgets.tween import Animation, ease_in_out, ease_out_cubic, lerp_point

Point = tuple[int, int]
ACTION_SIDES = ("blank", "skull", "hit", "double")


def faces_for(dice: int, hits: int, skulls: int) -> tuple[str, ...]:
    """Faces of `dice` action dice that give `hits` and `skulls` (the engine keeps only the counts):
    as few two-hit faces as the hits allow, blanks for the rest."""
    open_dice = max(0, dice - skulls)
    doubles = max(0, hits - open_dice)
    singles = max(0, hits - 2 * doubles)
    blanks = max(0, dice - skulls - singles - doubles)
    return ("double",) * doubles + ("hit",) * singles + ("skull",) * skulls + ("blank",) * blanks


class ActionDice(DiceRoll):
    """The action dice tumbling and landing on their faces (icons: hit, two hits, skull, blank)."""

    def __init__(self, faces: tuple[str, ...], centre: Point, fonts: Fonts, delay: float, seed: int,
                 said: str = "") -> None:  # fmt: skip
        super().__init__(faces, centre, fonts, sides=ACTION_SIDES, size=52, seed=seed,
                         start=(centre[0] + 200, centre[1] + 120))  # fmt: skip
        self.delay, self.duration = delay, 1.3
        self.said = fonts.render(fonts.fit(said, 16, 600, True), 16, TEXT, True) if said else None

    def draw_said(self, surface: pygame.Surface) -> None:
        """Once landed, what the dice gave in words, under them."""
        if self.said is None or self.t < 0.7:
            return
        x = round(sum(p[0] for p in self.targets) / len(self.targets))
        y = round(self.targets[0][1]) + self.size // 2 + 20
        plate = self.said.get_rect(center=(x, y)).inflate(16, 8)
        pygame.draw.rect(surface, STEEL, plate, border_radius=6)
        pygame.draw.rect(surface, AGENCY, plate, 1, border_radius=6)
        surface.blit(self.said, self.said.get_rect(center=plate.center))

    def face_image(self, face: int | str) -> pygame.Surface:
        return icons.action_die(str(face), self.size)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_said(surface)


class ShieldFall(Animation):
    """A shield knocked off: it tips over and drops away, fading."""

    def __init__(self, kind: str, centre: Point, r: int, delay: float, hides: Hashable | None = None) -> None:
        super().__init__(0.55, delay)
        self.kind, self.centre, self.r, self.hides = kind, centre, r, hides
        self.image = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
        icons.shield(self.image, kind, (2 * r, 2 * r), r)

    def draw_waiting(self, surface: pygame.Surface) -> None:
        draw.blit_centered(surface, self.image, self.centre)

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_in_out(self.t)
        image = pygame.transform.rotate(self.image, -80 * t)
        image.set_alpha(round(255 * (1 - t)))
        draw.blit_centered(
            surface, image, (self.centre[0] + round(18 * t), self.centre[1] + round(50 * t * t))
        )


class ShieldDrop(Animation):
    """A shield laid under its card: it drops in from above."""

    def __init__(self, kind: str, centre: Point, r: int, delay: float, hides: Hashable) -> None:
        super().__init__(0.3, delay)
        self.centre, self.hides = centre, hides
        self.image = pygame.Surface((4 * r, 4 * r), pygame.SRCALPHA)
        icons.shield(self.image, kind, (2 * r, 2 * r), r)

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_out_cubic(self.t)
        draw.blit_centered(surface, self.image, (self.centre[0], self.centre[1] - round(40 * (1 - t))))


class PawnGlide(Animation):
    """An agent's pawn moving to a card, with a little hop."""

    def __init__(self, start: Point, end: Point, colour: RGB, label: str, fonts: Fonts, delay: float,
                 hides: Hashable) -> None:  # fmt: skip
        super().__init__(0.35, delay)
        self.start, self.end, self.colour, self.hides = start, end, colour, hides
        self.label, self.font = label, fonts.get(11, True)

    def draw_waiting(self, surface: pygame.Surface) -> None:
        icons.pawn(surface, self.start, self.colour, 10, self.label, self.font)

    def draw(self, surface: pygame.Surface) -> None:
        t = ease_in_out(self.t)
        x, y = lerp_point(self.start, self.end, t)
        icons.pawn(
            surface, (round(x), round(y - 24 * 4 * t * (1 - t))), self.colour, 10, self.label, self.font
        )


def banner_image(fonts: Fonts, title: str, lines: list[str], colour: RGB = AGENCY) -> pygame.Surface:
    big = fonts.render(fonts.fit(title, 28, 700, True), 28, GOLD, True)
    small = [fonts.render(fonts.fit(line, 16, 700), 16, TEXT) for line in lines[:3]]
    width = max([big.get_width(), *(s.get_width() for s in small)]) + 48
    height = 20 + big.get_height() + sum(s.get_height() + 4 for s in small) + 12
    out = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(out, STEEL, out.get_rect(), border_radius=12)  # opaque: no text shows through
    pygame.draw.rect(out, colour, out.get_rect(), 3, border_radius=12)
    out.blit(big, big.get_rect(midtop=(width // 2, 10)))
    y = 14 + big.get_height()
    for line in small:
        out.blit(line, line.get_rect(midtop=(width // 2, y)))
        y += line.get_height() + 4
    return out


class Banner(Animation):
    """A plate across the table: a big word and a line of what happened. It fades and rises into
    place at its full size (a plate scaled up from nothing would show its words too small to read)."""

    layer = 1

    def __init__(self, image: pygame.Surface, centre: Point, delay: float, duration: float = 1.1) -> None:
        super().__init__(duration, delay)
        self.image, self.centre = image, centre

    def draw(self, surface: pygame.Surface) -> None:
        arrive = ease_out_cubic(min(1.0, self.t / 0.15))
        fade = min(1.0, (1 - self.t) / 0.2, arrive)
        if fade <= 0:
            return
        image = self.image
        if fade < 1:
            image = image.copy()
            image.set_alpha(round(255 * fade))
        x, y = self.centre
        draw.blit_centered(surface, image, (x, y + round(14 * (1 - arrive))))
