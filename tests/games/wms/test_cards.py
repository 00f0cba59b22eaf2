"""WMS card data: the shipped cards load, cover the rules, and bad data is refused at its line."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from tabletop import paths
from tabletop.carddb.loader import load_directory
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError
from tabletop.games.registry import game_class
from tabletop.games.wms.card_keywords import (
    KEYWORDS,
    Keyword,
    KeywordError,
    all_keyword_names,
    parse_keyword,
    parse_squad,
)
from tabletop.games.wms.cards import Command, Equipment, Power, Special, Token, Unit

CARDS = paths.cards_dir() / "wms"


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_directory(game_class("wms").schema, CARDS)


def test_every_shipped_card_loads(db: CardDatabase) -> None:
    written = []
    for path in sorted(CARDS.glob("*.yaml")):
        written += [card["id"] for card in yaml.safe_load(path.read_text(encoding="utf-8"))["cards"]]
    assert sorted(db.cards) == sorted(written)
    assert len(db) == 72
    assert set(db.sets) == {"marines", "evil_marines"}


def test_cards_named_by_the_rulebook_exist(db: CardDatabase) -> None:
    for name, card_type in [
        ("Chosen Marine", "unit"),
        ("Captain", "unit"),
        ("Evil Marine", "unit"),
        ("Power Axe", "equipment"),
        ("Stern Veteran", "unit"),
        ("Hellish Brute", "unit"),
        ("Razortank", "unit"),
        ("Technomarine", "unit"),
        ("Lord of Terror", "command"),
    ]:
        card = db.find(name)
        assert card is not None and card.name == name and card.type == card_type


def test_every_keyword_and_card_kind_is_used(db: CardDatabase) -> None:
    printed: set[str] = set()
    squads: set[str] = set()
    for card in db.cards.values():
        if isinstance(card, Unit | Token):
            printed |= card.keyword_names()
            squad = card.keyword_param("Squad")
            if squad:
                squads.add(squad)
    assert printed == set(all_keyword_names())
    assert {"1V+1H", "2L", "1C/1M"} <= squads
    kinds = {card.kind for card in db.of_type("command") if isinstance(card, Command)}
    assert kinds == {"immediate", "lingering"}
    assert {type(card) for card in db.cards.values()} == {Unit, Token, Equipment, Power, Command, Special}
    assert {card.race for card in db.cards.values()} == {"marines", "evil_marines"}
    tokens = [card for card in db.cards.values() if isinstance(card, Token)]
    assert {card.swarm for card in tokens} == {True, False}
    assert any(isinstance(c, Equipment) and c.restriction.any_of for c in db.cards.values())
    assert any(isinstance(c, Power) and c.restriction.any_of for c in db.cards.values())


def test_manual_cards_are_a_small_minority(db: CardDatabase) -> None:
    manual = [card.id for card in db.cards.values() if card.automation == "manual"]
    assert manual == []  # the rules automate every shipped card (abilities.py)


def test_brought_tokens_are_token_cards(db: CardDatabase) -> None:
    units = [c for c in db.cards.values() if isinstance(c, Unit) and c.brings is not None]
    assert units
    for unit in units:
        assert isinstance(db.get(unit.brings.token), Token)


def test_icons_are_derived_from_keywords(db: CardDatabase) -> None:
    assert db.get("captain").icons == ("commander",)
    assert db.get("dreadnought").icons == ("reserves",)
    assert db.get("cult_rabble").icons == ("token",)
    assert db.get("marine").icons == ()


# --- the rulebook's worked example ---------------------------------------------------------


def _keywords(squad: list[tuple[str, ...]], db: CardDatabase, effects: list) -> set[str]:
    names: set[str] = set()
    for ids in squad:
        for card_id in ids:
            names |= db.get(card_id).keyword_names()
    for effect in effects:
        if set(effect.only) <= names:
            names |= {parse_keyword(k).name for k in effect.gain}
    return names


def _value(db, style, squad, own_effects, opposing=None, opposing_effects=()):
    """A squad's combat value as the rules describe it (enough for the worked example)."""
    total = 0
    for unit_id, *equipment in squad:
        total += getattr(db.get(unit_id), style) + sum(getattr(db.get(e), style) for e in equipment)
    mine = _keywords(squad, db, own_effects)
    for effect in own_effects:
        if effect.to == "yours" and set(effect.only) <= mine:
            total += getattr(effect, style)
    if opposing:
        theirs = _keywords(opposing, db, list(opposing_effects))
        if "Fear" in theirs and "Fearless" not in mine:
            total -= 1
        if "Fly" in theirs and not mine & {"Fly", "AA"}:
            total -= 1
        if (style == "cc" and "Enfeeble" in theirs) or (style == "rc" and "Stealth" in theirs):
            total -= 1
        if style == "rc" and "Sniper" in mine and "Character" in theirs:
            total += 1
    return max(total, 0)


