"""Painting Time Arena's still table from one seat's typed view, and its click targets.

The still table is everything that changes only with a step or a click: the stone arena and its
marked squares, the Totems and their energy, the Gates and who stands on them, the fighters, what the
selected fighter can reach, the charge wheels and the buttons. The clocks and the sand, which move
every frame, are drawn on top by the view (view.py).
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import dataclass

import pygame

from timetravel.engine.actions import Action
from timetravel.games.arena.content import content, square_index
from timetravel.games.arena.view import ArenaView, FighterView
from timetravel.i18n import N_, t
from timetravel.ui import draw
from timetravel.ui.boards.arena import theme
from timetravel.ui.boards.arena import words as board_words
from timetravel.ui.boards.arena.art import ArenaArt
from timetravel.ui.boards.arena.draft_panel import DraftPanel
from timetravel.ui.boards.arena.layout import Layout, gate_arch
from timetravel.ui.boards.arena.wheel_panel import WheelPanel
from timetravel.ui.boards.arena.words import SIDES
from timetravel.ui.boards.kit.caches import fit_text, wrap_text
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, darken, lighten, mix
from timetravel.ui.widgets.dice import DieStyle, die_face
from timetravel.ui.widgets.fitted import fitted_lines, fitting_size

BUTTON_LABELS = {
    "end": N_("End turn (Space)"),
    "pass": N_("Hand over to partner"),
    "wait": N_("Wait for the hourglass"),
    "bomb": N_("Explode"),
    "accept": N_("Keep the roll"),
    "wheel": N_("Turn the wheel"),
}
END_REASONS = {
    "totem": N_("The enemy Totem is destroyed"),
    "clock": N_("On time"),
    "blockade": N_("By blockade"),
}
SHIELD_TIP = N_("Shield: a fighter here, friend or foe, cannot be knocked out")
SHIELD_ALPHA = 60
BUTTON_ORDER = ("accept", "wheel", "bomb", "wait", "pass", "end")
BUTTON_H = 30
NAME_SIZES = (15, 14, 13, 12, 11)  # a side's name line over its clock, smaller before anything is cut
DIE_STYLE = DieStyle(body=(236, 228, 206), ink=(40, 30, 26), labels=(("KO", "KO"), ("miss", "X")))
DIE_SIZE = 48


def fight_target(v: ArenaView, layout: Layout) -> tuple[int, int] | None:
    """Where the fight under way strikes: its target fighter's square or a Totem (None: a bomb)."""
    return place_of(v, v.target, layout)


def place_of(v: ArenaView, thing: str, layout: Layout) -> tuple[int, int] | None:
    """A fighter in the arena (by id) or a Totem ("totem:<side>") on the table, if it is there."""
    if thing.startswith("totem:"):
        return layout.sides[int(thing.partition(":")[2])].totem.center
    found = v.fighter(thing) if thing else None
    return layout.grid.centre(square_of(found.square)) if found is not None and found.square else None


def square_of(name: str) -> tuple[int, int]:
    index = square_index(name)
    return index % 8, index // 8


@dataclass
class Painted:
    surface: pygame.Surface
    targets: list[Target]


