"""Unmatched card library: every shipped card loads, and bad card data is rejected."""

from __future__ import annotations

import textwrap
from collections import Counter
from pathlib import Path

import pytest

from tabletop.carddb.loader import load_cards, load_directory
from tabletop.carddb.problems import DataError
from tabletop.games.registry import game_class
from tabletop.games.unmatched.cards import ActionCard, Hero
from tabletop.games.unmatched.deck_rules import fixed_deck, heroes, library_problems


@pytest.fixture(scope="module")
def db():
    return load_cards(game_class("unmatched").schema, use_cache=False)


def hero(db, card_id: str) -> Hero:
    card = db.get(card_id)
    assert isinstance(card, Hero)
    return card


def test_library_loads_with_no_cross_card_problems(db):
    assert len(heroes(db)) >= 6
    assert library_problems(db) == []


def test_every_hero_deck_has_its_size_and_uses_every_card_type(db):
    for each in heroes(db):
        cards = fixed_deck(each, db)
        assert sum(cards.values()) == each.deck_size, each.name
    assert {h.deck_size for h in heroes(db)} == {20, 30}  # Elektra's deck has 20 cards
    used = {card.type for card in db.cards.values() if isinstance(card, ActionCard)}
    assert used == {"attack", "defense", "versatile", "scheme"}


def test_card_names_are_unique_so_text_decks_resolve(db):
    names = Counter(card.name.casefold() for card in db.cards.values())
    assert [name for name, n in names.items() if n > 1] == []


def test_manual_cards_are_a_small_minority(db):
    actions = [c for c in db.cards.values() if isinstance(c, ActionCard)]
    manual = [c for c in actions if c.automation == "manual"]
    # The project's own decks are fully played by the engine (test_heroes); the community lists'
    # texts the engine cannot play yet are marked manual and shown in the log.
    assert len(manual) <= len(actions) // 10


@pytest.mark.parametrize(
    ("card_id", "health", "move", "attack", "sidekicks"),
    [
        ("king_arthur", 18, 2, "melee", [("Merlin", 7, 1, "ranged")]),
        ("robin_hood", 13, 2, "ranged", [("Outlaws", 1, 4, "melee")]),
        ("medusa", 16, 3, "ranged", [("Harpies", 1, 3, "melee")]),
        ("robert_muldoon", 14, 3, "ranged", [("InGen Workers", 1, 3, "ranged")]),
        ("jekyll_hyde", 16, 2, "melee", []),
        ("t_rex", 27, 1, "melee", []),
        ("alice", 13, 2, "melee", [("The Jabberwock", 8, 1, "melee")]),
    ],
)
def test_hero_numbers(db, card_id, health, move, attack, sidekicks):
    card = hero(db, card_id)
    assert (card.health, card.move, card.attack) == (health, move, attack)
    assert [(s.name, s.health, s.count, s.attack) for s in card.sidekicks] == sidekicks


def test_special_abilities_are_data_the_engine_can_read(db):
    medusa = hero(db, "medusa").triggers[0]
    assert (medusa.when, medusa.do, medusa.amount, medusa.target) == (
        "start_of_turn", "deal_damage", 1, "opposing_fighter_in_zone")
    robin = hero(db, "robin_hood").triggers[0]
    assert (robin.when, robin.do, robin.amount, robin.optional) == ("after_attack", "move", 2, True)
    assert hero(db, "king_arthur").ability == "king_arthur_boost_attack"
    trap = hero(db, "robert_muldoon").tokens[0]
    assert (trap.key, trap.count, trap.enter_damage, trap.stops_movement) == ("trap", 8, 1, True)
    rex = hero(db, "t_rex")
    assert (rex.size, rex.reach) == ("large", 2)
    jekyll = hero(db, "jekyll_hyde")
    assert [f.key for f in jekyll.forms if f.start] == ["jekyll"]
    assert jekyll.triggers[0].form == "hyde"
    alice = hero(db, "alice")
    assert {(m.stat, m.amount, m.form) for m in alice.modifiers} == {
        ("attack_value", 2, "big"), ("defense_value", 1, "small")}
    assert alice.setup_choices[0].options == ("big", "small")


def test_reference_facts(db):
    excalibur = db.get("excalibur")
    assert isinstance(excalibur, ActionCard)
    assert excalibur.effects == () and excalibur.effect is None  # nothing on it to cancel
    feint = db.get("feint")
    assert (feint.type, feint.value, feint.boost, feint.fighter, feint.quantity) == (
        "versatile", 2, 1, "any", 3)
    assert feint.effects[0].do == "cancel_effects"


