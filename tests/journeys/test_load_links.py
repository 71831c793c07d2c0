"""The load screen deletes the entry a person chose: a save that is a symbolic link to another save
in the folder goes, and the save it points at stays."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.journeys.conftest import Player
from tests.saves.helpers import new_match, play
from timetravel import resources
from timetravel.engine.rng import Rng
from timetravel.saves import write_save

pytestmark = pytest.mark.skipif(not hasattr(os, "symlink"), reason="needs symbolic links")


def _delete_the_row_of(player: Player, name: str) -> None:
    """Press each row's Delete until the dialog names `name`, then confirm; keep every other save."""
    for index in range(len(player.buttons_named("Delete"))):
        player.click(player.buttons_named("Delete")[index])
        assert player.on_top("MessageDialog")
        if player.sees(f"{name} will be removed for good"):
            player.click("Delete")
            return
        player.click("Keep it")
    raise AssertionError(f"no row of the load screen is {name}")


def test_deleting_a_link_removes_the_link_and_keeps_the_save_it_points_at(player: Player, home: Path) -> None:
    match = new_match(3)
    play(match, Rng(3), 4)
    real = write_save(match, home / "saves" / "real-save.json")
    link = real.with_name("the-link.json")
    link.symlink_to(real.name)
    content = real.read_bytes()
    folder = resources.example_saves_dir()
    examples = len(list(folder.glob("*.json"))) if folder else 0
    player.click("Load")
    assert player.sees("the-link.json") and player.sees("real-save.json")
    assert player.sees(f"{2 + examples} saves")
    _delete_the_row_of(player, "the-link.json")
    assert player.on_top("LoadScreen") and player.sees("Deleted the-link.json")
    assert not os.path.lexists(link), "the link the person chose is gone"
    assert real.read_bytes() == content, "the save it pointed at is untouched"
    assert player.sees(f"{1 + examples} saves") and player.sees("real-save.json")
