"""Settings: full screen, effects volume, animation speed (including off), AI pace, colour-blind palette,
T.I.M.E Stories' journal, the hard AI's thinking time, the language: every choice the settings file keeps.

Changes take effect at once; a button's choice is saved at once, the slider when leaving. F11
(handled by the app) changes settings.fullscreen too, and the screen follows it. The app plays no
music, so it keeps no music volume. window_size is not a choice: it is where the window was left
(restored at start). The language switches every screen at once, a game in progress and its log too
(UIScene.on_language); its choices are written in their own language and script ("한국어"), in a face
that has every script of the list (the theme's "#language" font), whatever the interface's language.
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from timetravel.i18n import choosable_languages, language, pt, t
from timetravel.ui import draw, services
from timetravel.ui.context import AppContext
from timetravel.ui.palette import RGB
from timetravel.ui.scene import Pop, Transition
from timetravel.ui.screens.base import Handler, UIScene

_LABEL_X, _CTRL_X, _CTRL_W = 140, 520, 460
_ROW_Y, _ROW_H = 142, 60
_HELP_SIZE, _HELP_W = 12, 370  # a row's help: two lines at most, left of the controls
_PACES = (0, 300, 700, 1200, 2000)
_THINKING = (500, 1000, 3000, 8000)  # the hard AI's budget per decision, ms
_STEP = "step"  # the AI pace segment that waits for a key instead of a time
Segment = str | int  # the value a segment button stands for: a name or a number of ms
_EFFECTS_ROW = 1


class SettingsScreen(UIScene):
    def __init__(self, ctx: AppContext, accent: RGB | None = None) -> None:
        self.accent = accent
        super().__init__(ctx)
        self.note = ""
        self.rows: list[tuple[str, str]] = []
        self._build()

    @property
    def settings(self) -> services.AppSettings:
        return self.ctx.settings

    def _change(self, **changes: Any) -> None:
        self.ctx.apply_settings(services.updated(self.settings, **changes))
        self._save()
        self._build()

    def _save(self) -> None:
        error = services.save_settings(self.settings)
        self.note = t("Settings not saved: {error}", error=error) if error else ""

    def _build(self) -> None:
        self.ui.clear_and_reset()
        self._handlers.clear()
        s = self.settings
        self._shown_fullscreen = bool(getattr(s, "fullscreen", False))
        self.rows = [
            (t("Full screen"), t("F11 switches at any time.")),
            (t("Effects volume"), t("Dice, cards and chimes.")),
            (t("Animation speed"), t("Off shows every move at once.")),
            (t("AI pace"), t("Space skips the wait; Step waits for Space.")),
            (t("Colour-blind-safe colours"), t("Seats keep their shapes and numbers either way.")),
            (t("T.I.M.E Stories journal"), t("A notebook of what the team has read in earlier runs.")),
            (t("Hard AI thinking time"), t("Its time per decision: longer plays stronger.")),
            (t("Language"), t("Every screen switches at once, a game in progress too.")),
        ]
        y = _ROW_Y
        self._toggle(y, bool(getattr(s, "fullscreen", False)), "fullscreen")
        y += _ROW_H
        self.effects = self._slider(y, services.volume(s, "effects_volume"))
        y += _ROW_H
        current = services.animation_speed_name(s)
        names = {
            "off": pt("animation speed", "Off"),
            "slow": t("Slow"),
            "normal": t("Normal"),
            "fast": t("Fast"),
        }
        self._segments(y, [(names[k], k) for k in services.ANIMATION_SPEEDS], current, "animation_speed")
        y += _ROW_H
        pace = int(getattr(s, "ai_pace_ms", 700))
        nearest = min(_PACES, key=lambda p: abs(p - pace))
        labels: list[tuple[str, Segment]] = [
            (pt("AI pace", "None") if p == 0 else f"{p / 1000:g} s", p) for p in _PACES
        ]
        chosen: Segment = _STEP if getattr(s, "ai_step", False) else nearest
        self._segments(y, [*labels, (t("Step"), _STEP)], chosen, "ai_pace_ms")
        y += _ROW_H
        self._toggle(y, bool(getattr(s, "colour_blind", False)), "colour_blind")
        y += _ROW_H
        self._toggle(y, bool(getattr(s, "journal", True)), "journal")
        y += _ROW_H
        think = int(getattr(s, "default_think_ms", 1000))
        nearest = min(_THINKING, key=lambda ms: abs(ms - think))
        self._segments(y, [(f"{ms / 1000:g} s", ms) for ms in _THINKING], nearest, "default_think_ms")
        y += _ROW_H
        languages = list(choosable_languages().items())
        self._segments(y, [(name, code) for code, name in languages], language(), "language", "#language")
        self.button((60, 640, 160, 46), t("Back"), self._back)

    def _toggle(self, y: int, on: bool, field: str) -> None:
        button = self.button(
            (_CTRL_X, y, 140, 42), pt("switch", "On") if on else pt("switch", "Off"), lambda: self._change(**{field: not on}),
            class_id="@primary" if on else None,
        )  # fmt: skip
        if on:
            button.select()

    def _slider(self, y: int, value: float) -> pygame_gui.elements.UIHorizontalSlider:
        return pygame_gui.elements.UIHorizontalSlider(
            pygame.Rect(_CTRL_X, y + 6, _CTRL_W, 30), round(value * 100), (0, 100), self.ui
        )

    def _segments(
        self, y: int, options: list[tuple[str, Segment]], current: Segment, field: str, object_id: str | None = None
    ) -> None:
        widths = self._segment_widths(
            [label for label, _ in options], [value == current for _, value in options]
        )
        x = _CTRL_X
        for (label, value), width in zip(options, widths, strict=True):
            button = self.button(
                (x, y, width, 42), label, _setter(self, field, value),
                class_id="@primary" if value == current else "@small", object_id=object_id,
            )  # fmt: skip
            if value == current:
                button.select()
            x += width + 8

    def _segment_widths(self, labels: list[str], chosen: list[bool]) -> list[int]:
        """Each segment as wide as its words need (the chosen one's are larger and bold), the room
        left shared out evenly: longer languages fit without cutting a label."""
        room = _CTRL_W - 8 * (len(labels) - 1)
        needed = [
            self.fonts.get(19, True).size(label)[0] + 20 if on else self.fonts.get(14).size(label)[0] + 20
            for label, on in zip(labels, chosen, strict=True)
        ]
        if sum(needed) >= room:
            return [room * n // sum(needed) for n in needed]
        even = room // len(labels)
        if all(n <= even for n in needed):
            return [even] * len(labels)
        extra = (room - sum(needed)) // len(labels)
        return [n + extra for n in needed]

    def on_update(self, dt: float) -> Transition | None:
        if bool(getattr(self.settings, "fullscreen", False)) != self._shown_fullscreen:
            self._build()  # F11 was pressed while this screen is open
        effects = self.effects.get_current_value() / 100
        s = self.settings
        if abs(effects - services.volume(s, "effects_volume")) > 0.005:
            scale = 100 if float(getattr(s, "effects_volume", 0.8)) > 1 else 1
            self.ctx.apply_settings(services.updated(s, effects_volume=effects * scale))
        return None

    def _back(self) -> Transition:
        self._save()
        return Pop()

    def on_back(self) -> Transition:
        return self._back()

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        self.heading(surface, t("Settings"))
        pal, fonts = self.palette, self.fonts
        # room below the last row for its help's second line (Spanish "...una partida / en curso.")
        panel = pygame.Rect(_LABEL_X - 40, _ROW_Y - 24, 1000, _ROW_H * len(self.rows) + 30)
        draw.panel(surface, panel, pal, radius=14)
        for i, (label, help_text) in enumerate(self.rows):
            y = _ROW_Y + i * _ROW_H
            surface.blit(fonts.render(label, 19, pal.text, True), (_LABEL_X, y + 2))
            lines = fonts.wrap(help_text, _HELP_SIZE, _HELP_W) if help_text else []
            if len(lines) > 2:  # longer languages get two lines, then an ellipsis
                lines = [lines[0], fonts.fit(" ".join(lines[1:]), _HELP_SIZE, _HELP_W)]
            for n, line in enumerate(lines):
                surface.blit(fonts.render(line, _HELP_SIZE, pal.muted), (_LABEL_X, y + 26 + 14 * n))
        text = fonts.render(f"{self.effects.get_current_value()}%", 16, pal.muted)
        surface.blit(text, (_CTRL_X + _CTRL_W + 16, _ROW_Y + _EFFECTS_ROW * _ROW_H + 10))
        if self.note:
            surface.blit(fonts.render(self.note, 15, pal.bad), (260, 654))


def _setter(screen: SettingsScreen, field: str, value: Segment) -> Handler:
    if field == "ai_pace_ms":  # a time, or Step (the time kept for when Step is left)
        step = value == _STEP
        return lambda: (
            screen._change(ai_step=True) if step else screen._change(ai_pace_ms=value, ai_step=False)
        )
    return lambda: screen._change(**{field: value})
