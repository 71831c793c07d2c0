"""The generic action panel: one button per labelled legal action of the human seat to act.

It makes every legal action reachable even when a board has no direct click for it. The list
scrolls when it is long; the first nine actions also answer to the number keys. A label too long
for one line gets a taller button whose two lines the panel draws itself (pygame_gui buttons hold
one line), so no choice is ever cut down to an ellipsis unless it needs three lines or more.
Engines label actions with "Player 2"; the panel shows the names the people chose for their seats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame
import pygame_gui

from timetravel.engine.actions import Action
from timetravel.ui.fonts import Fonts
from timetravel.ui.seat_text import with_seat_names

_BUTTON_H, _TALL_H, _GAP = 38, 56, 6
_SIZE, _PAD_X, _LINE_H = 15, 14, 20


def _prefix(index: int) -> str:
    """The number key that chooses the action, for the first nine."""
    return f"{index + 1}  " if index < 9 else ""


def _ignore(action: Action) -> None:
    return None


class ActionPanel:
    def __init__(
        self,
        ui: pygame_gui.UIManager,
        rect: pygame.Rect,
        fonts: Fonts,
        choose: Callable[[Action], None],
        names: Sequence[str] | None = None,
    ) -> None:
        self.ui = ui
        self.rect = rect
        self.fonts = fonts
        self.choose = choose
        self.names = names
        self.actions: list[Action] = []
        self.buttons: dict[pygame_gui.elements.UIButton, Action] = {}
        self.wrapped: dict[pygame_gui.elements.UIButton, list[str]] = {}  # drawn by draw_labels()
        self._key: tuple[str, ...] | None = None
        self.container = pygame_gui.elements.UIScrollingContainer(rect, ui, allow_scroll_x=False)

    def close(self) -> None:
        """Drop the buttons and the callback (a bound method of the screen: a reference cycle)."""
        self.choose = _ignore
        self.actions, self.buttons, self.wrapped = [], {}, {}

    def seat_names(self) -> Sequence[str]:
        """The seats' names: given, or those of the match of the screen that chooses the actions."""
        if self.names is not None:
            return self.names
        match = getattr(getattr(self.choose, "__self__", None), "match", None)
        return [seat.name for seat in getattr(match, "seats", ())]

    def set_actions(self, actions: list[Action]) -> None:
        """Show exactly these actions (rebuilt only when the list changes)."""
        names = self.seat_names()
        texts = [with_seat_names(a.text, names) for a in actions]
        key = tuple(f"{a}\x00{text}" for a, text in zip(actions, texts, strict=True))
        if key == self._key:
            return
        self._key = key
        for button in self.buttons:
            button.kill()
        self.buttons.clear()
        self.wrapped.clear()
        self.actions = list(actions)
        width = self.rect.w - 4
        lines = [self._lines(i, text, width) for i, text in enumerate(texts)]
        if self._height(lines) > self.rect.h:  # room for the scroll bar
            width = self.rect.w - 18
            lines = [self._lines(i, text, width) for i, text in enumerate(texts)]
        y = 0
        for i, (action, text, rows) in enumerate(zip(self.actions, texts, lines, strict=True)):
            tall = len(rows) > 1
            cut = rows[-1].endswith("…") and not text.endswith("…")
            button = pygame_gui.elements.UIButton(
                pygame.Rect(0, y, width, _TALL_H if tall else _BUTTON_H),
                "" if tall else _prefix(i) + rows[0],
                self.ui,
                container=self.container,
                object_id=pygame_gui.core.ObjectID(class_id="@action"),
                tool_tip_text=text if cut else None,
            )
            self.buttons[button] = action
            if tall:
                self.wrapped[button] = rows
            y += button.rect.h + _GAP
        self.container.set_scrollable_area_dimensions((width, max(1, y - _GAP)))

    def _lines(self, index: int, text: str, width: int) -> list[str]:
        """One line, or two with the rest of a longer label fitted into the second (both beside
        the number key's prefix)."""
        room = width - 2 * _PAD_X - self.fonts.get(_SIZE).size(_prefix(index))[0]
        rows = self.fonts.wrap(text, _SIZE, room)
        if len(rows) > 2:
            rows = [rows[0], self.fonts.fit(" ".join(rows[1:]), _SIZE, room)]
        return rows

    @staticmethod
    def _height(lines: list[list[str]]) -> int:
        return sum((_TALL_H if len(rows) > 1 else _BUTTON_H) + _GAP for rows in lines) - _GAP

    def label(self, button: pygame_gui.elements.UIButton) -> str:
        """The words shown on `button`, however they are drawn."""
        if button not in self.wrapped:
            return button.text
        index = list(self.buttons).index(button)
        return _prefix(index) + " ".join(self.wrapped[button])

    def draw_labels(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        """The two-line labels, over their buttons and clipped to the visible list."""
        if not self.wrapped or not self.container.visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        for index, button in enumerate(self.buttons):
            rows = self.wrapped.get(button)
            if rows is None:
                continue
            top = button.rect.centery - len(rows) * _LINE_H // 2 - 1
            prefix = self.fonts.render(_prefix(index), _SIZE, colour)
            x = button.rect.x + _PAD_X
            surface.blit(prefix, (x, top))
            for n, row in enumerate(rows):
                surface.blit(
                    self.fonts.render(row, _SIZE, colour), (x + prefix.get_width(), top + n * _LINE_H)
                )
        surface.set_clip(clip)

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
