"""tabletop: five card games on one screen, with their rules, undo and saves."""

__version__ = "0.1.0"
