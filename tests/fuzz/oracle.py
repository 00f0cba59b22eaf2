"""Run one damaged file through its loader and say what happened.

Outcomes: ``clean`` (it loaded and everything checks out), ``message`` (one
clear refusal: a SaveError or DataError, one line per problem, no traceback),
``traceback`` (any other exception), ``hang`` (longer than the limit), and
``wrong`` (it loaded, but the loaded thing fails a check: a damaged position,
an undo that does not return to the start, rules that crash on it).
"""

from __future__ import annotations

import contextlib
import json
import signal
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from tabletop import paths
from tabletop.carddb.decks import parse_deck_yaml_text
from tabletop.carddb.loader import load_directory
from tabletop.carddb.problems import DataError
from tabletop.engine.persistence import SaveError, load_session, session_from_json, session_to_json
from tabletop.engine.position_file import parse_position
from tabletop.engine.position_script import run_script
from tabletop.engine.session import Session
from tabletop.engine.state_check import card_problems, json_state_problems
from tabletop.engine.variants import setup_problems
from tabletop.games import registry

HANG_SECONDS = 2.0
BACKSTOP_SECONDS = 20
OUTCOMES = ("clean", "message", "traceback", "hang", "wrong")


@dataclass(frozen=True)
class Outcome:
    kind: str  # one of OUTCOMES
    detail: str = ""
    seconds: float = 0.0  # how long the loader took (for saves, without the oracle's checks)


class _Backstop(Exception):
    pass


@contextlib.contextmanager
def _backstop(seconds: int) -> Iterator[None]:
    """Interrupt a case that runs far too long (POSIX main thread only; elsewhere nothing)."""
    def stop(_signum: int, _frame: object) -> None:
        raise _Backstop()
    try:
        previous = signal.signal(signal.SIGALRM, stop)
    except (AttributeError, ValueError):
        yield
        return
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _one_clean_message(text: str) -> str | None:
    """None when a refusal reads as a message; else what is wrong with it."""
    if "Traceback" in text or not text.strip():
        return "the message is empty or holds a traceback"
    if len(text) > 20_000:
        return "the message is huge"
    return None


def check_session(session: Session) -> str | None:
    """None when a loaded game holds together; else the first thing that does not."""
    game, state = session.game, session.state
    final = state.to_json()
    problems = json_state_problems(final, game.id, game.db.cards) + card_problems(state, set(state.cards))
    if problems:
        return f"the loaded position is damaged: {problems[0]}"
    setup = setup_problems(game, session.setup)
    if setup or len(session.setup.players) != len(state.players):
        return f"the loaded setup is not one the game allows: {(setup or ['seat count'])[0]}"
    game.layout(state)
    game.prompt(state)
    game.status(state)
    for seat in (None, *range(len(state.players))):
        game.view(state, seat)
    legal = session.legal_actions()
    again = session_from_json(json.loads(json.dumps(session_to_json(session)))["body"], lambda _id: game)
    if again.state.to_json() != final:
        return "save -> load gives another position"
    session.undo_all()
    if session.state.to_json() != session.initial:
        return "undo of the whole history does not give the starting position"
    session.redo_all()
    session.undo_all()
    session.history.go_to(len(again.history.done))
    if session.state.to_json() != final:
        return "undo then redo does not give the loaded position"
    if legal:
        session.perform(legal[0])
    return None


def _save(data: bytes, folder: Path) -> Outcome:
    path = folder / "damaged.tabletop"
    path.write_bytes(data)
    started = time.perf_counter()
    try:
        session = load_session(path, registry.load)
    except SaveError as error:
        problem = _one_clean_message(str(error))
        seconds = time.perf_counter() - started
        return Outcome("traceback", problem, seconds) if problem else Outcome("message", str(error)[:200], seconds)
    seconds = time.perf_counter() - started  # the load; the oracle's own checks below are not timed
    wrong = check_session(session)
    return Outcome("wrong", wrong, seconds) if wrong else Outcome("clean", "", seconds)


