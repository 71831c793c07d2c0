"""The generic action panel: one button per labelled legal action of the human seat to act.

It makes every legal action reachable even when a board has no direct click for it. The list
scrolls when it is long; the first nine actions also answer to the number keys.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from timetravel.engine.actions import Action
from timetravel.ui.fonts import Fonts

_BUTTON_H, _GAP = 38, 6


class ActionPanel:
    def __init__(
        self, ui: pygame_gui.UIManager, rect: pygame.Rect, fonts: Fonts, choose: Callable[[Action], None]
    ) -> None:
        self.ui = ui
        self.rect = rect
        self.fonts = fonts
        self.choose = choose
        self.actions: list[Action] = []
        self.buttons: dict[pygame_gui.elements.UIButton, Action] = {}
        self._key: tuple[str, ...] | None = None
        self.container = pygame_gui.elements.UIScrollingContainer(rect, ui, allow_scroll_x=False)

    def set_actions(self, actions: list[Action]) -> None:
        """Show exactly these actions (rebuilt only when the list changes)."""
        key = tuple(f"{a}\x00{a.text}" for a in actions)
        if key == self._key:
            return
        self._key = key
        for button in self.buttons:
            button.kill()
        self.buttons.clear()
        self.actions = list(actions)
        width = self.rect.w - 18 if self._needs_scroll() else self.rect.w - 4
        for i, action in enumerate(self.actions):
            prefix = f"{i + 1}  " if i < 9 else ""
            label = self.fonts.fit(prefix + action.text, 15, width - 30)
            tip = action.text if label.endswith("…") else None
            button = pygame_gui.elements.UIButton(
                pygame.Rect(0, i * (_BUTTON_H + _GAP), width, _BUTTON_H),
                label,
                self.ui,
                container=self.container,
                object_id=pygame_gui.core.ObjectID(class_id="@action"),
                tool_tip_text=tip,
            )
            self.buttons[button] = action
        height = max(1, len(self.actions) * (_BUTTON_H + _GAP) - _GAP)
        self.container.set_scrollable_area_dimensions((width, height))

    def _needs_scroll(self) -> bool:
        return len(self.actions) * (_BUTTON_H + _GAP) - _GAP > self.rect.h

    def show(self, visible: bool) -> None:
        if visible and not self.container.visible:
            self.container.show()
        elif not visible and self.container.visible:
            self.container.hide()

    def clear(self) -> None:
        self.set_actions([])

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Button presses and number keys; True when an action was chosen."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.choose(self.buttons[event.ui_element])
            return True
        if event.type == pygame.KEYDOWN and self.container.visible and pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.actions):
                self.choose(self.actions[index])
                return True
        return False
