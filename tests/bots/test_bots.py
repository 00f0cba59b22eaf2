"""Bots see only their seat's observation, choose legal actions, and the search bot plays well."""

from __future__ import annotations

import json
import random
import zlib
from dataclasses import dataclass

import pytest

from tabletop.bots import BOTS, bot_named, choose_for, observe
from tabletop.bots.match import play_match
from tabletop.bots.observation import card_type, in_hand_or_deck, pool_of
from tabletop.bots.search import SearchBot
from tabletop.cli import main
from tabletop.engine.session import Session
from tabletop.engine.state import State
from tabletop.engine.transaction import revert_ops
from tabletop.games import registry
from tabletop.games.registry import EXTRA_MODULES
from tests.engine.testgame import TALLY
from tests.games.listing_checks import kept_readings_agree
from tests.games.shipped import shipped


@pytest.fixture(autouse=True)
def _test_games(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(EXTRA_MODULES, "tests.engine.testgame")


def rules_games() -> list[str]:
    """Every shipped game played with its rules (a game whose rules land later joins by itself)."""
    return [g for g in registry.game_ids() if g != "tally" and shipped(g).has_rules]


def moments(game, count: int) -> list[Session]:  # noqa: ANN001
    """``count`` positions from random games where the deciding seat has a real choice (2+ legal actions)."""
    found = []
    for seed in range(40):
        session = Session(game, game.default_setup(seed))
        chooser = random.Random(seed)
        for _ in range(2 + (seed * 13) % 90):
            actions = session.legal_actions()
            if not actions:
                break
            session.perform(chooser.choice(actions))
        while not session.is_over() and len(session.legal_actions()) < 2:
            session.perform(session.legal_actions()[0])
        if not session.is_over():
            found.append(session)
        if len(found) == count:
            break
    return found


def unseen(game, state: State, seat: int) -> list[str]:  # noqa: ANN001
    """The cards whose face ``seat``'s view does not show, read from the view itself (not from the bots'
    code), less the seat's own cards its legal actions offer by name."""
    offered = {text for action in game.legal_actions(state) for text in _strings(action)}
    pending = [(card, zone_id, index) for zone_id, zone in game.view(state, seat)["zones"].items()
               for index, card in enumerate(zone["cards"])]
    found = []
    while pending:
        card, zone_id, index = pending.pop()
        real = state.zones[zone_id].cards[index] if zone_id else card["id"]  # a closed zone hides the id
        pending.extend((attached, "", 0) for attached in card.get("attachments", ()))
        if card.get("hidden") and not (real in offered and state.cards[real].owner == seat):
            found.append(real)
    return sorted(found)


def _strings(action) -> set[str]:  # noqa: ANN001
    return {str(v) for v in vars(action).values()} | {str(x) for v in vars(action).values()
                                                        if isinstance(v, tuple | list) for x in v}


def twin_of(game, state: State, seat: int, seed: int) -> State:  # noqa: ANN001
    """The same state but for what ``seat`` cannot see: the unseen cards of each owner dealt anew
    (hand and deck cards among each other freely; a face-down card in play only for one of its type,
    since where it lies tells its type), and another random generator."""
    other = state.copy()
    rng = random.Random(seed)
    pools: dict[tuple[int, str], list[str]] = {}
    for card in unseen(game, state, seat):
        pools.setdefault((state.cards[card].owner, pool_of(state, card)), []).append(card)
    for cards in pools.values():
        by_type: dict[str, list[str]] = {}
        for card in cards:
            by_type.setdefault(card_type(game, other.cards[card].definition), []).append(card)
        for same in [*by_type.values(), [c for c in cards if in_hand_or_deck(state, c)]]:
            definitions = [other.cards[c].definition for c in same]
            rng.shuffle(definitions)
            for card, definition in zip(same, definitions, strict=True):
                other.cards[card].definition = definition
    other.rng = rng.getrandbits(64)
    return other


def others_secrets(state: State, seat: int, cards: list[str]) -> list[tuple[str, str]]:
    return [(c, state.cards[c].definition) for c in cards if state.cards[c].owner != seat]


@dataclass(frozen=True)
class PeekingBot:
    """A cheat, to show the check below can fail: it reads the other seats' hidden cards from the real state."""

    real: State
    name: str = "peeking"

    def choose(self, game, observation, rng: random.Random):  # noqa: ANN001, ANN201
        secrets = [pair for pair in others_secrets(self.real, observation.seat, sorted(self.real.cards))
                   if not game.card_visible(self.real, observation.seat, pair[0])]
        return observation.legal[zlib.crc32(repr(secrets).encode()) % len(observation.legal)]


def bots_under_test() -> dict[str, object]:
    return {"random": bot_named("random"), "greedy": bot_named("greedy"), "easy": bot_named("easy"),
            "search": SearchBot(iterations=30, rollout=2)}


@pytest.mark.parametrize("game_id", ["tally", *rules_games()])
def test_a_bot_never_peeks_hidden_cards_make_no_difference(game_id: str) -> None:
    """Two states differing only in what the bot's seat cannot see: the same choice for the same seed."""
    game = TALLY if game_id == "tally" else shipped(game_id)
    checked = 0
    caught = 0
    for number, session in enumerate(moments(game, 6)):
        seat, state = session.deciding_seat(), session.state
        legal = game.legal_actions(state)
        twin = twin_of(game, state, seat, number)
        hidden = unseen(game, state, seat)
        if others_secrets(twin, seat, hidden) == others_secrets(state, seat, hidden):
            continue  # nothing of the others' secrets changed here: this moment proves nothing
        assert game.legal_actions(twin) == legal, "the twin is a real position of the same moment"
        assert observe(game, state, seat).canonical().to_json() == observe(game, twin, seat).canonical().to_json()
        for name, bot in bots_under_test().items():
            first = choose_for(game, state, seat, bot, f"s{number}")
            assert first in legal
            assert choose_for(game, twin, seat, bot, f"s{number}") == first, f"{name} peeked at seat {seat}"
        peeks = [choose_for(game, real, seat, PeekingBot(real), "x") for real in (state, twin)]
        caught += peeks[0] != peeks[1]
        checked += 1
    assert checked >= 3, "enough moments where the other seats' secrets really differ"
    assert caught >= 1, "the check catches a bot that reads the real state"


def test_the_search_bot_beats_the_random_bot_at_tally(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tally has no evaluation: the search plays out to the end; a Hard-sized budget, without its time cap."""
    monkeypatch.setitem(BOTS, "search", SearchBot(iterations=128, rollout=4))
    report = play_match(TALLY, "search", "random", games=6, seed=3)
    assert report.bot_games == 6 and report.bot_wins >= 5


def test_selfplay_between_bots_prints_wins_and_think_times(capsys) -> None:
    assert main(["selfplay", "tally", "--bot", "greedy", "--against", "random", "--games", "4", "--seed", "2",
                 "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["bot_games"] == 4 and 0 <= found["bot_wins"] <= 4
    assert set(found["think_ms"]) == {"median", "p95", "max", "decisions"}
    assert main(["selfplay", "tally", "--bot", "genius"]) == 2
    assert "unknown bot 'genius'" in capsys.readouterr().err


def test_the_same_seed_gives_the_same_bot_games() -> None:
    first = play_match(TALLY, "greedy", "random", games=3, seed=9).to_json()
    second = play_match(TALLY, "greedy", "random", games=3, seed=9).to_json()
    assert (first["bot_wins"], first["think_ms"]["decisions"]) == (second["bot_wins"], second["think_ms"]["decisions"])


@pytest.mark.parametrize("game_id", [g for g in rules_games() if shipped(g).selfplay_options])
def test_bot_matches_set_the_games_own_selfplay_options_and_say_so(capsys, game_id: str) -> None:
    """A game's self-play house rule (WildStorms: a stalled battle ends) holds in bot matches too,
    named in the JSON; an option given on the command line wins over it."""
    own = shipped(game_id).selfplay_options
    assert main(["selfplay", game_id, "--bot", "random", "--against", "random", "--games", "2", "--seed", "1",
                 "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found["options"] == own and found["finished"] == 2
    assert set(found["think_cpu_ms"]) == {"median", "p95", "max", "decisions"}
    key = next(iter(own))
    other = next(value for value, _ in _choices(game_id, key) if value != own[key])
    assert main(["selfplay", game_id, "--bot", "random", "--against", "random", "--games", "1", "--seed", "1",
                 "--option", f"{key}={other}", "--json"]) == 0
    assert key not in json.loads(capsys.readouterr().out)["options"]


def _choices(game_id: str, key: str) -> tuple[tuple[str, str], ...]:
    game = shipped(game_id)
    specs = [*game.options, *(o for v in game.variants for o in v.options)]
    return next(spec.choices for spec in specs if spec.key == key)


@pytest.mark.parametrize("game_id", rules_games())
def test_a_sample_dealt_again_is_read_as_dealt_not_as_it_was(game_id: str) -> None:
    """The search deals the hidden cards of one sample again and again, making and taking back moves on
    it: what the rules read of a deal and keep with the state (the listings, what each card is) must not
    outlive it, or the other seats would play the cards of an earlier deal."""
    game = shipped(game_id)
    for session in moments(game, 4):
        seat = session.deciding_seat()
        observation = observe(game, session.state, seat)
        sample = observation.sample(random.Random(1))
        for deal in range(2, 6):
            for action in game.legal_actions(sample)[:3]:  # each move made, the answer read, taken back
                made = game.apply(sample, action)
                game.legal_actions(sample)
                game.status(sample)
                revert_ops(sample, made.ops)
            observation.redeal(sample, random.Random(deal))
            for action in game.legal_actions(sample)[:3]:
                made = game.apply(sample, action)
                kept_readings_agree(game, sample)
                revert_ops(sample, made.ops)
