"""Words fitted into a box whole: wrapped, and in a smaller size before anything is cut."""

from __future__ import annotations

from collections.abc import Sequence

from timetravel.ui.fonts import Fonts


def fitted_lines(
    fonts: Fonts,
    text: str,
    width: int,
    height: int,
    sizes: Sequence[int] = (17, 16, 15, 14),
    bold: bool = False,
) -> tuple[int, list[str]]:
    """The largest of `sizes` at which `text`, wrapped to `width`, fits `height`, and its lines; at
    the smallest size the lines that do not fit are joined into the last, which ends in an ellipsis
    (a test keeps the game's texts clear of that)."""
    for size in sizes:
        lines = fonts.wrap(text, size, width, bold)
        if len(lines) * fonts.get(size, bold).get_linesize() <= height:
            return size, lines
    size = sizes[-1]
    lines = fonts.wrap(text, size, width, bold)
    room = max(1, height // fonts.get(size, bold).get_linesize())
    return size, lines[: room - 1] + [fonts.fit(" ".join(lines[room - 1 :]), size, width, bold)]


def fitting_size(fonts: Fonts, text: str, width: int, sizes: Sequence[int], bold: bool = False) -> int:
    """The largest of `sizes` at which `text` fits `width` on one line (the smallest when none does)."""
    return next((size for size in sizes if fonts.get(size, bold).size(text)[0] <= width), sizes[-1])
