"""WildStorms card data: the shipped cards, the rule-source facts they carry,
and the loader's answers to bad data."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import get_args

import pytest

from tabletop import paths
from tabletop.carddb.loader import load_cards, load_directory
from tabletop.carddb.model import CardDatabase
from tabletop.carddb.problems import DataError, Problem
from tabletop.games.registry import game_class
from tabletop.games.wildstorms import card_terms as terms
from tabletop.games.wildstorms.cards import SCHEMA, Character


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_cards(game_class("wildstorms").schema, use_cache=False)


def test_every_shipped_card_loads(db: CardDatabase) -> None:
    files = sorted((paths.cards_dir() / "wildstorms").glob("*.yaml"))
    assert len(files) >= 6
    assert len(db) >= 100
    assert set(db.sets) == {"characters", "villains", "combat", "equipment", "plot_twists", "sites_and_prizes"}
    assert {card.type for card in db.cards.values()} == set(SCHEMA.card_types)


def test_grifter_as_the_rules_describe_him(db: CardDatabase) -> None:
    grifter = db.get("grifter")
    assert isinstance(grifter, Character)
    assert (grifter.close, grifter.ranged, grifter.defense, grifter.points) == (4, 5, 5, 7)
    assert grifter.teams == ("WildC.A.T.s", "Team 7")
    assert grifter.labels == ("Gen-Active",)
    assert grifter.skills == {"Tech": 2}
    assert grifter.latent_skills == {"Psi": 5}
    assert grifter.powers == ("Subterfuge",)
    assert set(grifter.abilities) == {"coda_training", "weapons_expert"}
    assert grifter.stats_line() == "C4 R5 D5 · 7 pts"


@pytest.mark.parametrize(
    ("card_id", "field", "value"),
    [
        ("warblade", "close", 6),
        ("zealot", "defense", 6),
        ("claymore", "ranged", 3),
        ("dozer", "ranged", 5),
        ("spartan", "points", 8),
        ("lonely", "points", 2),
        ("personal_forcefield", "points", 6),
        ("personal_forcefield", "equipment_type", "ARMOR"),
        ("vad_pp30s", "points", 4),
        ("shotgun", "points", 3),
        ("infrared_sight", "points", 2),
        ("dodge", "points", 1),
        ("mysterious_disappearance", "points", 5),
        ("mysterious_disappearance", "duration", "instant"),
        ("halo_enterprises", "control_points", 40),
        ("orb_of_teleportation", "counters", 3),
    ],
)
def test_rule_source_numbers(db: CardDatabase, card_id: str, field: str, value: object) -> None:
    assert getattr(db.get(card_id), field) == value


def test_magick_ratings_from_the_examples(db: CardDatabase) -> None:
    assert db.get("savant").skills == {"Magick": 3}
    assert db.get("tapestry").skills == {"Magick": 6}
    assert db.get("soma").skills == {"Magick": 1}
    spartan = db.get("spartan")
    assert "Flight" in spartan.powers and "Energy Blast" in spartan.skills


@pytest.mark.parametrize(
    ("card_id", "label"),
    [
        ("maul", "Crossbreed"),
        ("attica", "Cyborg"),
        ("helspont", "Daemonite"),
        ("deathblow", "Gen-Active"),
        ("emp", "Kherbium"),
        ("dingo", "Kindred"),
        ("battalion", "Seedling"),
        ("bloodqueen", "Supernatural"),
        ("dane", "Symbiote"),
    ],
)
def test_label_examples(db: CardDatabase, card_id: str, label: str) -> None:
    assert label in db.get(card_id).labels


def _mod(card, stat: str) -> int:
    return sum(m.amount for m in card.modifiers if m.stat == stat)


def test_worked_examples_add_up(db: CardDatabase) -> None:
    # WarBlade (C 6) + One-Two Punch against Zealot (D 6) + Leg Block: 8 beats 7.
    attack = db.get("warblade").close + _mod(db.get("one_two_punch"), "C")
    defense = db.get("zealot").defense + _mod(db.get("leg_block"), "D")
    assert (attack, defense) == (8, 7)
    # Dozer (R 5) with a Machine Pistol, helped by Claymore's teamwork, against
    # Grifter in a Personal Forcefield: 8 meets 8.
    dozer = db.get("dozer").ranged + _mod(db.get("machine_pistol"), "R") + 1
    grifter = db.get("grifter").defense + _mod(db.get("personal_forcefield"), "D")
    assert (dozer, grifter) == (8, 8)
    # K.O.'ing Grifter with a Forcefield, VAD PP30s and Infrared Sight earns 19.
    worth = sum(db.get(i).points for i in ("grifter", "personal_forcefield", "vad_pp30s", "infrared_sight"))
    assert worth == 19
    # HALO Enterprises gives a WildC.A.T. +1 D.
    (halo,) = db.get("halo_enterprises").modifiers
    assert (halo.stat, halo.amount, halo.who, halo.team) == ("D", 1, "all", "WildC.A.T.s")


def test_zealot_variants_share_a_persona(db: CardDatabase) -> None:
    assert db.get("zealot").persona_key == db.get("ultimate_zealot").persona_key == "zealot"
    assert db.get("grifter").persona_key == "grifter"
    assert not db.get("coda_warrior").unique


def _used(db: CardDatabase, field: str) -> set:
    found: set = set()
    for card in db.cards.values():
        value = getattr(card, field, None)
        if isinstance(value, dict):
            found |= set(value)
        elif isinstance(value, tuple):
            found |= set(value)
        elif value is not None:
            found.add(value)
    return found


@pytest.mark.parametrize(
    ("fields", "vocabulary"),
    [
        (("labels",), terms.Label),
        (("skills", "latent_skills"), terms.Skill),
        (("powers", "latent_powers"), terms.Power),
        (("teams",), terms.Team),
        (("equipment_type",), terms.EquipmentType),
        (("enhancement_type",), terms.EnhancementType),
        (("alignment",), terms.Alignment),
    ],
)
def test_every_word_of_the_rules_is_used(db: CardDatabase, fields: tuple[str, ...], vocabulary) -> None:
    used = set().union(*(_used(db, f) for f in fields))
    assert set(get_args(vocabulary)) <= used


def test_every_duration_and_effect_is_used(db: CardDatabase) -> None:
    durations = _used(db, "duration") | _used(db, "lasting_duration")
    assert set(get_args(terms.Duration)) - {"combat"} <= durations  # combat: every combat card
    actions = {e.action for c in db.cards.values() for e in getattr(c, "effects", ()) + getattr(c, "on_success", ())}
    assert set(get_args(terms.EffectAction)) <= actions
    events = {c.condition.event for c in db.of_type("side_mission")}
    assert set(get_args(terms.ConditionEvent)) <= events


def test_latent_red_text_and_manual_cards(db: CardDatabase) -> None:
    assert _used(db, "latent_skills") and _used(db, "latent_powers")
    assert any(getattr(c, "campaign_only", False) for c in db.cards.values())
    assert any(getattr(c, "campaign_text", "") for c in db.cards.values())
    manual = [c.name for c in db.cards.values() if c.automation == "manual"]
    assert manual == []  # every WildStorms card is automated


# --- bad data ---------------------------------------------------------------

HEADER = "kind: card-set\ngame: wildstorms\nset: bad\nname: Bad\nversion: 1\ncards:\n"
FIRST = 7  # the line of the first card


def load_bad(folder: Path, cards: str, name: str = "bad.yaml") -> list[Problem]:
    (folder / name).write_text(HEADER + textwrap.dedent(cards), encoding="utf-8")
    with pytest.raises(DataError) as caught:
        load_directory(game_class("wildstorms").schema, folder)
    return caught.value.problems


CHARACTER = """\
  - id: test_hero
    type: character
    name: Test Hero
    points: 5
    close: 4
    ranged: 3
    defense: 4
    alignment: hero
