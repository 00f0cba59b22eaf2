"""The table: a QGraphicsView of the game's playing field bound to the engine."""
