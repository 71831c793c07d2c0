"""Setup: how many seats, who sits in each (a person or an AI level), names, and the game's variants."""

from __future__ import annotations

import os
from dataclasses import dataclass

import pygame
import pygame_gui

from timetravel.engine.errors import TimetravelError
from timetravel.engine.game import Game, GameInfo, OptionSpec
from timetravel.engine.match import AI_LEVELS, Match, SeatSpec
from timetravel.engine.registry import content_problem
from timetravel.i18n import nt, t
from timetravel.ui import draw, services
from timetravel.ui.context import AppContext
from timetravel.ui.palette import mix
from timetravel.ui.scene import Pop, Push, Transition
from timetravel.ui.screens.base import UIScene
from timetravel.ui.setup_names import NAME_MAX, clean_name, default_name, is_default_name
from timetravel.ui.widgets.fitted import fitted_lines

_ROW_Y, _ROW_H = 214, 54
_OPT_X, _OPT_H = 760, 96


@dataclass(frozen=True)
class StartGame:
    """The result Setup pops with: a match ready to play."""

    match: Match


@dataclass(frozen=True)
class HostTable:
    """The result Setup pops with when a seat is open to a friend: the match and each seat's plan
    ("person", "remote" or "ai" with its level), for a table served to other computers."""

    match: Match
    plans: tuple[tuple[str, str | None], ...]


@dataclass
class SeatChoice:
    name: str
    kind: str  # "human", "remote" (open to a friend on another computer) or an AI level


def kind_options() -> list[tuple[str, str]]:
    labels = {
        "random": t("AI: random"),
        "easy": t("AI: easy"),
        "normal": t("AI: normal"),
        "hard": t("AI: hard"),
    }
    return [(t("Person"), "human"), (t("Open to a friend"), "remote"), *((labels[level], level) for level in AI_LEVELS)]


def seat_counts_words(info: GameInfo) -> str:
    """The seat counts a game allows, as the setup screen says them beside the seat buttons: "(2–4
    seats)", "(2 or 4 seats)", "(2 seats)"; each one message, the counts and the noun together, so a
    language writes its range sign and counter ("(2~4자리)")."""
    counts = info.seat_choices
    if len(counts) == 1:
        return nt("({n} seat)", "({n} seats)", counts[0], n=counts[0])
    if counts == tuple(range(counts[0], counts[-1] + 1)):
        return t("({lo}–{hi} seats)", lo=counts[0], hi=counts[-1])
    return t("({some} or {last} seats)", some=", ".join(map(str, counts[:-1])), last=counts[-1])


def default_seats(count: int) -> list[SeatChoice]:
    seats = [SeatChoice(default_name(0, "human"), "human")]  # a name that reads well in "{name} recruits"
    seats += [SeatChoice(default_name(i, "normal"), "normal") for i in range(1, count)]
    return seats


def seat_plan(kind: str) -> tuple[str, str | None]:
    """A seat's plan for a hosted table: ("person", None), ("remote", None) or ("ai", level)."""
    if kind == "human":
        return ("person", None)
    return ("remote", None) if kind == "remote" else ("ai", kind)


def new_seed() -> int:
    return int.from_bytes(os.urandom(8), "little") >> 2


def build_match(
    game: Game, seats: list[SeatChoice], options: dict[str, str], seed: int | None = None
) -> Match:
    """A new match from setup choices (raises ConfigError for a bad seat count or option)."""
    config = game.make_config(len(seats), options)
    specs = []
    for i, seat in enumerate(seats):
        name = clean_name(seat.name) or t("Player {n}", n=i + 1)
        if seat.kind in ("human", "remote"):  # a friend's seat takes the name they give on joining
            specs.append(SeatSpec(name=name))
        else:
            # the model checks that the kind is an AI level (the menus offer nothing else)
            specs.append(SeatSpec.model_validate({"name": name, "kind": "ai", "level": seat.kind}))
    return Match.new(game, config, specs, new_seed() if seed is None else seed)


def readable(choice: str) -> str:
    """A variant value as words when its game gives no label: "egypt-darkages" -> "Egypt, Darkages"."""
    parts = [part.replace("_", " ").strip() for part in choice.split("-")]
    return ", ".join(part[:1].upper() + part[1:] for part in parts if part) or choice


def choice_labels(spec: OptionSpec) -> list[tuple[str, str]]:
    """(label, value) for each choice: the game's own labels when it declares them, else readable()."""
    labels = spec.labels()
    said = spec.labels_from_content is not None and len(labels) == len(spec.choices)  # in the language
    if len(labels) != len(spec.choices):
        labels = tuple(readable(c) for c in spec.choices)
    return [
        (label if said else option_words(spec, label), value)
        for label, value in zip(labels, spec.choices, strict=True)
    ]


