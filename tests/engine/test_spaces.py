import pytest
from hypothesis import given
from hypothesis import strategies as st

from timetravel.engine.spaces import Graph, Grid, Track, chebyshev, crossed, manhattan

ARENA = Grid(8, 8)
squares = st.tuples(st.integers(0, 7), st.integers(0, 7))


def test_a_walk_bounces_at_both_ends():
    track = Track(5)
    assert track.walk(3, 3, 1) == (2, -1)  # 3 -> 4, bounce -> 3 -> 2
    assert track.walk(0, 2, -1) == (2, 1)
    assert track.walk(4, 1, 1) == (3, -1)


@given(st.integers(2, 30).flatmap(lambda n: st.tuples(st.just(n), st.integers(0, n - 1))), st.integers(0, 60))
def test_a_walk_stays_on_the_track_and_one_step_moves_one_space(track_start, steps):
    length, start = track_start
    track = Track(length)
    space, direction = start, 1
    for _ in range(steps):
        nxt, direction = track.step(space, direction)
        assert 0 <= nxt < length and track.distance(space, nxt) == 1
        space = nxt
    assert track.walk(start, steps, 1) == (space, direction)


def test_a_graph_finds_shortest_paths():
    ring = Graph.from_edges(range(6), [(i, (i + 1) % 6) for i in range(6)])
    assert ring.distance(0, 3) == 3 and ring.distance(1, 5) == 2
    assert ring.path(0, 2) == [0, 1, 2]
    apart = Graph.from_edges(range(3), [(0, 1)])
    assert apart.distance(0, 2) is None and apart.path(2, 2) == [2]


@given(st.integers(2, 12), st.data())
def test_a_track_as_a_graph_has_the_tracks_distance(length, data):
    line = Graph.from_edges(range(length), [(i, i + 1) for i in range(length - 1)])
    a, b = data.draw(st.integers(0, length - 1)), data.draw(st.integers(0, length - 1))
    assert line.distance(a, b) == Track(length).distance(a, b)


def test_neighbours_at_a_corner_and_in_the_middle():
    assert sorted(ARENA.neighbours((0, 0))) == [(0, 1), (1, 0), (1, 1)]
    assert len(ARENA.neighbours((3, 3))) == 8 and len(ARENA.neighbours((3, 3), diagonal=False)) == 4


@given(squares, squares)
def test_distances_count_steps_between_neighbours(a, b):
    assert chebyshev(a, b) == chebyshev(b, a) <= manhattan(a, b) <= 2 * chebyshev(a, b)
    for n in ARENA.neighbours(a):
        assert chebyshev(n, a) == 1 and abs(chebyshev(n, b) - chebyshev(a, b)) <= 1
    for n in ARENA.neighbours(a, diagonal=False):
        assert manhattan(n, a) == 1


@given(squares, st.integers(0, 8))
def test_squares_in_range_are_those_within_the_distance(square, reach):
    near = set(ARENA.in_range(square, reach))
    assert near == {s for s in ARENA.squares() if s != square and chebyshev(s, square) <= reach}
    assert near == set(ARENA.reachable(square, reach, blocked=()))


def test_a_move_never_passes_through_a_piece():
    wall = {(2, y) for y in range(8) if y != 7}
    reach = ARENA.reachable((0, 0), 2, wall)
    assert (3, 0) not in reach and (1, 1) in reach and (2, 0) not in reach
    assert ARENA.reachable((0, 5), 3, wall)[(3, 6)] == 3  # round the wall's gap at (2, 7)


def test_line_of_sight_grazing_a_corner_is_clear_and_crossing_a_square_is_not():
    # from (0,0) to (2,2) the line passes only through the corners of (1,0) and (0,1)
    assert ARENA.line_of_sight((0, 0), (2, 2), blocked={(1, 0), (0, 1)})
    assert not ARENA.line_of_sight((0, 0), (2, 2), blocked={(1, 1)})
    # from (0,0) to (2,1) the line crosses the insides of (1,0) and (1,1), not a corner
    assert crossed((0, 0), (2, 1)) == [(1, 0), (1, 1)]
    assert not ARENA.line_of_sight((0, 0), (2, 1), blocked={(1, 0)})
    assert ARENA.line_of_sight((0, 0), (0, 3), blocked={(1, 1)})


@given(squares, squares)
def test_line_of_sight_is_symmetric_and_only_crosses_squares_between(a, b):
    path = crossed(a, b)
    assert sorted(path) == sorted(crossed(b, a))
    for s in path:
        assert chebyshev(s, a) < max(chebyshev(a, b), 1) or chebyshev(s, b) < chebyshev(a, b)
    if chebyshev(a, b) <= 1:
        assert path == []
    elif a[0] == b[0] or a[1] == b[1]:
        assert len(path) == chebyshev(a, b) - 1


def test_squares_have_algebraic_names_both_ways() -> None:
    from timetravel.engine.spaces import parse_square, square_name

    assert square_name((0, 0)) == "a1" and square_name((7, 7)) == "h8" and square_name((2, 3)) == "c4"
    for square in Grid(8, 8).squares():
        assert parse_square(square_name(square)) == square
    for bad in ("", "a", "a0", "i", "1a", "a-1", "totem"):
        with pytest.raises(ValueError):
            parse_square(bad)
