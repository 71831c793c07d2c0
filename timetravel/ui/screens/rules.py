"""The rules reference: docs/rules/<game id>.md rendered with headings, paragraphs and lists."""

from __future__ import annotations

import pygame

from timetravel.engine.game import Game
from timetravel.i18n import t
from timetravel.resources import rules_doc
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.markdown import Block, parse
from timetravel.ui.palette import lighten
from timetravel.ui.scene import Pop
from timetravel.ui.screens.base import UIScene

VIEW = pygame.Rect(120, 150, 1040, 474)
_WIDTH = VIEW.w - 70


def load_rules(game: Game) -> tuple[list[Block], bool]:
    """The parsed rules, or a friendly note when the document is missing; True when found."""
    try:
        text = rules_doc(game.info.id).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        note = t("The rules for {title} are not written yet. The side panel always lists your legal moves, "
                 "so you can learn by playing.", title=game.info.title)  # fmt: skip
        return [Block("h2", t("No rules reference yet")), Block("p", note)], False
    return parse(text), True


class RulesScreen(UIScene):
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.game = game
        self.accent = game.info.accent
        self.game_id = game.info.id
        super().__init__(ctx)
        self.blocks, self.found = load_rules(game)
        self.page = self._render()
        self.scroll = 0
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - (VIEW.h - 40))

    def _render(self) -> pygame.Surface:
        pal, fonts = self.palette, self.fonts
        styles = {"h1": (30, True, 18), "h2": (24, True, 14), "h3": (19, True, 10), "p": (17, False, 10)}
        pieces: list[tuple[int, pygame.Surface | None, int]] = []  # x, image, space after
        for block in self.blocks:
            if block.kind == "hr":
                pieces.append((0, None, 16))
                continue
            if block.kind == "li":
                indent = 28 + 22 * block.level
                body = fonts.render_wrapped(block.text, 17, pal.text, _WIDTH - indent, spacing=4)
                pieces.append((indent, body, 6))
                continue
            size, bold, after = styles.get(block.kind, styles["p"])
            colour = lighten(pal.accent, 0.2) if block.kind.startswith("h") else pal.text
            body = fonts.render_wrapped(block.text, size, colour, _WIDTH, bold=bold, spacing=5)
            pieces.append((0, body, after))
        height = sum((img.get_height() if img else 2) + after for _, img, after in pieces) + 10
        page = pygame.Surface((_WIDTH + 10, max(1, height)), pygame.SRCALPHA)
        y = 0
        for x, img, after in pieces:
            if img is None:
                pygame.draw.line(page, pal.border, (0, y), (_WIDTH, y), 2)
                y += 2 + after
                continue
            if x:  # a bullet
                pygame.draw.circle(page, pal.accent, (x - 14, y + 12), 4)
            page.blit(img, (x, y))
            y += img.get_height() + after
        return page

    def on_event(self, event: pygame.event.Event):
        step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400,
                pygame.K_HOME: -10**6, pygame.K_END: 10**6}  # fmt: skip
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 60
        elif event.type == pygame.KEYDOWN and event.key in step:
            self.scroll += step[event.key]
        self.scroll = max(0, min(self.max_scroll, self.scroll))
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.heading(
            surface,
            t("Rules: {title}", title=self.game.info.title),
            t("Scroll with the mouse wheel or arrow keys."),
        )
        pal = self.palette
        draw.panel(surface, VIEW, pal, radius=12)
        clip = VIEW.inflate(-40, -40)
        surface.set_clip(clip)
        surface.blit(self.page, (clip.x, clip.y - self.scroll))
        surface.set_clip(None)
        if self.max_scroll:
            track = pygame.Rect(VIEW.right - 14, VIEW.y + 20, 5, VIEW.h - 40)
            pygame.draw.rect(surface, pal.panel_hi, track, border_radius=3)
            frac = (VIEW.h - 40) / self.page.get_height()
            h = max(24, int(track.h * frac))
            y = track.y + int((track.h - h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, pal.accent, (track.x, y, 5, h), border_radius=3)
