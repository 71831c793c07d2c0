"""Running frames: the top frame's steps are carried out until a verb waits or no frame is left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from timetravel.engine.script.frames import Frame, Outcome
from timetravel.engine.script.messages import Msg
from timetravel.engine.script.registry import ScriptRegistry

S = TypeVar("S")

__all__ = ["Context", "Interpreter", "Outcome"]


@dataclass(slots=True)
class Context(Generic[S]):
    """What a verb or condition receives: the game state, the frame it runs in, and the stack
    (a verb that triggers another card pushes its frame here and returns NEXT: the pushed frame
    runs first, then this frame goes on after the verb)."""

    state: S
    frame: Frame
    stack: list[Frame]
    said: list[Msg]
    jump: int | None = None

    def say(self, key: str, **params: object) -> None:
        self.said.append(Msg.of(key, **params))

    def goto(self, pc: int) -> None:
        """Go on at step `pc` of the frame instead of the next one (a step that skips the rest of
        its part of the script)."""
        self.jump = pc


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
            outcome = self.registry.perform(context, step)
            if outcome is Outcome.WAIT or outcome is Outcome.CHANCE:
                frame.waiting = outcome
                return False
            frame.waiting = None
            frame.pc = frame.pc + 1 if context.jump is None else context.jump
        return True

    @staticmethod
    def waiting(stack: list[Frame]) -> Outcome | None:
        """What the stack waits for: its top frame's decision (WAIT) or chance outcome (CHANCE)."""
        return stack[-1].waiting if stack else None
