"""pygame_gui managers themed from assets/themes/: the base theme plus a game's accent.

The accent file is a template whose $-tokens are filled from the game's accent colour, so every game
(even one added later) gets matching buttons, sliders and frames; a file named after the game id
can refine it further.
"""

from __future__ import annotations

import json
import logging
import warnings
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIAppearanceTheme, gui_font_pygame

from timetravel.ui.display import LOGICAL_SIZE
from timetravel.ui.fonts import font_file, gui_font
from timetravel.ui.palette import MENU_ACCENT, RGB, darken, hex_colour, lighten, mix

log = logging.getLogger(__name__)
# pygame_gui warns when it shrinks a corner radius to fit a thin scroll bar; the result is what we want
warnings.filterwarnings("ignore", message="Clamping", category=UserWarning)
# pygame_gui opens every font with the pygame.font.Font its module imported: handed fonts.gui_font
# instead, it draws Hangul unhinted as our own text does, so no word of a button looks bold
vars(gui_font_pygame)["Font"] = gui_font


# one loaded theme per look: every screen's manager of that look shares its fonts and images, instead
# of loading them again (about 1 MB a screen that the allocator kept, over the first twenty games)
_loaded_themes: dict[str, UIAppearanceTheme] = {}


class LogicalUIManager(pygame_gui.UIManager):
    """A UIManager whose hover position comes from the letterboxed logical space."""

    def __init__(
        self, mouse_pos: Callable[[], tuple[int, int]], theme: dict[str, Any], language: str = "en"
    ) -> None:
        # the language picks pygame_gui's default face for labels with no font of their own
        super().__init__(
            LOGICAL_SIZE, theme_path=theme, enable_live_theme_updates=False, starting_language=language
        )
        self._logical_mouse = mouse_pos

    def create_new_theme(self, theme_path: Any = None) -> UIAppearanceTheme:
        if not isinstance(theme_path, dict):
            return super().create_new_theme(theme_path)
        key = json.dumps(theme_path, sort_keys=True)
        theme = _loaded_themes.get(key)
        if theme is None:
            if not _loaded_themes:  # their fonts die with pygame's font module (pygame.quit forgets this)
                pygame.register_quit(_loaded_themes.clear)
            theme = _loaded_themes[key] = super().create_new_theme(theme_path)
        return theme

    def _update_mouse_position(self) -> None:
        self.mouse_position = self._logical_mouse()


def _themes_dir() -> Path:
    from timetravel.resources import assets_dir

    return assets_dir() / "themes"


@cache
def _load_json(name: str) -> dict[str, Any] | None:
    try:
        data = json.loads((_themes_dir() / name).read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        log.warning("theme %s unreadable: %s", name, exc)
        return None
    return data if isinstance(data, dict) else None


def accent_tokens(accent: RGB) -> dict[str, str]:
    ink = (16, 14, 10) if sum(accent) > 330 else (250, 248, 240)
    return {
        "$accent_pale": hex_colour(lighten(accent, 0.55)),
        "$accent_hi": hex_colour(lighten(accent, 0.25)),
        "$accent_lo": hex_colour(mix(accent, darken(accent, 0.5), 0.35)),
        "$accent_ink": hex_colour(ink),
        "$accent": hex_colour(accent),
    }


def _fill(node: Any, tokens: dict[str, str]) -> Any:
    if isinstance(node, dict):
        return {k: _fill(v, tokens) for k, v in node.items() if not k.startswith("_")}
    if isinstance(node, str) and node.startswith("$"):
        return tokens.get(node, node)
    return node


def _merge(base: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


# pygame_gui draws a label with one face: the interface's language picks it (Korean: Noto Sans KR, which
# has Latin too), and typed text and the language choice always use Noto Sans KR, so a Korean name or
# "한국어" shows in Hangul in any language (timetravel/ui/fonts.py draws our own text by runs instead)
_FACE_OF_LANGUAGE = {"ko": "noto_sans_kr", "ja": "noto_sans_jp", "zh": "noto_sans_sc"}
_ALWAYS_KOREAN = ("text_entry_line", "#language")


_FACE_FILES = {
    "noto_sans_kr": ("NotoSansKR-Regular.ttf", "NotoSansKR-Bold.ttf"),
    "noto_sans_jp": ("NotoSansJP-Regular.otf", "NotoSansJP-Bold.otf"),
    "noto_sans_sc": ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf"),
}


def _font(font: dict[str, Any], face: str) -> dict[str, Any]:
    """A theme font block in `face`, with its files named (pygame_gui knows only its locale's face)."""
    out = {**font, "name": face}
    regular, bold = (font_file(name) for name in _FACE_FILES[face])
    if regular and bold:
        out.update(
            regular_path=str(regular),
            bold_path=str(bold),
            italic_path=str(regular),
            bold_italic_path=str(bold),
        )
    return out


def _with_faces(node: Any, face: str) -> Any:
    if isinstance(node, dict):
        if node.get("name") == "noto_sans":
            return _font(node, face)
        return {k: _with_faces(v, face) for k, v in node.items()}
    return node


@cache
def _theme(accent: RGB, game_id: str | None, language: str = "en") -> str:
    theme = dict(_load_json("base.json") or {})
    if accent != MENU_ACCENT:
        template = _load_json("accent.json") or {}
        theme = _merge(theme, _fill(template, accent_tokens(accent)))
    if game_id:
        theme = _merge(theme, _fill(_load_json(f"{game_id}.json") or {}, accent_tokens(accent)))
    face = _FACE_OF_LANGUAGE.get(language.split("_")[0])
    if face:
        theme = _with_faces(theme, face)
    for key in _ALWAYS_KOREAN:
        block = theme.get(key, {})
        font = block.get("font", {"name": "noto_sans", "size": "16"})
        theme[key] = {**block, "font": _font(font, "noto_sans_kr")}
    return json.dumps(theme)


def theme_for(accent: RGB = MENU_ACCENT, game_id: str | None = None) -> dict[str, Any]:
    """The merged theme as a fresh dict (pygame_gui may keep a reference), in the faces of today's
    language."""
    from timetravel.i18n import language

    theme: dict[str, Any] = json.loads(_theme(tuple(accent), game_id, language()))
    return theme


def make_manager(
    mouse_pos: Callable[[], tuple[int, int]], accent: RGB = MENU_ACCENT, game_id: str | None = None
) -> LogicalUIManager:
    from timetravel.i18n import language

    code = language().split("_")[0]
    return LogicalUIManager(
        mouse_pos, theme_for(accent, game_id), code if code in _FACE_OF_LANGUAGE else "en"
    )


def is_button_press(event: pygame.event.Event) -> bool:
    return event.type == pygame_gui.UI_BUTTON_PRESSED
