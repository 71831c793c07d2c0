"""A hosted table's seating (config/tables/<save>.json: its code and tokens) goes with its autosave:
when the save is deleted from the Load screen, and when old autosaves are pruned."""

from __future__ import annotations

import gc
import os

from timetravel.net.seating import SeatPlan, seating_path
from timetravel.net.serve import open_table
from timetravel.saves import store

PLANS = [SeatPlan(kind="remote"), SeatPlan(kind="ai", level="normal")]


def test_deleting_a_hosted_tables_autosave_deletes_its_seating() -> None:
    table = open_table("rocket", PLANS, {}, 5)
    save = table.save_path
    assert save is not None and save.exists() and seating_path(save).exists()
    store.delete_save(save)
    assert not save.exists() and not seating_path(save).exists()


def test_pruning_old_autosaves_prunes_their_tables_seatings() -> None:
    for seed in range(1, store.AUTOSAVES_KEPT + 4):
        table = open_table("rocket", PLANS, {}, seed)
        assert table.save_path is not None
        os.utime(table.save_path, (1_000 + seed, 1_000 + seed))  # each older than the next
        del table
        gc.collect()  # its match is closed: its autosave may be pruned
    saves = {p.stem for p in store.saves_dir().glob("autosave-rocket-*.json")}
    seatings = {p.stem for p in (store.config_dir() / "tables").glob("autosave-rocket-*.json")}
    assert len(seatings) >= store.AUTOSAVES_KEPT, "the tables kept have their seatings"
    assert seatings <= saves, "a table's seating stays only as long as its autosave"
