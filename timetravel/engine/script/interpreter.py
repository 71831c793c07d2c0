"""Running frames: the top frame's steps are carried out until a verb waits or no frame is left."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Generic, TypeVar

from timetravel.engine.script.frames import Frame
from timetravel.engine.script.messages import Msg
from timetravel.engine.script.registry import ScriptRegistry

S = TypeVar("S")


class Outcome(Enum):
    """What a verb returns: NEXT (or None) goes on; WAIT stops with the step still to run again,
    after a decision or a chance draw has been put into the frame's scratch."""

    NEXT = "next"
    WAIT = "wait"


@dataclass(slots=True)
class Context(Generic[S]):
    """What a verb or condition receives: the game state, the frame it runs in, and the stack
    (a verb that triggers another card pushes its frame here)."""

    state: S
    frame: Frame
    stack: list[Frame]
    said: list[Msg]

    def say(self, key: str, **params: object) -> None:
        self.said.append(Msg.of(key, **params))


class Interpreter(Generic[S]):
    def __init__(self, registry: ScriptRegistry[Context[S]]) -> None:
        self.registry = registry

    def run(self, state: S, stack: list[Frame], said: list[Msg] | None = None) -> bool:
        """Carry out frames; True when all are done, False when the top frame waits."""
        said = said if said is not None else []
        while stack:
            frame = stack[-1]
            if frame.done:
                stack.pop()
                continue
            step = frame.steps[frame.pc]
            context = Context(state, frame, stack, said)
            if step.when is not None and not self.registry.holds(context, step.when):
                frame.pc += 1
                continue
            if self.registry.perform(context, step) is Outcome.WAIT:
                return False
            frame.pc += 1
        return True
