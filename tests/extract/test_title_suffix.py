"""A page title loses its site name and nothing of the story (reader QA pass, session 8). All titles fictional."""

from __future__ import annotations

import pytest

from bot.extract import extract_html
from bot.extract_meta import shown_site_name, strip_site_suffix


@pytest.mark.parametrize(
    ("title", "site", "expected"),
    [
        ("Quill splits from Vale | The Velvet Rope", "The Velvet Rope", "Quill splits from Vale"),
        ("The Velvet Rope | Quill splits from Vale", "The Velvet Rope", "Quill splits from Vale"),
        ("Quill splits from Vale - Velvet", None, "Quill splits from Vale"),
        # the whole site name, tagline and city included, after an earlier separator
        ("Teen hurt in bridge crash - KXYZ 9News | News, Weather | Harbor City",
         "KXYZ 9News | News, Weather | Harbor City", "Teen hurt in bridge crash"),
        # a slash inside a quoted record title is no site separator
        ("Record of the week: Mara Vale, \u2018Neon Dust / Slow Fade\u2019", None,
         "Record of the week: Mara Vale, \u2018Neon Dust / Slow Fade\u2019"),
        ('Album review: Mara Vale, "Neon Dust / Slow Fade"', None,
         'Album review: Mara Vale, "Neon Dust / Slow Fade"'),
        ("Quill splits from Vale", "The Velvet Rope", "Quill splits from Vale"),
        # German quotation marks „…“ closed before the separator: the site suffix still goes
        ("Mara Vale live mit \u201eNeon Dust\u201c: Tour 2027 | Tickets", None,
         "Mara Vale live mit \u201eNeon Dust\u201c: Tour 2027"),
        ("Kann \u201edie Quelle der Sterne\u201c helfen? - technik.example", None,
         "Kann \u201edie Quelle der Sterne\u201c helfen?"),
    ],
)
def test_site_suffix(title: str, site: str | None, expected: str) -> None:
    assert strip_site_suffix(title, site) == expected


@pytest.mark.parametrize(
    ("site", "shown"),
    [
        # a site name that is a URL shows its host, without scheme or "www."
        ("https://velvetrope.example", "velvetrope.example"),
        ("https://www.velvetrope.example/", "velvetrope.example"),
        ("www.velvetrope.example", "velvetrope.example"),
        # a site name with its tagline and city keeps its first part
        ("KXYZ 9News | News, Weather, Sports | Harbor City", "KXYZ 9News"),
        # guards: a plain name, a name with a dash or a dot, no name
        ("The Velvet Rope", "The Velvet Rope"),
        ("Velvet - Harbor City", "Velvet - Harbor City"),
        ("Velvet.example", "Velvet.example"),
        (None, None),
    ],
)
def test_shown_site_name(site: str | None, shown: str | None) -> None:
    assert shown_site_name(site) == shown


def test_title_loses_the_whole_site_name_and_the_site_shows_its_first_part() -> None:
    html = ("<html><head><title>Teen hurt in bridge crash - KXYZ 9News | News, Weather | Harbor City</title>"
            '<meta property="og:site_name" content="KXYZ 9News | News, Weather | Harbor City"></head>'
            "<body><article><h1>Teen hurt in bridge crash</h1>"
            + "<p>A teenager was hurt when his car left the bridge road on Friday night, police said.</p>" * 4
            + "</article></body></html>")
    article = extract_html(html, url="https://kxyz.example/news/crash", source="url")
    assert (article.title, article.site) == ("Teen hurt in bridge crash", "KXYZ 9News")
