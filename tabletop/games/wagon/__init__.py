"""W.A.G.O.N.: the webcomic battle card game."""
