"""Speed work changes no game: fixed-seed random games give the digests recorded before it.

The digests hold in every process: no game may depend on the order of a set (hash seeds differ).
"""

from __future__ import annotations

from tests.ai.fixed_seeds import all_digests

RECORDED = {
    "rocket-2p-default-seed1": "76ead52429498591",
    "rocket-2p-default-seed2": "04e546ec63e7c1d4",
    "rocket-2p-default-seed3": "c2f19eb340058671",
    "rocket-4p-default-seed1": "23fafc429f177552",
    "rocket-4p-default-seed2": "35af620cc8b0fcc6",
    "rocket-4p-default-seed3": "12a71dc0d53dd17d",
    "division-2p-default-seed1": "aa0dbb9aae8ddcc9",
    "division-2p-default-seed2": "2022e2be98bceb5d",
    "division-2p-default-seed3": "31b31ade70676f07",
    "division-2p-campaign-seed1": "49eb9e47fdee11d8",
    "division-2p-campaign-seed2": "2ca23383f1727f40",
    "division-2p-campaign-seed3": "05bb9fac2f2811d8",
}


def test_fixed_seed_games_are_unchanged() -> None:
    assert all_digests() == RECORDED
