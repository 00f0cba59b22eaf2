"""Card data: strict YAML loading, per-game schemas, decks, search, a warm cache."""
