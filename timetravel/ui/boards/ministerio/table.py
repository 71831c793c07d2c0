"""Painting El Ministerio's board from one seat's view (games/ministerio/view.py, never the state),
and the click targets it offers, each tied to a legal action of the viewer.

Target.card names what a hover shows large: "card:<id>", "tile:<id>", "door:<index>",
"office:<id>", "agent:<id>" or "mission:<id>".
"""

from __future__ import annotations

import math
from collections.abc import Hashable

import pygame

from timetravel.engine.actions import Action
from timetravel.games.ministerio.content import CATEGORIES, PRISON_ABOVE, content
from timetravel.games.ministerio.view import MinisterioView
from timetravel.i18n import pt, t
from timetravel.ui import draw
from timetravel.ui.boards.kit.caches import SurfaceCache
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.ministerio import icons
from timetravel.ui.boards.ministerio.cards import CardArt
from timetravel.ui.boards.ministerio.hand import HandPainter, HandSpread
from timetravel.ui.boards.ministerio.layout import PA_SPACES, TILE, TILT, Layout, year_plate
from timetravel.ui.boards.ministerio.seats import SeatPanels
from timetravel.ui.boards.ministerio.theme import (
    BRASS,
    BRASS_DARK,
    CREAM,
    DANGER,
    DOOR_COLOURS,
    DOOR_LETTER,
    DOOR_LETTERS,
    GLOW,
    INK,
    MUTED,
    NAVY_BOTTOM,
    NAVY_TOP,
    WOOD,
    WOOD_DARK,
    WOOD_LIGHT,
)
from timetravel.ui.boards.ministerio.turn import Settled, TurnPanel
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import RGB, Palette, darken, lighten
from timetravel.ui.widgets.dice import D6, die_face

DOOR_PAD = 7  # room around a door's picture for its halo
FIGURE_LIFT = 23  # a figure's centre above its door's foot: its feet stay clear of the year plate


