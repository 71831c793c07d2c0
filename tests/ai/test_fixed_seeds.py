"""Speed work changes no game: fixed-seed random games give the digests recorded before it.

The digests hold in every process: no game may depend on the order of a set (hash seeds differ).
"""

from __future__ import annotations

from tests.ai.fixed_seeds import all_digests

RECORDED = {
    "rocket-2p-default-seed1": "0a0acad70a24e916",
    "rocket-2p-default-seed2": "95b8dc4627ce18cb",
    "rocket-2p-default-seed3": "4bff3a1e557c3726",
    "rocket-4p-default-seed1": "f9c09b4e9ad22a32",
    "rocket-4p-default-seed2": "b377ebcad2a64ab9",
    "rocket-4p-default-seed3": "87f33c45b295698f",
    "division-2p-default-seed1": "0a059ad15fb30e87",
    "division-2p-default-seed2": "46b2f0d2f82b1153",
    "division-2p-default-seed3": "e586067928cd5a7b",
    "division-2p-campaign-seed1": "4015c565f79101ce",
    "division-2p-campaign-seed2": "8608824b078dfefc",
    "division-2p-campaign-seed3": "c9427471b608ef3a",
}


def test_fixed_seed_games_are_unchanged() -> None:
    assert all_digests() == RECORDED
