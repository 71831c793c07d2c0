"""The generic action panel: one button per legal action of the human seat to act, in its words.

It makes every legal action reachable even when a board has no direct click for it. The board says
how the choices are listed (`ChoiceGroup`s, timetravel/ui/widgets/choices.py): groups with a heading
keep choices that come and go out of the main list, a folded group is one entry that opens it, and a
withheld choice shows greyed with its reason. The panel grows (down to `grow_to`, which leaves the
game log its six lines) and tightens its rows as needed; a list that still does not fit scrolls, and
a hint under the list says so. The choices also answer to keys, each shown before its words: 1 to 9,
then 0, then the letters (all but p, which pauses). A label too long for one line gets a taller
button whose two or three lines the panel draws itself (pygame_gui buttons hold one line).

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
from dataclasses import dataclass

import pygame
import pygame_gui

from timetravel.engine.actions import Action
from timetravel.i18n import t
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.choices import ChoiceGroup, one_group
from timetravel.ui.widgets.tooltip import draw_tooltip_beside

# (one-line height, two-line height, gap), roomiest first: the first that shows every choice wins
_ROWS = ((38, 56, 6), (32, 50, 4), (28, 44, 3))
_SIZE, _PAD_X, _LINE_H = 15, 14, 20
_TITLE_H = 22  # a group's heading
_MOST_LINES = 3  # a choice's label in at most this many lines (Spanish runs a quarter longer)
WHOLE = 8  # this many one-line choices always show without scrolling
_HINT_H = 22  # the strip under a scrolling list that says there is more
_BAR = 22  # room for the scroll bar
_GREY = (128, 128, 136)  # the words of a withheld choice


# the keys that choose the choices, in order: digits first, then the letters the screen leaves free
KEYS = "1234567890abcdefghijklmnoqrstuvwxyz"


def _prefix(index: int | None) -> str:
    """The key that chooses the action, shown before its words."""
    return f"{KEYS[index]}  " if index is not None and index < len(KEYS) else ""


def key_index(key: int) -> int | None:
    """The place in the list of the choice a key chooses, if the key chooses one."""
    found = KEYS.find(chr(key)) if 0 <= key < 0x110000 else -1
    return found if found >= 0 else None


def _ignore(action: Action) -> None:
    return None


@dataclass(frozen=True)
class _Row:
    """One line of the list: a choice, a folded group's entry, a heading or a withheld choice."""

    kind: str  # "action", "fold", "title" or "withheld"
    text: str
    action: Action | None = None
    group: str = ""  # the group's title (a fold's, to open or close it)
    tip: str = ""  # a withheld choice's reason

    @property
    def keyed(self) -> bool:
        return self.kind in ("action", "fold")


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
        self.actions: list[Action] = []  # the choices that answer to keys, in order
        self.buttons: dict[pygame_gui.elements.UIButton, Action] = {}
        self.folds: dict[pygame_gui.elements.UIButton, str] = {}  # folded groups' entries
        self.withheld: dict[pygame_gui.elements.UIButton, _Row] = {}
        self.titles: list[pygame_gui.elements.UILabel] = []
        self.wrapped: dict[pygame_gui.elements.UIButton, tuple[str, list[str]]] = {}  # draw_labels()
        self.opened: set[str] = set()  # folded groups the person opened
        self.scrolls = False
        self._groups: list[ChoiceGroup] = []
        self._words: Callable[[Action], str] = str
        self._keyed: list[_Row] = []
        self._key: tuple[str, ...] | None = None
        self._pressed: str | None = None  # the row under the pointer when the button went down
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
        self._words = str
        self.actions, self.buttons, self.wrapped, self.folds, self.withheld = [], {}, {}, {}, {}

    def explanation(self, action: Action) -> str | None:
        """What a choice would do, for its hover tooltip: given, or from the board of the screen
        that chooses the actions."""
        explain = self.explain
        if explain is None:
            board = getattr(getattr(self.choose, "__self__", None), "board", None)
            explain = getattr(board, "action_tooltip", None)
        return explain(action) if explain is not None else None

    def set_actions(self, actions: list[Action], words: Callable[[Action], str] = str) -> None:
        """Show exactly these actions in one plain list, each in its `words`."""
        self.set_groups(one_group(actions), words)

    def set_groups(self, groups: list[ChoiceGroup], words: Callable[[Action], str] = str) -> None:
        """Show these groups of choices, each action in its `words` (rebuilt only when the list, the
        words or the opened groups change)."""
        self._groups, self._words = groups, words
        self.opened &= {g.title for g in groups if g.folded}  # a group gone closes again
        rows = self._rows(groups, words)
        key = tuple(f"{r.kind}\x00{r.action}\x00{r.text}\x00{r.tip}" for r in rows)
        if key == self._key:
            return
        self._key = key  # a press survives a rebuild: its release chooses if the same row is there
        for label in self.titles:
            label.kill()
        self.buttons.clear()
        self.folds.clear()
        self.withheld.clear()
        self.titles = []
        self.wrapped.clear()
        self.container.kill()  # its buttons go with it, and so does the old list's scroll offset
        self._keyed = [row for row in rows if row.keyed]
        self.actions = [row.action for row in self._keyed if row.action is not None]
        lines, metrics, height = self._plan(rows)
        self.rect = pygame.Rect(self.base.x, self.base.y, self.base.w, height)
        view = pygame.Rect(self.rect)
        if self.scrolls:
            view.h -= _HINT_H  # the hint's strip under the list
        self.container = self._new_container(view)
        self._add_rows(rows, lines, metrics)

    def _rows(self, groups: list[ChoiceGroup], words: Callable[[Action], str]) -> list[_Row]:
        rows: list[_Row] = []
        for group in groups:
            if not group.actions and not group.withheld:
                continue
            if group.folded:
                opened = group.title in self.opened
                count = len(group.actions) + len(group.withheld)
                text = (
                    t("− {group}", group=group.title)
                    if opened
                    else t("+ {group} ({n})", group=group.title, n=count)
                )
                rows.append(_Row("fold", text, group=group.title))
                if not opened:
                    continue
            elif group.title:
                rows.append(_Row("title", group.title, group=group.title))
            rows += [_Row("action", words(a), action=a, group=group.title) for a in group.actions]
            rows += [
                _Row("withheld", t("{choice}: {reason}", choice=w.words, reason=w.reason), group=group.title,
                     tip=w.reason)
                for w in group.withheld
            ]  # fmt: skip
        return rows

    def _add_rows(self, rows: list[_Row], lines: list[list[str]], metrics: tuple[int, int, int]) -> None:
        width = self.rect.w - (_BAR if self.scrolls else 4)
        gap = metrics[2]
        y = 0
        index = 0
        for row, text_lines in zip(rows, lines, strict=True):
            if row.kind == "title":
                label = pygame_gui.elements.UILabel(
                    pygame.Rect(0, y, width, _TITLE_H), row.text, self.ui, container=self.container,
                    object_id=pygame_gui.core.ObjectID(class_id="@choice_group"),
                )  # fmt: skip
                self.titles.append(label)
                y += _TITLE_H + gap
                continue
            prefix = _prefix(index) if row.keyed else ""
            index += row.keyed
            tall = len(text_lines) > 1
            cut = text_lines[-1].endswith("…") and not row.text.endswith("…")
            button = pygame_gui.elements.UIButton(
                pygame.Rect(0, y, width, _row_height(len(text_lines), metrics)),
                "" if tall else prefix + text_lines[0],
                self.ui,
                container=self.container,
                object_id=pygame_gui.core.ObjectID(class_id="@action"),
                tool_tip_text=row.text if cut and row.kind != "withheld" else None,
            )
            if row.kind == "action" and row.action is not None:
                self.buttons[button] = row.action
            elif row.kind == "fold":
                self.folds[button] = row.group
            else:
                self.withheld[button] = row
                button.disable()
            if tall:
                self.wrapped[button] = (prefix, text_lines)
            y += button.rect.h + gap
        self.container.set_scrollable_area_dimensions((width, max(1, y - gap)))

    def _plan(self, rows: list[_Row]) -> tuple[list[list[str]], tuple[int, int, int], int]:
        """The lines of each row, the row metrics and the panel's height: the base height if
        enough, else taller (up to grow_to) with rows as roomy as still fit; a list that does not
        fit even so scrolls, with tight rows."""
        self.scrolls = False
        lines = self._wrap_rows(rows, self.base.w - 4)
        for metrics in _ROWS:
            need = self._height(rows, lines, metrics)
            if need <= self.base.h:
                return lines, metrics, self.base.h
            if need <= self.grow_to:
                return lines, metrics, need
        self.scrolls = True
        return self._wrap_rows(rows, self.base.w - _BAR), _ROWS[-1], self.grow_to

    def _wrap_rows(self, rows: list[_Row], width: int) -> list[list[str]]:
        out, index = [], 0
        for row in rows:
            if row.kind == "title":
                out.append([row.text])
                continue
            out.append(self._lines(_prefix(index) if row.keyed else "", row.text, width))
            index += row.keyed
        return out

    def _lines(self, prefix: str, text: str, width: int) -> list[str]:
        """One line, or up to three (a longer language's label) with what is left fitted into the
        last (all beside the number key's prefix)."""
        room = width - 2 * _PAD_X - self.fonts.get(_SIZE).size(prefix)[0]
        rows = self.fonts.wrap(text, _SIZE, room)
        if len(rows) > _MOST_LINES:
            rows = [*rows[: _MOST_LINES - 1], self.fonts.fit(" ".join(rows[_MOST_LINES - 1 :]), _SIZE, room)]
        return rows

    @staticmethod
    def _height(rows: list[_Row], lines: list[list[str]], metrics: tuple[int, int, int]) -> int:
        gap = metrics[2]
        heights = [
            _TITLE_H if row.kind == "title" else _row_height(len(text), metrics)
            for row, text in zip(rows, lines, strict=True)
        ]
        return sum(h + gap for h in heights) - gap if heights else 0

    def label(self, button: pygame_gui.elements.UIButton) -> str:
        """The words shown on `button`, however they are drawn."""
        if button not in self.wrapped:
            return button.text
        prefix, rows = self.wrapped[button]
        return prefix + " ".join(rows)

    def view_rect(self) -> pygame.Rect:
        """The part of the screen where buttons show (without the hint strip)."""
        return pygame.Rect(self.container.rect)

    def hidden_count(self) -> int:
        """How many choices lie wholly or partly outside the visible list."""
        view = self.view_rect()
        shown = [*self.buttons, *self.folds, *self.withheld]
        return sum(not view.contains(button.rect) for button in shown)

    def draw_labels(self, surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
        """The labels of two lines or more, over their buttons and clipped to the visible list; and the hint
        under a list that scrolls."""
        if not self._visible:
            return
        clip = surface.get_clip()
        surface.set_clip(self.view_rect())
        for button, (prefix, rows) in self.wrapped.items():
            ink = _GREY if button in self.withheld else colour
            top = button.rect.centery - len(rows) * _LINE_H // 2 - 1
            first = self.fonts.render(prefix, _SIZE, ink)
            x = button.rect.x + _PAD_X
            surface.blit(first, (x, top))
            for n, row in enumerate(rows):
                surface.blit(self.fonts.render(row, _SIZE, ink), (x + first.get_width(), top + n * _LINE_H))
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
        """The button under `pos` and what its choice would do (or why it is withheld), when said."""
        button = self._button_at(pos)
        if button is None:
            return None
        if button in self.withheld:
            words: str | None = self.withheld[button].tip
        elif button in self.buttons:
            words = self.explanation(self.buttons[button])
        else:
            words = None
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
        self.set_groups([])

    def _button_at(self, pos: tuple[int, int]) -> pygame_gui.elements.UIButton | None:
        if not self._visible or not self.view_rect().collidepoint(pos):
            return None
        for button in (*self.buttons, *self.folds, *self.withheld):
            if button.rect.collidepoint(pos):
                return button
        return None

    def _action_at(self, pos: tuple[int, int]) -> Action | None:
        button = self._button_at(pos)
        return self.buttons.get(button) if button is not None else None

    def _pressable_at(self, pos: tuple[int, int]) -> str | None:
        """What a press at `pos` is on: an action (its string) or a folded group ("fold" + title)."""
        button = self._button_at(pos)
        if button in self.buttons:
            return str(self.buttons[button])
        if button in self.folds:
            return "\x00fold\x00" + self.folds[button]
        return None

    def toggle(self, group: str) -> None:
        """Open a folded group, or close it again."""
        self.opened ^= {group}
        self._key = None
        self.set_groups(self._groups, self._words)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Clicks and number keys; True when they chose an action or opened or closed a group."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self._pressable_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            pressed, self._pressed = self._pressed, None
            target = self._pressable_at(event.pos)
            if target is None or target != pressed:
                return False
            self.ui.process_events(event)  # the button's own release, so it looks released again
            self._take(next(row for row in self._keyed if self._row_id(row) == target))
            return True
        if (
            event.type == pygame.KEYDOWN
            and self._visible
            and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            index = key_index(event.key)
            if index is not None and index < len(self._keyed):
                self._take(self._keyed[index])
                return True
        return False

    @staticmethod
    def _row_id(row: _Row) -> str:
        return str(row.action) if row.kind == "action" else "\x00fold\x00" + row.group

    def _take(self, row: _Row) -> None:
        if row.kind == "fold":
            self.toggle(row.group)
        elif row.action is not None:
            self.choose(row.action)


def _row_height(lines: int, metrics: tuple[int, int, int]) -> int:
    """A choice's button height for its label's lines: one line, two, or two and a line more."""
    one, two, _ = metrics
    return one if lines <= 1 else two + (lines - 2) * _LINE_H
