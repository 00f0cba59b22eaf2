"""The faces' worker thread: order, asking again, limits, stopping, held results."""

from __future__ import annotations

import threading

from tabletop.ui.job_thread import JobThread


def _gated(newest_first: bool, **kwargs) -> tuple[JobThread[str], list[str], threading.Event]:
    """A job thread whose first job waits for the gate, so the rest can be queued meanwhile."""
    done: list[str] = []
    gate = threading.Event()

    def do(key: str) -> None:
        gate.wait(10)
        done.append(key)

    return JobThread("test", do, newest_first=newest_first, **kwargs), done, gate


def _queue_behind_first(jobs: JobThread[str], keys: list[str]) -> None:
    jobs.ask("first")
    assert jobs.wait_until(lambda: "first" in jobs.under_way(), 10)
    for key in keys:
        jobs.ask(key)


def test_oldest_first_and_asking_again_moves_up() -> None:
    jobs, done, gate = _gated(newest_first=False)
    _queue_behind_first(jobs, ["a", "b", "c", "a"])
    assert jobs.waiting() == ["b", "c", "a"]
    gate.set()
    assert jobs.wait_until(lambda: not jobs.pending(), 10)
    assert done == ["first", "b", "c", "a"]


def test_newest_first_with_a_limit_drops_the_oldest_asked() -> None:
    jobs, done, gate = _gated(newest_first=True, limit=2)
    _queue_behind_first(jobs, ["a", "b", "c"])
    assert jobs.waiting() == ["b", "c"]
    gate.set()
    assert jobs.wait_until(lambda: not jobs.pending(), 10)
    assert done == ["first", "c", "b"]


def test_replace_withdraw_and_a_busy_key_is_not_asked_again() -> None:
    jobs, done, gate = _gated(newest_first=False)
    _queue_behind_first(jobs, ["a", "b"])
    jobs.replace(["first", "x", "y", "z"])  # "first" is under way: not queued again
    jobs.withdraw("y")
    jobs.withdraw_if(lambda key: key == "z")
    assert jobs.waiting() == ["x"]
    gate.set()
    assert jobs.wait_until(lambda: not jobs.pending(), 10)
    assert done == ["first", "x"]


def test_stop_drops_what_waits_and_finishes_the_job_under_way() -> None:
    jobs, done, gate = _gated(newest_first=False)
    _queue_behind_first(jobs, ["a", "b"])
    threading.Timer(0.05, gate.set).start()
    jobs.stop()
    assert done == ["first"] and jobs.pending() == 0
    jobs.ask("later")
    assert jobs.pending() == 0  # stopped for good


def test_a_held_job_stays_busy_until_finished() -> None:
    jobs: JobThread[str] = JobThread("test", lambda key: None, newest_first=True, held=True)
    jobs.ask("a")
    assert jobs.wait_until(lambda: not jobs.waiting(), 10)
    assert jobs.under_way() == {"a"} and jobs.pending() == 1
    jobs.finish("a")
    assert jobs.pending() == 0


def test_a_failing_job_does_not_stop_later_ones(monkeypatch) -> None:
    monkeypatch.setattr(threading, "excepthook", lambda args: None)  # the bug is said by the hook
    done: list[str] = []

    def do(key: str) -> None:
        if key == "bad":
            raise RuntimeError("bug")
        done.append(key)

    jobs: JobThread[str] = JobThread("test", do, newest_first=False)
    jobs.ask("bad")
    assert jobs.wait_until(lambda: not jobs.pending(), 10)
    jobs.ask("good")
    assert jobs.wait_until(lambda: done == ["good"], 10)
