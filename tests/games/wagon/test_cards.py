"""W.A.G.O.N. card data: the shipped cards load and carry the rulebook's facts;
bad card data is rejected with file:line problems."""

from __future__ import annotations

import re
import textwrap
from pathlib import Path
from typing import get_args

import pytest

from tabletop.carddb.loader import load_cards, load_directory
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError
from tabletop.games.registry import game_class
from tabletop.games.wagon.cards import (
    Attribute,
    BoostNeed,
    Character,
    CountKind,
    Filter,
    Genre,
    PlotDevice,
)


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_cards(game_class("wagon").schema, use_cache=False)


def test_every_shipped_card_loads(db: CardDatabase) -> None:
    assert len(db) == 47
    assert set(db.sets) == {"rulebook", "basics", "tabletop_characters", "tabletop_plot_devices"}
    for card in db.cards.values():
        assert re.fullmatch(r"[a-z][a-z0-9_]*", card.id), card.id
        assert card.source.rpartition(":")[2].isdigit()


def test_rulebook_cards_keep_their_facts(db: CardDatabase) -> None:
    manda = db.find("Manda the Song Mage")
    assert isinstance(manda, Character) and manda.cost == 2
    grog = db.find("Barbarian Grog")
    assert isinstance(grog, PlotDevice) and "alcohol" in grog.attributes
    bill, viveka = db.get("bill"), db.get("viveka")
    assert isinstance(bill, Character) and isinstance(viveka, Character)
    assert (bill.offense, bill.defense, bill.special) == (5, 3, "Drunken Master")
    assert viveka.offense == 5
    assert [e.kind for e in viveka.effects] == ["survive_ties"]
    assert viveka.effects[0].while_position == "offense"
    job = db.get("get_a_job")
    assert isinstance(job, PlotDevice) and job.ability == "get_a_job" and job.timing == "upkeep"
    bridge = db.get("crossing_the_bridge")
    assert isinstance(bridge, PlotDevice) and bridge.effects[0].kind == "take_control"


def test_boosted_characters_name_their_requirements(db: CardDatabase) -> None:
    mech, ninja = db.get("battle_mech"), db.get("ninja_guy_den")
    assert isinstance(mech, Character) and isinstance(ninja, Character)
    assert mech.boosted and ninja.boosted and not db.get("burk").boosted
    assert mech.boost[0].matches(db.get("burk"))
    assert not mech.boost[0].matches(db.get("some_guy"))
    assert ninja.boost[0].matches(db.get("some_guy"))
    colossus = db.get("bone_colossus")
    assert isinstance(colossus, Character)
    assert (colossus.boost[0].count, colossus.boost[0].attribute) == (3, "undead")
    assert colossus.boost[0].matches(db.get("cursed_bone_charm"))  # a Plot Device counts too


def test_any_burk_will_do() -> None:
    """A name requirement accepts any subtitle, but not a longer name."""
    need = BoostNeed(name="Burk")
    names = {"Burk": True, "Burk the Kramonian Captain": True, "Burk of the Funk": True,
             "Burkhart": False, "Captain Burk": False}
    for name, expected in names.items():
        card = Character(id="x", name=name, type="character", genre="shooter", offense=1, defense=1)
        assert need.matches(card) is expected, name


def test_every_boost_name_is_met_by_some_card(db: CardDatabase) -> None:
    for card in db.of_type("character"):
        for need in card.boost:
            matches = [c for c in db.cards.values() if c.id != card.id and need.matches(c)]
            assert len(matches) >= min(need.count, 1), (card.id, need)


def test_every_genre_attribute_and_effect_count_is_used(db: CardDatabase) -> None:
    characters = [c for c in db.cards.values() if isinstance(c, Character)]
    devices = [c for c in db.cards.values() if isinstance(c, PlotDevice)]
    assert {c.genre for c in characters} == set(get_args(Genre))
    used = {a for c in db.cards.values() for a in getattr(c, "attributes", ())}
    assert used == set(get_args(Attribute))
    assert {d.count_kind for d in devices} == set(get_args(CountKind))
    assert db.of_type("bandwidth")


def test_every_card_text_is_automated(db: CardDatabase) -> None:
    manual = [c.id for c in db.cards.values() if c.automation == "manual"]
    assert manual == []


def test_bill_drinks_to_six_with_barbarian_grog(db: CardDatabase) -> None:
    """The rulebook's example: Barbarian Grog in play takes Bill from 5 to 6 OFF."""
    bill = db.get("bill")
    assert isinstance(bill, Character)
    in_play = [bill, db.get("viveka"), db.get("barbarian_grog")]
    bonus = sum(
        effect.amount * sum(1 for c in in_play if effect.per and effect.per.matches_card(c))
        for effect in bill.effects if effect.kind == "modify" and effect.stat == "offense"
    )
    assert bill.offense + bonus == 6
    assert db.get("viveka").offense == 5


def test_filter_matches_card_definitions(db: CardDatabase) -> None:
    assert Filter(attributes=("light",)).matches_card(db.get("sun_paladin"))
    assert not Filter(without=("flying",)).matches_card(db.get("glow_moth"))
    assert not Filter().matches_card(db.get("fireball"))  # characters by default
    assert Filter(card_type="any", attributes=("fire",)).matches_card(db.get("fireball"))


# --- bad data is rejected with file:line -------------------------------------

HEADER = "kind: card-set\ngame: wagon\nset: bad\nname: Bad\nversion: 1\ncards:\n"
SOME_GUY = """\
  - id: some_guy
    type: character
    name: Some Guy
    genre: geek
    offense: 1
    defense: 2
"""


