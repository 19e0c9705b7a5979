"""URL -> Article: fetch the page, then extract it in a worker thread (extraction is CPU-bound)."""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import Protocol

from bot.errors import ExtractError
from bot.extract import article_from_text, extract_html
from bot.fetch import FetchedPage
from bot.models import Article

_log = logging.getLogger(__name__)


class PageFetcher(Protocol):
    async def fetch(self, url: str) -> FetchedPage: ...


class WebArticleLoader:
    """Implements the Recapper's ``ArticleLoader``: bounded concurrency of extraction threads."""

    def __init__(self, fetcher: PageFetcher, *, max_concurrent_extractions: int = 2) -> None:
        self._fetcher = fetcher
        self._sem = asyncio.Semaphore(max_concurrent_extractions)

    async def load(self, url: str) -> Article:
        page = await self._fetcher.fetch(url)
        async with self._sem:
            if page.content_type.startswith("text/plain"):
                article = await asyncio.to_thread(article_from_text, page.text, source=url)
                article = replace(article, url=page.final_url)
            else:
                article = await asyncio.to_thread(extract_html, page.text, url=page.final_url, source=url)
        if not article.paragraphs:
            raise ExtractError("Couldn't find an article on that page")
        _log.debug("loaded %s: %d paragraphs", url, len(article.paragraphs))
        return article
