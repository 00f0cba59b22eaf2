"""WCW Nitro card data: the shipped cards load and use every mechanic; bad data is refused."""

from __future__ import annotations

import re
import textwrap
import typing
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.carddb.loader import load_directory
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError, display_path
from tabletop.games.nitro.cards import (
    COLOURS,
    Colour,
    Condition,
    Corner,
    Duration,
    Effect,
    EffectKind,
    HandTiming,
    Move,
    Thunder,
    Wrestler,
)
from tabletop.games.nitro.effects import CARD_ABILITIES, DECK_ABILITIES, HAND_ABILITIES
from tabletop.games.registry import game_class

NITRO_DIR = paths.cards_dir() / "nitro"


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_directory(game_class("nitro").schema, NITRO_DIR)


def all_effects(db: CardDatabase) -> list[Effect]:
    found: list[Effect] = []
    for card in db.cards.values():
        found += getattr(card, "effects", ())
        if isinstance(card, Thunder):
            found += [*card.hand, *card.deck]
    return found


# --- the shipped cards ---------------------------------------------------


def test_every_shipped_card_loads(db: CardDatabase) -> None:
    assert len(db) == 60
    counts = {t: len(db.of_type(t)) for t in ("wrestler", "nitro", "move", "thunder", "corner")}
    assert counts == {"wrestler": 8, "nitro": 1, "move": 26, "thunder": 10, "corner": 15}
    assert set(db.sets) == {"core_wrestlers", "core_moves", "core_corner", "core_thunder"}


def test_ids_are_lower_snake_case(db: CardDatabase) -> None:
    bad = [cid for cid in db.cards if not re.fullmatch(r"[a-z][a-z0-9]*(_[a-z0-9]+)*", cid)]
    assert bad == []


def test_known_numbers(db: CardDatabase) -> None:
    sal = db.get("big_sal_moretti")
    assert isinstance(sal, Wrestler)
    assert sal.reputation == 11
    assert sal.colour == ("red", "green", "purple")
    assert sal.plus_one == ("red",)
    assert sal.damage_bonus("red") == 1 and sal.damage_bonus("green") == 0
    assert sal.stats_line() == "Wrestler · Rep 11 · red+1 / green / purple"
    press = db.get("shooting_star_press")
    assert isinstance(press, Move)
    assert (press.nitro, press.cost, press.damage, press.colour) == (4, 3, 7, "yellow")
    assert press.stats_line() == "Move · N4 A3 D7 · yellow"
    nitro = db.get("nitro")
    assert nitro.cost == 1 and nitro.stats_line() == "Nitro · A1"
    assert db.find("Silas \"The Surgeon\" Crane") is db.get("silas_crane")


def test_every_colour_is_used_by_wrestlers_and_moves(db: CardDatabase) -> None:
    assert set(typing.get_args(Colour)) == set(COLOURS)
    wrestlers = [c for c in db.of_type("wrestler") if isinstance(c, Wrestler)]
    assert {col for w in wrestlers for col in w.colour} == set(COLOURS)
    assert {col for w in wrestlers for col in w.plus_one} == set(COLOURS)
    for colour in COLOURS:
        moves = [m for m in db.of_type("move") if isinstance(m, Move) and m.colour == colour]
        assert len(moves) >= 5, colour


def test_every_mechanic_is_used(db: CardDatabase) -> None:
    effects = all_effects(db)
    assert {e.kind for e in effects} == set(typing.get_args(EffectKind))
    assert {e.duration for e in effects} == set(typing.get_args(Duration))
    assert {e.condition for e in effects} - {None} == set(typing.get_args(Condition))
    thunders = [c for c in db.of_type("thunder") if isinstance(c, Thunder)]
    assert {t.hand_timing for t in thunders} == set(typing.get_args(HandTiming))
    assert any(t.dq for t in thunders)
    assert any(t.deck_to_corner for t in thunders)
    corners = [c for c in db.of_type("corner") if isinstance(c, Corner)]
    assert any(c.unique for c in corners) and any(c.person and not c.unique for c in corners)
    assert any(not c.person for c in corners)
    assert any(isinstance(m, Move) and m.needs_distracted_referee for m in db.of_type("move"))
    assert {e.who for e in effects} == {"you", "opponent"}


