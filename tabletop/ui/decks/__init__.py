"""The deck browser and builder window (``tabletop decks [GAME]``)."""
