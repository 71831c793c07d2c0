"""The rules of a game as its players read them.

The screen opens on the player's rules (docs/rules/<id>.player.md): how to win, how a turn goes and
the components, each with its picture painted by the game's own board (ui/boards/kit/pictures.py).
Its button "Full rules with every reading" opens the full document (docs/rules/<id>.md, every rule
with its id and every reading of ours, without what is there for developers; in Spanish or Korean its
translation docs/rules/<id>.<lang>.md) as a second screen over it, which Back or Escape closes. A game without a player's document opens on the full one.

Both pages show headings, paragraphs, lists, tables and figures beside a list of the sections that
jumps to each one; the wheel, the arrow and page keys scroll. In a window smaller than the app's
1280x720 the text is laid out larger, so that it stays readable once the window scales it down.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from timetravel.engine.game import Game
from timetravel.i18n import language, t
from timetravel.resources import player_rules_doc, rules_doc
from timetravel.ui import draw
from timetravel.ui.boards.kit import pictures
from timetravel.ui.context import AppContext
from timetravel.ui.markdown import Block, parse
from timetravel.ui.palette import lighten, mix
from timetravel.ui.reading import CELL_SIZE, Run, render_table, rich_image, text_image, wrap_words
from timetravel.ui.rules_text import for_players
from timetravel.ui.scene import Pop, Push, Transition
from timetravel.ui.screens.base import UIScene

CONTENTS = pygame.Rect(60, 150, 236, 474)
VIEW = pygame.Rect(312, 150, 908, 474)
PAGE_PAD = 20  # between the view's frame and the page
_WIDTH = VIEW.w - 2 * PAGE_PAD - 30  # the page's width (the scroll bar keeps to its right)
_ENTRY_SIZE, _ENTRY_GAP = 15, 4
_CONTENTS_TOP = 44  # the contents' entries start below their title
_SMALLEST_READABLE_PX = 12  # body text is never drawn smaller than this on the screen (window pixels)
_BODY = 17
PAGE_WIDTH, BODY_SIZE = _WIDTH, _BODY  # what a test of the page's lines needs to know
_STYLES = {"h1": (30, True, 18), "h2": (24, True, 14), "h3": (19, True, 10), "p": (_BODY, False, 10)}
_BESIDE = 260  # a picture at most this wide (before the zoom) stands beside its text, within a square
_ABOVE_H = 280  # a wider one stands above its text, across the page, at most this high


def load_rules(game: Game, full: bool = False) -> tuple[list[Block], bool]:
    """The parsed rules, or a friendly note when no document is found; True when found. The player's
    rules unless `full` or the game has none; the full rules without their developer notes."""
    if not full:
        try:
            text = player_rules_doc(game.info.id, language()).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            pass
        else:
            return parse(text), True
    try:
        text = rules_doc(game.info.id, language()).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        note = t("The rules for {title} are not written yet. The side panel always lists your legal moves, "
                 "so you can learn by playing.", title=t(game.info.title))  # fmt: skip
        return [Block("h2", t("No rules reference yet")), Block("p", note)], False
    return parse(for_players(text)), True


def has_player_rules(game: Game) -> bool:
    try:
        return player_rules_doc(game.info.id, language()).is_file()
    except FileNotFoundError:
        return False


def reading_zoom(window_scale: float) -> float:
    """How much larger than at 1280x720 the text is laid out, so that body text drawn at the window's
    scale is never smaller than _SMALLEST_READABLE_PX (within reason: at most twice as large)."""
    return max(1.0, min(2.0, _SMALLEST_READABLE_PX / (_BODY * max(window_scale, 0.05))))


@dataclass(frozen=True)
class Entry:
    """A section in the contents: its title's lines and where it sits in the (scrolling) list."""

    index: int
    lines: tuple[str, ...]
    top: int  # from the top of the list
    height: int