def test_worked_example_comes_out_exactly(db: CardDatabase) -> None:
    evil = list(db.get("lord_of_terror").effects) + list(db.get("dark_herald").command_ability.effects)
    good = list(db.get("captain").command_ability.effects)
    chosen, captain = [("chosen_marine",)], [("captain",)]
    evil_marine, veteran = [("evil_marine", "power_axe")], [("stern_veteran",)]
    brute, razortank = [("hellish_brute",)], [("razortank",), ("technomarine",)]
    assert _value(db, "cc", chosen, evil) == 4
    assert _value(db, "cc", captain, good, chosen, evil) == 5
    assert _value(db, "cc", evil_marine, evil, captain, good) == 7
    assert db.get("stern_veteran").turns_tide
    assert _value(db, "rc", evil_marine, evil, veteran, good) == 4
    assert _value(db, "rc", veteran, good, evil_marine, evil) == 5
    assert _value(db, "rc", brute, evil, veteran, good) == 7
    assert _value(db, "rc", veteran, good, brute, evil) == 5  # Fearless shrugs off the Brute's Fear
    assert parse_squad(db.get("razortank").keyword_param("Squad")) == (((1, "Character"),),)
    assert "Character" in db.get("technomarine").keyword_names()
    assert _value(db, "rc", razortank, good, brute, evil) == 11


# --- keyword parsing -----------------------------------------------------------------------


@pytest.mark.parametrize("name", [n for n in KEYWORDS if n not in ("Psych", "Squad")])
def test_plain_keywords_parse(name: str) -> None:
    assert parse_keyword(name) == Keyword(name)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Psych(1)", Keyword("Psych", "1")),
        ("Psych(12)", Keyword("Psych", "12")),
        ("Squad(2L)", Keyword("Squad", "2L")),
        ("Squad(1V+1H)", Keyword("Squad", "1V+1H")),
        ("Squad(1C/1M)", Keyword("Squad", "1C/1M")),
        ("Squad(1C/1M/1D)", Keyword("Squad", "1C/1M/1D")),
        ("Possession", Keyword("Possession")),
    ],
)
def test_keywords_with_parameters_parse(text: str, expected: Keyword) -> None:
    assert parse_keyword(text) == expected
    assert str(expected) == text


def test_squad_specs_parse_into_alternatives() -> None:
    assert parse_squad("1V+1H") == (((1, "Vehicle"), (1, "Heavy")),)
    assert parse_squad("2L") == (((2, "Light"),),)
    assert parse_squad("1C/1M") == (((1, "Character"),), ((1, "Monster"),))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("fly", "write 'Fly', not 'fly'"),
        ("Flying", "'Flying' is not a WMS keyword"),
        ("Guard*", "write 'Guard' without '*'"),
        ("Fear*", "'Fear' has no '*'"),
        (" Fly", "remove the spaces around 'Fly'"),
        ("Psych (2)", "write 'Psych(2)' without a space before '('"),
        ("Psych", "'Psych' needs a parameter, e.g. Psych(2)"),
        ("Squad", "'Squad' needs a parameter, e.g. Squad(2L)"),
        ("Psych(0)", "Psych needs a whole number of Power Points of at least 1, not '0'"),
        ("Psych(two)", "not 'two'"),
        ("Fly(2)", "'Fly' takes no parameter"),
        ("Squad()", "Squad needs its members"),
        ("Squad(L)", "'L' in Squad(L) should be a count and a class letter, like 2L"),
        ("Squad(2X)", "'X' in Squad(2X) is not a class letter"),
        ("Squad(1V+1H/2L)", "mixes '+' and '/'"),
        ("Squad(1L+1L)", "names 'L' twice"),
        ("Squad(1V + 1H)", "should be a count and a class letter"),
        ("Fly, Fear", "is not a keyword; write Name or Name(parameter)"),
        ("", "a keyword should be text"),
    ],
)
def test_bad_keywords_are_rejected(text: str, message: str) -> None:
    with pytest.raises(KeywordError) as error:
        parse_keyword(text)
    assert message in str(error.value)


