"""No silent data: every field of the hero, card and map schemas is read by the engine,
or ``validate`` rejects a value the engine would not play (one clear ``file:line`` each)."""

from __future__ import annotations

import contextlib
import dataclasses
import os
import sys
import textwrap
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from tabletop import paths
from tabletop.carddb.loader import load_cards, load_directory
from tabletop.carddb.model import CardBase
from tabletop.carddb.problems import DataError
from tabletop.engine.game import PlayerSetup, Setup
from tabletop.engine.position_file import read_position
from tabletop.engine.position_script import run_script
from tabletop.engine.selfplay import play_random_game
from tabletop.engine.values import FrozenDict
from tabletop.games import registry
from tabletop.games.registry import game_class
from tabletop.games.unmatched import abilities, cards, combat, deck_rules, faces
from tabletop.ui.table.board_item import BoardItem

GAME = game_class("unmatched")
REFUSED = {  # fields the engine does not play: validate refuses any value but the default (cases below)
    "Hero.choose_sidekicks": ("    text: Lays snares.", "    text: Lays snares.\n    choose_sidekicks: 1", 14,
                              "choosing sidekicks"),
    "Token.ability": ("count: 2}", "count: 2, ability: boom}", 15, "token ability 'boom'"),
}
NAMES = {  # keys that only name a record among its siblings: validate refuses a key used twice
    "SetupChoice.key": ("    text: Lays snares.", "    text: Lays snares.\n    forms: [{key: a, name: A}, {key: b, name: B}]\n"
                        "    form_change: chosen_at_setup\n    setup_choices: [{key: s, prompt: A or B?, options: [a, b], "
                        "when: after_placement, sets: form}, {key: s, prompt: Again?, options: [a, b], "
                        "when: after_placement, sets: form}]", 7, "setup choice key 's' is used twice"),
    "Spell.key": ("    text: Lays snares.", "    text: Lays snares.\n    cauldron: true\n    spells: [" + ", ".join(
        f"{{key: s, name: {name}, text: T, snake: 1, effects: [{{when: spell, do: draw, amount: 1, target: you}}]}}"
        for name in ("S", "T")) + "]", 7, "spell key 's' is used twice"),
}


def schema_classes() -> list[type]:
    """Every dataclass the game's data files are built into, found by walking the schema's field types."""
    found: list[type] = []

    def walk(hint: object) -> None:
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            if hint not in found:
                found.append(hint)
                for field_hint in typing.get_type_hints(hint).values():
                    walk(field_hint)
            return
        for arg in typing.get_args(hint):
            walk(arg)

    for root in (*GAME.schema.card_types.values(), *(extra.schema for extra in GAME.schema.extras)):
        walk(root)
    return found


@contextlib.contextmanager
def reads(classes: list[type]) -> Iterator[set[str]]:
    """Record ``Class.field`` each time a field of these classes is read, except by their own checks
    (``problems``), the loader and dataclass machinery (equality, hashing, copies)."""
    seen: set[str] = set()

    def watch(cls: type) -> None:
        fields = {f.name for f in dataclasses.fields(cls)}

        def getter(self: object, name: str) -> object:
            if name in fields and name not in seen_names[cls]:
                code = sys._getframe(1).f_code
                if code.co_name not in SKIPPED_CALLERS and not any(part in code.co_filename for part in SKIPPED_FILES):
                    seen_names[cls].add(name)
                    seen.add(f"{cls.__name__}.{name}")
            return object.__getattribute__(self, name)

        cls.__getattribute__ = getter  # type: ignore[method-assign]

    seen_names: dict[type, set[str]] = {cls: set() for cls in classes}
    for cls in classes:
        watch(cls)
    try:
        yield seen
    finally:
        for cls in classes:
            del cls.__getattribute__


SKIPPED_CALLERS = {"problems", "_form_problems", "__eq__", "__hash__", "__repr__", "__reduce_ex__", "__getstate__"}
SKIPPED_FILES = (f"{os.sep}carddb{os.sep}", f"{os.sep}dataclasses.py", f"{os.sep}copy.py")


