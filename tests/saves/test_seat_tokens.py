"""The seats a joining computer held, kept by table in config/joined.json: read back, the latest
tables only, and an unreadable file is no tokens (never an error)."""

from __future__ import annotations

from pathlib import Path

import pytest

from timetravel.saves.seat_tokens import MAX_TABLES, TOKENS_FILE, keep_tokens, table_key, tokens_for


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TIMETRAVEL_HOME", str(tmp_path))
    return tmp_path


def test_the_seats_held_come_back_by_table(home: Path) -> None:
    key = table_key("192.168.1.20", "k7qm2x")
    assert key == table_key("192.168.1.20 ", "K7QM2X") and tokens_for(key) == {}
    keep_tokens(key, {0: "a" * 32, 2: "b" * 32})
    assert tokens_for(key) == {0: "a" * 32, 2: "b" * 32}
    assert tokens_for(table_key("192.168.1.21", "K7QM2X")) == {}
    assert tokens_for(table_key("192.168.1.20", "K7QM2Y")) == {}


def test_a_table_reopened_on_another_port_keeps_its_seats(home: Path) -> None:
    """The host's usual port was busy when it reopened the table: the friend types the new port and
    still finds "Take back seat N" (they were locked out of their seat)."""
    from timetravel.ui import services

    services.keep_joined_tokens("192.168.1.20", 8765, "K7QM2X", {1: "c" * 32})
    assert services.joined_tokens("192.168.1.20", 45941, "K7QM2X") == {1: "c" * 32}


def test_only_the_latest_tables_are_kept(home: Path) -> None:
    for n in range(MAX_TABLES + 3):
        keep_tokens(table_key("host", f"CODE{n}"), {0: f"token-{n}"})
    assert tokens_for(table_key("host", "CODE0")) == {}
    assert tokens_for(table_key("host", f"CODE{MAX_TABLES + 2}")) == {0: f"token-{MAX_TABLES + 2}"}


def test_an_unreadable_file_is_no_tokens(home: Path) -> None:
    (home / "config").mkdir(parents=True, exist_ok=True)
    (home / "config" / TOKENS_FILE).write_text("{not json", encoding="utf-8")
    key = table_key("host", "CODE")
    assert tokens_for(key) == {}
    keep_tokens(key, {1: "t" * 20})
    assert tokens_for(key) == {1: "t" * 20}
