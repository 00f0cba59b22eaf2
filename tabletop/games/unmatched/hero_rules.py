"""The names of the hero abilities and named card effects the topic modules play.

A leaf module (it imports nothing of the game) so that the card schema can list
the names it accepts without importing the rules that play them.
"""

from __future__ import annotations

ABILITIES = (
    "ciri_uncancellable",  # 7+ Source cards in your discard pile: your cards' effects cannot be cancelled
    "elektra_resurrection",  # the first time she would be defeated she leaves the board and comes back
    "fog_walk",
    "choose_gear",  # a deck of this hero holds exactly one card of each gear kind (deck_rules.py)  # the hero moves between two spaces with his tokens as if they were adjacent
)
"""Named hero abilities played by topic modules (dormant.py, source.py, fog.py)."""

CARD_EFFECTS = (
    "nature_abounds", "harrying_strike", "primeval_guardian", "backhand", "brutal_strike", "wild_hunt",
    "igni", "disciplined_duelist", "sword_of_steel", "sword_of_silver", "wolf_medallion", "forgotten_wolf_armor",
    "plot_twist", "intercept", "mesmerize", "icy_guile", "the_fist", "pushed_to_the_brink", "dreaming_of_revenge",
    "impossible_to_see", "witcher_senses", "searching_strike", "lady_of_space_and_time", "coded_notes",
    "channel_the_source", "bane_of_the_aen_elle", "foul_purpose",
    # swaps.py, recall.py, fog_moves.py
    "snakeroot_clan", "portal_defense", "riposte", "unyielding_hordes", "hands_of_red",
    "slip_away", "surprise_attack", "into_thin_air", "lurking", "rolling_fog", "step_lightly",
    "covert_preparation", "confound",
    # squirrels.py
    "bite_of_steel", "kick_butts", "unbeatable_squirrel_girl", "call_of_the_mild", "squirgility", "squirmish",
    "get_em_tippy_toe", "horde_of_squirrels", "nutwork_of_spies",
)
"""Named card effects of the heroes in hero_effects.py."""
