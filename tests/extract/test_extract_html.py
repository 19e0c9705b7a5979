"""extract_html on fictional pages: body only, metadata, canonical URL, thin/paywalled pages."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from bot.errors import ExtractError
from bot.extract import COOKIE_WARNING, TEASER_WARNING, extract_html
from bot.extract_filters import html_has_paywall_marker
from tests.support.pages import article_html

REPO = Path(__file__).resolve().parents[2]

STORY = [
    "Reality star Kiki Lark stunned fans on Friday when she arrived at the Starlight Gala with her ex, "
    "the chef Bram Ott, three months after their very public break-up.",
    "The pair walked the carpet hand in hand and posed for photographers for several minutes before heading "
    "inside the venue, where they were seated at the same table.",
    '"We\'re just friends who love each other," Lark told reporters. "Nothing more, nothing less."',
    "Ott was less forthcoming. Asked whether the couple had reconciled, he smiled and said: \u201cNo comment.\u201d",
    "A source close to Lark said the reunion had been planned for weeks, and that the two had spent the "
    "summer rebuilding their friendship away from the cameras.",
]


def _page(paragraphs: list[str], **kwargs: str) -> str:
    return article_html("Kiki Lark and Bram Ott reunite at gala", paragraphs, site="Gossip Daily", **kwargs)


def test_body_only_from_fictional_page() -> None:
    art = extract_html(_page(STORY), url="https://gossip.example/celebs/kiki", source="s")
    assert art.paragraphs == tuple(STORY)  # no nav, ad, byline, read-more list, newsletter or footer


def test_quotation_marks_are_kept_exactly() -> None:
    art = extract_html(_page(STORY), url=None, source="s")
    assert '"We\'re just friends who love each other," Lark told reporters.' in art.paragraphs[2]
    assert "\u201cNo comment.\u201d" in art.paragraphs[3]


def test_metadata_fields() -> None:
    art = extract_html(_page(STORY, author="Jo Writer", published="2026-11-20"),
                       url="https://www.gossip.example/celebs/kiki", source="the-source")
    assert art.title == "Kiki Lark and Bram Ott reunite at gala"
    assert art.site == "Gossip Daily"
    assert art.author == "Jo Writer"
    assert art.published == date(2026, 11, 20)
    assert art.source == "the-source"
    assert art.url == "https://www.gossip.example/celebs/kiki"
    assert art.warnings == ()


def test_title_suffix_and_hostname_fallbacks_without_og_tags() -> None:
    html = (
        "<html><head><title>Singer quits tour | Star Buzz</title></head><body><article>"
        + "".join(f"<p>{p}</p>" for p in STORY)
        + "</article></body></html>"
    )
    art = extract_html(html, url="https://www.starbuzz.example/a/b", source="s")
    assert art.title == "Singer quits tour"
    assert art.site == "starbuzz.example"
    assert art.canonical_url is None


def test_json_ld_date_fallback() -> None:
    head = ('<script type="application/ld+json">'
            '{"@type": "NewsArticle", "datePublished": "2025-03-04T09:00:00Z"}</script>')
    html = (
        f"<html><head><title>Story</title>{head}</head><body><article>"
        + "".join(f"<p>{p}</p>" for p in STORY)
        + "</article></body></html>"
    )
    assert extract_html(html, url=None, source="s").published == date(2025, 3, 4)


def test_canonical_url_resolved_against_page_url() -> None:
    html = _page(STORY, extra_head='<link rel="canonical" href="/celebs/kiki-lark-reunion">')
    art = extract_html(html, url="https://gossip.example/celebs/kiki?utm_source=x", source="s")
    assert art.canonical_url == "https://gossip.example/celebs/kiki-lark-reunion"


def test_og_url_used_when_no_canonical_link() -> None:
    html = _page(STORY, extra_head='<meta property="og:url" content="https://gossip.example/k">')
    assert extract_html(html, url=None, source="s").canonical_url == "https://gossip.example/k"


def test_furniture_inside_article_is_dropped() -> None:
    furniture = [
        "By Jo Writer \u00b7 20 November 2026",
        "READ MORE: Kiki Lark's wildest looks",
        "RELATED: Bram Ott opens new restaurant",
        "Advertisement",
        "Sign up to our newsletter for daily celebrity news straight to your inbox.",
        "Follow us on Instagram",
        "Share this article",
        "Kiki Lark at the gala (Photo: Example Pictures)",
    ]
    mixed = [STORY[0], furniture[0], STORY[1], furniture[1], furniture[2], STORY[2], furniture[3],
             STORY[3], furniture[4], furniture[5], furniture[6], STORY[4], furniture[7]]
    art = extract_html(_page(mixed), url=None, source="s")
    assert art.paragraphs == tuple(STORY)


def test_comments_captions_trending_cookie_notice_excluded() -> None:
    html = f"""<html><head><title>Kiki and Bram | Gossip Daily</title></head><body>
