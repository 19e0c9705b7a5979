"""Where the CPU-bound part of a recap runs: worker processes that are killed when their caller stops waiting.

Everything CPU-bound after the fetch — extraction, quote mining, the extractive summary — runs as jobs in a
:class:`WorkerPool`. A recap holds one :meth:`WorkerPool.session`: its first job takes a concurrency slot and a worker,
its later jobs run on the same worker with the slot still held (no second trip through the queue), and the slot is
given back when the session ends (or earlier, before a wait that needs no CPU, such as an LLM call). When the caller
stops waiting — the recap's time limit cancels it — the worker is killed (SIGKILL) and reaped *before* the slot is
given back, so the CPU stops when the user is answered, the limit on concurrent CPU work holds, and nothing keeps the
process from exiting.

Workers come from a ``forkserver`` that has imported the extractor, the quote miner and the summarizer once, so a
replacement starts in milliseconds; :meth:`WorkerPool.warm` starts the server and one worker per slot ahead of the
first recap (the bot does so at start-up). :class:`InThread` is the same interface in threads, for callers that bring
their own seams (tests of the Recapper's logic); it cannot stop its work.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.connection
import weakref
from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from multiprocessing.process import BaseProcess
from typing import Any, Protocol, TypeVar

from bot.errors import ExtractError

_log = logging.getLogger(__name__)
T = TypeVar("T")
WORKER_GONE = "Couldn't read that page"
PRELOAD = ("bot.extract", "bot.quotes", "bot.summarize.extractive", "bot.sourcing", "bot.workers", "bot.loader")


class Runner(Protocol):
    """Runs ``fn(*args)`` (a module-level function) somewhere it does not block the event loop."""

    async def run(self, fn: Callable[..., T], *args: Any) -> T: ...


class Session(Runner, Protocol):
    def release(self) -> None:
        """Give the slot back before a wait that needs no CPU; the next ``run`` takes one again."""


class CpuStage(Protocol):
    def session(self) -> AbstractAsyncContextManager[Session]: ...


# ------------------------------------------------------------------------------------------------- the worker side


class _Collect(logging.Handler):
    """Keeps a job's log records to send back with its result (the parent's handlers decide what is shown)."""

    def __init__(self, level: int) -> None:
        super().__init__(level)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        record.msg, record.args = record.getMessage(), None
        if record.exc_info:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None
        self.records.append(record)


def _serve(conn: multiprocessing.connection.Connection) -> None:
    """Worker loop: (function, args, log level) in, ("ok"|"err", value, log records) out, until the pipe closes."""
    root = logging.getLogger()
    root.handlers[:] = []
    while True:
        try:
            fn, args, level = conn.recv()
        except (EOFError, OSError):
            return
        collect = _Collect(level)
        root.addHandler(collect)
        root.setLevel(level)
        try:
            reply: tuple[str, Any, list[logging.LogRecord]] = ("ok", fn(*args), collect.records)
        except Exception as exc:
            reply = ("err", exc, collect.records)
        finally:
            root.removeHandler(collect)
        try:
            conn.send(reply)
        except Exception:  # an unpicklable result or error
            conn.send(("err", ExtractError(WORKER_GONE), []))


# ------------------------------------------------------------------------------------------------- the parent side


class _Worker:
    def __init__(self, ctx: multiprocessing.context.BaseContext) -> None:
        self.conn, child = multiprocessing.Pipe()
        self.process: BaseProcess = ctx.Process(target=_serve, args=(child,), daemon=True,  # type: ignore[attr-defined]
                                                name="gossip-recap-worker")
        self.process.start()
        child.close()

    async def call(self, fn: Callable[..., T], args: tuple[Any, ...]) -> T:
        loop = asyncio.get_running_loop()
        self.conn.send((fn, args, logging.getLogger().getEffectiveLevel()))
        ready: asyncio.Future[None] = loop.create_future()
        fd = self.conn.fileno()

        def readable() -> None:
            if not ready.done():
                ready.set_result(None)

        loop.add_reader(fd, readable)
        try:
            await ready
        finally:
            loop.remove_reader(fd)
        try:
            status, value, records = self.conn.recv()
        except (EOFError, OSError):
            raise _WorkerDied from None
        for record in records:
            logging.getLogger(record.name).handle(record)
        if status == "err":
            raise value
        return value  # type: ignore[no-any-return]

    def kill(self) -> None:
        """Stop the worker now and reap it (returns once the process is gone)."""
        if self.process.is_alive():
            self.process.kill()
        self.process.join(5)
        self.conn.close()


class _WorkerDied(Exception):
    pass


class WorkerPool:
    """At most ``size`` CPU jobs at a time, each in a worker process that is killed if its caller gives up."""

    def __init__(self, size: int = 2) -> None:
        self.size = size
        self._sem = asyncio.Semaphore(size)
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(list(PRELOAD))
        self._ctx = ctx
        self._finalizer = weakref.finalize(self, _kill_all, self._idle, self._busy)

    def worker_pids(self) -> list[int]:
        """Live workers' process ids (for tests and diagnostics)."""
        return [w.process.pid for w in (*self._idle, *self._busy) if w.process.pid is not None]

    def busy_pids(self) -> list[int]:
        """Process ids of workers holding a slot (a session's worker)."""
        return [w.process.pid for w in self._busy if w.process.pid is not None]

    async def warm(self) -> None:
        """Start the fork server and one idle worker per slot, so the first recaps pay no start-up."""
        missing = self.size - len(self._idle) - len(self._busy)
        if missing > 0:
            spawned = await asyncio.gather(*(self._spawn() for _ in range(missing)))
            self._idle.extend(spawned)

    async def _spawn(self) -> _Worker:
        """A new worker (started in a thread: the first one waits for the fork server). If the caller is cancelled
        meanwhile, the worker is killed as soon as it exists, so none is left behind."""
        future = asyncio.ensure_future(asyncio.to_thread(_Worker, self._ctx))
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            future.add_done_callback(_kill_when_started)
            raise

    @asynccontextmanager
    async def session(self) -> AsyncIterator[_PoolSession]:
        """One caller's CPU work: a slot and a worker from its first job until the end (or ``release()``)."""
        session = _PoolSession(self)
        try:
            yield session
        finally:
            session.release()

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """One job in its own session: ``fn(*args)`` in a worker; killed before the slot is free if cancelled."""
        async with self.session() as session:
            return await session.run(fn, *args)

    def close(self) -> None:
        self._finalizer()


