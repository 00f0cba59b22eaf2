"""WMS: The Card Game: fights between two race decks led by their Commanders."""
