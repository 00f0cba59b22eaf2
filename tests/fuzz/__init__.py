"""Fuzzing damaged and hostile files (issue 23): saves, card and deck YAML, positions.

``test_fuzz_short.py`` runs a few dozen cases of each kind in the default
suite; ``python -m tests.fuzz.long_run`` runs hundreds and prints the counts.
"""