class _PoolSession:
    def __init__(self, pool: WorkerPool) -> None:
        self._pool = pool
        self._worker: _Worker | None = None

    async def _take(self) -> _Worker:
        pool = self._pool
        await pool._sem.acquire()
        try:
            worker = pool._idle.pop() if pool._idle else await pool._spawn()
        except BaseException:
            pool._sem.release()
            raise
        pool._busy.add(worker)
        self._worker = worker
        return worker

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        worker = self._worker or await self._take()
        try:
            return await worker.call(fn, args)
        except _WorkerDied:
            _log.warning("worker %s died", worker.process.pid)
            self._drop()
            raise ExtractError(WORKER_GONE) from None
        except Exception:
            raise  # the job failed, the worker answered: it stays this session's
        except BaseException:  # cancelled mid-job: the CPU stops here, before the slot is free
            self._drop()
            raise

    def _drop(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            self._pool._busy.discard(worker)
            worker.kill()
            self._pool._sem.release()

    def release(self) -> None:
        worker, self._worker = self._worker, None
        if worker is not None:
            self._pool._busy.discard(worker)
            self._pool._idle.append(worker)
            self._pool._sem.release()


def _kill_when_started(future: asyncio.Future[_Worker]) -> None:
    if not future.cancelled() and future.exception() is None:
        future.result().kill()


def _kill_all(idle: list[_Worker], busy: set[_Worker]) -> None:
    for worker in (*idle, *busy):
        worker.kill()
    idle.clear()
    busy.clear()


class InThread:
    """The :class:`CpuStage` interface in threads (no process, no kill): for seams and simple callers."""

    @asynccontextmanager
    async def session(self) -> AsyncIterator[InThread]:
        yield self

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.to_thread(fn, *args)

    def release(self) -> None:
        pass