"""


def test_a_good_card_loads(tmp_path: Path) -> None:
    (tmp_path / "good.yaml").write_text(HEADER + CHARACTER, encoding="utf-8")
    assert load_directory(game_class("wildstorms").schema, tmp_path).get("test_hero").points == 5


BAD_CARDS = [
    pytest.param(CHARACTER + "    strength: 9\n", FIRST + 8, "unknown field 'strength'", id="unknown-field"),
    pytest.param(CHARACTER.replace("close: 4", "close: four"), FIRST + 4,
                 "'close' should be a whole number, not 'four'", id="wrong-type"),
    pytest.param(CHARACTER + "    labels:\n      - Cyborg\n      - Mutant\n", FIRST + 10,
                 "'labels[2]' should be one of", id="unknown-label"),
    pytest.param(CHARACTER + "    teams: [Avengers]\n", FIRST + 8, "'teams[1]' should be one of", id="unknown-team"),
    pytest.param(CHARACTER + "    skills: {Psi: 3}\n    latent_skills: {Psi: 5}\n", FIRST,
                 "skill 'Psi' cannot be both usable and latent", id="usable-and-latent"),
    pytest.param(CHARACTER + "    powers: [Flight]\n    latent_powers: [Flight]\n", FIRST,
                 "power 'Flight' cannot be both usable and latent", id="power-usable-and-latent"),
    pytest.param(CHARACTER + "    powers: [Leadership]\n", FIRST,
                 "Leadership helps teammates, so this character needs a team", id="leader-without-team"),
    pytest.param(CHARACTER + "    unique: false\n    persona: zealot\n", FIRST,
                 "a nonunique character cannot share a persona", id="nonunique-persona"),
    pytest.param(CHARACTER + "    abilities: [Coda Training]\n", FIRST,
                 "ability 'Coda Training' should be a lower_snake_case function name", id="ability-name"),
    pytest.param(CHARACTER.replace("points: 5", "points: 0"), FIRST,
                 "points should be between 1 and 30, not 0", id="free-character"),
    pytest.param("""\
  - id: bad_armor
    type: equipment
    name: Bad Armor
    points: 3
    equipment_type: ARMOR
    ranged_weapon: true
    modifiers: [{stat: D, amount: 1}]