class TableRenderer(WheelPanel, DraftPanel):
    """One repaint of the still table for one view."""

    def __init__(self, art: ArenaArt, fonts: Fonts, palette: Palette, names: Sequence[str]) -> None:
        self.art, self.fonts, self.palette, self.names = art, fonts, palette, names
        self.targets: list[Target] = []

    # --- the whole table ------------------------------------------------------------------------------
    def base(self, v: ArenaView, layout: Layout) -> pygame.Surface:
        """What stays the same all game: the floor and its marks, the Gates' frames, the Totems, the
        wheels' dials, the sides' names (the view keeps it per layout and board)."""
        surface = pygame.Surface(layout.size).convert()
        surface.blit(draw.vertical_gradient(layout.size, theme.TABLE_TOP, theme.TABLE_BOTTOM), (0, 0))
        if v.stage == "draft":
            return surface
        self._floor(surface, v, layout)
        for side in (0, 1):
            panel = layout.sides[side]
            surface.blit(self.art.totem(side, panel.totem.size), panel.totem)
            self._side_name(surface, v, layout, side)
            for fighter, rect in zip(v.fighters[side * 4 : side * 4 + 4], panel.gates, strict=True):
                self._gate_frame(surface, fighter, rect)
            if v.mode != "first":
                self._wheel_dial(surface, v, layout, side)
        return surface

    def render(self, v: ArenaView, layout: Layout, legal: Sequence[Action], hidden: Collection[Hashable],
               selected: str | None, base: pygame.Surface, out: pygame.Surface | None = None) -> Painted:  # fmt: skip
        """The table for this step: onto `out` (reused between repaints) when given."""
        surface = (
            out
            if out is not None and out.get_size() == layout.size
            else pygame.Surface(layout.size).convert()
        )
        surface.blit(base, (0, 0))
        index = ActionIndex(legal)
        self.targets = []
        if v.stage == "draft":
            self._draft(surface, v, layout, index)
        else:
            self._arena(surface, v, layout, index, hidden, selected)
        return Painted(surface, self.targets)

    def _arena(self, surface: pygame.Surface, v: ArenaView, layout: Layout, index: ActionIndex,
               hidden: Collection[Hashable], selected: str | None) -> None:  # fmt: skip
        self._square_tips(v, layout)
        for side in (0, 1):
            self._totem(surface, v, layout, side)
            self._side_panel(surface, v, layout, side, index, hidden, selected)
            if v.mode != "first":
                self._wheel(surface, v, layout, side, index)
        self._shield_cover(surface, v, layout)
        chosen = v.fighter(selected) if selected else None
        if chosen is not None:
            self._reach(surface, v, layout, chosen, index)
        for fighter in v.fighters:
            if fighter.square is not None and fighter.id and fighter.id not in hidden:
                self._fighter_on_board(surface, v, layout, fighter, selected, index)
        if chosen is not None:
            self._attack_targets(surface, v, layout, chosen, index)
        self._fight(surface, v, layout, hidden)
        self._banner(surface, v, layout)
        self._buttons(surface, v, layout, index, chosen)

    # --- the arena floor ----------------------------------------------------------------------------------
    def _floor(self, surface: pygame.Surface, v: ArenaView, layout: Layout) -> None:
        grid = layout.grid
        frame = grid.rect.inflate(12, 12)
        pygame.draw.rect(surface, (58, 54, 50), frame, border_radius=6)
        pygame.draw.rect(surface, (110, 100, 84), frame, 2, border_radius=6)
        for square in grid.squares():
            rect = grid.square_rect(square)
            light = (square[0] + square[1]) % 2 == 1
            surface.blit(self.art.stone(grid.cell, light, square[0] * 8 + square[1]), rect)
        for side, squares in enumerate(v.summoning):
            for name in squares:
                self._summon_mark(surface, grid.square_rect(square_of(name)), side)
        for side, squares in enumerate(v.totem_edge):
            for name in squares:
                self._edge_mark(surface, grid.square_rect(square_of(name)), side)
        for colour, a, b in v.transporters:
            for name in (a, b):
                self._transporter_mark(surface, grid.square_rect(square_of(name)), colour)
        for kind, rect, label in grid.edge_labels():
            text = self.fonts.render(label, 10, (150, 144, 130))
            where = rect.move(0, 4) if kind == "file" else rect.move(-4, 0)
            surface.blit(text, text.get_rect(center=where.center))

    def _square_tips(self, v: ArenaView, layout: Layout) -> None:
        """Words for the marked squares under the pointer (beneath everything else)."""
        tips: dict[str, list[str]] = {}
        for side, squares in enumerate(v.summoning):
            for name in squares:
                tips.setdefault(name, []).append(t("{side}'s summoning square", side=t(SIDES[side])))
        for side, squares in enumerate(v.totem_edge):
            for name in squares:
                tips.setdefault(name, []).append(
                    t("The {side} Totem is attacked from here", side=t(SIDES[side]))
                )
        for colour, a, b in v.transporters:
            for here, there in ((a, b), (b, a)):
                link = t("Transporter: a {colour} fighter goes to {square} for one movement point",
                         colour=t(colour), square=there)  # fmt: skip
                tips.setdefault(here, []).append(link)
        for name in v.shield_cover:
            tips.setdefault(name, []).append(t(SHIELD_TIP))
        for name, lines in tips.items():
            rect = layout.grid.square_rect(square_of(name))
            self.targets.append(Target(pygame.Rect(rect), tip="\n".join(lines), kind="mark"))

    def _shield_cover(self, surface: pygame.Surface, v: ArenaView, layout: Layout) -> None:
        """R10: the 8 squares around each Shield bearer, tinted and framed in the Shield's pale blue:
        whoever stands there, friend or foe, cannot be knocked out."""
        for name in v.shield_cover:
            rect = layout.grid.square_rect(square_of(name))
            tint = pygame.Surface(rect.size, pygame.SRCALPHA)
            tint.fill((*theme.SHIELD, SHIELD_ALPHA))
            surface.blit(tint, rect)
            pygame.draw.rect(surface, theme.SHIELD, rect.inflate(-2, -2), 1, border_radius=4)

    def _summon_mark(self, surface: pygame.Surface, rect: pygame.Rect, side: int) -> None:
        """A summoning square: a portal ring in the side's colour."""
        colour = mix(theme.SUMMON, theme.SIDE[side], 0.35)
        pygame.draw.circle(surface, colour, rect.center, rect.w // 2 - 5, 2)
        pygame.draw.circle(surface, darken(colour, 0.4), rect.center, rect.w // 2 - 9, 1)

    def _edge_mark(self, surface: pygame.Surface, rect: pygame.Rect, side: int) -> None:
        """A Totem edge square: a chevron pointing at the Totem it is attacked from."""
        cx = rect.centerx
        y = rect.bottom - 6 if side == 0 else rect.top + 6
        d = -7 if side == 0 else 7
        pygame.draw.lines(surface, theme.EDGE, False, [(cx - 9, y + d), (cx, y), (cx + 9, y + d)], 3)

    def _transporter_mark(self, surface: pygame.Surface, rect: pygame.Rect, colour: str) -> None:
        """A transporter: a diamond in its colour."""
        points = draw.shape_points("diamond", rect.center, rect.w * 0.3)
        pygame.draw.polygon(surface, darken(theme.GATE[colour], 0.35), points)
        pygame.draw.polygon(surface, theme.GATE[colour], points, 3)

    # --- Totems and Gates -----------------------------------------------------------------------------------
    def _totem(self, surface: pygame.Surface, v: ArenaView, layout: Layout, side: int) -> None:
        panel = layout.sides[side]
        for i, rect in enumerate(panel.energy):
            surface.blit(self.art.energy_gem(side, rect.w, i < v.energy[side]), rect)
        label = self.fonts.render(t("{n} energy", n=v.energy[side]), 12, theme.TOTEM_GLOW[side], True)
        surface.blit(label, (panel.energy[0].x, panel.energy[0].bottom + 4))
        self.targets.append(Target(panel.totem, card=f"totem:{side}", tip=t("The {side} Totem: {n} energy",
                                   side=t(SIDES[side]), n=v.energy[side])))  # fmt: skip

    def _side_name(self, surface: pygame.Surface, v: ArenaView, layout: Layout, side: int) -> None:
        """The side over its clock and who plays it: in team play both partners, smaller before any
        name is cut, and then each name cut to its share of the line."""
        panel = layout.sides[side]
        seats = [s for s in v.side_seats[side] if s < len(self.names)] or [side]
        names = [self.names[s] for s in seats if s < len(self.names)]
        side_word = t(SIDES[side])
        size, title = 15, t("{side} · {players}", side=side_word, players=", ".join(names))
        for size in NAME_SIZES:
            if self.fonts.get(size, True).size(title)[0] <= panel.name.w:
                break
        else:  # each name gets its share of what is left beside the side and the separators
            room = panel.name.w - self.fonts.get(size, True).size(t("{side} · {players}", side=side_word,
                                                                  players=", " * (len(names) - 1)))[0]  # fmt: skip
            share = max(12, room // max(1, len(names)))
            cut = [fit_text(self.fonts, name, size, share, True) for name in names]
            title = fit_text(self.fonts, t("{side} · {players}", side=side_word, players=", ".join(cut)), size,
                             panel.name.w, True)  # fmt: skip
        colour = theme.SIDE[0] if side == 0 else (190, 184, 210)
        text = self.fonts.render(title, size, colour, True)
        surface.blit(text, text.get_rect(midleft=panel.name.midleft))

    def _side_panel(self, surface: pygame.Surface, v: ArenaView, layout: Layout, side: int, index: ActionIndex,
                    hidden: Collection[Hashable], selected: str | None) -> None:  # fmt: skip
        panel = layout.sides[side]
        lit = v.running == side
        draw.panel(surface, panel.clock, self.palette, fill=(44, 40, 30) if lit else (26, 26, 32),
                   border=theme.CLOCK_ON if lit else (60, 60, 70), width=3 if lit else 1)  # fmt: skip
        for fighter, rect in zip(v.fighters[side * 4 : side * 4 + 4], panel.gates, strict=True):
            self._gate(surface, fighter, rect, hidden, selected, index)

    def _gate_frame(self, surface: pygame.Surface, fighter: FighterView, rect: pygame.Rect) -> None:
        """A Gate in its colour: the arch its fighter waits in, its hourglass's time, its player."""
        colour = theme.GATE[fighter.colour]
        pygame.draw.rect(surface, mix((24, 24, 30), colour, 0.16), rect, border_radius=8)
        pygame.draw.rect(surface, colour, rect, 2, border_radius=8)
        arch = gate_arch(rect)
        pygame.draw.rect(surface, darken(colour, 0.55), arch, border_top_left_radius=arch.w // 2,
                         border_top_right_radius=arch.w // 2)  # fmt: skip
        label = self.fonts.render(
            t("{n} s", n=fighter.hourglass_total_ms // 1000), 10, lighten(colour, 0.2), True
        )
        surface.blit(label, label.get_rect(midbottom=(rect.right - 15, rect.bottom - 3)))
        if len(self.names) == 4:
            owner = fit_text(self.fonts, self.names[fighter.seat], 10, arch.w)
            text = self.fonts.render(owner, 10, (210, 206, 196))
            surface.blit(text, text.get_rect(midbottom=(arch.centerx, rect.bottom - 3)))

    def _gate(self, surface: pygame.Surface, fighter: FighterView, rect: pygame.Rect,
              hidden: Collection[Hashable], selected: str | None, index: ActionIndex) -> None:  # fmt: skip
        """The fighter waiting on its Gate, faded while its hourglass runs."""
        if not fighter.id or fighter.square is not None or fighter.id in hidden:
            return
        arch = gate_arch(rect)
        size = min(arch.w, arch.h)
        token_rect = pygame.Rect(0, 0, size, size)
        token_rect.center = arch.center
        ready = fighter.hourglass_ms == 0
        surface.blit(self.art.token(fighter.id, fighter.side, size, faded=not ready), token_rect)
        if selected == fighter.id:
            pygame.draw.rect(surface, theme.SELECT, token_rect.inflate(4, 4), 3, border_radius=8)
        self.targets.append(self._fighter_target(fighter, token_rect, index))

    def _fighter_target(self, fighter: FighterView, rect: pygame.Rect, index: ActionIndex) -> Target:
        """A fighter under the pointer: the large card; a click selects it when it may act."""
        name = t(content().fighters[fighter.id].name)
        usable = bool(fighter.moves or fighter.summons or fighter.targets or fighter.can_bomb)
        kind = "select" if usable and index.kinds else ""
        return Target(pygame.Rect(rect), card=f"fighter:{fighter.id}", tip=name, kind=kind)

    # --- fighters and what the selected one reaches -----------------------------------------------------------------
    def _fighter_on_board(self, surface: pygame.Surface, v: ArenaView, layout: Layout, fighter: FighterView,
                          selected: str | None, index: ActionIndex) -> None:  # fmt: skip
        assert fighter.square is not None
        rect = layout.grid.square_rect(square_of(fighter.square))
        if fighter.protected:
            pygame.draw.rect(surface, theme.SHIELD, rect.inflate(-4, -4), 2, border_radius=6)
        if fighter.acted and v.side == fighter.side and not fighter.active:
            pygame.draw.rect(surface, (30, 30, 34), rect.inflate(-6, -6), border_radius=6)
        token = self.art.token(
            fighter.id, fighter.side, rect.w - 4, faded=fighter.acted and not fighter.active
        )
        surface.blit(token, token.get_rect(center=rect.center))
        if len(self.names) == 4:
            draw.seat_marker(
                surface, (rect.right - 8, rect.top + 8), fighter.seat, self.palette, self.fonts, 7
            )
        if selected == fighter.id:
            pygame.draw.rect(surface, theme.SELECT, rect.inflate(-2, -2), 3, border_radius=6)
        elif fighter.active and v.stage == "play":
            pygame.draw.rect(surface, lighten(theme.SELECT, 0.2), rect.inflate(-2, -2), 2, border_radius=6)
        self.targets.append(self._fighter_target(fighter, rect, index))

    def _reach(self, surface: pygame.Surface, v: ArenaView, layout: Layout, chosen: FighterView,
               index: ActionIndex) -> None:  # fmt: skip
        grid = layout.grid
        for kind, squares, colour in (
            ("move", chosen.moves, theme.MOVE_LIT),
            ("summon", chosen.summons, theme.SUMMON),
        ):
            for name in squares:
                action = index.get(kind, chosen.id, name)
                if action is None:
                    continue
                rect = grid.square_rect(square_of(name))
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                shade.fill((*colour, 70))
                surface.blit(shade, rect)
                pygame.draw.circle(surface, colour, rect.center, max(4, rect.w // 8))
                words = t("Summon here") if kind == "summon" else t("Move here")
                self.targets.append(Target(pygame.Rect(rect), action=action, tip=words, kind="square"))

    def _attack_targets(self, surface: pygame.Surface, v: ArenaView, layout: Layout, chosen: FighterView,
                        index: ActionIndex) -> None:  # fmt: skip
        for target in chosen.targets:
            action = index.get("attack", chosen.id, target.target)
            if action is None:
                continue
            if target.fighter is None:
                enemy = 1 - chosen.side
                rect = layout.sides[enemy].totem.inflate(8, 8)
                card = f"totem:{enemy}"
            else:
                rect = layout.grid.square_rect(square_of(target.target))
                card = f"fighter:{target.fighter}"
            pygame.draw.rect(surface, theme.ATTACK_LIT, rect.inflate(-2, -2), 3, border_radius=8)
            self._badge(surface, f"{round(target.chance * 100)}%", (rect.centerx, rect.top + 2), "top",
                        darken(theme.ATTACK_LIT, 0.3))  # fmt: skip
            risk = board_words.risk_badge(target)
            if risk:  # the counter this attack draws: its chance to knock the attacker out
                self._badge(surface, risk, (rect.centerx, rect.bottom - 2), "bottom", theme.RISK)
            tip = board_words.attack_tip(target, chosen.id)
            self.targets.append(Target(pygame.Rect(rect), action=action, card=card, tip=tip, kind="attack"))

    def _badge(self, surface: pygame.Surface, text: str, at: tuple[int, int], edge: str, fill: RGB) -> None:
        """A small label in a filled box, its top or bottom edge at `at`."""
        size = 11 if edge == "top" else 10
        image = self.fonts.render(text, size, (255, 255, 255), True)
        box = (image.get_rect(midtop=at) if edge == "top" else image.get_rect(midbottom=at)).inflate(6, 2)
        pygame.draw.rect(surface, fill, box, border_radius=4)
        surface.blit(image, image.get_rect(center=box.center))

    def _fight(
        self, surface: pygame.Surface, v: ArenaView, layout: Layout, hidden: Collection[Hashable]
    ) -> None:
        """A fight being resolved: the attacker's and the counter's dice as they fell, and a line from
        the attacker to what it strikes."""
        if not v.fight_stage:
            return
        start = place_of(v, v.attacker, layout)
        target = fight_target(v, layout)
        if start is not None and target is not None:
            pygame.draw.line(surface, theme.ATTACK_LIT, start, target, 3)
            pygame.draw.circle(surface, theme.ATTACK_LIT, target, layout.cell // 2 - 2, 3)
        if "die" in hidden:
            return
        x, y = layout.die
        for face, dx in ((v.roll, -28), (v.counter_roll, 28)):
            if face:
                value: int | str = int(face) if face.isdigit() else face
                image = die_face(value, DIE_SIZE, DIE_STYLE, self.fonts)
                surface.blit(image, image.get_rect(center=(x + dx, y)))

    # --- the right column -----------------------------------------------------------------------------------------
    def _banner(self, surface: pygame.Surface, v: ArenaView, layout: Layout) -> None:
        rect = layout.banner
        if v.stage == "over":
            words = t("{side} wins", side=t(SIDES[v.winner])) if v.winner >= 0 else t("Game over")
            sub = t(END_REASONS[v.reason]) if v.reason in END_REASONS else ""
            side = max(0, v.winner)
        else:
            side = v.side
            words = t("{side}'s turn", side=t(SIDES[side]))
            seat = v.acting_seat if v.acting_seat >= 0 else None
            sub = (
                t("{name} plays", name=self.names[seat])
                if seat is not None and seat < len(self.names)
                else ""
            )
            if seat is not None and len(self.names) == 4:
                sub = t("{name}'s part of the turn", name=self.names[seat])
        fill = theme.SIDE[side]
        draw.panel(surface, rect, self.palette, fill=fill, border=theme.TOTEM_GLOW[side], width=3)
        ink = theme.SIDE_INK[side]
        size = fitting_size(self.fonts, words, rect.w - 12, (20, 18, 16, 14), True)  # "Ganan las Negras"
        text = self.fonts.render(fit_text(self.fonts, words, size, rect.w - 12, True), size, ink, True)
        surface.blit(text, text.get_rect(midtop=(rect.centerx, rect.y + 6)))
        if sub:
            size, lines = fitted_lines(self.fonts, sub, rect.w - 12, rect.bottom - rect.y - 32, (13, 12, 11))
            y = rect.y + 34 - (7 if len(lines) > 1 else 0)
            for words_line in lines:  # whole, on two smaller lines if need be
                line = self.fonts.render(words_line, size, ink)
                surface.blit(line, line.get_rect(midtop=(rect.centerx, y)))
                y += self.fonts.get(size).get_linesize() - 2

    def _button_words(self, surface: pygame.Surface, label: str, rect: pygame.Rect) -> None:
        """A button's words whole: one line in a smaller type if need be, else two lines (Spanish
        "Esperar al reloj de arena")."""
        room = rect.w - 10
        size = fitting_size(self.fonts, label, room, (14, 13, 12), True)
        lines = [label] if self.fonts.get(size, True).size(label)[0] <= room else list(
            wrap_text(self.fonts, label, 11, room, True)[:2])  # fmt: skip
        size = size if len(lines) == 1 else 11
        step = self.fonts.get(size, True).get_height() - 2
        top = rect.centery - step * len(lines) // 2
        for k, line in enumerate(lines):
            text = self.fonts.render(
                fit_text(self.fonts, line, size, room, True), size, self.palette.text, True
            )
            surface.blit(text, text.get_rect(center=(rect.centerx, top + step * k + step // 2)))

    def _buttons(self, surface: pygame.Surface, v: ArenaView, layout: Layout, index: ActionIndex,
                 chosen: FighterView | None) -> None:  # fmt: skip
        y = layout.buttons.y
        for kind in BUTTON_ORDER:
            action = index.get(kind, chosen.id) if kind == "bomb" and chosen is not None else index.get(kind)
            if action is None:
                continue
            rect = pygame.Rect(layout.buttons.x, y, layout.buttons.w, BUTTON_H)
            primary = kind in ("end", "accept")
            draw.panel(surface, rect, self.palette, fill=(70, 58, 30) if primary else self.palette.panel_hi,
                       border=theme.GLOW if primary else self.palette.border, radius=8)  # fmt: skip
            label = t(BUTTON_LABELS[kind])
            self._button_words(surface, label, rect)
            tip = board_words.button_tip(kind, v, chosen.id if chosen is not None else None) or label
            self.targets.append(Target(rect, action=action, tip=tip, kind="button", label=label))
            y += BUTTON_H + 6
