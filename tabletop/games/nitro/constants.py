"""The fixed numbers and names of the WCW Nitro CCG rules, for the rules engine and the help."""

from __future__ import annotations

ACTION_POINTS = 3  # each turn, for a Wrestler in the ring (and in a singles game)
OUT_OF_RING_ACTION_POINTS = 1  # tag team: a Wrestler outside the ring
NITRO_CARD_COST = 1  # Action Points to play a Nitro card
EXTRA_DRAW_COST = 1  # Action Points to draw one more card
TURN_START_DRAW = 1  # cards drawn at the start of each turn
TAG_COST = 3  # Action Points to tag your partner
LEAVE_RING_COST = 3  # Action Points for a Wrestler to go out of the ring (both in the ring)
OUTSIDE_ATTACK_MAX_COST = 1  # most Action Points an attack from outside the ring may use
MATCH_POINTS_TO_WIN = 3  # tournament match: first to this many points wins
MAX_COPIES_OF_OTHER_WRESTLER = 1  # a deck holds at most one of each other Wrestler
LOOK_AT_TOP = 5  # Silas Crane looks at this many cards of the opponent's deck

# the zones of each seat
WRESTLER = "wrestler"
DECK = "deck"
DISCARD = "discard"
CORNER = "corner"
HAND = "hand"
RING = "ring"
LOOK = "look"  # cards a seat is looking at (Silas Crane), seen only by that seat
