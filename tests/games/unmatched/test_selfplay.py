"""Random self-play: every game ends by the rules, with no invariant broken, on every pair and map."""

from __future__ import annotations

import random

from tabletop.engine.game import IllegalAction
from tabletop.engine.selfplay import run_selfplay
from tabletop.engine.session import Session
from tabletop.games.unmatched.actions import Attack, MoveFighter, PlaceFighter, PlayScheme
from tests.games.shipped import shipped

GAME = shipped("unmatched")


def test_selfplay_finishes_every_game_with_no_violations():
    report = run_selfplay(GAME, games=36, seed=1, check=True)
    assert report.violations == []
    assert report.finished == report.games == 36


def test_default_setups_cover_every_hero_pair_and_battlefield():
    heroes = {d.options["hero"] for d in GAME.shipped_decks()}
    maps = set(GAME.db.extras["battlefield"])
    pairs = len(heroes) * (len(heroes) - 1)
    seen = set()
    for seed in range(pairs * len(maps)):
        setup = GAME.default_setup(seed)
        seen.add((setup.players[0].deck.options["hero"], setup.players[1].deck.options["hero"],
                  setup.options["battlefield"]))
    assert len(seen) == pairs * len(maps)


def test_apply_accepts_exactly_the_legal_actions_and_refusals_change_nothing():
    chooser = random.Random(5)
    for seed in range(4):
        session = Session(GAME, GAME.default_setup(seed * 17))
        for _ in range(120):
            if session.is_over():
                break
            legal = session.legal_actions()
            state = session.state
            tokens = [t for t in state.tokens if state.tokens[t].kind == "fighter"]
            spaces = list(GAME.battlefield(state).starts().values()) + [s.id for s in GAME.battlefield(state).spaces[:6]]
            cards = list(state.cards)[:12]
            candidates = [MoveFighter(chooser.choice(tokens), chooser.choice(spaces)),
                          PlaceFighter(chooser.choice(tokens), chooser.choice(spaces)),
                          Attack(chooser.choice(tokens), chooser.choice(tokens), chooser.choice(spaces)),
                          PlayScheme(chooser.choice(cards), chooser.choice(tokens), chooser.choice(spaces))]
            for candidate in candidates:
                if candidate in legal:
                    continue
                before = state.to_json()
                try:
                    GAME.apply(state, candidate)
                except IllegalAction as refused:
                    assert refused.reason and refused.reason[-1] in ".!?"
                else:
                    raise AssertionError(f"{candidate} was accepted but is not legal")
                assert state.to_json() == before
            session.perform(chooser.choice(legal))
