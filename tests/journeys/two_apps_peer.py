"""The second App of a two-app journey, in its own process (pygame has one display per process).

Run as `python -m tests.journeys.two_apps_peer` with its own TIMETRAVEL_HOME. It starts the real App
(headless under the journeys' settings) and lets frames run as a running app does, between the
commands the test sends on stdin, one JSON object a line. Each command is input a person gives, with
the journeys' Player (a click on the element showing some words or on a text field, typed text, a
key, the side panel's first choice), or a wait on what the screen shows, or a reading of it; the
answer is one JSON line on stdout: {"ok": true, ...what the screen shows} or {"ok": false, "error"}.
"""

from __future__ import annotations

import json
import queue
import sys
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

import pygame

from tests.journeys.conftest import Player, action_buttons, close_app, start_app
from tests.journeys.test_join import type_into, wait

CARDS = ("area", "last", "teams", "discard")  # Rocket's cards face up: the Game Area, teams, discard
IDLE_S = 0.004  # between frames with nothing to do: the rest of a 60 FPS frame, shortened


def shown(player: Player) -> dict[str, Any]:
    """What this screen shows now: the scene on top, its words, and on a game screen the log's lines,
    the board's view of the cards in play, whose turn the banner names and the choices offered."""
    text = player.screen_text()
    seen: dict[str, Any] = {"top": type(player.top).__name__, "text": text}
    screen = player.top
    if hasattr(screen, "board_ctx") and hasattr(screen, "log"):
        view = public(screen.board_ctx.view())
        seen.update(
            log=[entry.text for entry in screen.log.entries],
            cards={key: view.get(key) for key in CARDS},
            to_act=screen.match.to_act(),
            choices=[screen.actions.label(b) for b in action_buttons(player)],
        )
    return seen


def public(view: Any) -> dict[str, Any]:
    """A board's view as JSON (a typed view gives its own)."""
    return dict(view.to_json() if hasattr(view, "to_json") else view)


def condition(player: Player, command: dict[str, Any]) -> Callable[[], bool]:
    """What a `wait` command waits for: a scene on top, words on screen, choices, log lines."""
    if "top" in command:
        return lambda: player.on_top(command["top"])
    if "has" in command:
        return lambda: player.has(command["has"])
    if "sees" in command:
        return lambda: player.sees(command["sees"])
    if "choices" in command:
        return lambda: bool(action_buttons(player))
    if "log" in command:
        wanted = list(command["log"])

        def told() -> bool:
            log = getattr(player.top, "log", None)
            if log is None:
                return False
            return not wanted or [e.text for e in log.entries][-len(wanted) :] == wanted

        return told
    raise ValueError(f"nothing to wait for in {command}")


def run(player: Player, command: dict[str, Any]) -> dict[str, Any]:
    op = command["op"]
    if op == "click":
        target = player.top.fields[command["field"]] if "field" in command else command["text"]
        player.click(target, settle=3)
    elif op == "type_into":
        type_into(player, player.top.fields[command["field"]], command["text"])
    elif op == "press":
        player.press(getattr(pygame, f"K_{command['key']}"))
    elif op == "choose_first":
        choices = action_buttons(player)
        assert choices, "no choice offered"
        player.click(choices[0], settle=2)
    elif op == "wait":
        wait(player, condition(player, command), what=json.dumps(command))
    elif op != "read":
        raise ValueError(f"unknown command {op!r}")
    return shown(player)


def commands_from(stream: Any) -> queue.Queue[str | None]:
    """The lines of `stream` as they come, on a thread (the frames must not wait for them)."""
    lines: queue.Queue[str | None] = queue.Queue()

    def read() -> None:
        for line in stream:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    return lines


def answer(reply: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()


def main() -> None:
    player = start_app()
    lines = commands_from(sys.stdin)
    answer({"ok": True, **shown(player)})  # ready
    while player.app.running:
        try:
            line = lines.get_nowait()
        except queue.Empty:
            player.frames(1)  # the app runs on: the network's replies arrive between commands
            time.sleep(IDLE_S)
            continue
        if line is None:
            break
        command = json.loads(line)
        if command["op"] == "quit":
            break
        try:
            answer({"ok": True, **run(player, command)})
        except Exception:  # the test reads the failure, this process stays to answer the next command
            answer({"ok": False, "error": traceback.format_exc()})
    close_app(player.app)


if __name__ == "__main__":
    main()