def problems_of(tmp_path: Path, cards: str, name: str = "bad.yaml") -> tuple[str, list[str]]:
    path = tmp_path / name
    path.write_text(HEADER + textwrap.dedent(cards), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_directory(game_class("wagon").schema, tmp_path)
    return str(path), [str(p) for p in caught.value.problems]


def character(extra: str = "", **fields: str) -> str:
    base = {"id": "hero", "type": "character", "name": "Hero", "genre": "fighter",
            "offense": "3", "defense": "2", **fields}
    lines = [f"  - {k}: {v}" if i == 0 else f"    {k}: {v}" for i, (k, v) in enumerate(base.items())]
    return "\n".join(lines) + "\n" + extra


def test_good_minimal_file_loads(tmp_path: Path) -> None:
    (tmp_path / "ok.yaml").write_text(HEADER + SOME_GUY, encoding="utf-8")
    db = load_directory(game_class("wagon").schema, tmp_path)
    assert db.get("some_guy").cost == 0


def test_unknown_field_and_attribute(tmp_path: Path) -> None:
    path, found = problems_of(tmp_path, character("    colour: red\n", attributes="[humanoid, ice]"))
    assert any(p.startswith(f"{path}:14: unknown field 'colour'") for p in found), found
    assert any(p.startswith(f"{path}:13: 'attributes[2]' should be one of 'humanoid'") for p in found)


def test_missing_points_and_bad_cost(tmp_path: Path) -> None:
    text = "  - id: hero\n    type: character\n    name: Hero\n    genre: geek\n    offense: 1\n    cost: 6\n"
    path, found = problems_of(tmp_path, text)
    assert f"{path}:7: missing field 'defense'" in found


def test_cost_above_five_circles(tmp_path: Path) -> None:
    path, found = problems_of(tmp_path, character(cost="6"))
    assert found == [f"{path}:7: 'cost' should be 0 to 5 Bandwidth, not 6"]


def test_unknown_genre(tmp_path: Path) -> None:
    path, found = problems_of(tmp_path, character(genre="wizard"))
    assert found[0].startswith(f"{path}:10: 'genre' should be one of 'fighter'")


def test_boost_needs_something_and_known_cards(tmp_path: Path) -> None:
    extra = "    boost:\n      - count: 2\n      - card: nobody\n"
    path, found = problems_of(tmp_path, character(extra))
    assert f"{path}:14: a boost requirement needs a 'name', 'card', 'attribute' or 'genre'" in found
    path, found = problems_of(tmp_path, character("    boost:\n      - card: nobody\n"))
    assert found == [f"{path}:14: unknown wagon card 'nobody'"]


def test_effect_count_must_be_a_known_kind(tmp_path: Path) -> None:
    device = """\
      - id: gadget
        type: plot_device
        name: Gadget
        effect_count: {count}
        effects:
          - kind: draw
            amount: 1
        timing: play
    """
    path, found = problems_of(tmp_path, device.format(count="forever"))
    assert found[0].startswith(f"{path}:10: 'effect_count' should be a whole number or one of 'instant'")
    path, found = problems_of(tmp_path, device.format(count="0"))
    assert found == [f"{path}:7: a numbered effect count should be 1 or more, not 0"]


def test_effect_checks(tmp_path: Path) -> None:
    extra = "    special: Boom\n    effects:\n      - kind: modify\n        amount: 2\n"
    path, found = problems_of(tmp_path, character(extra))
    assert found == [f"{path}:15: a 'modify' effect needs a 'stat' and a non-zero 'amount'"]


def test_unquoted_off_is_caught(tmp_path: Path) -> None:
    """YAML reads a bare 'off' as false, so stats are spelled 'offense'/'defense'."""
    extra = "    special: Boom\n    effects:\n      - kind: modify\n        stat: off\n        amount: 1\n"
    path, found = problems_of(tmp_path, character(extra))
    assert found == [f"{path}:16: 'stat' should be one of 'offense', 'defense', 'both', not False"]


def test_response_needs_a_trigger(tmp_path: Path) -> None:
    extra = "    special: Dodge\n    timing: response\n    effects:\n      - kind: return_to_hand\n"
    path, found = problems_of(tmp_path, character(extra))
    assert found == [f"{path}:7: a 'trigger' is needed by, and only by, 'response' timing"]


def test_equipment_effects_target_the_equipped_character(tmp_path: Path) -> None:
    device = """\
      - id: sword
        type: plot_device
        name: Sword
        effect_count: equipment
        effects:
          - kind: modify
            stat: offense
            amount: 2
    """
    path, found = problems_of(tmp_path, device)
    assert found == [f"{path}:7: equipment effects target 'equipped', and only equipment does"]


def test_plot_device_without_effect_must_be_manual(tmp_path: Path) -> None:
    device = "  - id: blank\n    type: plot_device\n    name: Blank\n    effect_count: 2\n"
    path, found = problems_of(tmp_path, device)
    assert found == [f"{path}:7: a Plot Device needs effects, an ability, or 'automation: manual'"]


def test_duplicate_ids_across_files(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(HEADER.replace("set: bad", "set: a") + SOME_GUY, encoding="utf-8")
    path, found = problems_of(tmp_path, SOME_GUY, name="b.yaml")
    assert found == [f"{path}:7: card id 'some_guy' already used at {tmp_path / 'a.yaml'}:7"]
