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
        # session 9: the site's whole name (tagline included) before the story, and "•", "⋆", "›" beside the site
        ("Velvet - News - Quill splits from Vale", "Velvet - News", "Quill splits from Vale"),
        ("Quill splits from Vale \u2022 Velvet Rope", "Velvet Rope", "Quill splits from Vale"),
        ("Quill splits from Vale \u22c6 Velvet Rope", "Velvet Rope", "Quill splits from Vale"),
        ("Quill splits from Vale \u203a Velvet Rope", "Velvet Rope", "Quill splits from Vale"),
        # guards: those marks are no separator without the site's name (a list, a work's title)
        ("Drums \u2022 Bass \u2022 Keys", None, "Drums \u2022 Bass \u2022 Keys"),
        ("Book of the week - Mara Vale \u2022 1619", "Velvet Rope", "Book of the week - Mara Vale \u2022 1619"),
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


@pytest.mark.parametrize(
    ("site", "host", "shown"),
    [
        # session 9: parts joined by " - ", " – ", " — ", " · " keep the one that spells the host
        ("Velvet Rope - Celebrity News and Gossip", "velvetrope.example", "Velvet Rope"),
        ("Gossip of the day \u2013 Velvet Rope", "www.velvetrope.example", "Velvet Rope"),
        ("VELVET \u00b7 Always on the carpet!", "velvet.example", "VELVET"),
        ("Velvet Rope Daily \u2014 velvetrope.example", "velvetrope.example", "Velvet Rope Daily"),
        ("Gossip of the day - La Prensa R\u00e1pida", "laprensarapida.example", "La Prensa R\u00e1pida"),
        ("\u203a Velvet Rope", None, "Velvet Rope"),
        # guards: no part spells the host (an umlaut is no "oe"), no host, a name of one part
        ("Verlag Kurz - H\u00f6rzu T\u00e4glich", "hoerzutaeglich.example", "Verlag Kurz - H\u00f6rzu T\u00e4glich"),
        ("Harbor Union - HU", "harborsport.example", "Harbor Union - HU"),
        ("Velvet Rope - Celebrity News", None, "Velvet Rope - Celebrity News"),
        ("Velvet Rope", "velvetrope.example", "Velvet Rope"),
    ],
)
def test_shown_site_name_by_host(site: str, host: str | None, shown: str) -> None:
    assert shown_site_name(site, host) == shown


@pytest.mark.parametrize(
    ("metas", "site"),
    [
        # session 9: an application-name that is the headline names no site (msn.com syndication): the host does
        ('<meta name="application-name" content="Quill splits from Vale after spat">', "velvetrope.example"),
        # ... but a part of it that spells the host does
        ('<meta name="application-name" content="Quill splits from Vale after spat - Velvet Rope">', "Velvet Rope"),
        # guards: a real application-name; an og:site_name the page also uses as its og:title stays
        ('<meta name="application-name" content="Velvet Rope">', "Velvet Rope"),
        ('<meta property="og:site_name" content="Quill splits from Vale after spat">',
         "Quill splits from Vale after spat"),
    ],
)
def test_application_name_that_is_the_headline(metas: str, site: str | None) -> None:
    title = "Quill splits from Vale after spat" + (" - Velvet Rope" if "- Velvet" in metas else "")
    html = (f"<html><head><title>{title}</title>{metas}</head><body><article><h1>{title}</h1>"
            + "<p>Mara Quill and Theo Vale have split after a spat on the red carpet, a source said.</p>" * 4
            + "</article></body></html>")
    assert extract_html(html, url="https://www.velvetrope.example/quill", source="url").site == site


def test_title_loses_the_whole_site_name_and_the_site_shows_its_first_part() -> None:
    html = ("<html><head><title>Teen hurt in bridge crash - KXYZ 9News | News, Weather | Harbor City</title>"
            '<meta property="og:site_name" content="KXYZ 9News | News, Weather | Harbor City"></head>'
            "<body><article><h1>Teen hurt in bridge crash</h1>"
            + "<p>A teenager was hurt when his car left the bridge road on Friday night, police said.</p>" * 4
            + "</article></body></html>")
    article = extract_html(html, url="https://kxyz.example/news/crash", source="url")
    assert (article.title, article.site) == ("Teen hurt in bridge crash", "KXYZ 9News")


def _page(metas: str) -> str:
    return (f"<html><head><title>Quill splits from Vale</title>{metas}</head><body><article>"
            "<h1>Quill splits from Vale</h1>"
            + "<p>Mara Quill and Theo Vale have split after a spat on the red carpet, a source said.</p>" * 4
            + "</article></body></html>")


def _ld(publisher: str) -> str:
    return ('<script type="application/ld+json">{"@type": "NewsArticle", "headline": "Quill splits from Vale", '
            f'"publisher": {{"@type": "Organization", "name": "{publisher}"}}}}</script>')


@pytest.mark.parametrize(
    ("metas", "site"),
    [
        # session 9 (reuters.com.parasite showed "U.S."): an og:site_name that is a section, beside a publisher
        # whose name spells the host, gives way to the publisher
        ('<meta property="og:site_name" content="U.S.">' + _ld("Velvet Rope"), "Velvet Rope"),
        ('<meta property="og:site_name" content="Entertainment News">' + _ld("Velvet Rope"), "Velvet Rope"),
        # guards: a variant of the publisher's name (a shared word), a name that spells the host, a publisher that
        # does not, no publisher
        ('<meta property="og:site_name" content="Rope Online">' + _ld("Velvet Rope"), "Rope Online"),
        ('<meta property="og:site_name" content="VelvetRope Daily">' + _ld("Velvet Rope"), "VelvetRope Daily"),
        ('<meta property="og:site_name" content="U.S.">' + _ld("Harbor Media Group"), "U.S."),
        ('<meta property="og:site_name" content="U.S.">', "U.S."),
    ],
)
def test_a_section_in_og_site_name_gives_way_to_the_publisher(metas: str, site: str) -> None:
    assert extract_html(_page(metas), url="https://www.velvetrope.example/quill", source="url").site == site


@pytest.mark.parametrize(
    ("ld", "author", "site"),
    [
        # session 9 reader QA (tune threatpost.com.android showed 'Lindsey O&#039 and Donnell'): names HTML-escaped
        # inside JSON-LD are unescaped before the ";" join
        ('"author": {"@type": "Person", "name": "Mara O&#039;Quill"}', "Mara O'Quill", "velvetrope.example"),
        ('"author": [{"name": "Redacci&oacute;n Velvet"}, {"name": "Theo Vale"}]', "Redacción Velvet and Theo Vale",
         "velvetrope.example"),
        ('"author": {"name": "Mara Quill"}, "publisher": {"name": "Velvet &amp; Rope"}', "Mara Quill", "Velvet & Rope"),
        # guard: a plain name, two authors
        ('"author": [{"name": "Mara Quill"}, {"name": "Theo Vale"}]', "Mara Quill and Theo Vale", "velvetrope.example"),
    ],
)
def test_json_ld_names_are_unescaped(ld: str, author: str, site: str) -> None:
    script = f'<script type="application/ld+json">{{"@type": "NewsArticle", {ld}}}</script>'
    article = extract_html(_page(script), url="https://www.velvetrope.example/quill", source="url")
    assert (article.author, article.site) == (author, site)
