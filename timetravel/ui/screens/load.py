"""Load: every save with its game, seats, date and progress; unreadable ones with their error.

Each of the player's own saves can be deleted after a confirmation; the examples that come with
the app cannot (their Delete button is disabled and its tooltip says why).
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from timetravel.engine.errors import SaveError
from timetravel.i18n import t
from timetravel.ui import draw, services
from timetravel.ui.context import AppContext
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import mix
from timetravel.ui.scene import Pop, Push, Replace, Transition
from timetravel.ui.screens.base import Handler, UIScene

if TYPE_CHECKING:
    from timetravel.saves.store import SaveSummary

LIST = pygame.Rect(60, 150, 1160, 474)
_ROW_H = 70
_VISIBLE = LIST.h // _ROW_H
_PILL_W = 128  # a tag's words at most (Spanish "Guardado automático"): the title makes way


def _when(value: Any) -> str:
    if isinstance(value, datetime):
        return value.astimezone().strftime("%Y-%m-%d %H:%M")
    return str(value or "")


def _file_name(save: SaveSummary | _DeleteSave) -> str:
    """The save's file name for the screen; a name that is not valid UTF-8 shows replacement characters."""
    path = getattr(save, "path", None)
    return "" if path is None else os.fsencode(path.name).decode("utf-8", "replace")


def _seats_text(seats: Any) -> str:
    if isinstance(seats, list | tuple):
        return ", ".join(getattr(s, "name", str(s)) for s in seats)
    return str(seats or "")


