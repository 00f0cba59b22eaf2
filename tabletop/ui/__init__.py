"""Everything Qt: the table, the start screen, the deck browser, dialogs."""
