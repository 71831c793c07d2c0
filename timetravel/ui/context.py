"""What every scene may use: the display, fonts, palette, sounds, settings and app-wide services."""

from __future__ import annotations

from dataclasses import dataclass, field

from timetravel.i18n import set_language
from timetravel.ui import services
from timetravel.ui.display import Display
from timetravel.ui.fonts import Fonts
from timetravel.ui.palette import MENU_ACCENT, RGB, Palette
from timetravel.ui.sound import Sounds
from timetravel.ui.theme import LogicalUIManager, make_manager


@dataclass
class AppContext:
    display: Display
    fonts: Fonts
    settings: services.AppSettings
    sounds: Sounds
    demo: bool = False  # demo mode: no pacing, no autosave, all seats AI
    palette: Palette = field(init=False)
    time: float = 0.0  # seconds since start, for idle animations

    def __post_init__(self) -> None:
        self.palette = Palette(colour_blind=bool(getattr(self.settings, "colour_blind", False)))
        self.apply_settings(self.settings)

    def apply_settings(self, settings: services.AppSettings) -> None:
        """Make new settings take effect now (palette, volume, fullscreen, language)."""
        self.settings = settings
        self.palette = Palette(colour_blind=bool(getattr(settings, "colour_blind", False)))
        self.sounds.volume = services.volume(settings, "effects_volume")
        set_language(str(getattr(settings, "language", "en") or "en"))
        if not self.demo:
            self.display.set_fullscreen(bool(getattr(settings, "fullscreen", False)))

    def palette_for(self, accent: RGB | None) -> Palette:
        return self.palette.with_accent(accent or MENU_ACCENT)

    def ui_manager(self, accent: RGB | None = None, game_id: str | None = None) -> LogicalUIManager:
        return make_manager(self.display.mouse_pos, accent or MENU_ACCENT, game_id)

    @property
    def animation_factor(self) -> float:
        return services.animation_factor(self.settings)

    @property
    def ai_pace_ms(self) -> int:
        return 0 if self.demo else int(getattr(self.settings, "ai_pace_ms", 700))

    @property
    def ai_step(self) -> bool:
        """The AI pace "Step": each AI move waits for the person (never in the demo)."""
        return not self.demo and bool(getattr(self.settings, "ai_step", False))
