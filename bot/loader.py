"""URL -> Article: fetch the page, then extract it in a worker process that can be stopped.

Extraction is CPU-bound and, on hostile or huge pages, slow. It runs in a small pool of worker processes
(:class:`ExtractionPool`): when the caller stops waiting — the recap's time limit cancels it — the worker doing that
job is killed (SIGKILL) and reaped before its concurrency slot is given back, so the CPU stops when the user is
answered, the limit on concurrent extractions holds, and nothing keeps the bot from exiting. Workers come from a
``forkserver`` that has imported the extractor once, so a replacement starts in milliseconds.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import multiprocessing.connection
import weakref
from collections.abc import Callable
from dataclasses import replace
from multiprocessing.process import BaseProcess
from typing import Any, Protocol, TypeVar

from bot.errors import ExtractError
from bot.extract import article_from_text, extract_html
from bot.fetch import FetchedPage
from bot.models import Article
from bot.urls import strip_userinfo

_log = logging.getLogger(__name__)
T = TypeVar("T")
WORKER_GONE = "Couldn't read that page"


class PageFetcher(Protocol):
    async def fetch(self, url: str) -> FetchedPage: ...


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
                                                name="gossip-recap-extract")
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


class ExtractionPool:
    """At most ``size`` extractions at a time, each in a worker process that is killed if its caller gives up."""

    def __init__(self, size: int = 2) -> None:
        self.size = size
        self._sem = asyncio.Semaphore(size)
        self._idle: list[_Worker] = []
        self._busy: set[_Worker] = set()
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["bot.extract", "bot.loader"])
        self._ctx = ctx
        self._finalizer = weakref.finalize(self, _kill_all, self._idle, self._busy)

    def worker_pids(self) -> list[int]:
        """Live workers' process ids (for tests and diagnostics)."""
        return [w.process.pid for w in (*self._idle, *self._busy) if w.process.pid is not None]

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        """``fn(*args)`` in a worker. ``fn`` must be a module-level function; its exceptions are re-raised here.
        Cancelled (or timed out), the worker is killed before the slot is released."""
        async with self._sem:
            worker = self._idle.pop() if self._idle else await asyncio.to_thread(_Worker, self._ctx)
            self._busy.add(worker)
            healthy = False
            try:
                result = await worker.call(fn, args)
                healthy = True
                return result
            except _WorkerDied:
                _log.warning("extraction worker %s died", worker.process.pid)
                raise ExtractError(WORKER_GONE) from None
            except Exception:
                healthy = True  # the job failed, the worker answered
                raise
            finally:
                self._busy.discard(worker)
                if healthy:
                    self._idle.append(worker)
                else:  # cancelled mid-job (or dead): the CPU stops here, before the slot is free
                    worker.kill()

    def close(self) -> None:
        self._finalizer()


def _kill_all(idle: list[_Worker], busy: set[_Worker]) -> None:
    for worker in (*idle, *busy):
        worker.kill()
    idle.clear()
    busy.clear()


class WebArticleLoader:
    """Implements the Recapper's ``ArticleLoader``: fetch, then extract in a worker process (bounded, killable).

    ``extract`` is the seam tests use for a deliberately slow extractor (a module-level function)."""

    def __init__(
        self, fetcher: PageFetcher, *, max_concurrent_extractions: int = 2, pool: ExtractionPool | None = None,
        extract: Callable[[str, str, str], Article] | None = None,
    ) -> None:
        self._fetcher = fetcher
        self.pool = pool or ExtractionPool(max_concurrent_extractions)
        self._extract = extract or extract_page

    async def load(self, url: str) -> Article:
        url = strip_userinfo(url)  # never sent, never shown
        page = await self._fetcher.fetch(url)
        if page.content_type.startswith("text/plain"):
            article = await self.pool.run(_text_article, page.text, url)
            article = replace(article, url=page.final_url)
        else:
            article = await self.pool.run(self._extract, page.text, page.final_url, url)
        if not article.paragraphs:
            raise ExtractError("Couldn't find an article on that page")
        _log.debug("loaded %s: %d paragraphs", url, len(article.paragraphs))
        return article

    def close(self) -> None:
        self.pool.close()


def _text_article(text: str, source: str) -> Article:
    return article_from_text(text, source=source)


def extract_page(html: str, final_url: str, pasted: str) -> Article:
    """The worker's extraction: the pasted URL counts as visited by the redirect chain (canonical check)."""
    return extract_html(html, url=final_url, source=pasted, visited=(pasted,))
