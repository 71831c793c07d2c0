"""The rules reference: docs/rules/<game id>.md rendered with headings, paragraphs, lists and tables,
beside a list of its sections that jumps to each one.
"""

from __future__ import annotations

import pygame

from timetravel.engine.game import Game
from timetravel.i18n import t
from timetravel.resources import rules_doc
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.fonts import Fonts
from timetravel.ui.markdown import Block, parse
from timetravel.ui.palette import Palette, lighten, mix
from timetravel.ui.rules_text import for_players
from timetravel.ui.scene import Pop
from timetravel.ui.screens.base import UIScene

CONTENTS = pygame.Rect(60, 150, 236, 474)
VIEW = pygame.Rect(312, 150, 908, 474)
_WIDTH = VIEW.w - 70
_ENTRY_H = 30
_CELL_SIZE, _CELL_PAD = 15, 8


def load_rules(game: Game) -> tuple[list[Block], bool]:
    """The parsed rules, or a friendly note when the document is missing; True when found."""
    try:
        text = rules_doc(game.info.id).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        note = t("The rules for {title} are not written yet. The side panel always lists your legal moves, "
                 "so you can learn by playing.", title=t(game.info.title))  # fmt: skip
        return [Block("h2", t("No rules reference yet")), Block("p", note)], False
    return parse(for_players(text)), True


def entry_label(fonts: Fonts, title: str, width: int, bold: bool = False) -> tuple[int, str]:
    """A section's entry in the contents, never cut: the whole heading, smaller if need be, else the
    heading without its closing remark in brackets ("Interpretations (where ...)" is listed as
    "Interpretations"); only a heading too long even so ends in an ellipsis."""
    short = title.split(" (")[0] if title.endswith(")") else title
    for words in dict.fromkeys((title, short)):
        for size in (15, 14, 13):
            if fonts.get(size, bold).size(words)[0] <= width:
                return size, words
    return 13, fonts.fit(short, 13, width, bold)


