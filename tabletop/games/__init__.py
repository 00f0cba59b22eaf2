"""One sub-package per game: its rules, actions, deck rules and layout."""
