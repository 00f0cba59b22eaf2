"""Unmatched: heroes with fixed 30-card decks fighting across a battlefield of spaces."""
