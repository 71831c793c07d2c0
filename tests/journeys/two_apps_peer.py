"""The second App of a two-app journey, in its own process (pygame has one display per process).

Run as `python -m tests.journeys.two_apps_peer` with its own TIMETRAVEL_HOME. It starts the real App
(headless under the journeys' settings) and lets frames run as a running app does, between the
commands the test sends on stdin, one JSON object a line. Each command is input a person gives, with
the journeys' Player, or a wait on what the screen shows, or a reading of it; the answer is one JSON
line on stdout: {"ok": true, ...what the screen shows (`shown`)} or {"ok": false, "error": ...}.

The commands ("op"):
  click        {"text": words} or {"field": name}: a click on the element showing the words / a field
  type_into    {"field": name, "text": ...}: the field cleared and the text typed
  press        {"key": "SPACE"}: a key (pygame's K_ name without the prefix)
  choose_first the side panel's first choice clicked
  click_board  {"card": "fighter:x"} or {"action": "summon:x:d2"}: a click on the board's spot
  wall_clock   from now on each frame passes the wall time since the last (the running app's frames;
               a real-time game's clocks run at the wall's pace), not a 60th of a second
  wait         {"top": scene} | {"has": words on an element} | {"sees": words} | {"choices": true}
               | {"legal": true} (the board offers moves) | {"log": [the log's last lines]}
  read         nothing done: what the screen shows
  quit         the app closes and the process ends (no answer)
"""

from __future__ import annotations

import json
import queue
import re
import sys
import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

import pygame

from tests.journeys.conftest import Player, action_buttons, close_app, start_app
from tests.journeys.test_join import type_into, wait
from timetravel.engine.actions import Action
from timetravel.ui.boards.kit.targets import target_at

CARDS = ("area", "last", "teams", "discard")  # Rocket's cards face up: the Game Area, teams, discard
IDLE_S = 0.004  # between frames with nothing to do: the rest of a 60 FPS frame, shortened
CLOCK_WORDS = re.compile(r"^\d+:\d\d$")  # a chess clock's mm:ss as the board draws it


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
            legal=[str(action) for action in screen.board_ctx.legal_actions()],
        )
        seen.update(clocks_seen(player))
    return seen


def clocks_seen(player: Player) -> dict[str, Any]:
    """A real-time board's two clocks as it drew them on the last frame: the milliseconds it shows
    for each side (its state's clock less the time run since), the side whose clock runs, and the
    mm:ss words drawn; the step of the position shown and, on a joined screen, when the host's
    update of it came off the network (time.monotonic). Empty for a board without clocks."""
    screen = player.top
    board = getattr(screen, "board", None)
    if board is None or not hasattr(board, "shown_clock"):
        return {}
    view = board.observation()
    seen = {
        "clocks": [board.shown_clock(view, side) for side in (0, 1)],
        "running": view.running,
        "drawn_clocks": [words for words in player.drawn() if CLOCK_WORDS.match(words)],
        "step": len(screen.match.log),
    }
    remote = getattr(screen, "remote", None)
    if remote is not None:
        seen.update(step=max((u.step for u in remote.updates.values()), default=-1), heard_at=remote.heard_at)
    return seen


def click_board(player: Player, card: str | None = None, action: str | None = None) -> None:
    """A click on the spot of the board that shows `card` or plays `action`, where it is not covered."""
    found = player.top.board.click_targets()
    wanted = Action.parse(action) if action is not None else None

    def fits(target: Any) -> bool:
        return (card is not None and target.card == card) or (wanted is not None and target.action == wanted)

    spot = next((t for t in found if fits(t) and target_at(found, t.rect.center) is t), None)
    assert spot is not None, f"the board shows no {card or action} to click"
    player.click(spot.rect.center, settle=1)


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
    if "legal" in command:
        return lambda: hasattr(player.top, "board_ctx") and bool(player.top.board_ctx.legal_actions())
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
    elif op == "click_board":
        click_board(player, command.get("card"), command.get("action"))
    elif op == "wall_clock":
        player.keep_wall_time()
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
