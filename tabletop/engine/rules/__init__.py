"""The one way a game states its rules.

    from tabletop.engine.rules import FREE, Context, Explained, Move, Rules, queue

- :class:`Context`: state, card database, options, seats and teams, the step under way;
- :class:`Move` per action type (``options``/``check``/``do``/``label``) and one
  :class:`Rules` record per game;
- :mod:`~tabletop.engine.rules.queue`: the pending-decision queue;
- :class:`Explained`: every derived number with its arithmetic;
- :mod:`~tabletop.engine.rules.play`: the entry points, the same for every game.
"""

from tabletop.engine.rules import queue
from tabletop.engine.rules.context import OPTIONS, TEAMS, VARIANT, WINNER, Context, read_once
from tabletop.engine.rules.explained import Explained
from tabletop.engine.rules.moves import FREE, Move, Rules

__all__ = ["FREE", "OPTIONS", "TEAMS", "VARIANT", "WINNER", "Context", "Explained", "Move", "Rules", "queue", "read_once"]
