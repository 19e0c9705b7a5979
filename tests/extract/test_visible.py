"""The page as a browser shows it: blocks on their own lines, hidden elements apart, page characters kept."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st
from lxml import html as lxml_html

from bot.visible import _HTML_SPACE, _STYLE_HIDDEN, PageText, _hiding_selectors, drop_hidden, page_text


def shown(body: str, head: str = "") -> PageText:
    return page_text(lxml_html.document_fromstring(f"<html><head>{head}</head><body>{body}</body></html>"))


def test_blocks_are_lines_and_inline_text_joins() -> None:
    t = shown("<h1>Big <em>news</em></h1><p>One\u00a0two \u2013 <a href='#'>three</a>\n  four.</p>"
              "<figure><figcaption>Cap (Image: X)</figcaption></figure><ul><li>a</li><li>b</li></ul>"
              "<table><tr><td>Name</td><td>Age</td></tr></table><p>x<br>y</p>")
    assert t.visible.split("\n") == ["Big news", "One\u00a0two \u2013 three four.", "Cap (Image: X)", "a", "b",
                                     "Name", "Age", "x\u2028y"]  # <br>: U+2028 inside the paragraph


@pytest.mark.parametrize(
    ("body", "head", "hidden"),
    [
        ("<p hidden>Secret line.</p>", "", True),
        ("<p style='display: none'>Secret line.</p>", "", True),
        ("<div style='visibility:hidden'><p>Secret line.</p></div>", "", True),
        ("<p class='print-header'>Secret line.</p>", "<style>.print-header { display:none }</style>", True),
        ("<p id='ph'>Secret line.</p>", "<style>@media screen { #ph { display: none } }</style>", True),
        ("<p class='sr-only'>Secret line.</p>", "", True),
        ("<p class='d-none d-md-block'>Secret line.</p>", "", False),  # shown on wider screens
        ("<p class='ph'>Secret line.</p>", "<style>@media print { .ph { display:none } }</style>", False),
        ("<p class='a b'>Secret line.</p>", "<style>.x .a { display:none }</style>", False),  # not a simple rule
        ("<script>var s = 'Secret line.'</script><noscript>Secret line.</noscript>", "", None),
    ],
)
def test_hidden_elements(body: str, head: str, hidden: bool | None) -> None:
    t = shown("<p>Seen.</p>" + body, head)
    assert "Seen." in t.visible
    assert ("Secret line." in t.hidden) is (hidden is True)
    assert ("Secret line." in t.visible) is (hidden is False)


_RULE = re.compile(r"([^{}@;]+)\{([^{}]*)\}")  # the rule grammar _hiding_selectors follows


@pytest.mark.parametrize(
    "css",
    [
        ".a{display:none}.b{color:red}#c{visibility : hidden}",
        ".a{color:red;display:none;visibility:hidden}",  # two hiding declarations, one rule
        ".a, div.b {DISPLAY: None}",  # case-insensitive
        "@media screen{.a{display:none}}.b{display:block}",
        "}{display:none}.x;.y{display:none}",  # empty selector; selectors start after ';'
        ".a{display:none",  # unclosed
        ".a{x:{display:none}}",  # a brace inside the block
        ".İ{display:none}.k{visibility:hidden}",  # lower-casing not one-to-one: the regex path
        "display:none{a}.b{display\n:\tnone}",
    ],
)
def test_hiding_selectors_are_the_rules_that_hide(css: str) -> None:
    expected = [selectors for selectors, decls in _RULE.findall(css) if _STYLE_HIDDEN.search(decls)]
    assert _hiding_selectors(css) == expected


def test_drop_hidden_keeps_text_that_is_also_visible() -> None:
    t = PageText(visible="Headline\nThe story goes on.", hidden="Printed copy only.\nThe story goes on.")
    assert drop_hidden(["Printed copy only.", "The story goes on."], t) == ["The story goes on."]


def test_a_mostly_hidden_body_is_kept_whole() -> None:
    t = PageText(visible="Headline\nOne.", hidden="Two.\nThree.\nFour.")
    assert drop_hidden(["One.", "Two.", "Three.", "Four."], t) == ["One.", "Two.", "Three.", "Four."]


@given(st.text(alphabet=" \t\n\r\fa\u2028\xa0\x0b", max_size=20))
def test_html_space_folds_what_a_browser_folds(text: str) -> None:
    assert _HTML_SPACE.sub(" ", text) == re.sub(r"[ \t\n\r\f]+", " ", text)
