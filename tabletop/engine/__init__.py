"""The rules-agnostic engine: state, reversible ops, transactions, history, saves.

Nothing below this package imports Qt (a test enforces it).
"""
