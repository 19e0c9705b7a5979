"""Publication dates come from the page's own metadata only (meta tags, JSON-LD, microdata, <time>, URL path),
never from a year in the story or a copyright line; no metadata -> None, and no renderer shows a date."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date

import pytest

from bot.extract import extract_html
from bot.models import Article, Bullet, Recap
from bot.render.discord import recap_embed
from bot.render.markdown import render_markdown
from bot.render.slack import recap_blocks
from bot.render.text import render_text

STORY = [
    "Actor Dex Harlan and his wife Mona spoke on Monday about the 2021 accident on the set of their film, "
    "saying the years since 2019 had tested the family in ways they never expected.",
    "The couple said they had moved back to Ohio in 2023 and that their children were settling in well at "
    "their new school, far from the cameras that followed them in Los Angeles.",
    '"We are still standing," Mona Harlan said. "That is what matters most to us this year."',
]


def _page(head: str = "", body_extra: str = "") -> str:
    paras = "".join(f"<p>{p}</p>" for p in STORY)
    return (f"<html><head><title>Dex and Mona Harlan speak out | Celebrity Wire</title>{head}</head><body>"
            f"<article><h1>Dex and Mona Harlan speak out</h1>{body_extra}{paras}</article>"
            "<footer><p>© 2025 Celebrity Wire</p><p>Updated 2024</p></footer></body></html>")


def _ld(obj: dict[str, object]) -> str:
    return f'<script type="application/ld+json">{json.dumps(obj)}</script>'


CASES = [
    ("no date metadata: years in the story and the copyright line are not dates", _page(), "https://w.example/a",
     None),
    ("article:published_time", _page('<meta property="article:published_time" content="2026-03-14T08:30:00Z">'),
     None, date(2026, 3, 14)),
    ("JSON-LD datePublished", _page(_ld({"@type": "NewsArticle", "datePublished": "2026-04-02T10:00:00+01:00"})),
     None, date(2026, 4, 2)),
    ("microdata on an abbr", _page(body_extra='<abbr itemprop="datePublished" title="2026-05-09T18:22:00">6:22 PM'
                                             '</abbr>'), None, date(2026, 5, 9)),
    ("<time datetime>", _page(body_extra='<time datetime="2026-06-21">Sunday</time>'), None, date(2026, 6, 21)),
    ("RFC 2822 meta date", _page('<meta name="date" content="Tue, 24 Nov 2026 08:30:00 GMT">'), None,
     date(2026, 11, 24)),
    ("date in the URL path", _page(), "https://w.example/2026/07/19/harlans-speak/", date(2026, 7, 19)),
    ("year and month only in the URL path is no date", _page(), "https://w.example/2026/07/harlans.html", None),
    ("a <time> without datetime is text, not metadata", _page(body_extra="<time>March 3, 2021</time>"), None, None),
]


@pytest.mark.parametrize(("html", "url", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_published_only_from_metadata(html: str, url: str | None, expected: date | None) -> None:
    article = extract_html(html, url=url, source="page")
    assert article.published == expected
    assert article.to_json()["published"] == (expected.isoformat() if expected else None)


def _recap(published: date | None) -> Recap:
    article = Article(source="s", url="https://w.example/a", title="Dex and Mona Harlan speak out",
                      paragraphs=tuple(STORY), site="Celebrity Wire", author="Jo Writer", published=published)
    return Recap(article=article, headline="The Harlans speak out", summary=(Bullet(STORY[0], (1,)),),
                 quotes=(), key_quotes=(), engine="extractive")


RENDERERS = {
    "text": lambda r: render_text(r, color=False),
    "markdown": render_markdown,
    "discord": lambda r: json.dumps(recap_embed(r)),
    "slack": lambda r: json.dumps(recap_blocks(r)),
}


@pytest.mark.parametrize("name", RENDERERS)
def test_renderers_show_a_date_only_when_there_is_one(name: str) -> None:
    render = RENDERERS[name]
    dated = _recap(date(2026, 3, 14))
    assert "2026-03-14" in render(dated)
    undated = render(replace(dated, article=replace(dated.article, published=None)))
    assert "2026-03-14" not in undated and "None" not in undated and "null" not in undated
