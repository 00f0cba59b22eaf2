"""Random self-play with invariant checks (``tabletop selfplay``).

Each game picks uniformly among the legal actions (a separate seeded chooser,
so the game's own RNG is untouched). With ``check``, after every game:
no card lost or duplicated, undo of the whole game gives the initial state,
redo gives the final state, save -> load gives an equal state and history,
and replaying the recorded actions through the rules gives the same game.
"""

from __future__ import annotations

import gc
import json
import random
import time
from dataclasses import dataclass, field
from typing import Any

from tabletop.engine.actions import IllegalAction
from tabletop.engine.game import Game, Setup
from tabletop.engine.manual_random import random_manual_move
from tabletop.engine.persistence import session_from_json, session_to_json
from tabletop.engine.session import Session
from tabletop.engine.state_check import card_problems
from tabletop.engine.variants import new_setup

MAX_ACTIONS = 5000


@dataclass
class SelfplayReport:
    game: str
    games: int = 0
    finished: int = 0
    actions: int = 0
    seconds: float = 0.0
    wins: dict[str, int] = field(default_factory=dict)
    violations: list[str] = field(default_factory=list)
    options: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "options": dict(self.options), "games": self.games, "finished": self.finished,
                "actions": self.actions, "seconds": round(self.seconds, 3),
                "wins": dict(self.wins), "violations": list(self.violations)}

    def summary(self) -> str:
        rate = self.games / self.seconds * 60 if self.seconds else 0.0
        lines = [
            f"{self.game}: {self.games} games, {self.finished} finished, {self.actions} actions "
            f"in {self.seconds:.2f} s ({rate:.0f} games/min)",
            *([f"options: {', '.join(f'{k}={v}' for k, v in sorted(self.options.items()))} (self-play sets these)"]
              if self.options else []),
            "wins: " + (", ".join(f"{who} {n}" for who, n in sorted(self.wins.items())) or "none"),
            f"violations: {len(self.violations)}",
        ]
        lines.extend(f"  {v}" for v in self.violations[:50])
        return "\n".join(lines)


def play_random_game(game: Game, seed: int, max_actions: int = MAX_ACTIONS, *, variant: str = "",
                     players: int | None = None, options: dict[str, str] | None = None,
                     manual_rate: float = 0.0, setup: Setup | None = None) -> tuple[Session, list[str]]:
    """Play one game choosing legal actions at random; return it and any rule refusals.

    ``setup``: play exactly this setup (pinned decks) instead of the game's ready one.

    With ``manual_rate`` R, each step is a random manual move (an override made
    by hand) with probability R; a manual move the table refuses is skipped, and
    a position where the rules offer nothing is left by hand (no violation: a
    person can always set such a table).
    """
    if setup is None:
        setup = new_setup(game, seed, variant=variant, players=players, options=options) \
            if variant or players or options else game.default_setup(seed)
    session = Session(game, setup)
    chooser = random.Random(seed)
    problems = []
    stuck = 0
    for _ in range(max_actions):
        if game.is_over(session.state):
            break
        if not (manual_rate and chooser.random() < manual_rate):
            actions = game.legal_actions(session.state, strict=not manual_rate)
            if actions:
                stuck = 0
                action = chooser.choice(actions)
                try:
                    session.perform(action)
                except IllegalAction as error:
                    if manual_rate:
                        continue  # listed but refused after an override: a message, not a crash (state untouched)
                    problems.append(f"legal action {game.label(session.state, action)} was refused: {error.reason}")
                    break
                continue
            if not manual_rate:
                problems.append(f"no legal action but no winner (turn {session.state.turn}, "
                                f"phase {session.state.phase!r})")
                break
            stuck += 1
            if stuck > 20:
                break
        manual_step(game, session, chooser)
    return session, problems


