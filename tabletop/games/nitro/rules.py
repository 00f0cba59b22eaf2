"""The rules of WCW Nitro CCG as one record: every move, the prompt, the queue's steps.

Moves answer the moments of a game: the active Wrestler's own turn (FREE:
turn.py, tag.py), ``respond`` (Thunder from the hand while taking damage:
damage.py), the questions cards ask (decisions.py) and tag team's
``start_in_ring`` and ``stay_in`` (tag.py).
"""

from __future__ import annotations

from tabletop.engine.rules import FREE, Rules
from tabletop.games.nitro import damage, decisions, match, tag, texts, turn
from tabletop.games.nitro.actions import (
    ChooseCard,
    Decline,
    EndTurn,
    ExtraDraw,
    LeaveRing,
    LookAtTop,
    NameCard,
    PlayCard,
    PlayMove,
    PutBack,
    SendBack,
    StartInRing,
    StayIn,
    Tag,
    UseThunder,
)
from tabletop.games.nitro.cards import Wrestler
from tabletop.games.nitro.constants import WRESTLER
from tabletop.games.nitro.context import NitroContext
from tabletop.games.nitro.moves import always, move

RESPOND = "respond"


def _decline(ctx: NitroContext, action: Decline) -> None:
    if ctx.answering["kind"] == "stay_in":
        tag.do_no_stay(ctx, ctx.answering["seat"])


def _nothing(ctx: NitroContext, action: object) -> None:
    return None


MOVES = (
    move(PlayCard, (FREE,), turn.play_options, turn.do_play, turn.check_play),
    move(PlayMove, (FREE,), turn.move_options, turn.do_move, turn.check_move),
    move(UseThunder, (FREE, RESPOND), turn.thunder_options, turn.do_thunder, turn.check_thunder),
    move(ExtraDraw, (FREE,), lambda c: [ExtraDraw()], turn.do_extra_draw, turn.check_extra_draw),
    move(LookAtTop, (FREE,), decisions.look_options, decisions.do_look),
    move(Tag, (FREE,), tag.tag_options, tag.do_tag, tag.check_tag),
    move(LeaveRing, (FREE,), lambda c: [LeaveRing()], tag.do_leave, tag.check_leave),
    move(EndTurn, (FREE,), lambda c: [EndTurn()], turn.do_end_turn, always),
    move(StartInRing, ("start_in_ring",), tag.start_options, tag.do_start),
    move(StayIn, ("stay_in",), lambda c: [StayIn()], tag.do_stay),
    move(ChooseCard, ("choose",), decisions.choose_options, decisions.do_choose),
    move(PutBack, ("order",), decisions.put_back_options, decisions.do_put_back),
    move(NameCard, ("name",), decisions.name_options, decisions.do_name),
    move(SendBack, ("commissioner",), lambda c: [SendBack()], decisions.do_send_back),
    move(Decline, (RESPOND, "commissioner", "stay_in"), lambda c: [Decline()], _decline),
)

RULES = Rules(
    "WCW Nitro CCG",
    NitroContext,
    MOVES,
    texts.prompt,
    texts.status,
    steps={**turn.STEPS, **damage.STEPS, **match.STEPS, **decisions.STEPS},
    skip=decisions.pointless,
    zone_cards={WRESTLER: (Wrestler,)},  # a card moved there by hand that is no Wrestler is passed over
)