# --- bad data -------------------------------------------------------------

HEADER = "kind: card-set\ngame: unmatched\nset: broken\nname: Broken\nversion: 1\ncards:\n"


def load_text(tmp_path: Path, body: str) -> list[str]:
    (tmp_path / "broken.yaml").write_text(HEADER + textwrap.dedent(body), encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("unmatched").schema, tmp_path)
    return [str(p) for p in error.value.problems]


def test_scheme_with_a_value_is_rejected_at_its_line(tmp_path):
    problems = load_text(tmp_path, """\
        - id: plan
          type: scheme
          name: Plan
          value: 3
          text: Draw 1 card.
          effects: [{when: scheme, do: draw, amount: 1, target: you}]
        """)
    assert len(problems) == 1
    assert problems[0].endswith("broken.yaml:7: a scheme has no value")


def test_card_text_without_effects_must_be_marked_manual(tmp_path):
    problems = load_text(tmp_path, """\
        - id: odd
          type: attack
          name: Odd
          value: 3
          after_combat: Something nobody automated.
        """)
    assert len(problems) == 1
    assert problems[0].endswith(
        ":7: text at after_combat has no effects, no named 'effect' and is not marked automation: manual")


def test_wrong_types_unknown_fields_and_bad_effects(tmp_path):
    problems = load_text(tmp_path, """\
        - id: bad
          type: versatile
          name: Bad
          value: three
          colour: red
          during_combat: Add nothing.
          effects:
            - {when: during_combat, do: draw, target: you}
        - id: worse
          type: defense
          name: Worse
          value: 2
          after_combat: Find it.
          effects: [{when: after_combat, do: search_card, card: no_such_card}]
        """)
    text = "\n".join(problems)
    assert "broken.yaml:10: 'value' should be a whole number, not 'three'" in text
    assert "broken.yaml:11: unknown field 'colour'" in text
    assert "broken.yaml:14: 'draw' needs an amount of at least 1" in text
    assert "broken.yaml:20: unknown unmatched card 'no_such_card'" in text


def test_hero_problems(tmp_path):
    problems = load_text(tmp_path, """\
        - id: shifter
          type: hero
          name: Shifter
          health: 10
          move: 2
          attack: melee
          forms: [{key: a, name: A}, {key: b, name: B}]
          triggers:
            - {when: immediately, do: draw, amount: 1, target: you, form: c}
          sidekicks:
            - {key: pal, name: Pal, health: 2, attack: melee}
            - {key: pal, name: Other Pal, health: 2, attack: ranged}
        """)
    text = "\n".join(problems)
    assert "broken.yaml:7: fighter key 'pal' is used twice" in text
    assert "broken.yaml:7: exactly one form must be marked start: true" in text
    assert "broken.yaml:7: a hero with forms needs form_change" in text
    assert "broken.yaml:7: unknown form 'c'" in text
    assert "broken.yaml:7: a hero trigger cannot happen 'immediately'" in text


def test_unknown_card_type_is_rejected(tmp_path):
    problems = load_text(tmp_path, """\
        - id: thing
          type: artifact
          name: Thing
        """)
    assert len(problems) == 1 and ":7: card type 'artifact' is not a unmatched card type" in problems[0]


def test_hero_ability_text_needs_data_or_manual(tmp_path):
    problems = load_text(tmp_path, """\
        - id: plain
          type: hero
          name: Plain
          health: 10
          move: 2
          attack: ranged
          text: Something clever happens at dusk.
          triggers:
            - {when: end_of_turn, do: draw, amount: 1}
        """)
    assert len(problems) == 1
    assert problems[0].endswith("broken.yaml:15: 'draw' needs a player target (you or opponent), not 'this_fighter'")
    text = HEADER + "- {id: plain, type: hero, name: Plain, health: 10, move: 2, attack: ranged, text: Hm.}\n"
    (tmp_path / "broken.yaml").write_text(text, encoding="utf-8")
    with pytest.raises(DataError) as error:
        load_directory(game_class("unmatched").schema, tmp_path)
    assert [str(p) for p in error.value.problems][0].endswith(
        "broken.yaml:7: the special ability has no ability name, triggers, modifiers, forms or tokens "
        "and is not marked automation: manual")
