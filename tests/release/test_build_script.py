"""build/build.py's own pieces, quickly, without building: the size it reports counts each file once,
and its smoke check plays every game the app has."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.release.build_script import build_script
from timetravel.engine.registry import all_games


@pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")
def test_folder_size_counts_a_linked_file_once(tmp_path: Path) -> None:
    (tmp_path / "libs").mkdir()
    (tmp_path / "libs" / "libSDL2.so").write_bytes(b"x" * 1000)
    (tmp_path / "libSDL2.so").symlink_to(Path("libs") / "libSDL2.so")
    (tmp_path / "app").write_bytes(b"y" * 24)
    assert build_script().folder_size(tmp_path) == 1024


def test_the_smoke_check_plays_every_game() -> None:
    shipped = {g.info.id for g in all_games() if type(g).__module__.startswith("timetravel.")}
    assert set(build_script().GAMES) == shipped


def test_every_licence_the_build_names_is_described_in_the_licence_readme() -> None:
    script = build_script()
    readme = (script.ROOT / "build" / "licenses" / "README.txt").read_text(encoding="utf-8")
    named = {*script.DIST_LICENCES, *script.NATIVE_LICENCES.values(), "Python-PSF.txt"}
    named |= {p.name for p in (script.ROOT / "build" / "licenses").glob("*.txt") if p.name != "README.txt"}
    assert not sorted(name for name in named if name not in readme)
