from timetravel.ui.seat_text import with_seat_names


def test_player_numbers_become_seat_names() -> None:
    names = ["Ada", "Hypatia"]
    assert with_seat_names("Player 2 reveals a Vortex", names) == "Hypatia reveals a Vortex"
    assert with_seat_names("Temporary Space of player 1", names) == "Temporary Space of Ada"
    assert with_seat_names("Player 3 is not seated", names) == "Player 3 is not seated"
    assert with_seat_names("the player who triggers", names) == "the player who triggers"
