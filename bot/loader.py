"""URL -> Article: fetch the page, then extract it in a worker process that can be stopped.

Extraction is CPU-bound and, on hostile or huge pages, slow. It runs in a :class:`~bot.workers.WorkerPool` worker:
when the caller stops waiting — the recap's time limit cancels it — that worker is killed (SIGKILL) and reaped before
its concurrency slot is given back (see :mod:`bot.workers`). The Recapper passes its session so that extraction,
quote mining and the summary run on one worker under one slot.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from bot.errors import ExtractError
from bot.extract import article_from_text, extract_html
from bot.fetch import FetchedPage
from bot.models import Article
from bot.urls import strip_userinfo
from bot.workers import WORKER_GONE, Runner, WorkerPool

_log = logging.getLogger(__name__)
ExtractionPool = WorkerPool  # the name callers knew
__all__ = ["WORKER_GONE", "ExtractionPool", "PageFetcher", "WebArticleLoader", "WorkerPool", "extract_page"]


class PageFetcher(Protocol):
    async def fetch(self, url: str) -> FetchedPage: ...


class WebArticleLoader:
    """Implements the Recapper's ``ArticleLoader``: fetch, then extract in a worker process (bounded, killable).

    ``extract`` is the seam tests use for a deliberately slow extractor (a module-level function)."""

    def __init__(
        self, fetcher: PageFetcher, *, max_concurrent_extractions: int = 2, pool: WorkerPool | None = None,
        extract: Callable[[str, str, str, Sequence[str]], Article] | None = None,
    ) -> None:
        self._fetcher = fetcher
        self._own_pool = pool is None
        self.pool = pool or WorkerPool(max_concurrent_extractions)
        self._extract = extract or extract_page

    async def load(self, url: str, cpu: Runner | None = None) -> Article:
        """Fetch, then extract on ``cpu`` (the caller's worker session; by default one job of its own)."""
        cpu = cpu or self.pool
        url = strip_userinfo(url)  # never sent, never shown
        page = await self._fetcher.fetch(url)
        if page.content_type.startswith("text/plain"):
            article = await cpu.run(_text_article, page.text, url)
            article = replace(article, url=page.final_url)
        else:
            article = await cpu.run(self._extract, page.text, page.final_url, url, page.redirects)
        if not article.paragraphs:
            raise ExtractError("Couldn't find an article on that page")
        _log.debug("loaded %s: %d paragraphs", url, len(article.paragraphs))
        return article

    def close(self) -> None:
        if self._own_pool:
            self.pool.close()


def _text_article(text: str, source: str) -> Article:
    return article_from_text(text, source=source)


def extract_page(html: str, final_url: str, pasted: str, visited: Sequence[str] = ()) -> Article:
    """The worker's extraction. The pasted URL and every hop of the redirect chain count as visited: a
    ``rel=canonical`` on one of their registrable domains is accepted (issue 18 item 12)."""
    return extract_html(html, url=final_url, source=pasted, visited=(pasted, *visited))
