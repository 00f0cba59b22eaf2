"""One worker thread doing keyed jobs one at a time: the card faces' background painters.

The table's faces read ahead, its faces painted larger and the deck browser's images all
work the same way, so they share this: jobs wait by key (asking again for a waiting key
only moves it up), the worker starts when there is work and ends when there is none, the
newest or the oldest job goes first, and :meth:`stop` drops what waits and lets the job
under way finish. What a job makes and how it reaches the GUI thread is the owner's: its
``do(key)`` runs in the worker, with no lock held. Owners may keep their results under
:attr:`condition` (a re-entrant lock), which :meth:`wait_until` waits on.

No Qt call is made here, and none may be made by ``do`` but emitting a signal (queued to the
GUI thread). Python's garbage collector never runs in the worker (``gui_collector``).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable
from typing import Generic, TypeVar

Key = TypeVar("Key", bound=Hashable)


class JobThread(Generic[Key]):
    """Jobs by key for one worker thread (see the module's docstring)."""

    def __init__(self, name: str, do: Callable[[Key], None], *, newest_first: bool,
                 limit: int = 0, held: bool = False) -> None:
        """``limit``: at most this many waiting (the oldest asked are dropped; 0: no limit).
        ``held``: a job stays busy after ``do`` until its owner calls :meth:`finish` (a result
        still on its way to the GUI thread)."""
        self.condition = threading.Condition()
        self._name = name
        self._do = do
        self._newest_first = newest_first
        self._limit = limit
        self._held = held
        self._waiting: OrderedDict[Key, None] = OrderedDict()  # the oldest asked first
        self._busy: set[Key] = set()
        self._thread: threading.Thread | None = None
        self.stopped = False

    def ask(self, key: Key) -> None:
        """Do ``key`` (once: asked again while it waits, it only moves up; while busy, nothing)."""
        with self.condition:
            if self.stopped or key in self._busy:
                return
            self._waiting[key] = None
            self._waiting.move_to_end(key)
            while self._limit and len(self._waiting) > self._limit:
                self._waiting.popitem(last=False)
            self._start()

    def replace(self, keys: Iterable[Key]) -> None:
        """Do these keys next, in this order, instead of everything waiting."""
        with self.condition:
            if self.stopped:
                return
            self._waiting = OrderedDict((key, None) for key in keys if key not in self._busy)
            self._start()

    def withdraw(self, key: Key) -> None:
        """Forget ``key`` if it waits (its owner does it now)."""
        with self.condition:
            self._waiting.pop(key, None)

    def withdraw_if(self, drop: Callable[[Key], bool]) -> None:
        """Forget every waiting key ``drop`` says."""
        with self.condition:
            for key in [key for key in self._waiting if drop(key)]:
                del self._waiting[key]

    def under_way(self) -> set[Key]:
        """The keys being done now (or, held, whose result is on its way)."""
        with self.condition:
            return set(self._busy)

    def waiting(self) -> list[Key]:
        """The keys waiting, in the order they were asked."""
        with self.condition:
            return list(self._waiting)

    def pending(self) -> int:
        """Jobs waiting or under way."""
        with self.condition:
            return len(self._waiting) + len(self._busy)

    def wait_until(self, done: Callable[[], bool], timeout: float) -> bool:
        """Block until ``done()`` holds (checked whenever a job starts or ends); False on timeout."""
        with self.condition:
            return self.condition.wait_for(done, timeout=timeout)

    def finish(self, key: Key) -> None:
        """A held job's result has arrived: it is no longer busy."""
        with self.condition:
            self._busy.discard(key)
            self.condition.notify_all()

    def stop(self, timeout: float = 10.0) -> None:
        """No more work: what waits is dropped, the job under way is finished first."""
        with self.condition:
            self.stopped = True
            self._waiting.clear()
            self.condition.notify_all()
            thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=timeout)

    def _start(self) -> None:
        if self._waiting and self._thread is None:
            self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
            self._thread.start()
        self.condition.notify_all()

    def _run(self) -> None:
        while True:
            with self.condition:
                if self.stopped or not self._waiting:
                    self._thread = None
                    self.condition.notify_all()
                    return
                key, _ = self._waiting.popitem(last=self._newest_first)
                self._busy.add(key)
                self.condition.notify_all()
            try:
                self._do(key)
            except BaseException:  # a bug in ``do``: said by threading's hook; a later ask starts anew
                with self.condition:
                    self._busy.discard(key)
                    self._thread = None
                    self.condition.notify_all()
                raise
            if not self._held:
                self.finish(key)
