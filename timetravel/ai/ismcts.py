"""The hard level: single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).

One tree over the acting seat's information set. Each iteration draws one determinization of the
observation and walks the tree with it: only children whose action is legal in this world may be
chosen, and each such child counts one more "availability", which replaces the parent's visit count
in UCB (an action that is rarely possible is not punished for being rarely tried). Chance steps in
the world are sampled; the tree branches after them only on what the searching seat observes (a
card revealed to it, not a card dealt face down to another seat). Nodes are keyed by (seat, action
string), so the same move by an opponent in different worlds shares one node, while a move whose
chooser differs between worlds (in trick games the trick winner leads next) does not mix two seats'
returns. Each node keeps the return of the seat that chose it,
so 2-4 seats and cooperative games (shared returns) need nothing special.

Where the game has a heuristic, its scores become priors (timetravel.ai.prior): untried moves are
expanded best first, and each child's mean return gets its prior offset added in selection, fading
as prior_visits / (visits + prior_visits) (progressive bias). With few iterations hard then plays
like the heuristic, and the playouts overrule it where they see a clear difference.

The final choice is the most visited root action. So the search stops early, when the choice is
settled: once the leader has more visits than any other action could reach in the iterations left.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field

from timetravel.ai import prior
from timetravel.ai.agent import (
    Agent,
    StopFlag,
    check_view,
    determinized,
    has_heuristic,
    hooks_of,
    resolve_chance,
)
from timetravel.ai.rollout import Returns, cutoff_of, playout
from timetravel.ai.view import AgentView
from timetravel.ai.yielding import Yielder
from timetravel.engine.actions import Action
from timetravel.engine.ai_hooks import AIHooks
from timetravel.engine.game import Game
from timetravel.engine.state import CHANCE, TERMINAL, GameState

EXPLORATION = 0.7  # UCB constant for returns in [0, 1]
Key = tuple[int, str]  # (the choosing seat, the action string)


@dataclass(slots=True, eq=False)
class Node:
    action: str | None  # the action string that leads here (at a chance node: what the seat saw)
    seat: int  # the seat that chose `action` (CHANCE, -1, at the root and chance nodes); its return
    # is what this node accumulates
    parent: Node | None = None
    children: dict[Key, Node] = field(default_factory=dict)
    visits: int = 0
    avail: int = 1
    reward: float = 0.0
    prior: float = 0.0  # the heuristic's offset for `action` (0 for the best, negative else)
    priors: dict[Key, float] = field(default_factory=dict)  # offsets for children not made yet

    def mark_available(self, legal: dict[Key, Action]) -> None:
        """This world offers `legal`: every existing child among them was available once more."""
        for key, child in self.children.items():
            if key in legal:
                child.avail += 1

    def untried(self, legal: dict[Key, Action]) -> list[Key]:
        return [key for key in legal if key not in self.children]

    def add_child(self, key: Key) -> Node:
        child = Node(key[1], key[0], self, prior=self.priors.get(key, 0.0))
        self.children[key] = child
        return child

    def value(self, prior_visits: float = 0.0) -> float:
        """The mean return plus the prior offset, which fades as the playouts accumulate: as if
        prior_visits more playouts had returned the mean plus the offset."""
        mean = self.reward / self.visits
        return mean + prior_visits * self.prior / (self.visits + prior_visits)

    def chance_child(self, seen: str) -> Node:
        """The child for a chance result as the searching seat perceives it (see `_seen`)."""
        key = (CHANCE, seen)
        child = self.children.get(key)
        if child is None:
            child = self.children[key] = Node(seen, CHANCE, self)
        return child

    def select(
        self, legal: dict[Key, Action], exploration: float = EXPLORATION, prior_visits: float = 0.0
    ) -> Node:
        """The available child with the best UCB score (availability in place of parent visits),
        with its fading prior offset added (progressive bias)."""
        best: Node | None = None
        best_score = -math.inf
        for key, child in self.children.items():
            if key not in legal:
                continue
            visits = child.visits
            score = (
                child.reward / visits
                + prior_visits * child.prior / (visits + prior_visits)
                + exploration * math.sqrt(math.log(child.avail) / visits)
            )
            if score > best_score:
                best, best_score = child, score
        if best is None:
            raise ValueError("no available child to select")
        return best

    def update(self, returns: Returns | None) -> None:
        self.visits += 1
        if returns is not None and self.seat >= 0:
            self.reward += returns[self.seat]


class HardAgent(Agent):
    level = "hard"

    def __init__(
        self,
        game: Game,
        seat: int,
        seed: int,
        think_ms: int | None = 1000,
        iterations: int | None = None,
        exploration: float = EXPLORATION,
        use_prior: bool = True,
        early_stop: bool | None = None,
    ) -> None:
        if think_ms is None and iterations is None:
            raise ValueError("hard needs a time budget, an iteration cap, or both")
        super().__init__(game, seat, seed)
        self.think_ms = think_ms
        self.iterations = iterations
        self.exploration = exploration
        self.hooks = hooks_of(game)
        self.use_prior = use_prior and has_heuristic(game)
        self.prior_visits = prior.prior_visits(self.hooks) if self.use_prior else 0.0
        self.cutoff = cutoff_of(self.hooks)
        self.own_search = type(self.hooks).search is not AIHooks.search
        # stop once the choice is settled (by default with a time budget; a fixed iteration count
        # runs them all unless asked, so tests that count iterations stay exact)
        self.early_stop = think_ms is not None if early_stop is None else early_stop
        self.last_iterations = 0  # how many iterations the last decision ran
        self.last_root: Node | None = None

    def decide(self, view: AgentView, stop: StopFlag | None = None) -> Action:
        check_view(view)
        self.last_iterations = 0
        if len(view.legal_actions) == 1:
            return view.legal_actions[0]
        if self.own_search:
            state = determinized(view, self.rng)
            began = time.perf_counter()
            elapsed = lambda: (time.perf_counter() - began) * 1000  # noqa: E731
            action = self.hooks.search(state, view.seat, self.think_ms, self.rng, elapsed, stop)
            if action is not None and action in view.legal_actions:
                return action
        root = Node(None, -1)
        self.last_root = root
        started = time.perf_counter()
        deadline = None if self.think_ms is None else started + self.think_ms / 1000
        allowed = {(view.seat, str(a)): a for a in view.legal_actions}
        if self.use_prior:
            root.priors = dict(zip(allowed, prior.root_offsets(self.hooks, view, self.rng), strict=True))
        count = 0
        pause = Yielder()
        while self.iterations is None or count < self.iterations:
            if deadline is not None and count and _past(deadline, started, count):
                break
            if stop is not None and stop():
                break
            if (
                self.early_stop
                and count
                and self._settled(root, view, self._remaining(count, started, deadline))
            ):
                break
            self._iterate(root, view, allowed, pause)
            count += 1
        self.last_iterations = count
        return self._best(root, view)

    def _remaining(self, count: int, started: float, deadline: float | None) -> int:
        """How many more iterations the budget allows: the count left, and what the time left holds
        at the average pace so far (rounded up)."""
        left = math.inf if self.iterations is None else self.iterations - count
        if deadline is not None:
            now = time.perf_counter()
            left = min(left, math.ceil(max(0.0, deadline - now) * count / max(now - started, 1e-9)))
        return int(left)

    def _settled(self, root: Node, view: AgentView, remaining: int) -> bool:
        """Whether no other root action can overtake the current choice in `remaining` iterations:
        the most visited is chosen, each iteration adds at most one visit to one root child, so
        the choice is settled once it leads every other by more visits than are left."""
        leader = self._best_index(root, view)
        if leader is None:
            return False
        lead = root.children[(view.seat, str(view.legal_actions[leader]))].visits
        for i, action in enumerate(view.legal_actions):
            child = root.children.get((view.seat, str(action)))
            if i != leader and lead <= (child.visits if child else 0) + remaining:
                return False
        return True

    def _iterate(self, root: Node, view: AgentView, allowed: dict[Key, Action], pause: Yielder) -> None:
        rng = self.rng
        state = determinized(view, rng)
        pause()
        node = root
        path = [root]
        while True:
            if state.to_act() == CHANCE:
                state = resolve_chance(state, rng)
                node = node.chance_child(_seen(state, view.seat))
                path.append(node)
            actor = state.to_act()
            if actor == TERMINAL:
                break
            legal = self._legal(state, actor, node is root, allowed)
            if not legal:
                return  # a determinization that disagrees with the view: skip this world
            node.mark_available(legal)
            untried = node.untried(legal)
            if untried:
                key = self._expand(node, untried, state, actor, legal)
                node = node.add_child(key)
                path.append(node)
                state = state.apply(legal[key])[0]
                break
            node = node.select(legal, self.exploration, self.prior_visits)
            path.append(node)
            assert node.action is not None  # a chosen child always has its action
            state = state.apply(legal[(node.seat, node.action)])[0]
            pause()
        returns = playout(state, self.hooks, rng, self.cutoff, pause)
        for visited in path:
            visited.update(returns)

    def _expand(
        self, node: Node, untried: list[Key], state: GameState, actor: int, legal: dict[Key, Action]
    ) -> Key:
        """The untried move to add: the heuristic's favourite (ties, or no heuristic: at random)."""
        if not self.use_prior:
            return untried[self.rng.randrange(len(untried))]
        if any(key not in node.priors for key in untried):
            keys = list(legal)
            scores = prior.state_offsets(self.hooks, state, actor, list(legal.values()))
            for key, offset in zip(keys, scores, strict=True):
                node.priors.setdefault(key, offset)
        top = max(node.priors[key] for key in untried)
        best = [key for key in untried if node.priors[key] >= top - 1e-12]
        return best[self.rng.randrange(len(best))] if len(best) > 1 else best[0]

    @staticmethod
    def _legal(state: GameState, actor: int, at_root: bool, allowed: dict[Key, Action]) -> dict[Key, Action]:
        legal = {(actor, str(a)): a for a in state.legal_actions()}
        if at_root:  # the acting seat knows its own options; trust the view over the world
            return {key: action for key, action in legal.items() if key in allowed}
        return legal

    def _best(self, root: Node, view: AgentView) -> Action:
        index = self._best_index(root, view)
        if index is None:
            return self.rng.choice(view.legal_actions)
        return view.legal_actions[index]

    def _best_index(self, root: Node, view: AgentView) -> int | None:
        """The most visited root action (the robust child). Ties: the better average, with the
        fading prior offset where there is one (Node.value), then the view's order. The prior
        already steers the visits (progressive bias), so a move the playouts barely prefer does
        not overrule a clear heuristic preference."""
        best_index: int | None = None
        best_key = (-math.inf, -math.inf)
        for i, action in enumerate(view.legal_actions):
            child = root.children.get((view.seat, str(action)))
            if child is None or not child.visits:
                continue
            mean = child.reward / child.visits
            key = (float(child.visits), child.value(self.prior_visits) if self.use_prior else mean)
            if key > best_key:
                best_index, best_key = i, key
        return best_index


DEADLINE_MARGIN = 1.5  # iterations vary in length: stop while one and a half average ones still fit


def _past(deadline: float, started: float, count: int) -> bool:
    """Whether one more iteration, a little longer than the average, would end after the deadline."""
    now = time.perf_counter()
    return now + DEADLINE_MARGIN * (now - started) / count >= deadline


def _seen(state: GameState, seat: int) -> str:
    """What `seat` perceives of a chance result: its observation, as text. A card revealed to the
    searching seat splits the tree (its next choice may depend on the card); a card dealt face down
    to another seat does not, as the searching seat could not tell those worlds apart."""
    return repr(state.observe(seat))