def manual_step(game: Game, session: Session, chooser: random.Random) -> None:
    """A random change by hand (``manual_random``); one the table refuses changes nothing."""
    move = random_manual_move(game, session.state, chooser)
    if move is not None:
        try:
            session.manual(move)
        except (ValueError, KeyError, IndexError):
            pass  # the table refuses it; nothing changed


def check_session(session: Session, expected_cards: set[str]) -> list[str]:
    """The invariants that must hold after a game (see the module docstring)."""
    problems = card_problems(session.state, expected_cards)
    final = session.state.to_json()
    try:
        saved = json.loads(json.dumps(session_to_json(session)))
        loaded = session_from_json(saved["body"], lambda _game_id: session.game)
        if loaded.state.to_json() != final:
            problems.append("save -> load gave a different state")
        if len(loaded.history.done) != len(session.history.done):
            problems.append("save -> load lost history")
    except Exception as error:  # a check reports, it does not crash
        problems.append(f"save -> load failed: {type(error).__name__}: {error}")
    replayed = Session(session.game, session.setup)
    for transaction in session.history.done:
        try:
            replayed.replay(transaction)
        except IllegalAction as error:
            problems.append(f"replaying {transaction.label!r} failed: {error.reason}")
            break
    else:
        if replayed.state.to_json() != final:
            problems.append("replaying the actions gave a different game")
    steps = len(session.history.done)
    session.undo_all()
    if session.state.to_json() != session.initial:
        problems.append("undo of the whole game did not give the initial state")
    session.redo_all()
    if session.state.to_json() != final:
        problems.append("redo of the whole game did not give the final state")
    if len(session.history.done) != steps:
        problems.append("undo/redo changed the length of the history")
    return problems


def run_selfplay(game: Game, games: int, seed: int = 0, check: bool = False,
                 max_actions: int = MAX_ACTIONS, *, variant: str = "", players: int | None = None,
                 options: dict[str, str] | None = None, manual_rate: float = 0.0) -> SelfplayReport:
    report = SelfplayReport(game.id)
    own = {key: value for key, value in game.selfplay_options.items() if key not in (options or {})}
    report.options = own
    options = {**own, **(options or {})}
    if max_actions == MAX_ACTIONS:  # a variant made of several games (a campaign) may need more
        max_actions = max(max_actions, game.selfplay_actions.get(variant, 0))
    started = time.perf_counter()
    collecting = gc.isenabled()
    gc.disable()  # collected after each game instead (_play_one)
    try:
        for number in range(games):
            _play_one(report, game, seed * 1_000_003 + number, number, check, max_actions, variant=variant,
                      players=players, options=options, manual_rate=manual_rate)
    finally:
        if collecting:
            gc.enable()
    report.seconds = time.perf_counter() - started
    return report


def _play_one(report: SelfplayReport, game: Game, game_seed: int, number: int, check: bool, max_actions: int,
              **how: Any) -> None:
    """Play, check and count one game of :func:`run_selfplay`.

    Automatic garbage collection is off meanwhile, as in the app (``cli.main``): a game makes next to no
    reference cycles, and each automatic pass would walk its history, which grows at every step, again and
    again (some 5% of the time of a random game). What it leaves is collected once it is counted and let go.
    """
    try:
        session, problems = play_random_game(game, game_seed, max_actions, **how)
        if check:
            expected = set(session.initial["cards"])
            problems += check_session(session, expected)
    except Exception as error:  # report a crash as a violation and go on
        report.games += 1
        report.violations.append(f"game {number + 1} (seed {game_seed}): crashed: {type(error).__name__}: {error}")
        return
    report.games += 1
    report.actions += len(session.history.done)
    winner = game.winner(session.state)
    if winner is not None:
        report.finished += 1
        name = session.setup.players[winner].name
        report.wins[name] = report.wins.get(name, 0) + 1
    report.violations.extend(f"game {number + 1} (seed {game_seed}): {p}" for p in problems)
    del session
    gc.collect(0)