class TableRenderer:
    def __init__(
        self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str], cache: SurfaceCache
    ) -> None:
        self.art, self.fonts, self.palette, self.names, self.cache = art, fonts, palette, names, cache
        self.turn = TurnPanel(art, fonts, palette, names, self._say)
        self.hand = HandPainter(art, fonts, self._say)
        self.seats = SeatPanels(art, fonts, palette, names, self._say)
        self.spread: HandSpread | None = None

    def render(self, v: MinisterioView, layout: Layout, legal: list[Action], hidden: frozenset[Hashable],
               words: dict[Action, str], prompt: str = "",
               settled: Settled | None = None) -> tuple[pygame.Surface, list[Target]]:  # fmt: skip
        out = self.cache.get(("canvas", layout.size), lambda: pygame.Surface(layout.size))
        out.blit(self._background(layout), (0, 0))
        index = ActionIndex(legal)
        targets: list[Target] = []
        self.plates: list[tuple[pygame.Surface, pygame.Rect]] = []
        self.words, self.prompt = words, prompt
        self._staircase(out, v, layout, index, targets, hidden)
        self._office(out, v, layout, index, targets)
        self.seats.paint(out, v, layout, targets)
        # the dice are tumbling while ("dice",) is hidden: the animation shows them
        self.turn.paint(out, v, layout, index, targets, settled, prompt, ("dice",) in hidden)
        self.spread = self.hand.paint(out, v, layout, index, targets)
        self.hand.buttons(out, layout, legal, targets)
        if v.stage == "choose_agent":
            self.seats.choose_agent(out, layout, index, targets)
            self.plates = []  # the choice covers the staircase
        return out, targets

    def _say(self, action: Action | None, fallback: str = "") -> str:
        if action is None:
            return fallback
        return self.words.get(action, str(action))

    # --- background ----------------------------------------------------------------------------------
    def _background(self, layout: Layout) -> pygame.Surface:
        def make() -> pygame.Surface:
            out = draw.vertical_gradient(layout.size, NAVY_TOP, NAVY_BOTTOM)
            self._stairwell(out, layout)
            icons.wood_panel(out, layout.office)
            for rect in layout.seats:
                pygame.draw.rect(out, (26, 30, 44), rect, border_radius=8)
            icons.wood_panel(out, layout.table.inflate(-4, -4))
            return out

        return self.cache.get(("background", layout.size), make)

    @staticmethod
    def _stairwell(out: pygame.Surface, layout: Layout) -> None:
        """The round stairwell the doors climb: a wooden drum, darker inside, seen at an angle."""
        bottom, top, radius = layout.well
        cx = layout.centre[0]
        for r, shade in ((radius, WOOD_DARK), (radius * 0.62, darken(WOOD_DARK, 0.45))):
            h = r * TILT * 2
            pygame.draw.ellipse(out, darken(shade, 0.2), pygame.Rect(cx - r, bottom - h / 2, 2 * r, h))
            pygame.draw.rect(out, shade, pygame.Rect(cx - r, top, 2 * r, bottom - top))
            pygame.draw.ellipse(out, lighten(shade, 0.08), pygame.Rect(cx - r, top - h / 2, 2 * r, h))
        for k in range(1, 6):  # the landings' rings
            y = top + (bottom - top) * k / 6
            h = radius * TILT * 2
            pygame.draw.arc(
                out, darken(WOOD_DARK, 0.35), pygame.Rect(cx - radius, y - h / 2, 2 * radius, h), 3.3, 6.1, 1
            )

    # --- the staircase ---------------------------------------------------------------------------------
    def _staircase(self, out: pygame.Surface, v: MinisterioView, layout: Layout, index: ActionIndex,
                   targets: list[Target], hidden: frozenset[Hashable]) -> None:  # fmt: skip
        lit, marks = self._door_lights(v)
        track = layout.doors
        points = [track.centre(i) for i in range(len(track))]
        pygame.draw.lines(out, BRASS_DARK, False, [(x, y + 20) for x, y in points], 3)
        actions = self._door_actions(v, index)
        self._transport_links(out, v, layout)

        def paint(surface: pygame.Surface, i: int, rect: pygame.Rect, glow: bool) -> None:
            self._door(surface, v, i, rect, glow, hidden)

        track.draw(out, paint, lit)
        plates = [year_plate(rect) for rect in track.rects]
        for i, faces in marks.items():
            self._die_badges(out, track.rects[i], faces, plates, layout.stair)
        # over every door and badge (and, each frame, over the outlines: see the view's draw)
        self.plates = [(self._plate_image(p.size, d.year), p) for d, p in zip(v.doors, plates, strict=True)]
        for image, plate in self.plates:
            out.blit(image, plate)
        for i in track.order:
            action = actions.get(i)
            tip = self._door_tip(v, i)
            if action is not None:
                tip = f"{tip}\n{t('Click: {action}', action=self._say(action))}"
            targets.append(Target(track.rects[i].union(year_plate(track.rects[i])), action, f"door:{i}", tip))
        self._centre(out, v, layout, targets)

    @staticmethod
    def _transport_links(out: pygame.Surface, v: MinisterioView, layout: Layout) -> None:
        """A dotted thread between the two doors of each colour: the jump a transport door allows."""
        by_colour: dict[str, list[int]] = {}
        for door in v.doors:
            if door.colour:
                by_colour.setdefault(door.colour, []).append(door.index)
        for colour, pair in by_colour.items():
            if len(pair) != 2:
                continue
            (x0, y0), (x1, y1) = (layout.doors.centre(d) for d in pair)
            steps = max(1, int(math.hypot(x1 - x0, y1 - y0) // 9))
            for k in range(0, steps, 2):
                a, b = k / steps, (k + 1) / steps
                start = (x0 + (x1 - x0) * a, y0 + (y1 - y0) * a)
                end = (x0 + (x1 - x0) * b, y0 + (y1 - y0) * b)
                pygame.draw.line(out, darken(DOOR_COLOURS[colour], 0.25), start, end, 2)

    def _door_lights(self, v: MinisterioView) -> tuple[set[int], dict[int, tuple[int, ...]]]:
        lit: set[int] = set()
        marks: dict[int, tuple[int, ...]] = {}
        for reach in v.reach:
            for d in reach.doors | reach.office_doors:
                marks[d] = (*marks.get(d, ()), reach.face)
            lit |= reach.doors
        for choice in v.walk:
            lit |= choice.finals
            if choice.next_door is not None:
                lit.add(choice.next_door)
        if v.stage in ("start_door", "leave") and v.seat == v.turn:
            lit |= {d.index for d in v.doors if d.colour}
        if v.flee is not None:
            lit |= set(v.flee[1])
        return lit, marks

    def _door_actions(self, v: MinisterioView, index: ActionIndex) -> dict[int, Action]:
        actions: dict[int, Action] = {}
        for kind in ("start", "leave", "flee", "peek"):
            if kind not in index.kinds:
                continue
            for d in range(len(v.doors)):
                action = index.get(kind, d)
                if action is not None:
                    actions[d] = action
        for reach in reversed(v.reach):
            action = index.get("die", reach.die)
            if action is not None:
                for d in reach.doors | reach.office_doors:
                    actions[d] = action
        for choice in reversed(v.walk):  # a door one step away first, then where a choice may end
            action = _walk_action(index, choice.option)
            if action is None:
                continue
            for d in choice.finals:
                actions.setdefault(d, action)
        for choice in v.walk:
            action = _walk_action(index, choice.option)
            if action is not None and choice.next_door is not None and choice.option != "stop":
                actions[choice.next_door] = action
        return actions

    def _door_tip(self, v: MinisterioView, i: int) -> str:
        door = v.doors[i]
        colour = f" ({t(door.colour)})" if door.colour else ""
        tip = t("Door {year}", year=door.year) + colour
        if door.facedown:
            tip += "\n" + t("A face-down enemy tile")
        elif not door.enemies:
            tip += "\n" + t("No enemy here: a closed door (+2 to every control requirement)")
        for tile in door.enemies:
            tip += "\n" + t(content().enemies[tile].name)
        for agent in v.agents:
            if agent.door == i and agent.protagonist:
                tip += "\n" + t(content().protagonists[agent.protagonist].name)
        if v.lola == i:
            tip += "\n" + t("Lola Mendieta")
        return tip

    def _door(self, out: pygame.Surface, v: MinisterioView, i: int, rect: pygame.Rect, glow: bool,
              hidden: frozenset[Hashable]) -> None:  # fmt: skip
        door = v.doors[i]
        fill = WOOD_LIGHT if not door.facedown and not door.enemies else WOOD
        key = ("door", rect.size, door.colour, fill, glow)
        image = self.art.cache.get(key, lambda: self._door_image(rect.size, door.colour, fill, glow))
        out.blit(image, rect.move(-DOOR_PAD, -DOOR_PAD))
        tile_rect = pygame.Rect(0, 0, 24, 24)
        tile_rect.center = (rect.centerx, rect.y + 20)
        if door.facedown and ("tile", i) not in hidden:
            out.blit(self.art.tile_back((24, 24), door.known_tile is not None), tile_rect)
        for k, tile in enumerate(door.enemies if ("tile", i) not in hidden else ()):
            out.blit(self.art.tile(tile, (24, 24)), tile_rect.move(k * 6, k * 4))
        figures = [a for a in v.agents if a.door == i and not a.prison and ("agent", a.seat) not in hidden]
        for k, agent in enumerate(figures):
            x = rect.x + 4 + k * 12
            if agent.seat == v.turn:  # the mover stands out: a light ring under a larger figure
                pygame.draw.ellipse(out, CREAM, pygame.Rect(x - 10, rect.bottom - FIGURE_LIFT + 4, 20, 7), 2)
            icons.figure(
                out,
                (x, rect.bottom - FIGURE_LIFT),
                self.palette.seat_colour(agent.seat),
                10 if agent.seat == v.turn else 8,
            )
        if v.lola == i and ("lola",) not in hidden:
            icons.lola(out, (rect.right - 6, rect.bottom - FIGURE_LIFT), 8)

    def _die_badges(self, out: pygame.Surface, door: pygame.Rect, faces: tuple[int, ...],
                    plates: list[pygame.Rect], area: pygame.Rect) -> None:  # fmt: skip
        """The faces of the dice that reach a door, at a corner of its arch clear of every year plate."""
        width = 16 + 12 * (len(faces) - 1)
        corners = [(door.x - 8, door.y - 8), (door.right + 8 - width, door.y - 8),
                   (door.centerx - width // 2, door.y - 14), (door.x - width + 4, door.centery - 8),
                   (door.right - 4, door.centery - 8), (door.x - width + 4, door.y + 2),
                   (door.right - 4, door.y + 2)]  # fmt: skip
        spots = [pygame.Rect(x, y, width, 16) for x, y in corners]
        spot = next((r for r in spots if area.contains(r) and r.collidelist(plates) < 0), spots[0])
        for k, face in enumerate(faces):
            out.blit(die_face(face, 16, D6, self.fonts), (spot.x + k * 12, spot.y))

    def _door_image(self, size: tuple[int, int], colour: str | None, fill: RGB, glow: bool) -> pygame.Surface:
        """A door's arch, frame and ball, painted once (a frame's thirty doors are blits)."""
        out = pygame.Surface((size[0] + 2 * DOOR_PAD, size[1] + 2 * DOOR_PAD), pygame.SRCALPHA)
        rect = pygame.Rect((DOOR_PAD, DOOR_PAD), size)
        frame = DOOR_COLOURS[colour] if colour else BRASS
        if glow:
            halo = rect.inflate(10, 10)
            pygame.draw.rect(out, darken(GLOW, 0.45), halo, border_radius=halo.w // 2)
            pygame.draw.rect(out, GLOW, halo, 2, border_radius=halo.w // 2)
        icons.arch(out, rect, fill=fill, frame=frame, width=3 if colour else 2)
        if colour:
            icons.ball(out, (rect.right - 4, rect.y + 6), DOOR_COLOURS[colour], 6)
            letter = self.fonts.render(pt(DOOR_LETTER, DOOR_LETTERS[colour]), 8, CREAM, True)
            out.blit(letter, letter.get_rect(center=(rect.right - 4, rect.y + 6)))
        return out

    def door_picture(self, size: tuple[int, int], year: int, colour: str | None, fill: RGB) -> pygame.Surface:
        """One door with its year plate, as the staircase shows it (for the rules' pictures)."""
        out = self._door_image(size, colour, fill, False).copy()
        plate = year_plate(pygame.Rect((DOOR_PAD, DOOR_PAD), size))
        out.blit(self._plate_image(plate.size, year), plate)
        return out

    def _plate_image(self, size: tuple[int, int], year: int) -> pygame.Surface:
        """A door's brass year plate (drawn over the doors, so no door in front hides it)."""

        def make() -> pygame.Surface:
            out = pygame.Surface(size, pygame.SRCALPHA)
            plate = out.get_rect()
            icons.plate(out, plate)
            text = self.fonts.render(self.fonts.fit(str(year), 11, plate.w, True), 11, INK, True)
            out.blit(text, text.get_rect(center=plate.center))
            return out

        return self.art.cache.get(("plate", size, year), make)

    def _centre(self, out: pygame.Surface, v: MinisterioView, layout: Layout, targets: list[Target]) -> None:
        cx, cy = layout.centre
        for k, boss in enumerate(v.bosses):
            rect = pygame.Rect(0, 0, *TILE)
            rect.center = (cx - 20 + k * 40, cy)
            out.blit(self.art.tile(boss, TILE), rect)
            targets.append(Target(rect, None, f"tile:{boss}", t(content().enemies[boss].name)))

    # --- Salvador's office -------------------------------------------------------------------------------
    def _office_figures(self, out: pygame.Surface, v: MinisterioView, title: pygame.Rect,
                        targets: list[Target]) -> None:  # fmt: skip
        """The figures of the agents in the office, beside its name: who is in there, at a glance."""
        inside = [a for a in v.agents if a.in_office and not a.prison]
        for k, agent in enumerate(inside):
            x = title.right + 14 + k * 16
            if agent.seat == v.turn:
                pygame.draw.ellipse(out, CREAM, pygame.Rect(x - 10, title.bottom - 6, 20, 8), 2)
            icons.figure(
                out,
                (x, title.bottom - 12),
                self.palette.seat_colour(agent.seat),
                10 if agent.seat == v.turn else 8,
            )
            tip = t("{name} is in Salvador's office", name=self.names[agent.seat])
            targets.append(Target(pygame.Rect(x - 8, title.y - 4, 16, title.h + 6), None, None, tip))

    def _office(self, out: pygame.Surface, v: MinisterioView, layout: Layout, index: ActionIndex,
                targets: list[Target]) -> None:  # fmt: skip
        box = layout.office
        title = self.fonts.render(t("Salvador's office"), 15, BRASS, True)
        out.blit(title, (box.x + 12, box.y + 8))
        deck = self.fonts.render(t("Deck: {n}", n=v.deck_size), 12, MUTED)
        out.blit(deck, deck.get_rect(topright=(box.right - 12, box.y + 10)))
        self._office_figures(out, v, title.get_rect(topleft=(box.x + 12, box.y + 8)), targets)
        office_action = index.get("office")
        if office_action is not None:
            targets.append(Target(title.get_rect(topleft=(box.x + 12, box.y + 8)).inflate(8, 6), office_action,
                                  None, self._say(office_action)))  # fmt: skip
        self._pa_track(out, v, layout, targets)
        self._slots(out, v, layout, targets)
        for rect, tile in zip(layout.office_tiles, content().office, strict=False):
            there = tile in v.office_tiles
            if there:
                out.blit(self.art.office(tile, rect.size), rect)
            else:
                pygame.draw.ellipse(out, WOOD, rect, 2)
            action = self._office_action(index, tile) if there else None
            tip = t(content().office[tile].name) + ("" if there else "\n" + t("Taken by Susana Torres"))
            if action is not None:
                tip += "\n" + t("Click: {action}", action=self._say(action))
            targets.append(Target(rect, action, f"office:{tile}", tip))
        room = (layout.piles[1].x - layout.piles[0].x - 4) if len(layout.piles) > 1 else layout.piles[0].w
        for rect, category in zip(layout.piles, CATEGORIES, strict=True):
            pile = v.pile(category)
            words = t(category)  # whole within its pile's room (a smaller size before a cut)
            size = next((z for z in (11, 10, 9) if self.fonts.get(z).size(words)[0] <= room), 9)
            label = self.fonts.render(self.fonts.fit(words, size, room), size, CREAM)
            out.blit(label, label.get_rect(midbottom=(rect.centerx, rect.y - 2)))
            if pile:
                out.blit(self.art.card(pile[-1], rect.size), rect)
                self._pile_count(out, rect, len(pile))
            else:
                pygame.draw.rect(out, WOOD, rect, 1, border_radius=5)
            action = next(
                (a for kind in ("pile", "recover", "replay") if (a := index.get(kind, category))), None
            )
            if pile:
                tip = content().cards[pile[-1]].name
                if action is not None:
                    tip += "\n" + t("Click: {action}", action=self._say(action))
                targets.append(Target(rect, action, f"card:{pile[-1]}", tip))
                cost = v.cost(pile[-1]) if action is not None and action.kind == "pile" else None
                if cost is not None:  # what taking the top card costs, as under the hand's cards
                    self.hand.cost_badge(out, rect, cost, cost + v.mover.pa > PRISON_ABOVE)

    def _pile_count(self, out: pygame.Surface, rect: pygame.Rect, count: int) -> None:
        """How many cards a pile holds, on a disc at its top left corner."""
        text = self.fonts.render(str(count), 10, CREAM, True)
        disc = pygame.Rect(0, 0, max(16, text.get_width() + 8), 16)
        disc.center = (rect.x + 10, rect.y + 9)  # over the category's icon, which the label above says
        pygame.draw.rect(out, (40, 28, 20), disc, border_radius=8)
        pygame.draw.rect(out, CREAM, disc, 1, border_radius=8)
        out.blit(text, text.get_rect(center=disc.center))

    @staticmethod
    def _office_action(index: ActionIndex, tile: str) -> Action | None:
        verb = content().office[tile].front.verb
        if verb == "shed_pa":
            return index.get("office_pa") or index.get("raze", tile)
        if verb == "draw":
            return index.get("office_draw") or index.get("raze", tile)
        if verb == "convert_enemies":
            counts = [n for n in range(12, 0, -1) if index.get("convert", n)]
            return (index.get("convert", counts[0]) if counts else None) or index.get("raze", tile)
        replays = [a for c in CATEGORIES if (a := index.get("replay", c))]
        return (replays[0] if replays else None) or index.get("raze", tile)

    def _pa_label(self, office: pygame.Rect, track_top: int) -> tuple[pygame.Surface, tuple[int, int]]:
        """The track's title and where it goes: its letters end 2 px above the spaces (a Hangul line
        stands taller than a Latin one: smaller type when it would touch them)."""
        top = office.y + 24
        for size in (11, 10, 9):
            label = self.fonts.render(t("Anachronism (PA)"), size, MUTED)
            if top + label.get_bounding_rect().bottom <= track_top - 2:
                break
        return label, (office.x + 14, top)

    def _pa_track(
        self, out: pygame.Surface, v: MinisterioView, layout: Layout, targets: list[Target]
    ) -> None:
        track = layout.pa_track
        out.blit(*self._pa_label(layout.office, min(r.top for r in track.rects)))

        def paint(surface: pygame.Surface, i: int, rect: pygame.Rect, glow: bool) -> None:
            fill = DANGER if i == PA_SPACES - 1 else lighten(WOOD, 0.1 * (i / PA_SPACES))
            pygame.draw.rect(surface, fill, rect, border_radius=4)
            pygame.draw.rect(surface, BRASS_DARK, rect, 1, border_radius=4)
            text = pt("PA track: Huesca", "H") if i == PA_SPACES - 1 else str(i)
            image = self.fonts.render(text, 11, CREAM, True)
            surface.blit(image, image.get_rect(center=rect.center))

        track.draw(out, paint)
        stacks: dict[int, int] = {}
        for agent in v.agents:
            if agent.protagonist is None:
                continue
            space = PA_SPACES - 1 if agent.prison else min(agent.pa, PA_SPACES - 2)
            k = stacks[space] = stacks.get(space, 0) + 1
            x, y = track.centre(space)
            draw.seat_marker(
                out,
                (x - 8 + 8 * ((k - 1) % 3), y + 20 + 9 * ((k - 1) // 3)),
                agent.seat,
                self.palette,
                self.fonts,
                6,
            )
        targets.append(Target(track.rects[0].unionall(track.rects[1:]), None, None,
                              t("Above 10 PA, even for a moment, an agent is locked up in Huesca.")))  # fmt: skip

    def _slots(self, out: pygame.Surface, v: MinisterioView, layout: Layout, targets: list[Target]) -> None:
        label = self.fonts.render(
            t("Intruders: {n} of 5", n=len(v.slots)), 11, DANGER if len(v.slots) >= 3 else MUTED
        )
        out.blit(label, (layout.office.x + 14, layout.slots[0].y - 14))
        for k, rect in enumerate(layout.slots):
            pygame.draw.rect(out, (40, 30, 26), rect, border_radius=4)
            pygame.draw.rect(out, BRASS_DARK, rect, 1, border_radius=4)
            if k < len(v.slots):
                tile = v.slots[k]
                image = self.art.tile(tile, (rect.h - 4, rect.h - 4))
                out.blit(image, image.get_rect(center=rect.center))
                targets.append(Target(rect, None, f"tile:{tile}", t(content().enemies[tile].name)))


def _walk_action(index: ActionIndex, option: str) -> Action | None:
    if option.startswith("dir"):
        return index.get("dir", int(option[3:]))
    return index.get(option)
