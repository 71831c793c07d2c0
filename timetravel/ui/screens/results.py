"""Results: who won (or that everyone lost, or whether the team succeeded), and how the scores came
about: each player's points round by round and the total, winners highlighted, the deciding news.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from timetravel.engine.match import Match
from timetravel.engine.outcome import Outcome
from timetravel.i18n import t, use_seat_names
from timetravel.ui import draw
from timetravel.ui.context import AppContext
from timetravel.ui.palette import lighten, mix
from timetravel.ui.scene import Pop, Replace, Transition
from timetravel.ui.score_history import ScoreHistory, score_history
from timetravel.ui.screens.base import UIScene

TABLE_X, TABLE_Y, TABLE_W = 110, 200, 1060
_ROW, _HEAD = 52, 50
_NAME_W, _TOTAL_W, _COL_MAX = 330, 130, 96
_MAX_COLUMNS = 9  # rounds beyond this are summed into the first column
_STORY_SIZE, _STORY_LINE, _STORY_LINES = 16, 22, 5  # how the game ended, over the table


def headline(match: Match, outcome: Outcome) -> str:
    names = [match.seats[s].name for s in sorted(outcome.winners)]
    if outcome.team_success is not None:
        return t("Mission accomplished!") if outcome.team_success else t("Mission failed.")
    if outcome.all_lose:
        return t("Everyone lost.")
    if not names:
        return t("Nobody wins.")
    if len(names) == 1:
        return t("{name} wins!", name=names[0])
    return t("{names} share the win!", names=", ".join(names[:-1]) + " " + t("and") + " " + names[-1])


def reason_word(reason: str) -> str:
    """Words for the reason keys games put in a round's breakdown."""
    words = {"team": t("team"), "objective": t("objective"), "influence": t("influence"), "vp": t("VP")}
    return words.get(reason, t(reason.replace("_", " ")))


def round_columns(history: ScoreHistory) -> list[tuple[str, list[int]]]:
    """(header, indices of the rounds summed in it): one column a round, the earliest merged when
    there are too many to show."""
    count = len(history.rounds)
    if count <= _MAX_COLUMNS:
        return [(t("Round {n}", n=history.rounds[i].number), [i]) for i in range(count)]
    merged = count - _MAX_COLUMNS + 1
    first = (t("Rounds 1–{n}", n=history.rounds[merged - 1].number), list(range(merged)))
    return [first] + [(t("Round {n}", n=history.rounds[i].number), [i]) for i in range(merged, count)]


class Serving(Protocol):
    """A hosted table served on after its result (net/host_driver.py: HostDriver)."""

    def linger(self, dt: float) -> bool: ...

    def close(self) -> None: ...


