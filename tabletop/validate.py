"""``tabletop validate``: check card sets, decks, battlefields and saves.

Each problem is a :class:`Problem` printed as ``file:line: problem``.
"""

from __future__ import annotations

from pathlib import Path

from tabletop import paths
from tabletop.carddb.decks import load_deck
from tabletop.carddb.loader import load_directory, read_extra
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.schema import BuildContext
from tabletop.carddb.yamlio import MAX_BYTES, read_text, read_yaml
from tabletop.engine.game import Game
from tabletop.engine.persistence import SaveError, load_session
from tabletop.engine.position_file import read_position
from tabletop.engine.position_script import run_script
from tabletop.fileio import UnreadableFile, read_limited
from tabletop.games import registry

SAVE_SUFFIXES = (".tabletop", ".json")


def _shipped_game(game_id: str, cache: dict[str, Game | DataError]) -> Game:
    if game_id not in cache:
        try:
            cache[game_id] = registry.load(game_id)
        except DataError as error:
            cache[game_id] = error
    found = cache[game_id]
    if isinstance(found, DataError):
        raise found
    return found


def _validate_deck(path: Path, game_id: str, cache: dict) -> list[Problem]:
    try:
        game = _shipped_game(game_id, cache)
    except DataError as error:
        return [Problem(display_path(path), 1, f"cannot check: the {game_id} card data has problems")] + error.problems
    try:
        deck = load_deck(path, game.db)
    except DataError as error:
        return error.problems
    return [Problem(display_path(path), 1, f"deck rules: {message}") for message in game.check_deck(deck)]


def _validate_yaml(path: Path, cache: dict) -> list[Problem]:
    shown = display_path(path)
    try:
        data = read_yaml(path)
    except DataError as error:
        return error.problems
    if not isinstance(data, dict):
        return [Problem(shown, 1, "expected a mapping with 'kind' and 'game' at the top")]
    kind, game_id = data.get("kind"), data.get("game")
    try:
        game = registry.game_class(game_id) if isinstance(game_id, str) else None
    except KeyError:
        game = None
    if game is None:
        return [Problem(shown, data.line_of("game"), f"unknown game {game_id!r} (known: {', '.join(registry.game_ids())})")]
    if kind == "card-set":
        try:
            db = load_directory(game.schema, path.parent)
        except DataError as error:
            return error.problems
        rules = game.deck_rules
        found = rules.library_problems(db) if rules is not None else []
        return [Problem(display_path(path.parent), 1, str(message)) for message in found]
    if kind == "deck":
        return _validate_deck(path, game.id, cache)
    if kind == "position":
        return _validate_position(path)
    for extra in game.schema.extras:
        if extra.kind == kind:
            ctx = BuildContext()
            read_extra(path, kind, extra.schema, game.id, ctx)
            return ctx.problems
    kinds = ["card-set", "deck", "position", *(e.kind for e in game.schema.extras)]
    return [Problem(shown, data.line_of("kind"), f"unknown kind {kind!r} (expected one of: {', '.join(kinds)})")]


def _validate_position(path: Path) -> list[Problem]:
    try:
        position = read_position(path, registry.load)
    except DataError as error:
        return error.problems
    return [Problem(*_split(problem)) for problem in run_script(position)]


def _split(problem: str) -> tuple[str, int, str]:
    """``file:line: message`` -> its three parts."""
    where, _, message = problem.partition(": ")
    path, _, line = where.rpartition(":")
    return path, int(line) if line.isdigit() else 1, message


def _validate_foreign(path: Path) -> list[Problem] | None:
    """A deck another program wrote that a game reads (a community JSON deck): its problems;
    None when the file is not one."""
    shown = display_path(path)
    try:
        text = read_text(path, shown)
    except DataError:
        return None
    for game_id in registry.game_ids():
        reader = registry.game_class(game_id).foreign_decks
        if reader is not None and reader.sniff(text):
            try:
                reader.read(text, shown)
            except DataError as error:
                return error.problems
            return []
    return None


def _validate_save(path: Path) -> list[Problem]:
    foreign = _validate_foreign(path) if path.suffix == ".json" else None
    if foreign is not None:
        return foreign
    try:
        load_session(path, registry.load)
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
    try:  # never a plain read: a FIFO named *.yaml would block
        head = read_limited(path, MAX_BYTES)[:400].decode("utf-8", "replace")
    except UnreadableFile:
        return False
    return "kind: card-set" in head


def validate(targets: list[Path]) -> list[Problem]:
    """Problems in the given files and folders; all shipped data when none are given."""
    if not targets:
        targets = [paths.cards_dir() / game for game in registry.game_ids() if (paths.cards_dir() / game).is_dir()]
    cache: dict = {}
    problems: list[Problem] = []
    for target in targets:
        problems.extend(validate_path(Path(target), cache))
    return problems