def test_named_abilities_are_the_expected_ones(db: CardDatabase) -> None:
    names = set()
    for card in db.cards.values():
        for attr in ("ability", "hand_ability", "deck_ability"):
            if getattr(card, attr, None):
                names.add(getattr(card, attr))
    known = CARD_ABILITIES | set(HAND_ABILITIES) | set(DECK_ABILITIES)
    assert names == known, "every ability the cards name is one the rules know, and each is used"


def test_every_card_is_automated(db: CardDatabase) -> None:
    assert sorted(cid for cid, card in db.cards.items() if card.automation == "manual") == []


def test_automated_cards_with_text_carry_structure(db: CardDatabase) -> None:
    """Text on an automated card must be backed by effects, an ability or a flag."""
    for card in db.cards.values():
        if card.automation == "manual" or not card.text or isinstance(card, Thunder):
            continue
        if card.type == "nitro":
            continue
        flagged = isinstance(card, Move) and card.needs_distracted_referee
        assert getattr(card, "effects", ()) or getattr(card, "ability", None) or flagged, card.id
    for card in db.of_type("wrestler"):
        assert card.text, card.id


def test_effect_describe() -> None:
    effect = Effect(kind="damage_modifier", amount=-1, who="opponent", duration="while_in_play")
    assert effect.describe() == "damage_modifier -1 opponent while_in_play"
    assert Effect(kind="search", amount=1, card_type="move").describe() == "search 1 move"


# --- bad data is refused with file:line ------------------------------------

HEADER = "kind: card-set\ngame: nitro\nset: bad\nname: Bad cards\nversion: 1\ncards:\n"
FIRST_CARD_LINE = 7


def load_cards(tmp_path: Path, cards: str) -> CardDatabase:
    path = tmp_path / "bad.yaml"
    path.write_text(HEADER + textwrap.indent(textwrap.dedent(cards).strip() + "\n", "  "))
    return load_directory(game_class("nitro").schema, tmp_path)


def problems_of(tmp_path: Path, cards: str) -> list[tuple[int, str]]:
    with pytest.raises(DataError) as caught:
        load_cards(tmp_path, cards)
    for problem in caught.value.problems:
        assert problem.path.endswith("bad.yaml")
    return [(p.line, p.message) for p in caught.value.problems]


GOOD_MOVE = """
- id: jab
  type: move
  name: Jab
  nitro: 0
  cost: 1
  damage: 1
  colour: red
"""


def test_a_good_small_file_loads(tmp_path: Path) -> None:
    db = load_cards(tmp_path, GOOD_MOVE)
    assert db.get("jab").source.endswith("bad.yaml:7")


