"""The app shell: pygame-ce, the scene stack, letterboxing, sounds, markdown, board-view lookup."""

from __future__ import annotations

import pygame
import pytest

from timetravel.ui.boards import board_view_for
from timetravel.ui.boards.generic import GenericBoardView, action_for, classify
from timetravel.ui.display import LOGICAL_SIZE
from timetravel.ui.markdown import parse
from timetravel.ui.scene import Pop, Push, Quit, Replace, Scene, SceneStack
from timetravel.ui.sound import SYNTHS, Sounds, to_pcm


def test_pygame_is_ce() -> None:
    assert getattr(pygame, "IS_CE", False)


class Probe(Scene):
    def __init__(self, name: str, log: list[str], answer=None) -> None:
        self.name, self.log, self.answer = name, log, answer

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def leave(self) -> None:
        self.log.append(f"leave {self.name}")

    def on_resume(self, result):
        self.log.append(f"resume {self.name} {result}")
        return self.answer


def test_scene_stack_transitions() -> None:
    log: list[str] = []
    stack = SceneStack(Probe("a", log))
    stack.apply(Push(Probe("b", log)))
    stack.apply(Replace(Probe("c", log)))
    stack.apply(Pop(42))
    assert log == ["enter a", "enter b", "leave b", "enter c", "leave c", "resume a 42"]
    assert not stack.quit_requested
    stack.apply(Quit())
    assert stack.quit_requested


def test_resumed_scene_may_answer_with_a_transition() -> None:
    log: list[str] = []
    stack = SceneStack(Probe("a", log))
    stack.apply(Push(Probe("b", log, answer=Pop("up"))))
    stack.apply(Push(Probe("c", log)))
    stack.apply(Pop("done"))
    assert [s.name for s in stack.scenes] == ["a"]
    assert log[-1] == "resume a up"


def test_letterboxed_mouse_maps_to_logical_space(app) -> None:
    display = app.ctx.display
    pygame.display.set_mode((640, 480), pygame.RESIZABLE)
    display.resized()
    assert display.dest.size == (640, 360) and display.dest.y == 60
    assert display.to_logical((320, 240)) == (640, 360)
    assert display.to_logical((0, 60)) == (0, 0)
    event = display.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 420), button=1))
    assert event.pos == (1280, 720)
    display.present()  # scaled presentation works
    assert display.screenshot((320, 180)).get_size() == (320, 180)
    assert display.screenshot().get_size() == LOGICAL_SIZE


@pytest.mark.parametrize("name", sorted(SYNTHS))
def test_procedural_sounds_are_audible(name: str) -> None:
    samples = SYNTHS[name](22050)
    assert len(samples) > 200
    assert max(abs(v) for v in samples) > 0.05
    assert len(to_pcm(samples, 2)) == len(samples) * 4


def test_sounds_never_fail_without_a_mixer(monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = Sounds()
    assert not sounds.available
    sounds.play("dice")  # a quiet no-op


def test_markdown_blocks() -> None:
    blocks = parse(
        "# Title\n\nSome **bold** text\nwrapped.\n\n- one\n  more\n- [two](x)\n  - nested\n\n---\n## Next\n"
    )
    kinds = [(b.kind, b.text, b.level) for b in blocks]
    assert kinds == [
        ("h1", "Title", 0),
        ("p", "Some bold text wrapped.", 0),
        ("li", "one more", 0),
        ("li", "two", 0),
        ("li", "nested", 1),
        ("hr", "", 0),
        ("h2", "Next", 0),
    ]


def test_inline_marks_keep_snake_case_and_code() -> None:
    from timetravel.ui.markdown import inline

    assert inline("a **b** *c* _d_ e_f_g `h_i_j` [k](u)") == "a b c d e_f_g h_i_j k"


def test_board_view_lookup_falls_back_to_generic() -> None:
    assert board_view_for("tiny") is GenericBoardView
    assert board_view_for("no_such_game") is GenericBoardView
    assert board_view_for("generic") is GenericBoardView


def test_generic_classification_and_click_mapping() -> None:
    from timetravel.engine.actions import Action

    assert classify("hand", [1, 2], 2) == "cards"
    assert classify("hand_sizes", [3, 3], 2) == "seats"
    assert classify("table", [None, 4], 2) == "seats"
    assert classify("leader", 1, 2) == "seat"
    assert classify("round", 5, 2) == "value"
    assert classify("board", {"a": 1}, 2) == "rows"
    plays = [Action("play", (3,)), Action("play", (5,))]
    assert action_for(5, plays) == Action("play", (5,))
    assert action_for(4, plays) is None