def test_every_schema_field_is_read_in_play_or_refused_by_validate(qapp) -> None:  # noqa: ANN001
    """Play a game with every deck (each on a map in turn) and two 2v2 games, every shipped position,
    draw every card face and every map, check every shipped deck: a field nobody reads is silent data."""
    game = GAME(load_cards(GAME.schema))
    classes = schema_classes()
    decks = game.shipped_decks()
    maps = sorted(game.db.extras["battlefield"])
    with reads(classes) as seen:
        for index, deck in enumerate(decks):
            rival = decks[(index + 1) % len(decks)]
            setup = Setup("unmatched", (PlayerSetup("Ann", deck), PlayerSetup("Bob", rival)), index,
                          FrozenDict({"battlefield": maps[index % len(maps)], "first_player": "random"}))
            play_random_game(game, index, setup=setup)
            assert deck_rules.check_deck(deck, game.db) == []
        for seed in (1, 2):
            play_random_game(game, seed, variant="2v2", players=4)
        for path in sorted((paths.cards_dir() / "unmatched" / "positions").glob("*.yaml")):
            assert run_script(read_position(path, registry.load)) == []
        for card in game.db.cards.values():
            faces.face(card, game.db)
        image = QImage(800, 600, QImage.Format.Format_RGB32)
        for field in game.db.extras["battlefield"].values():  # the table draws each map
            painter = QPainter(image)
            BoardItem(field, QRectF(0, 0, 800, 600)).paint(painter, QStyleOptionGraphicsItem())
            painter.end()
    generic = {f.name for f in dataclasses.fields(CardBase)}
    unread = {f"{cls.__name__}.{f.name}" for cls in classes for f in dataclasses.fields(cls)
              if f.name not in generic and f.name not in READ_THROUGH} - seen
    assert unread <= set(REFUSED) | set(NAMES), sorted(unread - set(REFUSED) - set(NAMES))


READ_THROUGH = {"immediately", "during_combat", "after_combat"}  # ActionCard.timed_texts() reads them by name


def test_named_effects_and_abilities_match_the_engine() -> None:
    assert set(cards.CARD_EFFECT_NAMES) == set(abilities.CARD_EFFECTS)
    assert combat.ATTACK_BOOST_ABILITIES <= set(cards.HERO_ABILITIES)


HERO = """\
kind: card-set
game: unmatched
set: tiny
name: Tiny
version: 1
cards:
  - id: tiny_hero
    type: hero
    name: Tiny Hero
    health: 10
    move: 2
    attack: melee
    text: Lays snares.
    tokens:
      - {key: snare, name: Snare, count: 2}
    sidekicks:
      - {key: imp, name: Imp, health: 1, attack: melee}
  - id: tiny_card
    type: attack
    name: Tiny Card
    hero: tiny_hero
    value: 2
"""


def _load(tmp_path: Path, text: str) -> list[str]:
    (tmp_path / "tiny.yaml").write_text(textwrap.dedent(text), encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("unmatched").schema, tmp_path)
    return [str(p) for p in error.value.problems]


def test_the_small_hero_loads(tmp_path: Path) -> None:
    (tmp_path / "tiny.yaml").write_text(HERO, encoding="utf-8")
    assert "tiny_hero" in load_directory(game_class("unmatched").schema, tmp_path).cards


@pytest.mark.parametrize(("old", "new", "line", "words"), [
    *REFUSED.values(), *NAMES.values(),
    ("    text: Lays snares.", "    text: Lays snares.\n    ability: do_a_barrel_roll", 14, "unknown hero ability"),
    ("    text: Lays snares.", "    text: Lays snares.\n    size: small", 14, "a small hero"),
    ("count: 2}", "count: 2, placed_at_setup: 3}", 15, "placed_at_setup should be 0 to count"),
    ("count: 2}", "count: 2, on: path}", 15, "read as true"),
    ("    value: 2", "    value: 2\n    effect: not_a_thing", 23, "unknown named effect 'not_a_thing'"),
    ("    text: Lays snares.", "    text: Lays snares.\n    forms: [{key: a, name: A, start: true}, {key: b, name: B}]\n"
     "    form_change: cycle_at_end_of_turn", 15, "form_change cycle_at_end_of_turn"),
    ("    text: Lays snares.", "    text: Lays snares.\n    setup_choices: [{key: gear, prompt: Gear?, options: [x]}]",
     14, "setup choice 'gear'"),
])
def test_data_the_engine_would_ignore_is_rejected_with_its_line(tmp_path: Path, old: str, new: str, line: int,
                                                                 words: str) -> None:
    assert old in HERO
    problems = _load(tmp_path, HERO.replace(old, new, 1))
    assert any(f"tiny.yaml:{line}:" in p and words in p for p in problems), problems


def test_sidekicks_that_join_later_need_a_card_that_summons_them(tmp_path: Path) -> None:
    (tmp_path / "tiny.yaml").write_text(HERO.replace("attack: melee}", "attack: melee, on_board_at_start: false}"),
                                        encoding="utf-8")
    db = load_directory(game_class("unmatched").schema, tmp_path)
    assert "Tiny Hero's Imp join later, but no card of Tiny Hero summons them." in deck_rules.library_problems(db)