def _cards(data: bytes, folder: Path, game_id: str, name: str) -> Outcome:
    target = folder / game_id
    target.mkdir(exist_ok=True)
    (target / name).write_bytes(data)
    game_class = registry.game_class(game_id)
    try:
        db = load_directory(game_class.schema, target)
    except DataError as error:
        problem = _one_clean_message(str(error))
        return Outcome("traceback", problem) if problem else Outcome("message", str(error)[:200])
    types = tuple(game_class.schema.card_types.values())
    for card in db.cards.values():
        if not isinstance(card, types) or not isinstance(card.id, str) or not isinstance(card.name, str):
            return Outcome("wrong", f"card {card.id!r} is not a card of the schema")
        card.search_fields()
        card.stats_line()
    return Outcome("clean")


def _deck(data: bytes, game_id: str, name: str) -> Outcome:
    game = registry.load(game_id)
    try:
        deck = parse_deck_yaml_text(data.decode("utf-8"), game.db, name)
    except DataError as error:
        problem = _one_clean_message(str(error))
        return Outcome("traceback", problem) if problem else Outcome("message", str(error)[:200])
    except UnicodeDecodeError:
        return Outcome("message", "not UTF-8")
    problems = game.check_deck(deck)
    unknown = [card for _, card, _ in deck.entries() if card not in game.db.cards]
    if unknown and not problems:
        return Outcome("wrong", f"the deck names unknown card {unknown[0]!r} and no problem is reported")
    if any(not isinstance(count, int) or count < 0 for _, _, count in deck.entries()):
        return Outcome("wrong", "a card count is not a whole number")
    return Outcome("clean")


def _position(data: bytes, game_id: str, name: str) -> Outcome:
    try:
        position = parse_position(data.decode("utf-8"), name, registry.load, paths.cards_dir() / game_id / "positions")
    except DataError as error:
        problem = _one_clean_message(str(error))
        return Outcome("traceback", problem) if problem else Outcome("message", str(error)[:200])
    except UnicodeDecodeError:
        return Outcome("message", "not UTF-8")
    state, game = position.state, position.game
    problems = json_state_problems(state.to_json(), game.id, game.db.cards) + card_problems(state, set(state.cards))
    if problems:
        return Outcome("wrong", f"the position is damaged: {problems[0]}")
    game.prompt(state)
    game.status(state)
    for seat in (None, *range(len(state.players))):
        game.view(state, seat)
    game.legal_actions(state)
    run_script(position)
    return Outcome("clean")


def run_case(kind: str, game_id: str, name: str, data: bytes) -> Outcome:
    """Load one damaged file of ``kind`` and classify what happened."""
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="tt-fuzz-") as folder:
        try:
            with _backstop(BACKSTOP_SECONDS):
                loaders: dict[str, Callable[[], Outcome]] = {
                    "save": lambda: _save(data, Path(folder)),
                    "cards": lambda: _cards(data, Path(folder), game_id, name),
                    "deck": lambda: _deck(data, game_id, name),
                    "position": lambda: _position(data, game_id, name),
                }
                outcome = loaders[kind]()
        except _Backstop:
            outcome = Outcome("hang", f"stopped after {BACKSTOP_SECONDS} s")
        except Exception as error:  # the point of the oracle: anything else is a traceback
            where = traceback.extract_tb(error.__traceback__)[-1]
            outcome = Outcome("traceback", f"{type(error).__name__}: {str(error)[:120]} "
                                           f"at {Path(where.filename).name}:{where.lineno}")
    seconds = outcome.seconds or time.perf_counter() - started
    if outcome.kind != "hang" and seconds > HANG_SECONDS:
        outcome = Outcome("hang", f"took {seconds:.1f} s ({outcome.kind})")
    return Outcome(outcome.kind, outcome.detail, seconds)
