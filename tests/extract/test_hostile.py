"""Malformed and hostile input: extract_html returns an Article or raises ExtractError, quickly, never crashes."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import ExtractError
from bot.extract import BINARY_BODY, NO_ARTICLE, extract_html
from bot.models import Article

PARA = "<p>Pop star Marnie Vale was spotted leaving a restaurant in London with a mystery companion on Friday.</p>"

HOSTILE = {
    "empty": "",
    "whitespace": " \n\t ",
    "binary": bytes(range(256)).decode("latin-1") * 200,
    "nul_bytes": "\x00" * 5000,
    "deep_divs": "<html><body>" + "<div>" * 100_000 + PARA + "</div>" * 100_000 + "</body></html>",
    "deep_unclosed": "<html><body>" + "<span><b><i>" * 50_000 + PARA,
    "scripts_only": "<html><head><script>var a = 1;</script></head><body>"
    + "<script>document.write('<p>hello</p>')</script>" * 2000 + "</body></html>",
    "styles_only": "<html><head><style>p{color:red}</style></head><body><style>.x{}</style></body></html>",
    "xml_decl": '<?xml version="1.0" encoding="ISO-8859-1"?><html><body>' + PARA * 3 + "</body></html>",
    "surrogates": "<html><body><p>bad \udcff\ud800 text</p>" + PARA + "</body></html>",
    "control_chars": "<html><body>\x01\x02\x1b<p>\x0bctl\x0c</p>" + PARA + "</body></html>",
    "not_html": "just some words without any markup at all",
    "huge_attribute": "<html><body><div class='" + "x" * 2_000_000 + "'>" + PARA + "</div></body></html>",
    "broken_json_ld": '<html><head><script type="application/ld+json">{"a": [[[[[' + "[" * 100_000
    + "</script></head><body>" + PARA + "</body></html>",
    "frameset": "<html><frameset><frame src='a.html'></frameset></html>",
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_input_is_handled_quickly(name: str) -> None:
    start = time.perf_counter()
    try:
        art = extract_html(HOSTILE[name], url="https://gossip.example/x", source=name)
    except ExtractError as exc:
        assert exc.message == (BINARY_BODY if name in ("binary", "nul_bytes") else NO_ARTICLE)
    else:
        assert isinstance(art, Article)
        assert art.paragraphs and all(p.strip() for p in art.paragraphs)
        assert all("\x00" not in p and "\x01" not in p for p in art.paragraphs)
    assert time.perf_counter() - start < 10


@pytest.mark.parametrize("name", ["empty", "binary", "nul_bytes", "scripts_only", "styles_only", "frameset"])
def test_inputs_without_text_raise_extract_error(name: str) -> None:
    with pytest.raises(ExtractError):
        extract_html(HOSTILE[name], url=None, source=name)


def test_deeply_nested_story_does_not_recurse_forever() -> None:
    html = "<html><body>" + "<div>" * 100_000 + "</div>" * 100_000 + "<article>" + PARA * 6 + "</article></body></html>"
    art = extract_html(html, url=None, source="deep")
    assert art.paragraphs[0].startswith("Pop star Marnie Vale")


_TAGS = st.sampled_from(["p", "div", "article", "span", "script", "style", "h1", "a", "li", "ul", "figure",
                         "table", "tr", "td", "br", "meta", "title", "head", "body", "html", "!--", "?xml"])
_PIECE = st.one_of(
    _TAGS.map(lambda t: f"<{t}>"),
    _TAGS.map(lambda t: f"</{t}>"),
    st.text(max_size=80),
    st.sampled_from(['<meta property="og:title" content="', '<link rel="canonical" href="//x">', "&amp;", "&#0;",
                     '<script type="application/ld+json">{"datePublished": "2026-13-45"', "\"", "<![CDATA[",
                     "Subscribe to continue reading", "By Jo Writer", "READ MORE:"]),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_PIECE, max_size=60).map("".join), st.sampled_from([None, "https://g.example/a", "not a url"]))
def test_generated_html_only_ever_raises_extract_error(html: str, url: str | None) -> None:
    try:
        art = extract_html(html, url=url, source="gen")
    except ExtractError:
        return
    assert isinstance(art, Article)
    assert art.paragraphs
    assert isinstance(art.title, str)


TAG_RUNS = {  # html -> whether the tag-run pre-test lets _TAG_RUN look (64+ tags in a row, 63 of one kind)
    "no_tags": ("just words", False),
    "short_run": ("<div>" * 63 + "x", False),
    "long_start_run": ("<div>" * 65 + "x", True),  # (the last tag, followed by text, is no part of the run)
    "long_end_run": ("</div>\n" * 65 + "x", True),
    "spaced_start_run": ("<span class='a'> " * 70, True),
    "text_between": ("<b>a" * 100, False),
    "mixed_kinds": ("<i></i>" * 40, False),  # a run of 80 tags, but never 63 of one kind in a row
    "mixed_then_same": ("<i></i>" * 40 + "x" + "<p>" * 64 + "y", True),  # long run and same-kind row apart
    "long_tags": (("<div" + " a" * 120 + ">") * 70, False),  # start tags longer than _TAG_RUN takes
    "letters_after_text": ("<p>a<br>" + "<br>b" * 70, False),  # 70 start tags, each followed by text
}


@pytest.mark.parametrize("name", sorted(TAG_RUNS))
def test_tag_run_pre_test(name: str) -> None:
    from bot.extract import _TAG_RUN, _has_tag_run

    html, expected = TAG_RUNS[name]
    assert _has_tag_run(html) is expected
    if _TAG_RUN.search(html):
        assert _has_tag_run(html)