BAD_CARDS = [
    (  # two colours only
        """
        - id: w
          type: wrestler
          name: W
          reputation: 5
          colours: [{colour: red}, {colour: blue}]
        """,
        FIRST_CARD_LINE,
        "a Wrestler has exactly 3 colours, not 2",
    ),
    (
        """
        - id: w
          type: wrestler
          name: W
          reputation: 0
          colours: [{colour: red}, {colour: red, plus_one: true}, {colour: blue}]
        """,
        FIRST_CARD_LINE,
        "a Wrestler's colours must all differ",
    ),
    (
        GOOD_MOVE.replace("colour: red", "colour: orange"),
        FIRST_CARD_LINE + 6,
        "'colour' should be one of 'red', 'blue', 'green', 'yellow', 'purple', not 'orange'",
    ),
    (GOOD_MOVE.replace("  damage: 1\n", ""), FIRST_CARD_LINE, "missing field 'damage'"),
    (GOOD_MOVE.replace("cost: 1", "cost: 0"), FIRST_CARD_LINE, "'cost' (A) of a Move must be at least 1"),
    (
        GOOD_MOVE + "  defence: 2\n",
        FIRST_CARD_LINE + 7,
        "unknown field 'defence' (known fields: ability, automation, colour, cost, damage, "
        "effects, id, name, needs_distracted_referee, nitro, text, type)",
    ),
    (
        GOOD_MOVE + "  effects:\n    - {kind: damage_modifier, amount: 1, duration: while_in_play}\n",
        FIRST_CARD_LINE,
        "a Move's effect 'damage_modifier' cannot last 'while_in_play' "
        "(use instant, this_turn, next_turn)",
    ),
    (
        GOOD_MOVE + "  effects:\n    - {kind: draw}\n",
        FIRST_CARD_LINE + 8,
        "a 'draw' effect needs an 'amount' of at least 1",
    ),
    (
        GOOD_MOVE + "  effects:\n    - {kind: draw, amount: 1, colour: red}\n",
        FIRST_CARD_LINE + 8,
        "a 'draw' effect takes no 'colour'",
    ),
    (
        GOOD_MOVE + "  effects:\n    - {kind: fetch, amount: 1, who: opponent}\n",
        FIRST_CARD_LINE + 8,
        "a 'fetch' effect needs a 'card_type'",
    ),
    (
        GOOD_MOVE + "  effects:\n    - {kind: slam, amount: 1}\n",
        FIRST_CARD_LINE + 8,
        None,  # checked below: names the kind field
    ),
    (
        """
        - id: c
          type: corner
          name: C
          nitro: 0
          cost: 1
          unique: true
        """,
        FIRST_CARD_LINE,
        "only a person can be Unique: set 'person: true' or drop 'unique'",
    ),
    (
        """
        - id: c
          type: corner
          name: C
          nitro: 0
          cost: 1
          effects: [{kind: extra_colour, duration: while_in_play}]
        """,
        FIRST_CARD_LINE + 5,
        "an 'extra_colour' effect needs a 'colour'",
    ),
    (
        """
        - id: t
          type: thunder
          name: T
          deck: [{kind: draw, amount: 1}]
        """,
        FIRST_CARD_LINE,
        "a Thunder card needs a hand side: 'hand' effects or a 'hand_ability'",
    ),
    (
        """
        - id: t
          type: thunder
          name: T
          hand: [{kind: stop_damage}]
          dq: true
        """,
        FIRST_CARD_LINE,
        "a hand side played 'your_turn' cannot 'stop_damage': "
        "only a Thunder card used while taking damage can",
    ),
    (
        """
        - id: t
          type: thunder
          name: T
          hand: [{kind: draw, amount: 1}]
          deck_to_corner: true
          deck: [{kind: draw, amount: 1}]
        """,
        FIRST_CARD_LINE,
        "a corner-staying deck effect 'draw' cannot last 'instant' (use while_in_play, each_turn)",
    ),
    (
        """
        - id: n
          type: nitro
          name: N
          cost: 2
        """,
        FIRST_CARD_LINE + 3,
        "unknown field 'cost' (known fields: ability, automation, effects, id, name, text, type)",
    ),
]


@pytest.mark.parametrize(("cards", "line", "message"), BAD_CARDS)
def test_bad_cards_are_refused_with_file_and_line(
    tmp_path: Path, cards: str, line: int, message: str | None
) -> None:
    problems = problems_of(tmp_path, cards)
    if message is None:
        assert any(ln == line and msg.startswith("'kind' should be one of") for ln, msg in problems)
    else:
        assert (line, message) in problems


def test_unknown_card_type_and_duplicate_id(tmp_path: Path) -> None:
    cards = GOOD_MOVE + GOOD_MOVE + "- id: x\n  type: manager\n  name: X\n"
    problems = problems_of(tmp_path, cards)
    first = f"{display_path(tmp_path / 'bad.yaml')}:{FIRST_CARD_LINE}"
    assert (FIRST_CARD_LINE + 8, f"card id 'jab' already used at {first}") in problems
    assert (
        FIRST_CARD_LINE + 15,
        "card type 'manager' is not a nitro card type (wrestler, nitro, move, thunder, corner)",
    ) in problems