class RulesScreen(UIScene):
    def __init__(self, ctx: AppContext, game: Game, full: bool = False) -> None:
        self.game = game
        self.accent = game.info.accent
        self.game_id = game.info.id
        super().__init__(ctx)
        self.has_player_rules = has_player_rules(game)
        self.full = full or not self.has_player_rules
        self.blocks, self.found = load_rules(game, self.full)
        self._pictures: dict[str, pygame.Surface | None] = {}
        self.sections: list[tuple[str, int]] = []  # (heading, y on the page) for the contents
        self.entries: list[Entry] = []
        self.scroll = 0
        self.contents_scroll = 0
        self.zoom = reading_zoom(ctx.display.scale)
        self.page = self._render()
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())
        if not self.full:
            self.button((VIEW.right - 360, 640, 360, 46), t("Full rules with every reading"), self._full,
                        class_id="@primary",
                        tooltip=t("Every rule with its id, and where this app reads the rulebook its own way"))  # fmt: skip

    def _full(self) -> Transition:
        return Push(RulesScreen(self.ctx, self.game, full=True))

    # --- sizes ---------------------------------------------------------------------------------------
    def _px(self, size: float) -> int:
        return max(1, round(size * self.zoom))

    @property
    def view_height(self) -> int:
        return VIEW.h - 2 * PAGE_PAD

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.view_height)

    # --- the page ------------------------------------------------------------------------------------
    def picture(self, name: str) -> pygame.Surface | None:
        """A component's picture from the game's board (painted once per screen), None if it cannot be."""
        if name not in self._pictures:
            self._pictures[name] = pictures.paint(name, self.fonts, self.palette)
        return self._pictures[name]

    def _render(self) -> pygame.Surface:
        pal, fonts = self.palette, self.fonts
        pieces: list[tuple[int, pygame.Surface | None, int, Block]] = []  # x, image, space after
        for block in self.blocks:
            if block.kind == "hr":
                pieces.append((0, None, 16, block))
            elif block.kind == "table" and block.rows:
                pieces.append((0, render_table(fonts, block, _WIDTH, pal, self._px(CELL_SIZE)), 16, block))
            elif block.kind == "figure":
                indent = self._px(28 + 22 * block.level) if block.level else 0
                pieces.append((indent, self._figure(block, _WIDTH - indent), self._px(14), block))
            elif block.kind == "li":
                indent = self._px(28 + 22 * block.level)
                body = rich_image(fonts, self._runs(block), self._px(_BODY), _WIDTH - indent, spacing=4)
                pieces.append((indent, body, self._px(6), block))
            elif block.kind == "p":
                body = rich_image(fonts, self._runs(block), self._px(_BODY), _WIDTH)
                pieces.append((0, body, self._px(10), block))
            else:
                size, bold, after = _STYLES.get(block.kind, _STYLES["p"])
                colour = lighten(pal.accent, 0.2) if block.kind.startswith("h") else pal.text
                body = text_image(fonts, block.text, self._px(size), colour, _WIDTH, bold=bold)
                pieces.append((0, body, self._px(after), block))
        height = sum((img.get_height() if img else 2) + after for _, img, after, _ in pieces) + 10
        page = pygame.Surface((_WIDTH + 10, max(1, height)), pygame.SRCALPHA)
        y = 0
        self.sections = []
        for x, img, after, block in pieces:
            if img is None:
                pygame.draw.line(page, pal.border, (0, y), (_WIDTH, y), 2)
                y += 2 + after
                continue
            if block.kind in ("h1", "h2"):
                self.sections.append((block.text, y))
            if block.kind == "li" and block.number:  # an ordered item's number
                number = fonts.render(block.number, self._px(_BODY), lighten(pal.accent, 0.35), True)
                page.blit(number, (x - self._px(6) - number.get_width(), y))
            elif block.kind == "li":  # a bullet
                pygame.draw.circle(page, pal.accent, (x - self._px(14), y + self._px(12)), self._px(4))
            page.blit(img, (x, y))
            y += img.get_height() + after
        self.entries = self._lay_out_contents()
        return page

    def _runs(self, block: Block) -> list[Run]:
        """A paragraph's words: its bold lead in the accent's light, then the rest."""
        lead: list[Run] = [(block.lead, True, lighten(self.palette.accent, 0.35))] if block.lead else []
        return lead + [(block.text, False, self.palette.text)]

    def _figure(self, block: Block, width: int) -> pygame.Surface:
        """A component: its picture (or its caption in a frame when the picture cannot be drawn) with
        the caption as a title and the text beside it, or under it for a wide picture."""
        pal, fonts = self.palette, self.fonts
        image = self.picture(block.picture)
        above = image is not None and image.get_width() > _BESIDE
        box = (width, self._px(_ABOVE_H)) if above else (self._px(_BESIDE), self._px(_BESIDE))
        shown = self._fit_picture(image, box) if image is not None else self._missing(block.caption, box)
        gap = self._px(6)
        text_w = width if above else width - shown.get_width() - self._px(20)
        title = text_image(fonts, block.caption, self._px(_BODY + 2), lighten(pal.accent, 0.35), text_w, True)
        body = (
            rich_image(fonts, self._runs(block), self._px(_BODY), text_w, spacing=4) if block.text else None
        )
        text_h = title.get_height() + (gap + body.get_height() if body else 0)
        out: pygame.Surface
        if above:  # the title, the picture across the page, then the words
            body_h = body.get_height() + gap if body else 0
            out = pygame.Surface(
                (width, title.get_height() + shown.get_height() + 3 * gap + body_h), pygame.SRCALPHA
            )
            out.blit(title, (0, 0))
            out.blit(shown, (0, title.get_height() + gap))
            if body is not None:
                out.blit(body, (0, title.get_height() + shown.get_height() + 3 * gap))
        else:  # the picture, and beside it the title and the words
            x = shown.get_width() + self._px(20)
            out = pygame.Surface((width, max(shown.get_height(), text_h)), pygame.SRCALPHA)
            out.blit(shown, (0, 0))
            out.blit(title, (x, 0))
            if body is not None:
                out.blit(body, (x, title.get_height() + gap))
        return out

    def _fit_picture(self, image: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
        """The picture within `box`, its proportions kept; never enlarged beyond the zoom."""
        w, h = image.get_size()
        scale = min(box[0] / w, box[1] / h, self.zoom)
        if abs(scale - 1) < 0.01:
            return image
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        try:
            return pygame.transform.smoothscale(image, size)
        except ValueError:  # a surface smoothscale cannot read: a plain scale still shows it
            return pygame.transform.scale(image, size)

    def _missing(self, caption: str, box: tuple[int, int]) -> pygame.Surface:
        """A frame with the caption in it, where a picture could not be drawn."""
        pal, fonts = self.palette, self.fonts
        w = box[0]
        w = min(w, self._px(_BESIDE))
        words = text_image(fonts, caption, self._px(15), pal.muted, w - self._px(20), True)
        out = pygame.Surface((w, max(self._px(70), words.get_height() + self._px(24))), pygame.SRCALPHA)
        rect = out.get_rect()
        pygame.draw.rect(out, mix(pal.panel, pal.panel_hi, 0.5), rect, border_radius=8)
        pygame.draw.rect(out, pal.border, rect, 2, border_radius=8)
        out.blit(words, words.get_rect(center=rect.center))
        return out

    # --- contents ------------------------------------------------------------------------------------
    @property
    def contents_area(self) -> pygame.Rect:
        """Where the entries scroll: below the contents' title, inside its frame."""
        top = CONTENTS.y + self._px(_CONTENTS_TOP) - 10
        return pygame.Rect(CONTENTS.x + 10, top, CONTENTS.w - 20, CONTENTS.bottom - 10 - top)

    def _lay_out_contents(self) -> list[Entry]:
        size, width = self._px(_ENTRY_SIZE), CONTENTS.w - 40
        line_h = self.fonts.get(size, True).get_linesize()
        entries, top = [], 0
        for index, (title, _) in enumerate(self.sections):
            lines = tuple(wrap_words(self.fonts, title, size, width, True))
            height = len(lines) * line_h + 2 * self._px(_ENTRY_GAP)
            entries.append(Entry(index, lines, top, height))
            top += height + 2
        return entries

    @property
    def max_contents_scroll(self) -> int:
        total = self.entries[-1].top + self.entries[-1].height if self.entries else 0
        return max(0, total - self.contents_area.h)

    def entry_rect(self, index: int) -> pygame.Rect:
        entry = self.entries[index]
        area = self.contents_area
        return pygame.Rect(area.x, area.y + entry.top - self.contents_scroll, area.w, entry.height)

    def shown_entries(self) -> list[int]:
        """The sections whose entries show whole in the contents now."""
        area = self.contents_area
        return [e.index for e in self.entries if area.contains(self.entry_rect(e.index))]

    def visible_sections(self) -> int:
        """How many entries the contents show from the top of the list (all of them when they fit)."""
        area = self.contents_area
        return sum(1 for e in self.entries if e.top + e.height <= area.h)

    def current_section(self) -> int:
        """The section whose heading was passed last (the one being read)."""
        current = 0
        # at the very end the last headings may never reach the top: then the middle counts
        line = self.scroll + (24 if self.scroll < self.max_scroll else self.view_height // 2)
        for i, (_, y) in enumerate(self.sections):
            if y <= line:
                current = i
        return current

    def jump_to(self, index: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.sections[index][1]))

    def _section_at(self, pos: tuple[int, int]) -> int | None:
        if not self.contents_area.collidepoint(pos):
            return None
        for index in self.shown_entries():
            if self.entry_rect(index).collidepoint(pos):
                return index
        return None

    def _follow_current(self) -> None:
        """Keep the entry of the section being read within the contents."""
        if not self.entries:
            return
        rect, area = self.entry_rect(self.current_section()), self.contents_area
        if rect.top < area.top:
            self.contents_scroll -= area.top - rect.top
        elif rect.bottom > area.bottom:
            self.contents_scroll += rect.bottom - area.bottom
        self.contents_scroll = max(0, min(self.max_contents_scroll, self.contents_scroll))

    # --- input ---------------------------------------------------------------------------------------
    def on_event(self, event: pygame.event.Event) -> Transition | None:
        line, page = self._px(40), self.view_height - self._px(40)
        step = {pygame.K_DOWN: line, pygame.K_UP: -line, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                pygame.K_SPACE: page, pygame.K_HOME: -10**6, pygame.K_END: 10**6}  # fmt: skip
        if event.type == pygame.MOUSEWHEEL:
            if CONTENTS.collidepoint(self.ctx.display.mouse_pos()):
                self.contents_scroll -= event.y * self._px(40)
                self.contents_scroll = max(0, min(self.max_contents_scroll, self.contents_scroll))
                return None
            self.scroll -= event.y * self._px(60)
        elif event.type == pygame.KEYDOWN and event.key in step:
            self.scroll += step[event.key]
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._section_at(event.pos)
            if index is not None:
                self.ctx.sounds.play("tick")
                self.jump_to(index)
        else:
            return None
        self.scroll = max(0, min(self.max_scroll, self.scroll))
        self._follow_current()
        return None

    def on_update(self, dt: float) -> Transition | None:
        zoom = reading_zoom(self.ctx.display.scale)
        if not math.isclose(zoom, self.zoom, abs_tol=0.02):  # the window was resized: lay out again
            reading = self.current_section() if self.sections else 0
            self.zoom = zoom
            self.page = self._render()
            if self.sections:
                self.jump_to(reading)
            self.contents_scroll = 0
            self._follow_current()
        return None

    # --- drawing -------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts = self.palette, self.fonts
        title = t("Full rules: {title}", title=t(self.game.info.title)) if self.full else t(
            "Rules: {title}", title=t(self.game.info.title))  # fmt: skip
        hint = (t("Every rule and every reading of ours. Scroll with the wheel or the arrow keys; Back "
                  "returns to the player's rules.") if self.full and self.has_player_rules
                else t("Scroll with the mouse wheel or arrow keys, or pick a section on the left."))  # fmt: skip
        self.heading(surface, title)
        size = self._px(17)
        while size > 17 and fonts.get(size).size(hint)[0] > 1160:
            size -= 1
        y = 36 + fonts.get(38, True).get_height() + 18  # under the heading's bar
        for line in wrap_words(fonts, hint, size, 1160):
            surface.blit(fonts.render(line, size, pal.muted), (60, y))
            y += fonts.get(size).get_linesize()
        self._contents(surface)
        draw.panel(surface, VIEW, pal, radius=12)
        clip = VIEW.inflate(-2 * PAGE_PAD, -2 * PAGE_PAD)
        surface.set_clip(clip)
        surface.blit(self.page, (clip.x, clip.y - self.scroll))
        surface.set_clip(None)
        if self.max_scroll:
            track = pygame.Rect(VIEW.right - 14, VIEW.y + 20, 5, VIEW.h - 40)
            pygame.draw.rect(surface, pal.panel_hi, track, border_radius=3)
            frac = self.view_height / self.page.get_height()
            h = max(24, int(track.h * frac))
            y = track.y + int((track.h - h) * self.scroll / self.max_scroll)
            pygame.draw.rect(surface, pal.accent, (track.x, y, 5, h), border_radius=3)

    def _contents(self, surface: pygame.Surface) -> None:
        pal, fonts = self.palette, self.fonts
        draw.panel(surface, CONTENTS, pal, radius=12)
        heading = fonts.render(t("Sections"), self._px(14), pal.muted, True)
        surface.blit(heading, (CONTENTS.x + 18, CONTENTS.y + 14))
        current = self.current_section()
        hovered = self._section_at(self.ctx.display.mouse_pos())
        size = self._px(_ENTRY_SIZE)
        line_h = fonts.get(size, True).get_linesize()
        surface.set_clip(self.contents_area)
        for index in self.shown_entries():
            entry, rect = self.entries[index], self.entry_rect(index)
            if index in (current, hovered):
                fill = mix(pal.panel_hi, pal.accent, 0.3 if index == current else 0.12)
                pygame.draw.rect(surface, fill, rect, border_radius=6)
            if index == current:
                pygame.draw.rect(surface, pal.accent, (rect.x, rect.y + 4, 3, rect.h - 8), border_radius=2)
            colour = pal.text if index in (current, hovered) else pal.muted
            for n, line in enumerate(entry.lines):
                text = fonts.render(line, size, colour, True)
                surface.blit(text, (rect.x + 10, rect.y + self._px(_ENTRY_GAP) + n * line_h))
        surface.set_clip(None)
        if self.max_contents_scroll:  # more entries than room: say so at the edge that hides some
            area = self.contents_area
            if self.contents_scroll > 0:
                pygame.draw.polygon(surface, pal.accent, [(area.right - 14, area.y + 8), (area.right - 8, area.y + 2),
                                                          (area.right - 2, area.y + 8)])  # fmt: skip
            if self.contents_scroll < self.max_contents_scroll:
                pygame.draw.polygon(surface, pal.accent, [(area.right - 14, area.bottom - 8),
                                                          (area.right - 8, area.bottom - 2),
                                                          (area.right - 2, area.bottom - 8)])  # fmt: skip