def option_words(spec: OptionSpec, text: str) -> str:
    """An option's choice label or help in the current language, with the content names it takes put
    in by their given names in the content catalogue's words ("First game: 아멜리아, 알론소, 파시노")."""
    names = {key: listed([t(name).split()[0] for name in found]) for key, found in spec.names().items()}
    return t(text, **names)


def listed(items: list[str]) -> str:
    """Names as a list in a sentence: "A, B and C" (the language's "and")."""
    if len(items) < 2:
        return "".join(items)
    return t("{a} and {b}", a=", ".join(items[:-1]), b=items[-1])


def starting_options(game: Game) -> dict[str, str]:
    """The variants the setup screen opens with: those last started (each still one of the game's
    choices), else a new player's (Time Arena's first game), else the defaults; a hidden option
    always its default."""
    last = services.last_setup(game.info.id)
    options = {}
    for spec in game.info.options:
        if spec.hidden:
            options[spec.key] = spec.default  # never a player's choice: a new game plays the current one
        elif last is None:
            options[spec.key] = spec.first_choice()
        else:
            kept = last.get(spec.key, spec.default)
            options[spec.key] = kept if kept in spec.choices else spec.default
    return options


def _items(choices: list[tuple[str, str]]) -> list[str | tuple[str, str]]:
    """(label, value) pairs as the drop-down's list type."""
    return list[str | tuple[str, str]](choices)


def _selected_key(menu: pygame_gui.elements.UIDropDownMenu) -> str:
    option = menu.selected_option
    return option[1] if isinstance(option, tuple) else str(option)