<div class="cookie-banner"><p>We use cookies to improve your experience. Accept all cookies?</p></div>
<nav><ul><li><a href="/">Home</a></li><li><a href="/tv">TV</a></li></ul></nav>
<article><h1>Kiki and Bram</h1>
<figure><img src="a.jpg"><figcaption>Kiki Lark on the carpet. Credit: Example Agency</figcaption></figure>
{"".join(f"<p>{p}</p>" for p in STORY)}
</article>
<aside class="trending"><h3>Trending</h3><ul><li><a href="/q">Royal baby name revealed</a></li></ul></aside>
<section id="comments" class="comments"><h3>Comments (12)</h3>
<div class="comment"><p>gossipfan99: who even cares about these two, honestly, they are so boring</p></div></section>
</body></html>"""
    art = extract_html(html, url=None, source="s")
    assert art.paragraphs == tuple(STORY)


def test_sample_article_example_extracts_story_paragraphs_only() -> None:
    html = (REPO / "examples" / "sample-article.html").read_text(encoding="utf-8")
    art = extract_html(html, url="https://velvetrope.example/celebs/x?utm_source=twitter", source="sample")
    paras = art.paragraphs
    assert len(paras) == 10
    assert paras[0].startswith("Pop star Marnie Vale and actor Theo Quill have ended")
    assert paras[6] == "The singer then performed her hit 'Glass Houses' to a roaring crowd."
    assert paras[-1] == "Neither Vale nor Quill has commented on Reyes's claims."
    text = "\n".join(paras)
    for junk in ("READ MORE", "Photo:", "newsletter", "user123", "Trending", "Cookie", "By Priya", "Home"):
        assert junk not in text
    assert art.title == "Marnie Vale and Theo Quill split after red-carpet spat"
    assert art.site == "The Velvet Rope"
    assert art.author == "Priya Castellano"
    assert art.published == date(2026, 11, 24)
    assert art.canonical_url == "https://velvetrope.example/celebs/marnie-vale-theo-quill-split"


def test_paywalled_teaser_gets_warning() -> None:
    teaser = [
        "Pop star Marnie Vale has finally broken her silence about the split, in a candid interview about "
        "the last two years of her life and the end of her relationship with the actor.",
        "Subscribe to continue reading",
    ]
    html = _page(teaser, extra_head="")
    html = html.replace("<main>", '<main><div class="paywall">')
    art = extract_html(html, url=None, source="s")
    assert TEASER_WARNING in art.warnings
    assert all("Subscribe" not in p for p in art.paragraphs)
    assert art.paragraphs[0].startswith("Pop star Marnie Vale")


@pytest.mark.parametrize(
    ("html", "marked"),
    [
        ('<div class="story PAYWALL-gate">', True),
        ("<p>Caf\u00e9 \u2019news\u2019: Subscribe Now to Read the rest</p>", True),
        ("<p>\u201cTo continue reading\u201d</p>", True),
        ("<p>To continue\n reading</p>", False),  # the wording is only looked for around a cue word
        ('<p>\u0130stanbul</p><div class="paywall">', True),  # str.lower lengthens the text before the cue
        ("<p>\u212aelvin</p><p>subscribe to read</p>", True),
        ('<p>\u0130stanbul news for subscribers</p><div class="pay wall">', False),
        ("<p>We never subscribe to rumours. \u00c9t\u00e9 reading list.</p>", False),
        ('<div class="paywalled-not">' + "x" * 300 + "</div>" + "<p>subscribe</p>", False),
    ],
)
def test_paywall_markup_or_wording_in_the_raw_page(html: str, marked: bool) -> None:
    assert html_has_paywall_marker(html) is marked


def test_schema_paywall_marker_with_short_body_warns() -> None:
    head = '<script type="application/ld+json">{"@type": "NewsArticle", "isAccessibleForFree": false}</script>'
    art = extract_html(_page(STORY[:2], extra_head=head), url=None, source="s")
    assert art.warnings == (TEASER_WARNING,)


def test_full_article_on_paywall_site_has_no_warning() -> None:
    long_story = STORY * 3  # > thin threshold, 15 paragraphs
    head = '<script type="application/ld+json">{"@type": "NewsArticle", "isAccessibleForFree": false}</script>'
    art = extract_html(_page([f"{p} ({i})" for i, p in enumerate(long_story)], extra_head=head),
                       url=None, source="s")
    assert art.warnings == ()


def test_cookie_wall_with_little_text_warns() -> None:
    html = """<html><head><title>Gossip Daily</title></head><body><div class="consent">
<p>We value your privacy. We and our partners use cookies to store and access personal data on your device.
Please accept cookies or manage your consent settings to continue.</p>
<p>Pop star Marnie Vale was seen leaving a London restaurant with a mystery companion on Friday night.</p>
</div></body></html>"""
    art = extract_html(html, url=None, source="s")
    assert COOKIE_WARNING in art.warnings
    assert all("cookies" not in p for p in art.paragraphs)


def test_page_without_article_raises() -> None:
    html = "<html><head><title>Home</title></head><body><nav><a href='/'>Home</a></nav></body></html>"
    with pytest.raises(ExtractError, match="Couldn't find an article"):
        extract_html(html, url=None, source="s")
