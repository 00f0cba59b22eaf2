"""``tabletop validate``: check card sets, decks, battlefields and saves.

Each problem is a :class:`Problem` printed as ``file:line: problem``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from pathlib import Path

from tabletop import paths
from tabletop.carddb.decks import load_deck
from tabletop.carddb.loader import load_directory, load_game, read_extra
from tabletop.carddb.model import GAME_IDS, CardDatabase
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.schema import BuildContext
from tabletop.carddb.schemas import known_games, schema_for
from tabletop.carddb.yamlio import read_yaml

SAVE_SUFFIXES = (".tabletop", ".json")


def deck_rules_for(game: str) -> Callable | None:
    """The game's ``check_deck(deck, db)``, if its deck rules exist."""
    try:
        module = importlib.import_module(f"tabletop.games.{game}.deck_rules")
    except ModuleNotFoundError:
        return None
    return getattr(module, "check_deck", None)


def _shipped_db(game: str, cache: dict[str, CardDatabase | DataError]) -> CardDatabase:
    if game not in cache:
        try:
            cache[game] = load_game(game)
        except DataError as error:
            cache[game] = error
    found = cache[game]
    if isinstance(found, DataError):
        raise found
    return found


def _validate_deck(path: Path, game: str, cache: dict) -> list[Problem]:
    try:
        db = _shipped_db(game, cache)
    except DataError as error:
        return [Problem(display_path(path), 1, f"cannot check: the {game} card data has problems")] + error.problems
    try:
        deck = load_deck(path, db)
    except DataError as error:
        return error.problems
    check = deck_rules_for(game)
    if check is None:
        return []
    return [Problem(display_path(path), 1, f"deck rules: {message}") for message in check(deck, db)]


def _validate_yaml(path: Path, cache: dict) -> list[Problem]:
    shown = display_path(path)
    try:
        data = read_yaml(path)
    except DataError as error:
        return error.problems
    if not isinstance(data, dict):
        return [Problem(shown, 1, "expected a mapping with 'kind' and 'game' at the top")]
    kind, game = data.get("kind"), data.get("game")
    if game not in known_games():
        return [Problem(shown, data.line_of("game"), f"unknown game {game!r} (known: {', '.join(GAME_IDS)})")]
    if kind == "card-set":
        try:
            db = load_directory(game, path.parent)
        except DataError as error:
            return error.problems
        return _library_problems(game, db, path)
    if kind == "deck":
        return _validate_deck(path, game, cache)
    for extra in schema_for(game).extras:
        if extra.kind == kind:
            ctx = BuildContext()
            read_extra(path, kind, extra.schema, game, ctx)
            return ctx.problems
    kinds = ["card-set", "deck", *(e.kind for e in schema_for(game).extras)]
    return [Problem(shown, data.line_of("kind"), f"unknown kind {kind!r} (expected one of: {', '.join(kinds)})")]


def _library_problems(game: str, db: CardDatabase, path: Path) -> list[Problem]:
    """Checks across cards (e.g. a card's fighter exists on its hero), if the game has them."""
    try:
        module = importlib.import_module(f"tabletop.games.{game}.deck_rules")
    except ModuleNotFoundError:
        return []
    check = getattr(module, "library_problems", None)
    if check is None:
        return []
    return [Problem(display_path(path.parent), 1, str(message)) for message in check(db)]


def _validate_save(path: Path) -> list[Problem]:
    from tabletop.engine.persistence import SaveError, load_session

    try:
        load_session(path)
    except SaveError as error:
        return [Problem(display_path(path), 1, str(error))]
    return []


def validate_path(path: Path, cache: dict | None = None) -> list[Problem]:
    cache = {} if cache is None else cache
    if not path.exists():
        return [Problem(display_path(path), 1, "no such file or folder")]
    if path.is_dir():
        problems: list[Problem] = []
        checked_sets: set[Path] = set()
        for child in sorted(path.rglob("*")):
            if child.suffix == ".yaml":
                if child.parent in checked_sets and _is_card_set(child):
                    continue
                if _is_card_set(child):
                    checked_sets.add(child.parent)
                problems.extend(_validate_yaml(child, cache))
            elif child.suffix in SAVE_SUFFIXES:
                problems.extend(_validate_save(child))
        return sorted(set(problems))
    if path.suffix in SAVE_SUFFIXES:
        return _validate_save(path)
    return _validate_yaml(path, cache)


def _is_card_set(path: Path) -> bool:
    try:
        head = path.read_text(encoding="utf-8")[:400]
    except (OSError, UnicodeDecodeError):
        return False
    return "kind: card-set" in head


def validate(targets: list[Path]) -> list[Problem]:
    """Problems in the given files and folders; all shipped data when none are given."""
    if not targets:
        targets = [paths.cards_dir() / game for game in GAME_IDS if (paths.cards_dir() / game).is_dir()]
    cache: dict = {}
    problems: list[Problem] = []
    for target in targets:
        problems.extend(validate_path(Path(target), cache))
    return problems
