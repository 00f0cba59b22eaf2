"""WCW Nitro CCG: deck rules and match scoring (the game module comes later)."""
