"""Score pop-ups: "+2" rising from where the points were scored, in the seat's colour."""

from __future__ import annotations

import pygame

from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB
from timetravel.ui.widgets.tween import Animation, ease_out_cubic


class ScorePopup(Animation):
    blocking = False

    def __init__(
        self, fonts: Fonts, pos: tuple[int, int], delta: int, colour: RGB, delay: float = 0.0
    ) -> None:
        super().__init__(1.1, delay)
        self.pos = pos
        text = f"+{delta}" if delta >= 0 else str(delta)
        self.image = fonts.render(text, 30, colour, True)
        self.shadow = fonts.render(text, 30, (0, 0, 0), True)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.t
        rise = 46 * ease_out_cubic(t)
        alpha = int(255 * (1 - max(0.0, (t - 0.6) / 0.4)))
        x, y = self.pos[0], self.pos[1] - rise
        for image, offset in ((self.shadow, 2), (self.image, 0)):
            image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=(x + offset, y + offset)))
        self.image.set_alpha(None)
        self.shadow.set_alpha(None)
