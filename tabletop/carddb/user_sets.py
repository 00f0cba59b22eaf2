"""Card sets the user added (the cards an imported deck brings) joining a game's shipped cards.

They live in ``paths.user_cards_dir(game)``, one card-set file each, and the
game's extra kinds in its sub-folders (a user's own maps in ``battlefields/``);
they are read after the shipped cards (never cached: they are few and small). A file
with any problem (bad YAML, an id the shipped cards already use, a reference
to a card that does not exist) is left out as a whole and its problems are
kept in ``db.left_out``, so one damaged import never stops the game loading;
the start screen and the deck browser list them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.carddb.model import CardBase, CardDatabase, GameSchema
from tabletop.carddb.problems import DataError, Problem, display_path
from tabletop.carddb.schema import BuildContext

Reader = Callable[[Path, GameSchema, BuildContext], tuple[Any, list[CardBase]]]
ExtraReader = Callable[[Path, str, type, str, BuildContext], Any]


def _file_problems(db: CardDatabase, path: Path, schema: GameSchema,
                   read_card_set: Reader) -> tuple[list[Problem], list[CardBase], Any]:
    ctx = BuildContext()
    try:
        info, cards = read_card_set(path, schema, ctx)
    except DataError as error:
        return list(error.problems), [], None
    problems = list(ctx.problems)
    if info is None:
        return problems or [Problem(str(path), 1, "is not a card set")], [], None
    if info.id in db.sets:
        problems.append(Problem(info.path, 1, f"set id '{info.id}' is already used by {db.sets[info.id].path}"))
    seen: set[str] = set()
    for card in cards:
        path_text, _, line_text = card.source.rpartition(":")
        if card.id in db.cards or card.id in seen:
            problems.append(Problem(path_text, int(line_text), f"card id '{card.id}' is already used"))
        seen.add(card.id)
    for ref in ctx.references:
        if ref.card_id not in db.cards and ref.card_id not in seen:
            problems.append(ref.where.problem(f"unknown {db.game} card '{ref.card_id}'"))
    return problems, cards, info


def add_user_sets(schema: GameSchema, db: CardDatabase, folder: Path, read_card_set: Reader,
                  read_extra: ExtraReader) -> CardDatabase:
    """Add every sound card set in ``folder`` (and extra data in its sub-folders) to ``db``
    (in place; returned for chaining).

    ``read_card_set`` and ``read_extra`` are the loader's readers of one file (passed in: the
    loader imports this module).
    """
    for extra in schema.extras:
        _add_extras(db, folder / extra.folder, extra.kind, extra.schema, schema.game, read_extra)
    files = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    for path in files:
        problems, cards, info = _file_problems(db, path, schema, read_card_set)
        if problems:
            db.left_out.extend(problems)
            continue
        db.sets[info.id] = info
        db.cards.update((card.id, card) for card in cards)
    if files:
        db.__post_init__()
    return db


def _add_extras(db: CardDatabase, folder: Path, kind: str, cls: type, game: str, read_extra: ExtraReader) -> None:
    found = db.extras.setdefault(kind, {})
    for path in sorted(folder.glob("*.yaml")) if folder.is_dir() else []:
        ctx = BuildContext()
        try:
            item = read_extra(path, kind, cls, game, ctx)
        except DataError as error:
            db.left_out.extend(error.problems)
            continue
        if ctx.problems or item is None:
            db.left_out.extend(ctx.problems or [Problem(str(path), 1, f"is not a {kind}")])
            continue
        item_id = getattr(item, "id", path.stem)
        if item_id in found:
            db.left_out.append(Problem(display_path(path), 1, f"{kind} id '{item_id}' is already used"))
            continue
        found[item_id] = item
