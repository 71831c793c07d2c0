"""UIScene: a scene with its own pygame_gui manager, a styled backdrop and button callbacks.

Each scene owns a manager so that overlays draw above the widgets of the scene they cover; only the
top scene's manager receives input and updates.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from timetravel import i18n
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.fonts import Fonts, clean_text
from timetravel.ui.palette import RGB, Palette
from timetravel.ui.scene import Pop, Scene, Transition

Handler = Callable[[], Transition | None]


class UIScene(Scene):
    accent: RGB | None = None
    game_id: str | None = None
    back_on_escape = True
    _palette_base: Palette | None = None  # the app's palette that _palette was made from
    _palette: Palette

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.ui = ctx.ui_manager(self.accent, self.game_id)
        self._handlers: dict[pygame_gui.core.UIElement, Handler] = {}
        self._answered: set[pygame_gui.core.UIElement] = set()  # pressed, its late event still due
        self._hover_tips: list[tuple[pygame.Rect, str]] = []
        self._language_of_words = i18n.generation()  # the language this scene's words were made in

    @property
    def palette(self) -> Palette:
        base = self.ctx.palette
        if self._palette_base is not base:
            self._palette_base, self._palette = base, self.ctx.palette_for(self.accent)
        return self._palette

    @property
    def fonts(self) -> Fonts:
        return self.ctx.fonts

    # --- widgets -----------------------------------------------------------------------------------
    def button(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        handler: Handler,
        *,
        class_id: str | None = None,
        enabled: bool = True,
        tooltip: str | None = None,
        container: pygame_gui.core.IContainerLikeInterface | None = None,
        object_id: str | None = None,
    ) -> pygame_gui.elements.UIButton:
        obj = (
            pygame_gui.core.ObjectID(object_id=object_id, class_id=class_id)
            if class_id or object_id
            else None
        )
        button = pygame_gui.elements.UIButton(
            pygame.Rect(rect),
            clean_text(text),
            self.ui,
            container=container,
            object_id=obj,
            tool_tip_text=clean_text(tooltip, keep_newlines=True) if tooltip else None,
        )
        if not enabled:
            button.disable()
        self._handlers[button] = handler
        return button

    def forget(self, element: pygame_gui.core.UIElement) -> None:
        self._handlers.pop(element, None)
        element.kill()

    # --- scene protocol ------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        # Every event reaches pygame_gui first: composite elements (drop-downs, scrolling containers)
        # listen to the presses of their own inner buttons, so a press must never be filtered out here.
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.close_open_menu():
            return None  # Escape closes only the topmost thing open: here a drop-down's list
        consumed = self.ui.process_events(event)
        if event.type == pygame.MOUSEBUTTONUP and consumed:
            pressed = self._pressed_button()
            if pressed is not None:
                return self._press(pressed)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element in self._answered:
                self._answered.discard(event.ui_element)
                return None
            handler = self._handlers.get(event.ui_element)
            if handler is not None and event.ui_element.alive():
                self.ctx.sounds.play("tick")
                return handler()
            return self.on_event(event)  # a widget of the scene's own (an action list) may want it
        if consumed:
            return None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.back_on_escape:
            return self.on_back()
        return self.on_event(event)

    def _pressed_button(self) -> pygame_gui.elements.UIButton | None:
        """The button of ours that the release just pressed. pygame_gui marks it at once but posts
        its UI_BUTTON_PRESSED for the next frame: answering now saves that frame (a resumed clock
        loses no time, every button answers sooner)."""
        for element in self._handlers:
            if (
                isinstance(element, pygame_gui.elements.UIButton)
                and element.pressed_event
                and element.alive()
            ):
                return element
        return None

    def _press(self, button: pygame_gui.elements.UIButton) -> Transition | None:
        self._answered.add(button)
        self.ctx.sounds.play("tick")
        return self._handlers[button]()

    def close_open_menu(self) -> bool:
        """Close an open drop-down's list (pygame_gui leaves it open on Escape); False when none is open."""
        for element in self.ui.get_sprite_group().sprites():
            if (
                isinstance(element, pygame_gui.elements.UIDropDownMenu)
                and element.current_state is element.menu_states["expanded"]
            ):
                element.current_state.should_transition = True
                return True
        return False

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        """Input that no widget consumed, and presses of buttons that have no handler here; pygame_gui
        has seen every event before this is called."""
        return None

    def on_back(self) -> Transition | None:
        return Pop()

    def update(self, dt: float) -> Transition | None:
        self._follow_language()
        self.ui.update(dt)
        return self.on_update(dt)

    # --- language ------------------------------------------------------------------------------------
    def _follow_language(self) -> None:
        if self._language_of_words != i18n.generation():
            self._language_of_words = i18n.generation()
            self.on_language()

    def on_language(self) -> None:
        """The language changed (settings, at once, on every screen in the stack): make the widgets
        again in the new language and its faces. Words drawn each frame need nothing; a scene with
        a `_build` is rebuilt on a fresh manager; others that keep words override this."""
        rebuild = getattr(self, "_build", None)
        if callable(rebuild):
            self.ui.clear_and_reset()
            self._handlers.clear()
            self.ui = self.ctx.ui_manager(self.accent, self.game_id)
            rebuild()

    def on_update(self, dt: float) -> Transition | None:
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self._follow_language()  # scenes under an overlay are drawn, not updated
        self.draw_scene(surface)
        self.ui.draw_ui(surface)
        self.draw_overlay(surface)

    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)

    def draw_overlay(self, surface: pygame.Surface) -> None:
        """Drawn above the widgets (tooltips, toasts)."""

    def leave(self) -> None:
        self.ui.clear_and_reset()
        self._handlers.clear()

    # --- shared looks -------------------------------------------------------------------------------
    def draw_backdrop(self, surface: pygame.Surface) -> None:
        pal = self.palette
        surface.blit(draw.vertical_gradient(surface.get_size(), pal.bg_top, pal.bg_bottom), (0, 0))
        from timetravel.ui.backdrop import faint_rings

        surface.blit(faint_rings(pal.accent), (0, 0))

    def heading(self, surface: pygame.Surface, text: str, sub: str = "", y: int = 36) -> None:
        pal = self.palette
        title = self.fonts.render(text, 38, pal.text, True)
        surface.blit(title, (60, y))
        bar = pygame.Rect(60, y + title.get_height() + 4, 64, 4)
        pygame.draw.rect(surface, pal.accent, bar, border_radius=2)
        if sub:
            surface.blit(self.fonts.render(sub, 17, pal.muted), (60, bar.bottom + 10))


class Overlay(UIScene):
    """A scene drawn over the one beneath it, which is dimmed."""

    opaque = False

    def draw_scene(self, surface: pygame.Surface) -> None:
        draw.dim(surface, 170)