def wrap_cell(fonts: Fonts, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of a table cell; a word longer than the column (a file name) is broken where it must."""
    font = fonts.get(size, bold)
    lines: list[str] = []
    for line in fonts.wrap(text, size, width, bold):
        while font.size(line)[0] > width and len(line) > 1:
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > width:
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines or [""]


def column_widths(natural: list[int], least: list[int], room: int) -> list[int]:
    """Columns at their natural widths when they fit (the last one takes what is left); otherwise
    each starts at its longest word (within a fair share) and they share the rest in proportion to
    what they still lack."""
    if sum(natural) <= room:
        return natural[:-1] + [room - sum(natural[:-1])]
    fair = room // len(natural)
    base = [min(lo, nat, fair) for lo, nat in zip(least, natural, strict=True)]
    lack = [nat - b for nat, b in zip(natural, base, strict=True)]
    spare = room - sum(base)
    total_lack = sum(lack) or 1
    return [b + spare * need // total_lack for b, need in zip(base, lack, strict=True)]


def render_table(fonts: Fonts, block: Block, width: int, pal: Palette) -> pygame.Surface:
    cols = len(block.rows[0])
    natural = [
        max(
            fonts.get(_CELL_SIZE, i == 0 and block.header).size(row[c])[0] for i, row in enumerate(block.rows)
        )
        + 2 * _CELL_PAD
        for c in range(cols)
    ]
    least = [
        max(
            fonts.get(_CELL_SIZE, True).size(word)[0]
            for row in block.rows
            for word in (row[c].split() or [""])
        )
        + 2 * _CELL_PAD
        for c in range(cols)
    ]
    widths = column_widths(natural, least, width)
    line_h = fonts.get(_CELL_SIZE).get_linesize()
    rendered = []
    for i, row in enumerate(block.rows):
        bold = i == 0 and block.header
        cells = [
            wrap_cell(fonts, text, _CELL_SIZE, w - 2 * _CELL_PAD, bold)
            for text, w in zip(row, widths, strict=True)
        ]
        rendered.append((bold, cells, max(len(c) for c in cells) * line_h + 2 * _CELL_PAD - 4))
    page = pygame.Surface((width, sum(h for *_, h in rendered)), pygame.SRCALPHA)
    y = 0
    for i, (bold, cells, height) in enumerate(rendered):
        band = pygame.Rect(0, y, width, height)
        if bold:
            pygame.draw.rect(page, mix(pal.panel_hi, pal.accent, 0.3), band)
        elif i % 2 == 0:
            pygame.draw.rect(page, mix(pal.panel, pal.panel_hi, 0.6), band)
        x = 0
        for lines, w in zip(cells, widths, strict=True):
            colour = lighten(pal.accent, 0.4) if bold else pal.text
            for n, line in enumerate(lines):
                page.blit(
                    fonts.render(line, _CELL_SIZE, colour, bold),
                    (x + _CELL_PAD, y + _CELL_PAD - 2 + n * line_h),
                )
            x += w
            if x < width:
                pygame.draw.line(page, pal.border, (x - 1, y), (x - 1, y + height - 1))
        y += height
        pygame.draw.line(page, pal.border, (0, y - 1), (width, y - 1))
    pygame.draw.rect(page, pal.border, page.get_rect(), 1)
    return page


class RulesScreen(UIScene):
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.game = game
        self.accent = game.info.accent
        self.game_id = game.info.id
        super().__init__(ctx)
        self.blocks, self.found = load_rules(game)
        self.sections: list[tuple[str, int]] = []  # (heading, y on the page) for the contents
        self.page = self._render()
        self.scroll = 0
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - (VIEW.h - 40))

    def _render(self) -> pygame.Surface:
        pal, fonts = self.palette, self.fonts
        styles = {"h1": (30, True, 18), "h2": (24, True, 14), "h3": (19, True, 10), "p": (17, False, 10)}
        pieces: list[tuple[int, pygame.Surface | None, int, Block]] = []  # x, image, space after
        for block in self.blocks:
            if block.kind == "hr":
                pieces.append((0, None, 16, block))
            elif block.kind == "table" and block.rows:
                pieces.append((0, render_table(fonts, block, _WIDTH, pal), 16, block))
            elif block.kind == "li":
                indent = 28 + 22 * block.level
                body = fonts.render_wrapped(block.text, 17, pal.text, _WIDTH - indent, spacing=4)
                pieces.append((indent, body, 6, block))
            else:
                size, bold, after = styles.get(block.kind, styles["p"])
                colour = lighten(pal.accent, 0.2) if block.kind.startswith("h") else pal.text
                body = fonts.render_wrapped(block.text, size, colour, _WIDTH, bold=bold, spacing=5)
                pieces.append((0, body, after, block))
        height = sum((img.get_height() if img else 2) + after for _, img, after, _ in pieces) + 10
        page = pygame.Surface((_WIDTH + 10, max(1, height)), pygame.SRCALPHA)
        y = 0
        for x, img, after, block in pieces:
            if img is None:
                pygame.draw.line(page, pal.border, (0, y), (_WIDTH, y), 2)
                y += 2 + after
                continue
            if block.kind in ("h1", "h2"):
                self.sections.append((block.text, y))
            if block.kind == "li":  # a bullet
                pygame.draw.circle(page, pal.accent, (x - 14, y + 12), 4)
            page.blit(img, (x, y))
            y += img.get_height() + after
        return page

    # --- contents ------------------------------------------------------------------------------------
    def entry_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(CONTENTS.x + 10, CONTENTS.y + 44 + index * _ENTRY_H, CONTENTS.w - 20, _ENTRY_H - 2)

    def visible_sections(self) -> int:
        return max(0, (CONTENTS.h - 54) // _ENTRY_H)

    def current_section(self) -> int:
        """The section whose heading was passed last (the one being read)."""
        current = 0
        # at the very end the last headings may never reach the top: then the middle counts
        line = self.scroll + (24 if self.scroll < self.max_scroll else (VIEW.h - 40) // 2)
        for i, (_, y) in enumerate(self.sections):
            if y <= line:
                current = i
        return current

    def jump_to(self, index: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.sections[index][1]))

    def _section_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(min(len(self.sections), self.visible_sections())):
            if self.entry_rect(i).collidepoint(pos):
                return i
        return None

    # --- input ---------------------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event):
        step = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 400, pygame.K_PAGEUP: -400,
                pygame.K_HOME: -10**6, pygame.K_END: 10**6}  # fmt: skip
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 60
        elif event.type == pygame.KEYDOWN and event.key in step:
            self.scroll += step[event.key]
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._section_at(event.pos)
            if index is not None:
                self.ctx.sounds.play("tick")
                self.jump_to(index)
        self.scroll = max(0, min(self.max_scroll, self.scroll))
        return None

    # --- drawing -------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.heading(
            surface,
            t("Rules: {title}", title=t(self.game.info.title)),
            t("Scroll with the mouse wheel or arrow keys, or pick a section on the left."),
        )
        pal = self.palette
        self._contents(surface)
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

    def _contents(self, surface: pygame.Surface) -> None:
        pal, fonts = self.palette, self.fonts
        draw.panel(surface, CONTENTS, pal, radius=12)
        surface.blit(fonts.render(t("Sections"), 14, pal.muted, True), (CONTENTS.x + 18, CONTENTS.y + 16))
        current = self.current_section()
        hovered = self._section_at(self.ctx.display.mouse_pos())
        for i, (title, _) in enumerate(self.sections[: self.visible_sections()]):
            rect = self.entry_rect(i)
            if i in (current, hovered):
                fill = mix(pal.panel_hi, pal.accent, 0.3 if i == current else 0.12)
                pygame.draw.rect(surface, fill, rect, border_radius=6)
            if i == current:
                pygame.draw.rect(surface, pal.accent, (rect.x, rect.y + 4, 3, rect.h - 8), border_radius=2)
            colour = pal.text if i in (current, hovered) else pal.muted
            size, words = entry_label(fonts, title, rect.w - 20, i == current)
            text = fonts.render(words, size, colour, i == current)
            surface.blit(text, (rect.x + 10, rect.centery - text.get_height() // 2))
