"""Speed work changes no game: fixed-seed random games give the digests recorded before it (action
labels and log texts are words, left out so that writers may change them).

The digests hold in every process: no game may depend on the order of a set (hash seeds differ).
"""

from __future__ import annotations

from tests.ai.fixed_seeds import all_digests

RECORDED = {
    "rocket-2p-default-seed1": "2bfe56a2b7354bec",
    "rocket-2p-default-seed2": "602c62bfb0f0349d",
    "rocket-2p-default-seed3": "d5b890f9c8f9129f",
    "rocket-4p-default-seed1": "60c290a17e1019e7",
    "rocket-4p-default-seed2": "7a4ff967e551b455",
    "rocket-4p-default-seed3": "25c8a72f38f9178d",
    "division-2p-default-seed1": "66377990c96ea3cf",
    "division-2p-default-seed2": "e17191786a118964",
    "division-2p-default-seed3": "3be1185c5b17a2e1",
    "division-2p-campaign-seed1": "44be2eb071190f35",
    "division-2p-campaign-seed2": "66dc6f25cad2c6ef",
    "division-2p-campaign-seed3": "13b7d194b2e51ae2",
}


def test_fixed_seed_games_are_unchanged() -> None:
    assert all_digests() == RECORDED
