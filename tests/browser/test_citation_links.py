"""Citation links opened in a real Chromium land on the cited sentence (``make test-browser``).

Fictional pages served on loopback, written to trip a browser's first-match rule: the cited sentence's opening
words also sit in the headline, a standfirst, a caption, a hidden print header and an earlier paragraph; the page
uses no-break spaces, soft hyphens, en dashes and curly quotes where the bullets have plain ASCII. Each link comes
from the project's own extraction and renderer helpers and is opened as a typed navigation; the check passes only
when the ::target-text highlight covers the marked sentence, in the viewport, and nothing else (see chrome.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import quote

import pytest

from bot.citations import fragment_link
from bot.extract import extract_html
from bot.models import Article, Bullet, Recap
from bot.render import citation_links
from bot.text import normalize
from tests.browser.chrome import Browser, Tab, launch_chromium
from tests.support.pages import PageServer

pytestmark = pytest.mark.browser

FILLER = [
    "The studio was quiet for a long time after the scores came in.",
    "Crew members packed away the lights while the band kept playing.",
    "A spokesperson for the channel said the series would go on as planned.",
    "Viewers shared clips of the night across every social network.",
    "Tickets for the final show sold out within an hour on Sunday.",
    "The host later thanked the audience for staying until the end.",
]


def page(title: str, head: str, top: str, cited: list[tuple[str, str, str]]) -> str:
    """A page: ``top`` furniture, then filler, then each (key, before, sentence) paragraph with filler between."""
    parts = [f"<p>{s}</p>" for s in FILLER]
    for key, before, sentence in cited:
        parts.append(f'<p>{before}<span data-cited="{key}">{sentence}</span> The night went on.</p>')
        parts.extend(f"<p>{s}</p>" for s in FILLER[:3])
    return (f"<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>{title}</title>{head}</head>"
            f"<body style='font: 18px/1.5 sans-serif; max-width: 760px; margin: 0 auto'>{top}<article>"
            f"<h1>{title}</h1>{''.join(parts)}</article></body></html>")


REPEATS = page(
    "Mara Quinn quits the dance show",
    "<style>.print-only { display: none }</style>",
    "<p class='print-only'>Mara Quinn quits the dance show: printed copy for personal use only.</p>"
    "<p class='standfirst'><strong>Mara Quinn quits the dance show after the judges' lowest score, fans say.</strong>"
    "</p><figure><div style='height:120px;background:#ccc'></div>"
    "<figcaption>Mara Quinn quits the dance show (Image: Agency)</figcaption></figure>"
    "<p>Mara Quinn quits the dance show, her agent told reporters on Monday morning.</p>",
    [("repeat", "", "Mara Quinn quits the dance show after the judges gave her the lowest score of the series "
                    "on Saturday night.")],
)

TYPOGRAPHY = page(
    "The singer and the chef",
    "",
    "<p>The singer was seen with the chef in Rome, and the singer smiled.</p>",
    [
        ("dash", "", "The singer \u2013 who turned 30 last week \u2013 cried at the wedding of her oldest friend."),
        ("quotes", "", "\u201cI\u2019m not sorry,\u201d the singer told the crowd at the premiere last night."),
        ("nbsp", "", "The couple paid \u00a310\u00a0million for the house near the river last spring."),
        ("shy", "", "The co\u00adstar denied every word of the report in a long post on Sunday."),
        ("mid", "Fans waited outside. ", "The singer said the chef had moved out in June, and the chef said "
                                         "nothing."),
        ("br", "", "The singer left the party early<br>and the chef stayed at the club until dawn."),
    ],
)

PAGES = {"/repeats": REPEATS, "/typography": TYPOGRAPHY}

# (page, data-cited key, the bullet as a summarizer might write it: ASCII dashes and quotes, no soft hyphen)
CASES = [
    ("/repeats", "repeat", "Mara Quinn quits the dance show after the judges gave her the lowest score of the series "
                           "on Saturday night."),
    ("/typography", "dash", "The singer - who turned 30 last week - cried at the wedding of her oldest friend."),
    ("/typography", "quotes", "\"I'm not sorry,\" the singer told the crowd at the premiere last night."),
    ("/typography", "nbsp", "The couple paid \u00a310 million for the house near the river last spring."),
    ("/typography", "shy", "The costar denied every word of the report in a long post on Sunday."),
    ("/typography", "mid", "The singer said the chef had moved out in June, and the chef said nothing."),
    ("/typography", "br", "The singer left the party early and the chef stayed at the club until dawn."),
]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with launch_chromium() as b:
        yield b


@pytest.fixture(scope="module")
def site() -> Iterator[PageServer]:
    with PageServer() as srv:
        for path, html in PAGES.items():
            srv.route(path, body=html)
        yield srv


def recap_of(srv: PageServer, path: str) -> Recap:
    url = srv.url(path)
    article = extract_html(PAGES[path], url=url, source=url)
    return Recap(article=article, headline="", summary=(), quotes=(), key_quotes=(), engine="test")


def cited_paragraph(article: Article, bullet: str) -> int:
    words = normalize(bullet)[:40]
    for n, p in enumerate(article.paragraphs, 1):
        if words in normalize(p):
            return n
    raise AssertionError(f"no paragraph has {bullet!r}")


def link_for(srv: PageServer, path: str, bullet: str) -> str:
    recap = recap_of(srv, path)
    (n, link), = citation_links(recap, Bullet(bullet, (cited_paragraph(recap.article, bullet),)))
    assert link is not None and "#:~:text=" in link, link
    return link


@pytest.mark.parametrize(("path", "key", "bullet"), CASES, ids=[c[1] for c in CASES])
async def test_link_highlights_the_cited_sentence_in_view(
    browser: Browser, site: PageServer, path: str, key: str, bullet: str
) -> None:
    link = link_for(site, path, bullet)
    async with Tab.open(browser) as tab:
        seen = await tab.highlight_of(link, key)
    assert seen.on_cited_sentence, (link, seen)
    assert seen.scroll_y > 0, "the sentence is below the fold: the browser must have scrolled to it"


def wrong_links(srv: PageServer) -> list[tuple[str, str]]:
    sentence = CASES[0][2]
    return [
        # the context-free link of the repeated sentence: its start words match the standfirst first
        (fragment_link(srv.url("/repeats"), sentence), "repeat"),
        # the bullet's ASCII dash where the page has an en dash: matches nothing
        (fragment_link(srv.url("/typography"), CASES[1][2]), "dash"),
        # a right sentence checked against the wrong element
        (link_for(srv, "/typography", CASES[2][2]), "nbsp"),
        # a fragment whose words are not on the page
        (srv.url("/repeats") + "#:~:text=" + quote("Mara Quinn stays on the show"), "repeat"),
    ]


@pytest.mark.parametrize("case", range(4), ids=["start-words-earlier", "ascii-dash", "other-sentence", "absent"])
async def test_a_wrong_fragment_fails_the_check(browser: Browser, site: PageServer, case: int) -> None:
    link, key = wrong_links(site)[case]
    async with Tab.open(browser) as tab:
        seen = await tab.highlight_of(link, key)
    assert not seen.on_cited_sentence, (link, seen)
