"""The board's context for a seat played on a host's table: the mirror's view, the host's choices.

A board reads the same BoardContext as in a game on one screen; here the match it wraps is the
remote driver's mirror, and what only the host can say comes from the driver: the viewer's legal
actions and their words as the host sent them, the last step (the action only when it was this
screen's), and the time the host's clock ran since the position began (Time Arena).
"""

from __future__ import annotations

from collections.abc import Callable

from timetravel.engine.actions import Action
from timetravel.i18n import t
from timetravel.net.remote import RemoteDriver
from timetravel.ui.boards import BoardContext
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import Palette
from timetravel.ui.sound import Sounds


class RemoteBoardContext(BoardContext):
    def __init__(
        self,
        driver: RemoteDriver,
        viewer: int,
        fonts: Fonts,
        palette: Palette,
        sounds: Sounds,
        *,
        animation_factor: Callable[[], float] = lambda: 1.0,
        mouse_pos: Callable[[], tuple[int, int]] = lambda: (-1, -1),
    ) -> None:
        super().__init__(
            driver.match, viewer, fonts, palette, sounds,
            animation_factor=animation_factor, mouse_pos=mouse_pos, human_seats=driver.humans,
        )  # fmt: skip
        self.driver = driver

    def legal_actions(self) -> list[Action]:
        """The viewer's legal actions as the host sent them, when the viewer is a person here who acts."""
        if self.to_act() != self.viewer or self.viewer not in self.driver.humans:
            return []
        return self.driver.legal_for(self.viewer)

    def action_words(self, action: Action) -> str:
        words = self.driver.words_for(self.viewer, action)
        return words if words is not None else super().action_words(action)

    def last_step(self) -> tuple[int, str] | None:
        return self.driver.last_step()

    def pending_ms(self) -> int:
        return self.driver.pending_ms()

    def clock_note(self) -> str:
        """The clocks run on the host: their last known time, run on here, and how late it comes."""
        return t("The host's clocks, {ms} ms behind", ms=self.driver.delay_ms())
