"""The window: a fixed logical 1280x720 surface scaled (letterboxed) into a resizable window.

Everything draws onto `logical`; present() scales it into the window. Mouse positions from the
window are mapped back to logical space before any scene or widget sees them.
"""

from __future__ import annotations

import contextlib
import warnings

import pygame

LOGICAL_SIZE = (1280, 720)
MIN_WINDOW = (320, 240)  # = timetravel.saves.settings.MIN_WINDOW (the UI never imports saves)
_BAR_COLOUR = (6, 7, 10)


class Display:
    def __init__(self, size: tuple[int, int] = LOGICAL_SIZE, fullscreen: bool = False) -> None:
        self.windowed_size = size
        self.fullscreen = False
        self.window = self._open(size, fullscreen)
        self.logical = self.window
        self.direct = True
        self._scaled: pygame.Surface | None = None
        self._layout()

    # --- window management ---------------------------------------------------------------------
    def _open(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        self.fullscreen = fullscreen
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.fullscreen = False
        window = pygame.display.set_mode(size, pygame.RESIZABLE)
        with contextlib.suppress(pygame.error, AttributeError), warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # (it speaks of drawing, not of sizes)
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW  # the settings keep no smaller
        return window

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if not on:
            self.window = self._open(self.windowed_size, False)
        else:
            self.windowed_size = self.window.get_size()
            self.window = self._open(self.windowed_size, True)
        self._layout()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def resized(self) -> None:
        """The window changed size (SDL already resized the window surface)."""
        self.window = pygame.display.get_surface() or self.window
        if not self.fullscreen:
            self.windowed_size = self.window.get_size()
        self._layout()

    def _layout(self) -> None:
        ww, wh = self.window.get_size()
        lw, lh = LOGICAL_SIZE
        self.scale = min(ww / lw, wh / lh) or 1.0
        w, h = max(1, round(lw * self.scale)), max(1, round(lh * self.scale))
        self.dest = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)
        self._scaled = None
        # at exactly the logical size, scenes draw straight into the window: no copy per frame
        was_direct, self.direct = self.direct, self.window.get_size() == LOGICAL_SIZE
        if self.direct:
            self.logical = self.window
        elif was_direct:
            self.logical = pygame.Surface(LOGICAL_SIZE).convert()

    # --- coordinates ---------------------------------------------------------------------------
    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        x = (pos[0] - self.dest.x) / self.scale
        y = (pos[1] - self.dest.y) / self.scale
        return int(x), int(y)

    def mouse_pos(self) -> tuple[int, int]:
        return self.to_logical(pygame.mouse.get_pos())

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """A copy of a mouse event with its position in logical coordinates."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            data = dict(event.dict)
            data["pos"] = self.to_logical(event.pos)
            if "rel" in data:
                data["rel"] = (int(event.rel[0] / self.scale), int(event.rel[1] / self.scale))
            return pygame.event.Event(event.type, data)
        return event

    # --- output --------------------------------------------------------------------------------
    def present(self) -> None:
        if not self.direct:
            self.window.fill(_BAR_COLOUR)
            if self._scaled is None or self._scaled.get_size() != self.dest.size:
                self._scaled = pygame.Surface(self.dest.size).convert()
            pygame.transform.smoothscale(self.logical, self.dest.size, self._scaled)
            self.window.blit(self._scaled, self.dest)
        pygame.display.flip()

    def screenshot(self, size: tuple[int, int] | None = None) -> pygame.Surface:
        """The logical frame, scaled to `size` when given."""
        if size is None or size == LOGICAL_SIZE:
            return self.logical.copy()
        return pygame.transform.smoothscale(self.logical, size)