class LoadScreen(UIScene):
    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.error = ""
        try:
            self.saves = services.list_saves()
        except Exception as exc:  # the folder itself is unreadable: say so, list nothing
            self.saves = []
            self.error = str(exc)
        self.first = 0
        self.open_buttons: list[pygame_gui.elements.UIButton] = []
        self.delete_buttons: list[pygame_gui.elements.UIButton] = []
        self.note = ""
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())
        self._build()

    def _refresh(self) -> None:
        try:
            self.saves = services.list_saves()
        except Exception as exc:
            self.saves, self.error = [], str(exc)
        self.first = max(0, min(self.first, len(self.saves) - _VISIBLE))
        self._build()

    def _build(self) -> None:
        self._check_visible()
        for button in self.open_buttons + self.delete_buttons:
            self.forget(button)
        self.open_buttons, self.delete_buttons = [], []
        for i, save in enumerate(self.saves[self.first : self.first + _VISIBLE]):
            y = LIST.y + 8 + i * _ROW_H
            broken = bool(getattr(save, "error", None))
            self.open_buttons.append(
                self.button((LIST.right - 150, y + 14, 130, 40), t("Open"), _opener(self, save), enabled=not broken,
                            tooltip=str(save.error) if broken else None)
            )  # fmt: skip
            example = bool(getattr(save, "is_example", False))
            tip = t("Examples come with the app and cannot be deleted.") if example else t("Delete this save")
            self.delete_buttons.append(
                self.button((LIST.right - 262, y + 14, 104, 40), t("Delete"), _deleter(self, save),
                            enabled=not example, tooltip=tip, class_id="@danger")
            )  # fmt: skip

    def _check_visible(self) -> None:
        """Replay the saves in view (once each), so every row shown is exactly what Open accepts."""
        for i in range(self.first, min(self.first + _VISIBLE, len(self.saves))):
            try:
                self.saves[i] = services.check_save(self.saves[i])
            except Exception as exc:  # the row says why instead of the screen failing
                self.saves[i] = dataclasses.replace(self.saves[i], error=str(exc), checked=True)

    def ask_delete(self, save: SaveSummary) -> Transition:
        from timetravel.ui.screens.dialog import MessageDialog

        name = _file_name(save)
        return Push(
            MessageDialog(
                self.ctx,
                t("Delete this save?"),
                t("{file} will be removed for good. This cannot be undone.", file=name),
                choices=((t("Keep it"), None), (t("Delete"), _DeleteSave(save.path))),
                confirm_class="@danger",
            )
        )

    def on_resume(self, result: object) -> Transition | None:
        if isinstance(result, PlayHere):
            return self.play_here(result.path)
        if isinstance(result, Reopen):
            from timetravel.ui.screens.lobby import reopen_lobby

            return reopen_lobby(self.ctx, result.path, replace=True)
        if isinstance(result, _DeleteSave):
            try:
                services.delete_save(result.path)
            except SaveError as exc:
                self.note = str(exc)
            else:
                self.note = t("Deleted {file}.", file=_file_name(result))
            self._refresh()
        return None

    def open(self, save: SaveSummary) -> Transition | None:
        """Open a save; a hosted table's unfinished game asks first whether to serve it again."""
        if not save.finished:
            asked = ask_about_table(self.ctx, save.path)
            if asked is not None:
                return asked
        return self.play_here(save.path)

    def play_here(self, path: Path) -> Transition | None:
        from timetravel.ui.screens.dialog import MessageDialog
        from timetravel.ui.screens.game import GameScreen

        try:
            match = services.load_match(path)
        except SaveError as exc:
            return Push(MessageDialog(self.ctx, t("This save cannot be opened"), str(exc)))
        return Replace(GameScreen(self.ctx, match, resumed=True))

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.MOUSEWHEEL and len(self.saves) > _VISIBLE:
            self.first = max(0, min(len(self.saves) - _VISIBLE, self.first - event.y))
            self._build()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        count = len(self.saves)
        self.heading(surface, t("Load a game"), t("{n} saves", n=count) if count != 1 else t("1 save"))
        pal, fonts = self.palette, self.fonts
        draw.panel(surface, LIST, pal, radius=12)
        if self.note:
            note = fonts.render(fonts.fit(self.note, 15, 900), 15, pal.muted)
            surface.blit(note, (240, 654))
        if self.error or not self.saves:
            message = self.error or (
                t("No saves yet. Games save themselves after every turn.")
                if services.saves_available()
                else t("Saving is not available in this build.")
            )
            text = fonts.render(message, 18, pal.bad if self.error else pal.muted)
            surface.blit(text, text.get_rect(center=LIST.center))
            return
        for i, save in enumerate(self.saves[self.first : self.first + _VISIBLE]):
            self._row(
                surface, save, pygame.Rect(LIST.x + 8, LIST.y + 8 + i * _ROW_H, LIST.w - 16, _ROW_H - 6)
            )
        if len(self.saves) > _VISIBLE:  # more rows than fit: where the wheel has scrolled to
            track = pygame.Rect(LIST.right - 7, LIST.y + 10, 4, LIST.h - 20)
            pygame.draw.rect(surface, pal.panel_hi, track, border_radius=2)
            h = max(20, track.h * _VISIBLE // len(self.saves))
            y = track.y + (track.h - h) * self.first // (len(self.saves) - _VISIBLE)
            pygame.draw.rect(surface, pal.accent, (track.x, y, 4, h), border_radius=2)

    def _row(self, surface: pygame.Surface, save: SaveSummary, row: pygame.Rect) -> None:
        pal, fonts = self.palette, self.fonts
        hovered = row.collidepoint(self.ctx.display.mouse_pos())
        pygame.draw.rect(
            surface, mix(pal.panel_hi, pal.accent, 0.12) if hovered else pal.panel_hi, row, border_radius=8
        )
        error = getattr(save, "error", None)
        title = t(
            str(getattr(save, "game_title", "") or getattr(save, "game", "") or _file_name(save) or "?")
        )
        name = _file_name(save)
        size, words = description_line(fonts, str(getattr(save, "label", "") or ""), name, 330)
        surface.blit(fonts.render(words, size, pal.muted), (row.x + 16, row.y + 36))
        tags = [(t("Example"), pal.accent)] if getattr(save, "is_example", False) else []
        if getattr(save, "is_autosave", False):
            tags.append((t("Autosave"), pal.muted))
        if getattr(save, "finished", False):
            tags.append((t("Finished"), pal.muted))
        title_room = 330
        for i, (label, colour) in enumerate(tags[:2]):  # a column of at most two pills
            size = next((n for n in (12, 11, 10) if fonts.get(n, True).size(label)[0] <= _PILL_W), 10)
            tag = fonts.render(fonts.fit(label, size, _PILL_W, True), size, (20, 18, 12), True)
            box = pygame.Rect(row.x + 360, row.y + 8 + 26 * i, tag.get_width() + 14, 21)
            box.x = min(box.x, row.x + 466 - box.w)  # a longer word reaches left, not into the seats
            if i == 0:  # the game's title keeps clear of the pill beside it
                title_room = min(title_room, box.x - row.x - 26)
            pygame.draw.rect(surface, colour, box, border_radius=10)
            surface.blit(tag, tag.get_rect(center=box.center))
        surface.blit(
            fonts.render(fonts.fit(title, 19, title_room, True), 19, pal.text, True), (row.x + 16, row.y + 8)
        )
        if error:
            # the store's messages already say "Cannot open the save ...": no second preamble
            words = (
                str(error) if str(error).startswith("Cannot") else t("Cannot be opened: {error}", error=error)
            )
            box = pygame.Rect(row.x + 470, row.y + 3, LIST.right - 262 - 12 - (row.x + 470), row.h - 6)
            size, lines = error_lines(fonts, words, box.w, box.h)
            step = fonts.get(size).get_linesize()
            y = box.centery - step * len(lines) // 2
            for i, line in enumerate(lines):
                surface.blit(fonts.render(line, size, pal.bad), (box.x, y + step * i))
            return
        seats = fonts.fit(_seats_text(getattr(save, "seats", "")), 15, 270)
        surface.blit(fonts.render(seats, 15, pal.text), (row.x + 470, row.y + 10))
        size, lines = error_lines(fonts, str(getattr(save, "progress", "") or ""), 280, row.h - 32)
        step = fonts.get(size).get_linesize()
        top = row.y + 33 + max(0, (row.h - 33 - step * len(lines)) // 2 - 4)
        for i, line in enumerate(lines):  # the progress whole: smaller, or in two lines
            surface.blit(fonts.render(line, size, pal.muted), (row.x + 470, top + step * i))
        when = fonts.render(_when(getattr(save, "updated", "")), 14, pal.muted)
        surface.blit(when, (row.right - 270 - when.get_width(), row.y + 24))


def description_line(fonts: Fonts, label: str, file: str, width: int) -> tuple[int, str]:
    """A save's description and file name under its title; when both do not fit, the description
    alone (an example's words matter more than its file name), shrinking before anything is cut."""
    candidates = [f"{label} · {file}", label] if label else [file]
    for words in candidates:
        for size in (13, 12):
            if fonts.get(size).size(words)[0] <= width:
                return size, words
    return 12, fonts.fit(candidates[-1], 12, width)


def error_lines(fonts: Fonts, words: str, width: int, height: int) -> tuple[int, list[str]]:
    """Words (a save's problem, its progress) in as many lines as `height` holds, the font shrinking
    before any word is cut (a newer save's message is long: it says which version to update to)."""
    for size in (14, 13, 12, 11):
        lines = fonts.wrap(words, size, width)
        if len(lines) * fonts.get(size).get_linesize() <= height:
            return size, lines
    lines = fonts.wrap(words, 11, width)
    fit = max(1, height // fonts.get(11).get_linesize())
    return 11, lines[: fit - 1] + [fonts.fit(" ".join(lines[fit - 1 :]), 11, width)]


@dataclass(frozen=True)
class PlayHere:
    """The answer to `ask_about_table`: open the save as a game on this screen alone."""

    path: Path


@dataclass(frozen=True)
class Reopen:
    """The answer to `ask_about_table`: serve the save's table to its friends again."""

    path: Path


def ask_about_table(ctx: AppContext, path: Path) -> Transition | None:
    """For a hosted table's autosave, a dialog asking whether to serve it again (answered with
    PlayHere or Reopen); None for any other save."""
    from timetravel.net.serve import has_table
    from timetravel.ui.screens.dialog import MessageDialog

    if not has_table(path):
        return None
    words = t("This game was played with friends at other computers. Open the table again and they "
              "take their seats back from Join a table, with the same code; or play every seat here.")  # fmt: skip
    choices = ((t("Play here"), PlayHere(path)), (t("Open the table"), Reopen(path)))
    return Push(MessageDialog(ctx, t("A table for friends"), words, choices=choices))


@dataclass(frozen=True)
class _DeleteSave:
    """The confirmation dialog's answer: delete this file."""

    path: Path


def _opener(screen: LoadScreen, save: SaveSummary) -> Handler:
    return lambda: screen.open(save)


def _deleter(screen: LoadScreen, save: SaveSummary) -> Handler:
    return lambda: screen.ask_delete(save)
