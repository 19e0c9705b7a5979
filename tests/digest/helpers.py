from __future__ import annotations

from bot.models import Article, Bullet, Quote, Recap


def make_recap(
    url: str, title: str, headline: str, *, quote: Quote | None = None, site: str | None = None
) -> Recap:
    art = Article(source=url, url=url, title=title, paragraphs=("First paragraph.", "Second paragraph."),
                  canonical_url=url, site=site)
    quotes = (quote,) if quote else ()
    return Recap(article=art, headline=headline, summary=(Bullet("First paragraph.", (1,)),), quotes=quotes,
                 key_quotes=quotes, engine="extractive")