class SetupScreen(UIScene):
    def __init__(self, ctx: AppContext, game: Game) -> None:
        self.game = game
        self.accent = game.info.accent
        self.game_id = game.info.id
        super().__init__(ctx)
        info = game.info
        self.seats = default_seats(min(info.seat_choices, key=lambda n: (abs(n - 2), n)))
        self.options = starting_options(game)
        problem = content_problem(game)
        self.error = t("This game cannot start: {error}", error=problem) if problem else ""
        self._build()

    # --- widgets -------------------------------------------------------------------------------------
    def _build(self) -> None:
        self.ui.clear_and_reset()
        self._handlers.clear()
        info = self.game.info
        n = len(self.seats)
        self.minus = self.button(
            (330, 150, 40, 40), "−", self._fewer, enabled=n > info.seat_choices[0], class_id="@symbol"
        )
        self.plus = self.button(
            (420, 150, 40, 40), "+", self._more, enabled=n < info.seat_choices[-1], class_id="@symbol"
        )
        self.name_fields: list[pygame_gui.elements.UITextEntryLine] = []
        self.kind_menus: list[pygame_gui.elements.UIDropDownMenu] = []
        choices = kind_options()
        name_width = 210 if self.game.seat_roles(n) else 300  # room for the seat's role beside it
        for i, seat in enumerate(self.seats):
            y = _ROW_Y + i * _ROW_H
            field = pygame_gui.elements.UITextEntryLine(pygame.Rect(130, y, name_width, 40), self.ui)
            field.set_text_length_limit(NAME_MAX)
            field.set_text(seat.name)
            self.name_fields.append(field)
            current = next(c for c in choices if c[1] == seat.kind)
            menu = pygame_gui.elements.UIDropDownMenu(
                _items(choices), current, pygame.Rect(446, y, 220, 40), self.ui
            )
            self.kind_menus.append(menu)
        self.option_menus: dict[str, pygame_gui.elements.UIDropDownMenu] = {}
        for j, spec in enumerate(self.shown_options()):
            y = _ROW_Y + 28 + j * _OPT_H
            option_choices = choice_labels(spec)
            current = next(c for c in option_choices if c[1] == self.options[spec.key])
            menu = pygame_gui.elements.UIDropDownMenu(
                _items(option_choices), current, pygame.Rect(_OPT_X, y + 24, 420, 38), self.ui
            )
            self.option_menus[spec.key] = menu
        self.button((60, 640, 160, 46), t("Back"), lambda: Pop())
        self.button((236, 640, 160, 46), t("Rules"), self._rules)
        self.button((1040, 640, 180, 46), t("Start"), self._start, class_id="@primary")

    def shown_options(self) -> list[OptionSpec]:
        """The variants that matter with the current choices (the others keep their values)."""
        return [spec for spec in self.game.info.options if not spec.hidden and spec.applies(self.options)]

    def on_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.kind_menus:
            self._kind_changed(self.kind_menus.index(event.ui_element))
        elif (
            event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED
            and event.ui_element in self.option_menus.values()
        ):
            before = [spec.key for spec in self.shown_options()]
            self._read()
            if [spec.key for spec in self.shown_options()] != before:
                self._build()  # a choice that shows or hides other variants
        return None

    def _kind_changed(self, index: int) -> None:
        """A seat switched between a person and an AI: a name the app gave follows the new kind
        (a person is not called Nova); a name the player typed stays."""
        seat, field = self.seats[index], self.name_fields[index]
        kind = _selected_key(self.kind_menus[index])
        name = field.get_text()
        person, was_person = kind in ("human", "remote"), seat.kind in ("human", "remote")
        if person != was_person and is_default_name(name, len(self.seats)):
            others = {f.get_text().strip() for i, f in enumerate(self.name_fields) if i != index}
            name = default_name(index, "human" if person else kind, others)
            field.set_text(name)
        seat.kind, seat.name = kind, name

    def _read(self) -> None:
        for seat, field, menu in zip(self.seats, self.name_fields, self.kind_menus, strict=True):
            seat.name = field.get_text()
            seat.kind = _selected_key(menu)
        for key, menu in self.option_menus.items():
            self.options[key] = _selected_key(menu)

    def _fewer(self) -> None:
        self._read()
        fewer = [n for n in self.game.info.seat_choices if n < len(self.seats)]
        if fewer:
            del self.seats[fewer[-1] :]
            self._build()

    def _more(self) -> None:
        self._read()
        more = [n for n in self.game.info.seat_choices if n > len(self.seats)]
        if more:
            while len(self.seats) < more[0]:
                n = len(self.seats)
                taken = {seat.name.strip() for seat in self.seats}
                self.seats.append(SeatChoice(default_name(n, "normal", taken), "normal"))
            self._build()

    def _rules(self) -> Transition:
        from timetravel.ui.screens.rules import RulesScreen

        return Push(RulesScreen(self.ctx, self.game))

    def _start(self) -> Transition | None:
        self._read()
        try:
            match = build_match(self.game, self.seats, self.options)
        except (TimetravelError, ValueError) as exc:
            self.error = str(exc)
            return None
        services.remember_setup(self.game.info.id, self.options)
        if any(seat.kind == "remote" for seat in self.seats):
            plans = tuple(seat_plan(seat.kind) for seat in self.seats)
            return Pop(HostTable(match, plans))
        return Pop(StartGame(match))

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts, info = self.palette, self.fonts, self.game.info
        self.heading(surface, t(info.title), t(info.pitch))
        surface.blit(fonts.render(t("Players"), 20, pal.text, True), (60, 156))
        count = fonts.render(str(len(self.seats)), 24, pal.text, True)
        surface.blit(count, count.get_rect(center=(395, 170)))
        surface.blit(
            fonts.render(seat_counts_words(info), 15, pal.muted), (476, 160)
        )
        for i in range(len(self.seats)):
            y = _ROW_Y + i * _ROW_H
            colour = pal.seat_colour(i)  # each seat's colour and marker, as the board will show them
            band = pygame.Rect(70, y - 5, 608, 50)
            pygame.draw.rect(surface, mix(pal.panel, colour, 0.16), band, border_radius=10)
            pygame.draw.rect(surface, colour, (band.x, band.y, 5, band.h), border_radius=3)
            draw.seat_marker(surface, (98, y + 20), i, pal, fonts, r=14)
        roles = self.game.seat_roles(len(self.seats))
        for i, role in enumerate(roles):  # what each seat plays (a side), beside its name
            text = fonts.render(fonts.fit(t(role), 15, 92), 15, pal.text, True)
            surface.blit(text, text.get_rect(midleft=(348, _ROW_Y + i * _ROW_H + 20)))
        shown = self.shown_options()
        if shown:
            panel = pygame.Rect(_OPT_X - 24, _ROW_Y - 14, 1244 - _OPT_X, 44 + _OPT_H * len(shown))
            draw.panel(surface, panel, pal, radius=12)
            surface.blit(fonts.render(t("Variants"), 15, pal.muted, True), (_OPT_X, _ROW_Y - 4))
            for j, spec in enumerate(shown):
                y = _ROW_Y + 28 + j * _OPT_H
                surface.blit(fonts.render(t(spec.label), 16, pal.text, True), (_OPT_X, y))
                if spec.help:  # whole, on up to two lines under the menu
                    size, lines = fitted_lines(fonts, option_words(spec, spec.help), 450, 30, (13, 12, 11))
                    step = fonts.get(size).get_linesize()
                    for k, line in enumerate(lines):
                        surface.blit(fonts.render(line, size, pal.muted), (_OPT_X, y + 64 + k * (step - 2)))
        if self.error:  # content errors name file, entry and field: wrapped, never cut off
            surface.blit(fonts.render_wrapped(self.error, 14, pal.bad, 600), (420, 600))