""", FIRST, "only a WEAPON can be a ranged weapon, not ARMOR", id="ranged-armor"),
    pytest.param("""\
  - id: bad_gun
    type: equipment
    name: Bad Gun
    points: 3
    equipment_type: WEAPON
    ranged_weapon: true
    protects_against_psi: true
""", FIRST, "only ARMOR protects against Psi, not WEAPON", id="psi-weapon"),
    pytest.param("""\
  - id: bad_gun
    type: equipment
    name: Bad Gun
    points: 3
    equipment_type: GADGET
""", FIRST + 4, "'equipment_type' should be one of", id="unknown-equipment-type"),
    pytest.param("""\
  - id: bad_punch
    type: attack
    name: Bad Punch
    points: 1
    modifiers: [{stat: D, amount: 2}]
""", FIRST, "an attack card cannot change its own fighter's D", id="attack-raises-defense"),
    pytest.param("""\
  - id: bad_punch
    type: attack
    name: Bad Punch
    points: 1
    style: close
    modifiers: [{stat: R, amount: 2}]
""", FIRST, "a change to R does nothing in a close attack", id="style-mismatch"),
    pytest.param("""\
  - id: bad_punch
    type: attack
    name: Bad Punch
    points: 1
    modifiers:
      - {stat: C, amount: 0}
""", FIRST + 5, "a modifier of C by 0 changes nothing", id="zero-modifier"),
    pytest.param("""\
  - id: bad_block
    type: defense
    name: Bad Block
    points: 1
    modifiers: [{stat: D, amount: 1}]
    lasting: [{stat: D, amount: -1}]
""", FIRST, "'lasting' and 'lasting_duration' go together", id="lasting-without-duration"),
    pytest.param("""\
  - id: bad_block
    type: defense
    name: Bad Block
    points: 1
""", FIRST, "this card does nothing the engine can resolve", id="does-nothing"),
    pytest.param("""\
  - id: bad_block
    type: defense
    name: Bad Block
    points: 1
    automation: manual
