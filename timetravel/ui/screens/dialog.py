"""A message dialog over the current screen: a title, a message and OK (or a choice)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.palette import RGB
from timetravel.ui.scene import Pop, Transition
from timetravel.ui.screens.base import Overlay

_W = 560


CONFIRM_SIZE = 19  # the confirming button's type (assets/themes: "@primary", "@danger")


class MessageDialog(Overlay):
    def __init__(
        self,
        ctx: AppContext,
        title: str,
        message: str,
        *,
        choices: tuple[tuple[str, object], ...] | None = None,
        accent: RGB | None = None,
        confirm_class: str = "@primary",
    ) -> None:
        """`choices` are (label, result) pairs; the last one is the confirming button, styled with
        `confirm_class` ("@danger" for a choice that cannot be taken back). Enter and Escape pop
        with None, so a key press never confirms a destructive choice."""
        self.accent = accent
        super().__init__(ctx)
        self.title = title
        self.message = message
        self.body = self.fonts.render_wrapped(message, 17, self.palette.text, _W - 60)
        height = 120 + self.body.get_height() + 70
        self.rect = pygame.Rect(0, 0, _W, height)
        self.rect.center = (640, 360)
        choices = choices or ((t("OK"), None),)
        # each button as wide as its words in the confirming button's larger bold face, 150 at least
        widths = [max(150, self.fonts.get(CONFIRM_SIZE, True).size(label)[0] + 36) for label, _ in choices]
        x = self.rect.right - 30 - sum(w + 12 for w in widths) + 12
        for i, ((label, result), bw) in enumerate(zip(choices, widths, strict=True)):
            cls = confirm_class if i == len(choices) - 1 else None
            self.button((x, self.rect.bottom - 66, bw, 44), label, _pop(result), class_id=cls)
            x += bw + 12

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return Pop()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        super().draw_scene(surface)
        pal = self.palette
        draw.panel(surface, self.rect, pal, border=pal.accent, radius=12)
        surface.blit(self.fonts.render(self.title, 24, pal.text, True), (self.rect.x + 30, self.rect.y + 26))
        pygame.draw.rect(surface, pal.accent, (self.rect.x + 30, self.rect.y + 66, 48, 3))
        surface.blit(self.body, (self.rect.x + 30, self.rect.y + 86))


def _pop(result: object) -> Callable[[], Transition]:
    return lambda: Pop(result)
