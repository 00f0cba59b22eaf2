"""Garbage with Qt objects in it is torn down on the GUI thread, never in a worker."""

from __future__ import annotations

import gc
import threading

from tabletop.ui.app import application


def _cycles(count: int) -> None:
    for _ in range(count):
        pair: list[object] = []
        pair.append(pair)  # a cycle: only the collector frees it


def test_a_worker_thread_never_runs_the_collector_and_the_gui_thread_does(qtbot) -> None:
    application()
    qtbot.wait(300)  # the app's first tick has set aside what existed at its start (gc.freeze)
    threads: list[int] = []

    def record(phase: str, _info: dict) -> None:
        if phase == "start":
            threads.append(threading.get_ident())

    gc.callbacks.append(record)
    try:
        worker = threading.Thread(target=_cycles, args=(50 * gc.get_threshold()[0],))
        worker.start()
        worker.join()
        assert worker.ident not in threads  # it allocated far past every threshold
        qtbot.waitUntil(lambda: threading.get_ident() in threads, timeout=2000)
    finally:
        gc.callbacks.remove(record)
    assert set(threads) == {threading.get_ident()}
    assert gc.get_freeze_count() > 0
