"""The title screen: Continue, New game, Load, Settings, Quit over an animated time vortex."""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from timetravel.engine.errors import SaveError
from timetravel.i18n import t
from timetravel.ui import services
from timetravel.ui.backdrop import TitleBackdrop
from timetravel.ui.context import AppContext
from timetravel.ui.scene import Push, Quit, Transition
from timetravel.ui.screens.base import UIScene
from timetravel.ui.widgets.fitted import fitting_size

_X, _Y, _W, _H, _GAP = 84, 290, 320, 50, 10


class TitleScreen(UIScene):
    back_on_escape = False

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.backdrop = TitleBackdrop(self.palette)
        self.continue_reason = ""
        self._drawn = False
        self._checked = False
        self.continue_note = ""
        self._build(check=False)

    def _build(self, check: bool = True) -> None:
        """The menu; without `check`, Continue waits (disabled) until the saves have been looked at.

        Finding the latest save reads and validates it (loading every game's rules), so the first
        frame is drawn without it and the check follows on the next frame."""
        self.ui.clear_and_reset()
        self._handlers.clear()
        self._checked = self._checked or check
        latest = services.latest_save() if check else None
        if not check:
            self.continue_reason = ""
        elif not services.saves_available():
            self.continue_reason = t("Saving is not available in this build.")
        elif latest is None:
            self.continue_reason = t("No saved game yet: start a new one.")
        else:
            self.continue_reason = ""
        self._latest = latest
        self.continue_note = services.describe_save(latest) if latest is not None else ""
        entries = (
            (t("Continue"), self._continue, latest is not None, "@primary"),
            (t("New game"), self._new_game, True, "@menu"),
            (t("Load"), self._load, True, "@menu"),
            (t("Join a table"), self._join, True, "@menu"),
            (t("Settings"), self._settings, True, "@menu"),
            (t("Quit"), lambda: Quit(), True, "@menu"),
        )
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        for i, (label, handler, enabled, cls) in enumerate(entries):
            # room under Continue for its note, kept either way so the menu never jumps
            rect = (_X, _Y + i * (_H + _GAP) + (22 if i > 0 else 0), _W, _H)
            tip = self.continue_reason if not enabled else None
            self.buttons[label] = self.button(
                rect, label, handler, class_id=cls, enabled=enabled, tooltip=tip
            )

    def on_resume(self, result: object) -> Transition | None:
        from timetravel.ui.screens.load import PlayHere, Reopen

        self._build()
        if isinstance(result, PlayHere):
            return self._play(result.path)
        if isinstance(result, Reopen):
            from timetravel.ui.screens.lobby import reopen_lobby

            return reopen_lobby(self.ctx, result.path, replace=False)
        return None

    def on_update(self, dt: float) -> Transition | None:
        if self._drawn and not self._checked:
            self._build()
            self.ctx.sounds.warm()
        return None

    def _continue(self) -> Transition | None:
        from timetravel.ui.screens.load import ask_about_table

        if self._latest is None:
            return None
        return ask_about_table(self.ctx, self._latest) or self._play(self._latest)

    def _play(self, path: Path) -> Transition | None:
        from timetravel.ui.screens.dialog import MessageDialog
        from timetravel.ui.screens.game import GameScreen

        try:
            match = services.load_match(path)
        except SaveError as exc:
            return Push(MessageDialog(self.ctx, t("This save cannot be opened"), str(exc)))
        return Push(GameScreen(self.ctx, match, resumed=True))

    def _new_game(self) -> Transition:
        from timetravel.ui.screens.game_select import GameSelectScreen

        return Push(GameSelectScreen(self.ctx))

    def _load(self) -> Transition:
        from timetravel.ui.screens.load import LoadScreen

        return Push(LoadScreen(self.ctx))

    def _join(self) -> Transition:
        from timetravel.ui.screens.join import JoinScreen

        return Push(JoinScreen(self.ctx))

    def _settings(self) -> Transition:
        from timetravel.ui.screens.settings import SettingsScreen

        return Push(SettingsScreen(self.ctx))

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            return self._continue() if self._latest is not None else self._new_game()
        return None

    def draw_scene(self, surface: pygame.Surface) -> None:
        self._drawn = True
        self.backdrop.draw(surface, self.ctx.time)
        pal = self.palette
        fonts = self.fonts
        shadow = fonts.render("timetravel", 76, (0, 0, 0), True)
        title = fonts.render("timetravel", 76, pal.text, True)
        surface.blit(shadow, (_X + 3, 118 + 4))
        surface.blit(title, (_X, 118))
        pygame.draw.rect(surface, pal.accent, (_X + 4, 218, 92, 5), border_radius=2)
        surface.blit(fonts.render(t("Five time-travel board games"), 22, pal.muted), (_X + 2, 234))
        if self.continue_reason or self.continue_note:
            words = self.continue_reason or t("Resume {what}", what=self.continue_note)
            size = fitting_size(fonts, words, _W + 160, (14, 13, 12))  # a longer language: smaller
            note = fonts.render(fonts.fit(words, size, _W + 160), size, pal.muted)
            surface.blit(note, (_X + 6, _Y + _H + 6))
        version = fonts.render(_version(), 13, (90, 96, 116))
        surface.blit(version, (surface.get_width() - version.get_width() - 16, surface.get_height() - 26))
        hint = fonts.render(t("F11: full screen"), 13, (90, 96, 116))
        surface.blit(hint, (_X, surface.get_height() - 26))


def _version() -> str:
    from timetravel import __version__

    return f"v{__version__}"
