"""El Ministerio's players' panels (each agent's name, protagonist, PA and VP, skills, where the agent
is, and what it holds) and the choice of protagonist that opens the game, painted from one seat's view."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from timetravel.engine.actions import Action
from timetravel.games.ministerio.content import content
from timetravel.games.ministerio.view import AgentView, MinisterioView
from timetravel.i18n import t
from timetravel.ui import draw
from timetravel.ui.boards.kit.targets import ActionIndex, Target
from timetravel.ui.boards.ministerio.cards import SKILL_SHORT, CardArt
from timetravel.ui.boards.ministerio.layout import SMALL_CARD, Layout
from timetravel.ui.boards.ministerio.theme import BRASS, CREAM, DANGER, GOOD, MUTED
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.widgets.fitted import fitting_size


class SeatPanels:
    def __init__(
        self, art: CardArt, fonts: Fonts, palette: Palette, names: list[str],
        say: Callable[[Action | None], str],
    ) -> None:  # fmt: skip
        self.art, self.fonts, self.palette, self.names, self._say = art, fonts, palette, names, say

    def paint(self, out: pygame.Surface, v: MinisterioView, layout: Layout, targets: list[Target]) -> None:
        for agent, rect in zip(v.agents, layout.seats, strict=True):
            colour = self.palette.seat_colour(agent.seat)
            if agent.seat == v.turn and not v.over:
                pygame.draw.rect(out, colour, rect, 3, border_radius=8)
            draw.seat_marker(out, (rect.x + 14, rect.y + 14), agent.seat, self.palette, self.fonts, 9)
            name = self.names[agent.seat]
            hero = t(content().protagonists[agent.protagonist].name) if agent.protagonist else t("choosing")
            vp = agent.vp if agent.vp is not None else agent.public_vp
            secret = agent.vp is None and agent.has_mission  # a jailed agent's mission is gone
            vp_text = t("{n} VP + mission", n=vp) if secret else t("{n} VP", n=vp)
            status = t("Huesca") if agent.prison else t("{n} PA", n=agent.pa)
            right = self.fonts.render(f"{status}  {vp_text}", 12, DANGER if agent.prison else BRASS, True)
            score_rect = right.get_rect(topright=(rect.right - 8, rect.y + 7))
            out.blit(right, score_rect)
            targets.append(Target(score_rect.inflate(6, 6), None, None, self._score_tip(agent, v)))
            room = rect.w - 28 - right.get_width() - 16  # the name never runs under the PA and VP
            header = t("{name}: {agent}", name=name, agent=hero)
            whole = self.fonts.get(13, True).size(header)[0] <= room
            line = self.fonts.fit(header if whole else name, 13, room, True)
            out.blit(self.fonts.render(line, 13, CREAM, True), (rect.x + 28, rect.y + 6))
            if agent.protagonist:
                targets.append(Target(pygame.Rect(rect.x + 4, rect.y + 2, rect.w - 130, 22), None,
                                      f"agent:{agent.protagonist}", hero))  # fmt: skip
            stats = "  ".join(f"{t(SKILL_SHORT[n])} {val}" for n, val in agent.stats)
            out.blit(self.fonts.render(stats, 11, MUTED), (rect.x + 28, rect.y + 24))
            where = self._where(v, agent)
            hand = t("hand {n}", n=agent.hand_size)
            place = f"{where} · {hand}" if whole else f"{hero} · {where} · {hand}"  # the agent whole, below
            type_size = fitting_size(self.fonts, place, rect.w - 36, (11, 10, 9))  # smaller, not cut
            out.blit(
                self.fonts.render(self.fonts.fit(place, type_size, rect.w - 36), type_size, MUTED),
                (rect.x + 28, rect.y + 38),
            )
            x = rect.x + 8
            y = rect.y + 54
            if rect.h < 90:
                y = rect.y + 52
            size = SMALL_CARD if rect.h >= 96 else (22, 31)
            for card in agent.controlled:
                if x + size[0] > rect.right - 6:
                    break
                r = pygame.Rect((x, y), size)
                out.blit(self.art.card(card, size), r)
                targets.append(Target(r, None, f"card:{card}", t(content().cards[card].name)))
                x += size[0] + 3
            for tile in (*agent.enemies, *agent.converted):
                if x + size[0] > rect.right - 6:
                    break
                r = pygame.Rect((x, y + 4), (size[0], size[0]))
                out.blit(self.art.tile(tile, r.size), r)
                if tile in agent.converted:
                    pygame.draw.line(out, GOOD, r.bottomleft, r.topright, 2)
                targets.append(Target(r, None, f"tile:{tile}", t(content().enemies[tile].name)))
                x += size[0] + 3
            if agent.delivered and agent.mission:
                r = pygame.Rect(rect.right - 34, y, 28, 38)
                out.blit(self.art.mission(agent.mission, r.size), r)
                targets.append(Target(r, None, f"mission:{agent.mission}", t("Delivered")))

    @staticmethod
    def _where(v: MinisterioView, agent: AgentView) -> str:
        if agent.prison:
            return t("in Huesca")
        if agent.in_office:
            return t("in the office")
        if agent.door is None:
            return t("not on the staircase yet")
        return t("at {year}", year=v.doors[agent.door].year)

    @staticmethod
    def _score_tip(agent: AgentView, v: MinisterioView) -> str:
        """What the PA and VP beside a name mean: the header counts only what everyone may know."""
        if agent.prison:
            return t("Locked up in Huesca: out of the game.")
        pa = t("{n} PA: each costs 1 VP at the end; above 10 PA the agent goes to Huesca.", n=agent.pa)
        if agent.vp is not None and agent.seat == v.seat and agent.vp != agent.public_vp:
            return (
                pa
                + "\n"
                + t(
                    "{n} VP if the game ended now, your secret mission counted; the others see {public} VP "
                    "until you deliver it.",
                    n=agent.vp,
                    public=agent.public_vp,
                )
            )
        if agent.vp is None and agent.has_mission:
            return pa + "\n" + t("{n} VP so far, plus a secret mission nobody else knows.", n=agent.public_vp)
        if agent.vp is None:
            return pa + "\n" + t("{n} VP so far.", n=agent.public_vp)
        return pa + "\n" + t("{n} VP if the game ended now.", n=agent.vp)

    # --- the choice of protagonist -------------------------------------------------------------------------------
    def choose_agent(
        self, out: pygame.Surface, layout: Layout, index: ActionIndex, targets: list[Target]
    ) -> None:
        area = layout.stair.inflate(-40, -60)
        draw.dim(out.subsurface(layout.stair), 120)
        size = (96, 132)
        first = {p for p, info in content().protagonists.items() if info.first_game}
        for k, pid in enumerate(content().protagonists):
            row, col = divmod(k, 4)
            rect = pygame.Rect(area.x + 20 + col * (size[0] + 24), area.y + 20 + row * (size[1] + 30), *size)
            image = self.art.protagonist(pid, size)
            action = index.get("agent", pid)
            taken = action is None
            out.blit(image, rect)
            if taken:
                draw.dim(out.subsurface(rect), 150)
            if pid in first:
                tag = self.fonts.render(t("first game"), 10, BRASS, True)
                out.blit(tag, tag.get_rect(midtop=(rect.centerx, rect.bottom + 2)))
            tip = t(content().protagonists[pid].name)
            if action is not None:
                tip += "\n" + t("Click: {action}", action=self._say(action))
            targets.append(Target(rect, action, f"agent:{pid}", tip))
