"""The panorama: face-down cards whose backs form one picture, hit-tested, and faces once revealed."""

from __future__ import annotations

import pygame

from timetravel.ui.boards.kit.panorama import Panorama


def striped_picture(columns: int, width: int, height: int) -> pygame.Surface:
    picture = pygame.Surface((columns * width, height))
    for column in range(columns):
        colour = (40 * column % 256, 200 - 20 * column, 90)
        picture.fill(colour, pygame.Rect(column * width, 0, width, height))
    return picture


def test_the_backs_are_slices_of_one_picture_in_order() -> None:
    row = Panorama((10, 20), count=4, card=(30, 50), gap=6)
    picture = striped_picture(4, 60, 100)  # twice the row's size: it is scaled down
    surface = pygame.Surface((200, 100))
    row.draw(surface, picture)
    for index in range(4):
        centre = row.card_rect(index).center
        assert surface.get_at(centre)[:3] == picture.get_at((index * 60 + 30, 50))[:3]
    gap = (row.card_rect(0).right + 2, 40)
    assert surface.get_at(gap)[:3] == (0, 0, 0), "the gaps stay empty"


def test_cards_are_found_under_the_pointer_and_gaps_are_not() -> None:
    row = Panorama((0, 0), count=7, card=(40, 60), gap=10)
    assert row.rect.size == (7 * 40 + 6 * 10, 60)
    for index in range(7):
        assert row.card_at(row.card_rect(index).center) == index
    assert row.card_at((45, 30)) is None and row.card_at((10, 70)) is None


def test_revealed_cards_show_their_face_and_hidden_ones_nothing() -> None:
    row = Panorama((0, 0), count=3, card=(20, 20), gap=0)
    faces: list[int] = []

    def paint(surface: pygame.Surface, index: int, rect: pygame.Rect) -> None:
        faces.append(index)
        surface.fill((255, 255, 255), rect)

    surface = pygame.Surface((60, 20))
    row.draw(surface, striped_picture(3, 20, 20), revealed={1}, paint_face=paint, hidden={2})
    assert faces == [1]
    assert surface.get_at((30, 10))[:3] == (255, 255, 255)
    assert surface.get_at((50, 10))[:3] == (0, 0, 0), "a hidden card is left to its animation"
