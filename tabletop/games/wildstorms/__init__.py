"""WildStorms CCG: superhero battles over a battlesite."""
