"""Deliberately slow CPU jobs for the worker seams: they burn CPU until they are killed."""

from __future__ import annotations

from collections.abc import Sequence

from bot.models import Article, Quote, Recap


def burn_forever(html: str, final_url: str, pasted: str, visited: Sequence[str] = ()) -> Article:
    """The loader's ``extract`` seam."""
    n = 0
    while True:
        n += 1


def mine_forever(paragraphs: Sequence[str], lang: str | None = None) -> list[Quote]:
    """The Recapper's ``mine_quotes`` seam."""
    n = 0
    while True:
        n += 1


def summarize_forever(article: Article, quotes: Sequence[Quote]) -> Recap:
    """A pure-CPU engine's ``build``."""
    n = 0
    while True:
        n += 1


class BurningSummarizer:
    """A local (pure CPU) engine that never finishes: the Recapper runs its ``build`` in the recap's worker."""

    cache_tag = "extractive:burning"
    build = staticmethod(summarize_forever)

    async def summarize(self, article: Article, quotes: Sequence[Quote]) -> Recap:
        raise AssertionError("a local engine runs through build, in a worker")
