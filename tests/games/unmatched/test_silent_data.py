"""No silent data: every field of the hero, card and map schemas is read by the engine,
or ``validate`` rejects a value the engine would not play (one clear ``file:line`` each)."""

from __future__ import annotations

import dataclasses
import re
import textwrap
from pathlib import Path

import pytest

from tabletop.carddb.loader import load_directory
from tabletop.carddb.model import CardBase
from tabletop.carddb.problems import DataError
from tabletop.games.registry import game_class
from tabletop.games.unmatched import (
    abilities,
    battlefield_data,
    card_parts,
    cards,
    combat,
    deck_rules,
    item_data,
)

GAME_DIR = Path(cards.__file__).parent
SCHEMA_CLASSES = (
    cards.Hero, cards.ActionCard, cards.Fighter, cards.Token, cards.Effect, cards.Modifier, cards.Form,
    cards.SetupChoice, cards.Spell, card_parts.Counter, battlefield_data.Battlefield, battlefield_data.Space, battlefield_data.Path,
    battlefield_data.Zone, battlefield_data.HighGround, battlefield_data.Door, battlefield_data.Belt,
    item_data.ItemSet, item_data.ItemToken, item_data.ItemEffect,
)
READ_THROUGH = {"immediately", "during_combat", "after_combat"}  # ActionCard.timed_texts()
REJECTED_WHEN_SET: set[str] = set()  # fields validate refuses whatever their value


def _source() -> str:
    """The code that plays and draws the game (the schema's own definitions left out)."""
    package = GAME_DIR.parents[1]
    return "".join(p.read_text(encoding="utf-8") for p in package.rglob("*.py") if p != GAME_DIR / "cards.py")


def test_every_schema_field_is_read_somewhere_or_rejected() -> None:
    source = _source()
    generic = {f.name for f in dataclasses.fields(CardBase)}
    unread = [f"{cls.__name__}.{f.name}" for cls in SCHEMA_CLASSES for f in dataclasses.fields(cls)
              if f.name not in generic | READ_THROUGH | REJECTED_WHEN_SET
              and not re.search(r"\." + f.name + r"\b", source)]
    assert unread == []


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
    ("    text: Lays snares.", "    text: Lays snares.\n    ability: do_a_barrel_roll", 14, "unknown hero ability"),
    ("    text: Lays snares.", "    text: Lays snares.\n    choose_sidekicks: 1", 14, "choosing sidekicks"),
    ("    text: Lays snares.", "    text: Lays snares.\n    size: small", 14, "a small hero"),
    ("count: 2}", "count: 2, placed_at_setup: 3}", 15, "placed_at_setup should be 0 to count"),
    ("count: 2}", "count: 2, ability: boom}", 15, "token ability 'boom'"),
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
