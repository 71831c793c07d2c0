"""What a game declares about itself, and the factory for its states."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from pydantic import BaseModel, ConfigDict, Field

from timetravel.engine.errors import ConfigError, ContentError
from timetravel.engine.rng import Rng
from timetravel.i18n import N_

if TYPE_CHECKING:
    from timetravel.engine.ai_hooks import AIHooks
    from timetravel.engine.events import Event
    from timetravel.engine.state import GameState, Json


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A variant option a game offers on the setup screen and to `--option KEY=VALUE`."""

    key: str
    label: str
    choices: tuple[str, ...]
    default: str
    help: str = ""
    # The option matters only when these other options have these values (the setup screen hides
    # it otherwise, and the conformance suite plays its values together with them).
    requires: tuple[tuple[str, str], ...] = ()
    choice_labels: tuple[str, ...] = ()  # words for the choices, in the same order (else the keys)
    # words that come from content (era names): read on first use, never when the game is listed;
    # while the content is broken the choices show their keys. In the player's language (shown as
    # they are), where `choice_labels` are English msgids the setup screen puts through t()
    labels_from_content: Callable[[], tuple[str, ...]] | None = None
    # names from content that the label, choice labels and help name by placeholder (El Ministerio's
    # "First game: {agents}"), in English, for the setup screen to put into words with the sentence
    # (so a name is translated once, in the content catalogue); read on first use
    names_from_content: Callable[[], dict[str, tuple[str, ...]]] | None = None
    # the choice the setup screen starts a player on who never set this game up (Time Arena's first
    # game, as its rulebook advises); "": the default. After that the player's last choice
    first_time: str = ""
    # not a player's choice: the setup screen neither shows nor remembers it, and a new game always
    # takes the default (Time Arena's roster of fighter figures, which a game keeps for good)
    hidden: bool = False
    # what a save made before the option existed plays with ("": the default); see saves.codec
    missing: str = ""

    def labels(self) -> tuple[str, ...]:
        """The words for the choices, in order, or () when there are none."""
        if self.labels_from_content is None:
            return self.choice_labels
        try:
            return self.labels_from_content()
        except ContentError:
            return ()

    def names(self) -> dict[str, tuple[str, ...]]:
        """The content names the option's words take by placeholder; {} while the content is broken."""
        if self.names_from_content is None:
            return {}
        try:
            return self.names_from_content()
        except ContentError:
            return {}

    def label_of(self, value: str) -> str:
        labels = self.labels()
        if labels and value in self.choices:
            return labels[self.choices.index(value)]
        return value

    def first_choice(self) -> str:
        """The choice a player new to the game starts with."""
        return self.first_time if self.first_time in self.choices else self.default

    def saved_value(self) -> str:
        """The value a save's setup without this option means."""
        return self.missing or self.default

    def applies(self, options: dict[str, str]) -> bool:
        return all(options.get(key) == value for key, value in self.requires)


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: str
    title: str
    pitch: str  # one line for the game select screen
    min_seats: int
    max_seats: int
    has_chance: bool
    hidden_information: bool
    real_time: bool = False
    cooperative: bool = False
    max_length: int = 10_000  # an upper bound on actions (chance included) in one game
    options: tuple[OptionSpec, ...] = field(default=())
    accent: tuple[int, int, int] = (200, 160, 60)  # the game's accent colour for covers and frames
    # the seat counts allowed when not every count from min to max is (Time Arena: 2 or 4)
    seat_counts: tuple[int, ...] = ()
    # the template game (docs/architecture.md, "How to add a game"): a model package for the authors
    # of the next game, played by the conformance suite and the tests but never listed for players
    # (game select, tour, README, bench); `registry.every_game()` includes it, `all_games()` does not
    template: bool = False

    @property
    def seat_choices(self) -> tuple[int, ...]:
        """Every seat count a game may be set up with, smallest first."""
        return self.seat_counts or tuple(range(self.min_seats, self.max_seats + 1))


class GameConfig(BaseModel):
    """A validated configuration: the seat count and the chosen option values."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seats: int = Field(ge=1, le=8)
    options: dict[str, str] = Field(default_factory=dict)

    def option(self, key: str) -> str:
        return self.options[key]


class Game(ABC):
    info: GameInfo
    # where the game select screen lists the game, lowest first (declared by each game, so the engine
    # names none); games with the same position are listed by id
    menu_position: ClassVar[int] = 100

    @abstractmethod
    def new_initial_state(self, config: GameConfig) -> GameState:
        """The state before the first action. Shuffles and deals are chance outcomes after it."""

    @abstractmethod
    def state_from_json(self, data: Json) -> GameState:
        """Inverse of GameState.to_json(); raises ValueError/KeyError/TypeError on bad data."""

    @abstractmethod
    def determinize(self, observation: Json, rng: Rng) -> GameState:
        """A full state consistent with an observation, every hidden part sampled from rng."""

    def mirror(
        self, observation: Json, rng: Rng, before: GameState | None, events: Sequence[Event]
    ) -> GameState:
        """A joining computer's state for one seat: `determinize`, with what the seat saw lying on
        the table that the observation leaves out (a state's memos) carried from the state `before`
        and the step's `events`. `mirror(...).seat_view(seat) == seat_view(seat)` (tests/net)."""
        return self.determinize(observation, rng)

    def chance_words(self) -> str:
        """The waiting line while chance acts, naming only what this game has (cards, dice, a coin);
        English, for the translation function."""
        return N_("Chance decides what comes next.")

    def seat_roles(self, seats: int) -> tuple[str, ...]:
        """What each seat plays at this seat count, when seats differ (Time Arena: "White",
        "Black"); English, for the translation function. Empty when every seat is alike."""
        return ()

    def ai_hooks(self) -> AIHooks[Any] | None:
        """Game-specific help for the AI (heuristic, rollout policy, evaluation)."""
        return None

    def make_config(self, seats: int | None = None, options: dict[str, str] | None = None) -> GameConfig:
        """Check a seat count and options against the declaration, filling in defaults."""
        info = self.info
        seats = info.min_seats if seats is None else seats
        if seats not in info.seat_choices:
            raise ConfigError(f"{info.title} takes {seats_text(info.seat_choices)} seats, not {seats}")
        specs = {spec.key: spec for spec in info.options}
        chosen = {spec.key: spec.default for spec in info.options}
        for key, value in (options or {}).items():
            if key not in specs:
                known = ", ".join(specs) or "none"
                raise ConfigError(f"{info.title} has no option {key!r} (options: {known})")
            if value not in specs[key].choices:
                raise ConfigError(f"option {key} takes one of {', '.join(specs[key].choices)}, not {value!r}")
            chosen[key] = value
        return GameConfig(seats=seats, options=chosen)

    def again_config(self, config: GameConfig) -> GameConfig:
        """The setup of a new game like `config`'s ("Play again"): the same choices, and each hidden
        option back at its default (a game resumed from an old save is followed by a current one)."""
        hidden = {spec.key: spec.default for spec in self.info.options if spec.hidden}
        return self.make_config(config.seats, {**config.options, **hidden})


def seats_text(counts: tuple[int, ...]) -> str:
    """Seat counts in words for messages: "2", "2-4" for a run, "2 or 4" otherwise."""
    if len(counts) == 1:
        return str(counts[0])
    if list(counts) == list(range(counts[0], counts[-1] + 1)):
        return f"{counts[0]}-{counts[-1]}"
    return ", ".join(map(str, counts[:-1])) + f" or {counts[-1]}"
