"""A card the rules do not expect in a pile (a hero card put there by hand) stays there, passed over."""

from __future__ import annotations

from tabletop.games.unmatched.cards import ActionCard
from tests.games.unmatched.helpers import GAME, ctx, manual, new_game


def test_a_hero_card_put_in_a_hand_deck_or_discard_by_hand_is_passed_over_by_the_rules():
    """The rules read only action cards there (``Rules.zone_cards``); the pile itself keeps the hero card."""
    session = new_game(("robin_hood", "medusa"), "sunken_abbey")
    hero = session.state.zones["p0.hero"].cards[0]
    before = {name: list(ctx(session)._action_cards(f"p0.{name}")) for name in ("hand", "deck", "discard")}
    for name in ("hand", "deck", "discard"):
        manual(session, lambda step, c, name=name: step.move(hero, f"p0.{name}"))
        c = ctx(session)
        assert hero in session.state.zones[f"p0.{name}"].cards
        read = c.hand(0) if name == "hand" else c.deck(0) if name == "deck" else c._action_cards("p0.discard")
        assert hero not in read and read == before[name]
        assert all(isinstance(c.definition(card), ActionCard) for card in read)
        assert GAME.legal_actions(session.state) == GAME.legal_actions(session.state.copy())