""", FIRST, "a manual card needs 'text'", id="manual-without-text"),
    pytest.param("""\
  - id: bad_twist
    type: plot_twist
    name: Bad Twist
    points: 1
    target: your_character
    duration: combat
    modifiers: [{stat: C, amount: 1}]
""", FIRST, "plot twists cannot be played during an Attack phase", id="plot-twist-in-combat"),
    pytest.param("""\
  - id: bad_twist
    type: plot_twist
    name: Bad Twist
    points: 1
    target: your_character
    duration: battle
    turns: 2
    modifiers: [{stat: C, amount: 1}]
""", FIRST, "'turns' is only for duration 'turns', not 'battle'", id="turns-without-turns"),
    pytest.param("""\
  - id: bad_twist
    type: plot_twist
    name: Bad Twist
    points: 1
    target: you
    duration: instant
    effects:
      - {action: draw}
""", FIRST + 7, "'draw' needs an amount of at least 1", id="effect-amount"),
    pytest.param("""\
  - id: bad_twist
    type: plot_twist
    name: Bad Twist
    points: 1
    target: your_character
    duration: instant
    requires:
      power: Flight
      rating: 2
    effects: [{action: heal}]
""", FIRST + 7, "'rating' needs a 'skill' to rate", id="rating-without-skill"),
    pytest.param("""\
  - id: bad_twist
    type: plot_twist
    name: Bad Twist
    points: 1
    campaign_only: true
    campaign_text: Also in campaigns.
    target: you
    duration: instant
    effects: [{action: draw, amount: 1}]
""", FIRST, "a campaign-only card is all red text", id="red-and-mixed"),
    pytest.param("""\
  - id: bad_obstacle
    type: obstacle
    name: Bad Obstacle
    points: 1
    modifiers: [{stat: D, amount: 1}]
""", FIRST, "an obstacle changes characters at the battlesite: use all/yours/opponents, not 'bearer'",
        id="obstacle-bearer"),
    pytest.param("""\
  - id: bad_mission
    type: side_mission
    name: Bad Mission
    points: 1
    condition: {event: ko}
    reward: 0
""", FIRST, "a side mission's reward must be at least 1, not 0", id="no-reward"),
    pytest.param("""\
  - id: bad_site
    type: battlesite
    name: Bad Site
    control_points: 0
    campaign_points: 5
""", FIRST, "'control_points' must be at least 1, not 0", id="site-control"),
    pytest.param("""\
  - id: bad_prize
    type: prize
    name: Bad Prize
    uses: passive
    counters: 2
    modifiers: [{stat: C, amount: 1, who: yours}]
""", FIRST, "a passive prize has modifiers only", id="passive-prize-counters"),
    pytest.param("""\
  - id: bad_sight
    type: enhancement
    name: Bad Sight
    points: 1
    enhancement_type: SIGHT
    fits: close
    modifiers: [{stat: R, amount: 1}]
""", FIRST, "an R bonus does nothing on a close combat weapon", id="enhancement-fits"),
    pytest.param("""\
  - id: bad_thing
    type: vehicle
    name: Bad Thing
""", FIRST, "card type 'vehicle' is not a wildstorms card type", id="unknown-type"),
]


@pytest.mark.parametrize(("cards", "line", "message"), BAD_CARDS)
def test_bad_card_is_reported_at_its_line(tmp_path: Path, cards: str, line: int, message: str) -> None:
    problems = load_bad(tmp_path, cards)
    assert len(problems) == 1, problems
    (problem,) = problems
    assert problem.path.endswith("bad.yaml")
    assert problem.line == line
    assert message in problem.message


def test_a_card_id_used_twice_is_reported(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(HEADER.replace("set: bad", "set: a") + CHARACTER, encoding="utf-8")
    problems = load_bad(tmp_path, CHARACTER, name="b.yaml")
    assert [(Path(p.path).name, p.line) for p in problems] == [("b.yaml", FIRST)]
    assert "card id 'test_hero' already used at" in problems[0].message
    assert "a.yaml:7" in problems[0].message
