"""The messages: strict, versioned, size-limited; anything malformed is a Problem, never an exception."""

from __future__ import annotations

import json

import pytest

from timetravel.net.protocol import (
    MAX_MESSAGE_BYTES,
    PROTOCOL_VERSION,
    Act,
    Hello,
    Problem,
    Update,
    read_client,
    read_host,
    write,
)


def test_messages_go_both_ways_unchanged() -> None:
    act = Act(seat=1, token="t" * 32, step=12, action="play:7")
    assert read_client(write(act)) == act
    hello = Hello(code="ABC123", seat=0, name="Ada")
    assert read_client(write(hello).encode()) == hello
    update = Update(seat=0, step=3, to_act=0, observation={"hand": [1, 2]}, legal=["a"], words=["A"])
    assert read_host(write(update)) == update
    assert json.loads(write(act))["v"] == PROTOCOL_VERSION


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "not json",
        b"\xff\xfe\x00",
        "[]",
        "null",
        '{"type": "act"}',
        '{"type": "launch", "v": 1}',
        '{"type": "hello", "v": 1, "code": "ABC123", "seat": 0, "admin": true}',
        '{"type": "act", "v": 1, "seat": "0", "token": "x", "step": 0, "action": "a"}',
        '{"type": "act", "v": 1, "seat": 99, "token": "x", "step": 0, "action": "a"}',
        '{"type": "act", "v": 1, "seat": 0, "token": "x", "step": -1, "action": "a"}',
        '{"type": "act", "v": 1, "seat": 0, "token": "x", "step": 0, "action": "' + "a" * 500 + '"}',
        "[" * 100_000 + "]" * 100_000,
    ],
)
def test_a_malformed_message_is_a_problem(raw: str | bytes) -> None:
    message = read_client(raw)
    assert isinstance(message, Problem) and message.code == "malformed" and message.message
    assert isinstance(read_host(raw), Problem)


def test_an_oversized_message_is_refused_before_it_is_parsed() -> None:
    raw = '{"type": "hello", "v": 1, "code": "' + "A" * MAX_MESSAGE_BYTES + '"}'
    message = read_client(raw)
    assert isinstance(message, Problem) and message.code == "too-large"
    assert isinstance(read_client("é" * (MAX_MESSAGE_BYTES // 2 + 1)), Problem)


def test_another_protocol_version_is_named() -> None:
    message = read_client('{"type": "hello", "v": 2, "code": "ABC123", "seat": 0}')
    assert isinstance(message, Problem) and message.code == "version"
    assert "version 1" in message.message and "version 2" in message.message
