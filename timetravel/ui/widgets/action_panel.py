"""The generic action panel: one button per legal action of the human seat to act, in its words.

It makes every legal action reachable even when a board has no direct click for it. Up to eight
choices always show whole, without scrolling: the panel grows (down to `grow_to`) and tightens its
rows as needed. Longer lists scroll, and a hint under the list says so. The choices also answer to
keys, each shown before its words: 1 to 9, then 0, then the letters (all but p, which pauses). A label too long for one line gets a taller button whose two lines the
panel draws itself (pygame_gui buttons hold one line).

A click chooses the action that was under the pointer at both the press and the release. The panel
tracks that itself, by action and not by button object: the buttons are rebuilt whenever the choices
change, and each rebuild starts from a fresh scrolling container, so a new list never inherits the
scroll offset of a longer list before it (which once put its buttons out of place, where a click
highlighted a button but chose nothing).
The caller says each action in words (the state's action_words for the viewer), seats already named
as the people chose (timetravel.i18n.use_seat_names).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from timetravel.engine.actions import Action
from timetravel.i18n import t
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.tooltip import draw_tooltip_beside

# (one-line height, two-line height, gap), roomiest first: the first that shows every choice wins
_ROWS = ((38, 56, 6), (32, 50, 4), (28, 44, 3))
_SIZE, _PAD_X, _LINE_H = 15, 14, 20
WHOLE = 8  # this many choices always show without scrolling
_HINT_H = 22  # the strip under a scrolling list that says there is more
_BAR = 22  # room for the scroll bar


# the keys that choose the choices, in order: digits first, then the letters the screen leaves free
KEYS = "1234567890abcdefghijklmnoqrstuvwxyz"


def _prefix(index: int) -> str:
    """The key that chooses the action, shown before its words."""
    return f"{KEYS[index]}  " if index < len(KEYS) else ""


def key_index(key: int) -> int | None:
    """The place in the list of the choice a key chooses, if the key chooses one."""
    found = KEYS.find(chr(key)) if 0 <= key < 0x110000 else -1
    return found if found >= 0 else None


def _ignore(action: Action) -> None:
    return None


class ActionPanel:
    def __init__(
        self,
        ui: pygame_gui.UIManager,
        rect: pygame.Rect,
        fonts: Fonts,
        choose: Callable[[Action], None],
        grow_to: int | None = None,
        explain: Callable[[Action], str | None] | None = None,
    ) -> None:
        self.ui = ui
        self.base = pygame.Rect(rect)
        self.rect = pygame.Rect(rect)  # the area in use now: taller than base while many choices show
        self.grow_to = max(rect.h, grow_to or rect.h)
        self.fonts = fonts
        self.choose = choose
        self.explain = explain
        self.actions: list[Action] = []
        self.buttons: dict[pygame_gui.elements.UIButton, Action] = {}
        self.wrapped: dict[pygame_gui.elements.UIButton, list[str]] = {}  # drawn by draw_labels()
        self.scrolls = False
        self._key: tuple[str, ...] | None = None
        self._pressed: str | None = None  # the action under the pointer when the button went down
        self._visible = True
        self.container = self._new_container(self.rect)

    def _new_container(self, rect: pygame.Rect) -> pygame_gui.elements.UIScrollingContainer:
        container = pygame_gui.elements.UIScrollingContainer(rect, self.ui, allow_scroll_x=False)
        if not self._visible:
            container.hide()
        return container

    def close(self) -> None:
        """Drop the buttons and the callback (a bound method of the screen: a reference cycle)."""
        self.choose = _ignore
        self.actions, self.buttons, self.wrapped = [], {}, {}

    def explanation(self, action: Action) -> str | None:
        """What a choice would do, for its hover tooltip: given, or from the board of the screen
        that chooses the actions."""
        explain = self.explain
        if explain is None:
            board = getattr(getattr(self.choose, "__self__", None), "board", None)
            explain = getattr(board, "action_tooltip", None)
        return explain(action) if explain is not None else None

    def set_actions(self, actions: list[Action], words: Callable[[Action], str] = str) -> None:
        """Show exactly these actions, each in its `words` (rebuilt only when the list or the words
        change)."""
        texts = [words(a) for a in actions]
        key = tuple(f"{a}\x00{text}" for a, text in zip(actions, texts, strict=True))
        if key == self._key:
            return
        self._key = key  # a press survives a rebuild: its release chooses if the same action is there
        self.buttons.clear()
        self.wrapped.clear()
        self.container.kill()  # its buttons go with it, and so does the old list's scroll offset
        self.actions = list(actions)
        rows, metrics, height = self._plan(texts)
        self.rect = pygame.Rect(self.base.x, self.base.y, self.base.w, height)
        view = pygame.Rect(self.rect)
        if self.scrolls:
            view.h -= _HINT_H  # the hint's strip under the list
        self.container = self._new_container(view)
        self._add_buttons(texts, rows, metrics)

    def _add_buttons(self, texts: list[str], rows: list[list[str]], metrics: tuple[int, int, int]) -> None:
        width = self.rect.w - (_BAR if self.scrolls else 4)
        one, two, gap = metrics
        y = 0
        for i, (action, text, lines) in enumerate(zip(self.actions, texts, rows, strict=True)):
            tall = len(lines) > 1
            cut = lines[-1].endswith("…") and not text.endswith("…")
            button = pygame_gui.elements.UIButton(
                pygame.Rect(0, y, width, two if tall else one),
                "" if tall else _prefix(i) + lines[0],
                self.ui,
                container=self.container,
                object_id=pygame_gui.core.ObjectID(class_id="@action"),
                tool_tip_text=text if cut else None,
            )
            self.buttons[button] = action
            if tall:
                self.wrapped[button] = lines
            y += button.rect.h + gap
        self.container.set_scrollable_area_dimensions((width, max(1, y - gap)))

    def _plan(self, texts: list[str]) -> tuple[list[list[str]], tuple[int, int, int], int]:
        """The lines of each label, the row metrics and the panel's height: the base height if
        enough, else taller (up to grow_to) with rows as roomy as still fit; more than WHOLE
        choices scroll."""
        self.scrolls = False
        rows = [self._lines(i, text, self.base.w - 4) for i, text in enumerate(texts)]
        for metrics in _ROWS:
            need = self._height(rows, metrics)
            if need <= self.base.h:
                return rows, metrics, self.base.h
            if need <= self.grow_to and len(texts) <= WHOLE:
                return rows, metrics, need
        if len(texts) <= WHOLE:
            return rows, _ROWS[-1], self.grow_to
        self.scrolls = True
        rows = [self._lines(i, text, self.base.w - _BAR) for i, text in enumerate(texts)]
        return rows, _ROWS[-1], self.grow_to  # tight rows: as many choices in view as may be

    def _lines(self, index: int, text: str, width: int) -> list[str]:
        """One line, or two with the rest of a longer label fitted into the second (both beside
        the number key's prefix)."""
        room = width - 2 * _PAD_X - self.fonts.get(_SIZE).size(_prefix(index))[0]
        rows = self.fonts.wrap(text, _SIZE, room)
        if len(rows) > 2:
            rows = [rows[0], self.fonts.fit(" ".join(rows[1:]), _SIZE, room)]
        return rows

    @staticmethod
    def _height(lines: list[list[str]], metrics: tuple[int, int, int]) -> int:
        one, two, gap = metrics
        return sum((two if len(rows) > 1 else one) + gap for rows in lines) - gap

    def label(self, button: pygame_gui.elements.UIButton) -> str:
        """The words shown on `button`, however they are drawn."""
        if button not in self.wrapped:
            return button.text
        index = list(self.buttons).index(button)
        return _prefix(index) + " ".join(self.wrapped[button])

    def view_rect(self) -> pygame.Rect:
        """The part of the screen where buttons show (without the hint strip)."""
        return pygame.Rect(self.container.rect)

    def hidden_count(self) -> int:
        """How many choices lie wholly or partly outside the visible list."""
        view = self.view_rect()
        return sum(not view.contains(button.rect) for button in self.buttons)

    def draw_labels(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        """The two-line labels, over their buttons and clipped to the visible list; and the hint
        under a list that scrolls."""
        if not self._visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.view_rect())
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
        if self.scrolls:
            self._hint(surface, colour)

    def hint_text(self) -> str:
        hidden = self.hidden_count()
        if hidden == 0:
            return ""
        if hidden == 1:
            return t("One more choice: scroll the list to see it.")
        return t("{n} more choices: scroll the list to see them.", n=hidden)

    def _hint(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        text = self.hint_text()
        if not text:
            return
        strip = pygame.Rect(self.rect.x, self.view_rect().bottom + 2, self.rect.w, _HINT_H - 2)
        x, y = strip.x + 8, strip.centery
        pygame.draw.polygon(surface, colour, [(x - 5, y - 3), (x + 5, y - 3), (x, y + 4)])  # a down arrow
        image = self.fonts.render(self.fonts.fit(text, 13, strip.w - 24), 13, colour)
        surface.blit(image, image.get_rect(midleft=(strip.x + 18, y)))

    def tip_at(self, pos: tuple[int, int]) -> tuple[pygame.Rect, str] | None:
        """The button under `pos` and what its choice would do, when the game says."""
        action = self._action_at(pos)
        if action is None:
            return None
        button = next(b for b, a in self.buttons.items() if a is action)
        words = self.explanation(action)
        return (pygame.Rect(button.rect), words) if words else None

    def draw_tip(self, surface: pygame.Surface, pos: tuple[int, int], palette: Palette) -> None:
        """What the choice under the pointer would do, beside the list (never over other choices)."""
        found = self.tip_at(pos)
        if found is not None:
            rect, words = found
            draw_tooltip_beside(surface, words, rect, self.fonts, palette)

    def show(self, visible: bool) -> None:
        self._visible = visible
        if visible and not self.container.visible:
            self.container.show()
        elif not visible and self.container.visible:
            self.container.hide()

    def clear(self) -> None:
        self.set_actions([])

    def _action_at(self, pos: tuple[int, int]) -> Action | None:
        if not self._visible or not self.view_rect().collidepoint(pos):
            return None
        for button, action in self.buttons.items():
            if button.rect.collidepoint(pos):
                return action
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and number keys; True when an action was chosen."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            action = self._action_at(event.pos)
            self._pressed = None if action is None else str(action)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            action = self._action_at(event.pos)
            if action is None or str(action) != pressed:
                return False
            self.ui.process_events(event)  # the button's own release, so it looks released again
            self.choose(action)
            return True
        if (
            event.type == pygame.KEYDOWN
            and self._visible
            and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            index = key_index(event.key)
            if index is not None and index < len(self.actions):
                self.choose(self.actions[index])
                return True
        return False