def test_race_keyword_belongs_to_its_race() -> None:
    assert parse_keyword("Possession", "evil_marines") == Keyword("Possession")
    with pytest.raises(KeywordError, match="keyword of the evil_marines race only"):
        parse_keyword("Possession", "marines")


def test_bad_keyword_in_a_file_is_reported_at_the_card(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text(
        "kind: card-set\ngame: wms\nset: bad\nname: Bad\nversion: 1\ncards:\n"
        "  - id: good_unit\n    type: unit\n    name: Good\n    race: marines\n    cc: 1\n    rc: 1\n"
        "  - id: bad_unit\n    type: unit\n    name: Bad\n    race: marines\n    cc: 1\n    rc: 1\n"
        "    keywords: [Character, Squad(1V+1H/2L)]\n",
        encoding="utf-8",
    )
    with pytest.raises(DataError) as error:
        load_directory(game_class("wms").schema, tmp_path)
    [problem] = error.value.problems
    assert problem.path.endswith("bad.yaml") and problem.line == 13
    assert problem.message == "keyword 'Squad(1V+1H/2L)': Squad(1V+1H/2L) mixes '+' and '/'; use one or the other"


# --- bad data is refused at file:line --------------------------------------------------------

HEADER = "kind: card-set\ngame: wms\nset: bad\nname: Bad\nversion: 1\ncards:\n"
UNIT = "  - id: x\n    type: unit\n    name: X\n    race: marines\n    cc: 1\n    rc: 1\n"  # lines 7-12
COMMAND = "  - id: x\n    type: command\n    name: X\n    race: marines\n"  # lines 7-10


def _problems(tmp_path: Path, cards: str) -> list[str]:
    (tmp_path / "bad.yaml").write_text(HEADER + cards, encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("wms").schema, tmp_path)
    return [f"{Path(p.path).name}:{p.line}: {p.message}" for p in error.value.problems]


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (UNIT + "    icons: [commander]\n", "bad.yaml:13: unknown field 'icons'"),
        (UNIT.replace("    cc: 1\n", ""), "bad.yaml:7: missing field 'cc'"),
        (UNIT.replace("cc: 1", "cc: five"), "bad.yaml:11: 'cc' should be a whole number, not 'five'"),
        (UNIT.replace("cc: 1", "cc: -2"), "bad.yaml:7: 'cc' should be 0 or more"),
        (UNIT.replace("race: marines", "race: orks"), "bad.yaml:10: 'race' should be one of 'marines', 'evil_marines'"),
        (UNIT.replace("id: x", "id: BadId"), "bad.yaml:7: card id 'BadId' should be lower_snake_case"),
        (UNIT.replace("type: unit", "type: vehicle"), "bad.yaml:7: card type 'vehicle' is not a wms card type"),
        (UNIT + "    keywords: [fly]\n", "bad.yaml:7: keyword 'fly': write 'Fly', not 'fly'"),
        (UNIT + "    keywords: [Guard*]\n", "bad.yaml:7: keyword 'Guard*': write 'Guard' without '*'"),
        (UNIT + "    keywords: [Psych]\n", "bad.yaml:7: keyword 'Psych': 'Psych' needs a parameter"),
        (UNIT + "    keywords: [Fly, Fly]\n", "bad.yaml:7: keyword 'Fly' is listed twice"),
        (UNIT + "    keywords: [Possession]\n", "bad.yaml:7: keyword 'Possession': 'Possession' is a keyword of the evil_marines race only"),
        (UNIT + "    keywords: [Common, Unique]\n", "bad.yaml:7: a card cannot be both Common and Unique"),
        (UNIT + "    keywords: [Commander]\n", "bad.yaml:7: a unit with the Commander keyword needs a command_ability"),
        (
            UNIT + "    command_ability: {ability: rally}\n",
            "bad.yaml:7: only a unit with the Commander keyword may have a command_ability",
        ),
        (
            UNIT + "    keywords: [Commander]\n    command_ability:\n      effects: [{to: this, cc: 1}]\n",
            "bad.yaml:15: a Command Ability cannot affect 'this' card",
        ),
        (UNIT + "    effects:\n      - {to: this}\n", "bad.yaml:14: an effect should change cc, rc or keywords"),
        (UNIT + "    effects:\n      - {gain: [Unique]}\n", "bad.yaml:14: an effect cannot grant 'Unique'"),
        (UNIT + "    effects:\n      - {to: everyone, cc: 1}\n", "bad.yaml:14: 'to' should be one of 'this', 'yours', 'opposing'"),
        (UNIT + "    ability: Do Thing\n", "bad.yaml:7: ability 'Do Thing' should be a lower_snake_case function name"),
        (UNIT + "    brings: {token: nope}\n", "bad.yaml:13: unknown wms card 'nope'"),
        (UNIT + "    brings: {token: x, count: 0}\n", "bad.yaml:13: 'brings' needs a count of at least 1"),
        (
            UNIT.replace("unit", "token") + "    keywords: [Swarm]\n",
            "bad.yaml:7: a Token card cannot have 'Swarm'",
        ),
        (COMMAND + "    kind: sometimes\n", "bad.yaml:11: 'kind' should be one of 'immediate', 'lingering'"),
        (COMMAND + "    kind: immediate\n", "bad.yaml:7: this command card does nothing"),
        (
            COMMAND + "    kind: immediate\n    effects: [{to: yours, cc: 1}]\n",
            "bad.yaml:7: an immediate command card happens once",
        ),
        (COMMAND + "    kind: lingering\n    draw: 2\n", "bad.yaml:7: draw: only an immediate command card can do that"),
        (
            COMMAND + "    kind: lingering\n    effects: [{to: this, cc: 1}]\n",
            "bad.yaml:7: a command card's effects go to 'yours' or 'opposing' units, not 'this'",
        ),
        (
            "  - {id: x, type: equipment, name: X, race: marines}\n",
            "bad.yaml:7: this equipment does nothing",
        ),
        (
            "  - {id: x, type: equipment, name: X, race: marines, keywords: [Commander]}\n",
            "bad.yaml:7: a unit cannot gain 'Commander' from equipment cards",
        ),
        (
            "  - id: x\n    type: power\n    name: X\n    race: marines\n    rc: 1\n"
            "    restriction: {any_of: [Wings]}\n",
            "bad.yaml:12: restriction keyword 'Wings': 'Wings' is not a WMS keyword",
        ),
        (
            "  - {id: x, type: special, name: X, race: marines, keyword: Fly}\n",
            "bad.yaml:7: 'Fly' is a universal keyword; special cards explain race keywords",
        ),
    ],
)
def test_bad_card_data_is_reported_at_its_line(tmp_path: Path, cards: str, expected: str) -> None:
    problems = _problems(tmp_path, cards)
    assert any(p.startswith(expected) for p in problems), problems


def test_duplicate_card_id_is_reported(tmp_path: Path) -> None:
    problems = _problems(tmp_path, UNIT + UNIT)
    assert problems == ["bad.yaml:13: card id 'x' already used at " + str(tmp_path / "bad.yaml") + ":7"]


def test_restrictions_say_which_units_may_carry_a_card(db: CardDatabase) -> None:
    jump_pack, warp_jets, blade = db.get("jump_pack"), db.get("warp_jets"), db.get("daemon_blade")
    assert jump_pack.restriction.allows(db.get("assault_marine").keyword_names())
    assert not jump_pack.restriction.allows(db.get("terminator").keyword_names())
    assert warp_jets.restriction.allows(db.get("hellish_brute").keyword_names())
    assert not blade.restriction.allows(db.get("hellwing").keyword_names())
