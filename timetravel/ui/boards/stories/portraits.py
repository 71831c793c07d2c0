"""T.I.M.E Stories' agents on the table: each agent's portrait card (host, life, dice, items as
chips that may be picked to pass or use, resources), and at HQ the hosts to choose from.
"""

from __future__ import annotations

import pygame

from timetravel.engine.actions import Action
from timetravel.games.stories.view import AgentView, HostView
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.stories import icons, words
from timetravel.ui.boards.stories.painter import Painter, Reading
from timetravel.ui.boards.stories.theme import (
    AGENCY,
    AGENCY_DARK,
    EDGE,
    GOLD,
    INK,
    LIFE,
    MUTED,
    PARCHMENT,
    RED,
    SEPIA,
    STEEL,
    STEEL_HI,
    TEXT,
)
from timetravel.ui.palette import darken, lighten, mix


class Portraits(Painter):
    """The agents' and hosts' painting (a part of table.py's Table)."""

    def _portrait(self, surface: pygame.Surface, agent: AgentView, rect: pygame.Rect) -> None:
        v, fonts = self.v, self.fonts
        colour = self.palette.seat_colour(agent.seat)
        acting = v.to_act == agent.seat
        pygame.draw.rect(surface, STEEL_HI if acting else STEEL, rect, border_radius=10)
        pygame.draw.rect(surface, colour, pygame.Rect(rect.x, rect.y, 8, rect.h), border_top_left_radius=10,
                         border_bottom_left_radius=10)  # fmt: skip
        pygame.draw.rect(surface, AGENCY if acting else EDGE, rect, 3 if acting else 1, border_radius=10)
        x, y, width = rect.x + 16, rect.y + 6, rect.w - 24
        host = next((h for h in v.hosts if h.ident == agent.host), None)
        name = words.seat(agent.seat) + (f" · {self._text(host.name).split(',')[0]}" if host else "")
        surface.blit(fonts.render(fonts.fit(name, 15, width - 30, True), 15, TEXT, True), (x, y))
        if v.captain == agent.seat:
            icons.captain(surface, (rect.right - 16, rect.y + 16), 10)
        y += 22
        if host is None:
            surface.blit(fonts.render(t("Choosing a host…"), 14, MUTED), (x, y))
            self._add(rect, None, words.agent_tip(v, agent), "agent")
            return
        for i in range(agent.most_life):
            icons.heart(surface, (x + 8 + i * 18, y + 8), 7, LIFE, empty=i >= agent.life)
        res = pygame.Rect(0, 0, 18, 18)
        res.topright = (rect.right - 40, y)
        icons.shield(surface, "normal", (res.centerx, res.centery - 1), 8)
        surface.blit(fonts.render(str(agent.resistance), 14, TEXT, True), (res.right + 3, y))
        y += 20
        col = width // max(1, len(agent.dice))
        for i, (attr, count) in enumerate(agent.dice):
            name = self._text(dict(v.attributes).get(attr, attr))
            said = f"{name} {count}"
            if fonts.get(14).size(said)[0] > col - 4:  # four portraits: the name's first letters
                said = f"{name[:3]}. {count}"
            label = fonts.render(fonts.fit(said, 14, col - 4), 14, lighten(AGENCY, 0.3))
            surface.blit(label, (x + i * col, y))
        y += 20
        y = self._items(surface, agent, pygame.Rect(x, y, width, 0))
        money = ", ".join(
            words.resource_amount(v.scenario, r, count) for r, count in agent.resources if count
        )
        if money:
            surface.blit(fonts.render(fonts.fit(money, 14, width), 14, GOLD), (x, y))
        if agent.acted and not agent.dead and v.stage == "act":
            done = fonts.render(t("Acted"), 14, MUTED, True)
            surface.blit(done, done.get_rect(bottomright=(rect.right - 8, rect.bottom - 4)))
        if agent.dead:
            draw.dim(surface.subsurface(rect), 150)
            line = (t("Dead: back at {tu} TU", tu=agent.returns_at) if agent.returns_at is not None
                    else t("Dead for this run"))  # fmt: skip
            label = fonts.render(fonts.fit(line, 15, rect.w - 16, True), 15, LIFE, True)
            surface.blit(label, label.get_rect(center=rect.center))
        first = self.legal.get("first", agent.seat)
        give = self.legal.get("give", self.picked, agent.seat) if self.picked else None
        if give is not None:
            pygame.draw.rect(surface, GOLD, rect, 3, border_radius=10)
        self._add(rect, give or first, words.agent_tip(v, agent), "agent", None, before=True)

    def _items(self, surface: pygame.Surface, agent: AgentView, row: pygame.Rect) -> int:
        """The agent's items as chips, in two rows at most; a chip that may be passed or used is a
        click target that picks it (then a portrait takes it, or its Use chip uses it). Returns the
        y below them."""
        fonts, v = self.fonts, self.v
        if not agent.items:
            surface.blit(fonts.render(t("No items"), 14, MUTED), (row.x, row.y))
            return row.y + 19
        x, y, rows = row.x, row.y, 1
        chips = [(item, words.item_name(v.scenario, item)) for item in agent.items]
        use = self.legal.get("use", self.picked) if self.picked in agent.items else None
        if use is not None:
            chips.insert(agent.items.index(str(self.picked)) + 1, ("", t("Use")))
        for n, (item, name) in enumerate(chips):
            label = fonts.render(fonts.fit(name, 14, row.w - 12), 14, INK if item else TEXT, bool(not item))
            chip = pygame.Rect(x, y, label.get_width() + 12, 19)
            if chip.right > row.right and x > row.x:
                if rows == 2:  # no room: the tooltip lists them all
                    more = fonts.render(t("+{n}", n=len(chips) - n), 14, SEPIA, True)
                    surface.blit(more, (min(x, row.right - more.get_width()), y))
                    break
                x, y, rows = row.x, y + 21, rows + 1
                chip.topleft = (x, y)
            picked = item == self.picked
            fill = AGENCY_DARK if not item else (GOLD if picked else PARCHMENT)
            pygame.draw.rect(surface, fill, chip, border_radius=6)
            surface.blit(label, (chip.x + 6, chip.y))
            pickable = bool(item) and bool(self._item_actions(item))
            if not item:
                self._add(chip, use, words.item_line(v.scenario, str(self.picked)), "item")
            elif pickable:
                pygame.draw.rect(surface, AGENCY, chip, 2, border_radius=6)
                tip = (
                    words.item_line(v.scenario, item)
                    + "\n"
                    + t("Click to pass it (then a portrait) or use it.")
                )
                self._add(chip, None, tip, f"pick:{item}")
            else:
                self._add(chip, None, words.item_line(v.scenario, item), "item")
            x = chip.right + 4
        return y + 21

    def _item_actions(self, item: str) -> list[Action]:
        """The legal actions that pass or use `item`."""
        found = [self.legal.get("use", item), *(self.legal.get("give", item, a.seat) for a in self.v.agents)]
        return [a for a in found if a is not None]

    def _host_choice(self, surface: pygame.Surface, reading: Reading) -> None:
        v, layout, fonts = self.v, self.layout, self.fonts
        title = t("HQ: choose a host for this run")
        surface.blit(fonts.render(title, 20, GOLD, True), (4, layout.middle.y + 4))
        for host, rect in zip(v.hosts, layout.hosts_choice, strict=False):
            self._host_card(surface, host, rect)
        bottom = layout.hosts_choice[0].bottom + 8
        panel = pygame.Rect(0, bottom, layout.size[0], layout.hosts[0].y - bottom - 8)
        self._paper(surface, panel, reading.title, reading.words or self._text(reading.key))

    def _host_text(self, text: str, width: int, room: int) -> tuple[int, int, list[str]]:
        """A host's description whole in the room left on its card: a smaller type when a language
        needs more lines (size, line step, lines); cut with an ellipsis only past the smallest."""
        for size in (14, 13, 12, 11):
            step = size + 4
            lines = self.fonts.wrap(text, size, width)
            if len(lines) * step <= room:
                return size, step, lines
        most = max(1, room // step)
        last = self.fonts.fit(" ".join(lines[most - 1 :]), size, width)
        return size, step, [*lines[: most - 1], last]

    def _host_card(self, surface: pygame.Surface, host: HostView, rect: pygame.Rect) -> None:
        fonts = self.fonts
        action = self.legal.get("host", host.ident)
        taken = host.taken_by is not None
        pygame.draw.rect(
            surface, PARCHMENT if not taken else mix(PARCHMENT, STEEL, 0.6), rect, border_radius=10
        )
        pygame.draw.rect(surface, AGENCY if action else EDGE, rect, 3 if action else 2, border_radius=10)
        inner = rect.inflate(-14, -12)
        y = inner.y
        for line in fonts.wrap(self._text(host.name), 15, inner.w, True)[:3]:
            surface.blit(fonts.render(line, 15, INK, True), (inner.x, y))
            y += 19
        y += 4
        for attr, count in host.dice:
            name = self._text(dict(self.v.attributes).get(attr, attr))
            surface.blit(fonts.render(fonts.fit(name, 14, inner.w - 52), 14, INK), (inner.x, y))
            self._dice_dots(surface, (inner.right - 4, y + 9), count, INK)
            y += 20
        facts = words.host_lines(self.v, host)
        for line in facts:
            surface.blit(
                fonts.render(fonts.fit(line, 14, inner.w, True), 14, darken(RED, 0.2), True), (inner.x, y)
            )
            y += 19
        y += 2
        size, step, described = self._host_text(self._text(host.text), inner.w, inner.bottom - y)
        for line in described:
            surface.blit(fonts.render(line, size, INK), (inner.x, y))
            y += step
        if taken:
            note = t("Taken by {name}", name=words.seat(int(host.taken_by or 0)))
            lines = [
                fonts.render(line, 15, TEXT, True) for line in fonts.wrap(note, 15, rect.w - 20, True)[:2]
            ]
            band = pygame.Rect(0, 0, max(x.get_width() for x in lines) + 12, 20 * len(lines) + 8)
            band.center = rect.center
            pygame.draw.rect(surface, STEEL, band, border_radius=6)
            for n, image in enumerate(lines):  # the whole name, on two lines if need be
                surface.blit(image, image.get_rect(midtop=(band.centerx, band.y + 4 + 20 * n)))
        tip = f"{self._text(host.name)}\n{self._text(host.text)}"
        self._add(rect, action, tip, "host", f"host:{host.ident}")