class ResultsScreen(UIScene):
    def __init__(
        self,
        ctx: AppContext,
        match: Match,
        *,
        again: bool = True,
        serving: Serving | None = None,
        history: ScoreHistory | None = None,
    ) -> None:
        """`again`: offer Play again (not after a table shared across computers: its seats were
        people at other computers). `serving`: the host's table, served on from this screen until
        every friend has the result (or a grace time), then closed. `history`: the rounds as the
        game screen knows them (a joined seat's match has no log); else read from the match's log."""
        self.serving = serving
        self.accent = match.game.info.accent
        self.game_id = match.game.info.id
        super().__init__(ctx)
        self.match = match
        use_seat_names([seat.name for seat in match.seats])
        self.outcome = match.state.outcome() or Outcome(tuple(0.0 for _ in match.seats), frozenset())
        # a game may break its result down itself (e.g. eras of a campaign); else rounds from the log
        self.table = match.state.results_table() if match.is_over else None
        self.history = score_history(match) if history is None else history
        if self.table is not None:
            self.columns = [(head, [i]) for i, head in enumerate(self.table.columns)]  # in the language
        else:
            self.columns = round_columns(self.history) if self._rounds_tell_more() else []
        self.detail = self.outcome.detail
        # the last two different pieces of news, e.g. a tie that forced a final round and its end
        recent = list(dict.fromkeys(reversed(self.history.notes)))[:2]
        self.notes = list(reversed(recent))
        if again:
            self.button((400, 640, 220, 50), t("Play again"), self._again, class_id="@primary")
        back_x = 660 if again else 530  # alone, it sits in the middle
        self.button((back_x, 640, 220, 50), t("Back to title"), lambda: Pop(), class_id=None if again else "@primary")

    def on_update(self, dt: float) -> Transition | None:
        if self.serving is not None and not self.serving.linger(dt):
            self._stop_serving()
        return None

    def _stop_serving(self) -> None:
        serving, self.serving = self.serving, None
        if serving is not None:
            serving.close()

    def leave(self) -> None:
        self._stop_serving()
        super().leave()

    def _again(self) -> Transition:
        from timetravel.ui.screens.game import GameScreen
        from timetravel.ui.screens.setup import new_seed

        old = self.match
        match = Match.new(old.game, old.game.again_config(old.config), list(old.seats), new_seed())
        return Replace(GameScreen(self.ctx, match))

    def _rounds_tell_more(self) -> bool:
        """A single round whose points are the final scores adds nothing to the total column."""
        rounds = self.history.rounds
        if len(rounds) != 1:
            return bool(rounds)
        seats = range(len(self.match.seats))
        return any(rounds[0].points.get(s, 0) != self.score(s) or self.history.extras(0, s) for s in seats)

    def score(self, seat: int) -> float:
        return self.outcome.scores[seat] if seat < len(self.outcome.scores) else 0.0

    def won(self, seat: int) -> bool:
        return seat in self.outcome.winners and not self.outcome.all_lose

    def order(self) -> list[int]:
        """Winners first, then by score, then by seat."""
        return sorted(range(len(self.match.seats)), key=lambda s: (not self.won(s), -self.score(s), s))

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_scene(self, surface: pygame.Surface) -> None:
        self.draw_backdrop(surface)
        pal, fonts = self.palette, self.fonts
        glow = draw.glow(300, pal.accent, 70)
        surface.blit(glow, glow.get_rect(center=(640, 110)))
        sub = fonts.render(t(self.match.game.info.title), 18, pal.muted, True)
        surface.blit(sub, sub.get_rect(center=(640, 52)))
        title = fonts.render(headline(self.match, self.outcome), 44, pal.text, True)
        surface.blit(title, title.get_rect(center=(640, 104)))
        if self.detail:
            detail = fonts.render(fonts.fit(self.detail, 17, 900), 17, pal.muted)
            surface.blit(detail, detail.get_rect(center=(640, 150)))
        top = self._story(surface, 182 if self.detail else 160)
        bottom = self._table(surface, max(TABLE_Y, top + 12))
        self._notes(surface, bottom + 18)

    def story_lines(self) -> list[str]:
        """How the game ended, wrapped to the screen: the game's own paragraphs (at most five lines)."""
        paragraphs = self.table.story if self.table is not None else ()
        lines = [line for text in paragraphs for line in self.fonts.wrap(text, _STORY_SIZE, TABLE_W - 80)]
        if len(lines) > _STORY_LINES:
            lines = lines[: _STORY_LINES - 1] + [
                self.fonts.fit(" ".join(lines[_STORY_LINES - 1 :]), _STORY_SIZE, TABLE_W - 80)
            ]
        return lines

    def _story(self, surface: pygame.Surface, y: int) -> int:
        pal, fonts = self.palette, self.fonts
        for line in self.story_lines():
            text = fonts.render(line, _STORY_SIZE, pal.text)
            surface.blit(text, text.get_rect(midtop=(640, y)))
            y += _STORY_LINE
        return y

    def _table(self, surface: pygame.Surface, top: int) -> int:
        pal, fonts = self.palette, self.fonts
        order = self.order()
        table = pygame.Rect(TABLE_X, top, TABLE_W, _HEAD + _ROW * len(order) + 8)
        draw.panel(surface, table, pal, radius=12)
        col_w = self._column_width()
        first_col = table.right - 24 - _TOTAL_W - col_w * len(self.columns)
        head_y = table.y + 18
        surface.blit(fonts.render(t("Player"), 14, pal.muted, True), (table.x + 70, head_y))
        for c, (header, _) in enumerate(self.columns):
            text = fonts.render(fonts.fit(header, 13, col_w - 6), 13, pal.muted, True)
            surface.blit(text, text.get_rect(midtop=(first_col + c * col_w + col_w // 2, head_y + 1)))
        heading = (
            (self.table.total_heading or t("Total"))
            if self.table
            else t("Total")
            if self.columns
            else t("Score")
        )
        total_head = fonts.render(heading, 14, pal.text, True)
        surface.blit(total_head, total_head.get_rect(topright=(table.right - 30, head_y)))
        for i, seat in enumerate(order):
            self._row(surface, table, seat, table.y + _HEAD + i * _ROW, first_col, col_w)
        return table.bottom

    def _column_width(self) -> int:
        if not self.columns:
            return 0
        room = TABLE_W - 48 - _NAME_W - _TOTAL_W
        widest = max(self.fonts.get(13, True).size(header)[0] for header, _ in self.columns)
        if self.table is not None:  # a game's own cells may hold words (a host's name), not only points
            cell_font = self.fonts.get(18)
            widest = max([widest, *(cell_font.size(main)[0] for row in self.table.cells for main, _ in row)])
        return min(max(_COL_MAX, widest + 18), room // len(self.columns))

    def _row(
        self, surface: pygame.Surface, table: pygame.Rect, seat: int, y: int, x0: int, col_w: int
    ) -> None:
        pal, fonts = self.palette, self.fonts
        won = self.won(seat)
        band = pygame.Rect(table.x + 8, y, table.w - 16, _ROW - 6)
        if won:
            pygame.draw.rect(surface, mix(pal.panel_hi, pal.accent, 0.25), band, border_radius=8)
            pygame.draw.rect(surface, pal.accent, band, 2, border_radius=8)
        draw.seat_marker(surface, (table.x + 40, band.centery), seat, pal, fonts, r=14)
        name = fonts.render(fonts.fit(self.match.seats[seat].name, 20, 180, True), 20, pal.text, True)
        surface.blit(name, (table.x + 70, band.centery - name.get_height() // 2))
        if won:
            self._winner_pill(surface, (table.x + 80 + name.get_width(), band.centery))
        for c, (_, rounds) in enumerate(self.columns):
            self._cell(surface, pygame.Rect(x0 + c * col_w, band.y, col_w, band.h), rounds, seat)
        total = self.table.totals[seat] if self.table else f"{self.score(seat):g}"
        score = fonts.render(total, 26, pal.text, True)
        surface.blit(score, score.get_rect(midright=(table.right - 30, band.centery)))

    def _winner_pill(self, surface: pygame.Surface, left_centre: tuple[int, int]) -> None:
        pal, fonts = self.palette, self.fonts
        ink = (20, 18, 12) if sum(pal.accent) > 330 else (250, 248, 240)
        label = fonts.render(t("Winner"), 13, ink, True)
        pill = pygame.Rect(0, 0, label.get_width() + 16, 22)
        pill.midleft = left_centre
        pygame.draw.rect(surface, lighten(pal.accent, 0.15), pill, border_radius=11)
        surface.blit(label, label.get_rect(center=pill.center))

    def _cell(self, surface: pygame.Surface, cell: pygame.Rect, rounds: list[int], seat: int) -> None:
        if self.table is not None:
            main, note = self.table.cells[seat][rounds[0]]
            self._cell_text(surface, cell, main, note)
            return
        rows = self.history.rounds
        points = sum(rows[i].points.get(seat, 0) for i in rounds)
        played = any(seat in rows[i].points or seat in rows[i].parts for i in rounds)
        extras = [part for i in rounds for part in self.history.extras(i, seat)] if len(rounds) == 1 else []
        words = ", ".join(f"{reason_word(r)} {p:g}" for r, p in extras)
        self._cell_text(surface, cell, f"{points:g}" if played else "–", words, played)

    def _cell_text(
        self, surface: pygame.Surface, cell: pygame.Rect, main: str, note: str, played: bool = True
    ) -> None:
        pal, fonts = self.palette, self.fonts
        text = fonts.render(fonts.fit(main, 18, cell.w - 6), 18, pal.text if played else pal.muted)
        centre_y = cell.centery - (8 if note else 0)
        surface.blit(text, text.get_rect(center=(cell.centerx, centre_y)))
        if note:
            small = fonts.render(fonts.fit(note, 11, cell.w - 4), 11, lighten(pal.accent, 0.3))
            surface.blit(small, small.get_rect(center=(cell.centerx, centre_y + 18)))

    def _notes(self, surface: pygame.Surface, y: int) -> None:
        pal, fonts = self.palette, self.fonts
        for note in self.notes:
            for line in fonts.wrap(note, 16, TABLE_W - 40)[:2]:
                text = fonts.render(line, 16, pal.muted)
                surface.blit(text, text.get_rect(midtop=(640, y)))
                y += 22
