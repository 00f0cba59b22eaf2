"""The bot benchmark (tests/benchmarks/bench_bots.py) runs and reports every figure the issue asks for."""

from __future__ import annotations

from tests.benchmarks.bench_bots import _line, bench


def test_the_bot_benchmark_reports_wins_think_times_peak_memory_and_load() -> None:
    [row] = bench("wms", 1, 3, (("random", "greedy"),))
    assert (row["game"], row["bot"], row["against"], row["bot_games"]) == ("wms", "random", "greedy", 1)
    assert row["bot_wins"] + row["unfinished"] <= 1 and 0 <= row["win_rate"] <= 1
    assert row["think_ms"]["decisions"] == row["think_cpu_ms"]["decisions"] > 0
    assert row["peak_mb"] > 0, "one game played again under tracemalloc"
    assert len(row["load"]) == 6, "the load average at the start and at the end"
    assert "peak" in _line(row) and "CPU median" in _line(row)
    assert row["deals"] == 1 and "duplicate deal" in _line(row), "each deal played from every seat, and said so"
