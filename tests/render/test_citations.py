"""Citation links: page's own characters, first match is the cited sentence, no link into hidden text or tables.

The simulated browser search (:func:`bot.citations.first_match`) is checked here against the spec's rules; the
browser tests (tests/browser, ``make test-browser``) check the same links in a real Chromium."""

from __future__ import annotations

from urllib.parse import unquote

import pytest

from bot.citations import (
    Directive,
    citation_link,
    encode_fragment_text,
    first_match,
    fragment_link,
    parse_directive,
)
from bot.extract import extract_html
from bot.models import Article

URL = "https://gossip.example/story"


def test_spec_examples_encode_reserved_characters() -> None:
    assert encode_fragment_text("-") == "%2D"
    assert encode_fragment_text(",") == "%2C"
    assert encode_fragment_text("&") == "%26"
    assert encode_fragment_text("red-carpet, spat & more") == "red%2Dcarpet%2C%20spat%20%26%20more"
    assert encode_fragment_text("caf\u00e9 \u201cno\u201d") == "caf%C3%A9%20%E2%80%9Cno%E2%80%9D"


def test_context_free_link_keeps_query_and_drops_old_fragment() -> None:
    link = fragment_link("https://ex.com/a?b=1#old", "Pop star Marnie Vale split.")
    assert link == "https://ex.com/a?b=1#:~:text=Pop%20star%20Marnie%20Vale%20split."
    assert fragment_link("https://ex.com/a#x", "   ") == "https://ex.com/a"


PAGE = "Ann Lee quits\nAnn Lee quits the show, fans say.\nShe said: \u201cI\u2019m done.\u201d Ann Lee quits early."


@pytest.mark.parametrize(
    ("directive", "expected"),
    [
        (Directive("ann lee quits"), "Ann Lee quits"),  # case-insensitive, first block wins
        (Directive("Ann Lee quits the show"), "Ann Lee quits the show"),
        (Directive("Lee quits the"), "Lee quits the"),
        (Directive("Lee quit"), None),  # word-bounded: "quit" is not a word of "quits"
        (Directive("quits the show, fans"), "quits the show, fans"),
        (Directive("Ann Lee", "early."), "Ann Lee quits\nAnn Lee quits the show, fans say.\nShe said: \u201cI\u2019m "
                                         "done.\u201d Ann Lee quits early."),  # start and end may span blocks
        (Directive("I'm done."), "I\u2019m done."),  # quote marks fold
        (Directive("quits", prefix="done.\u201d Ann Lee"), "quits"),  # prefix context
        (Directive("Ann Lee quits", suffix="early"), "Ann Lee quits"),  # suffix context
        (Directive("quits Ann"), None),  # a term never matches across blocks
    ],
)
def test_first_match_follows_the_spec(directive: Directive, expected: str | None) -> None:
    hit = first_match(PAGE, directive)
    assert (PAGE[hit[0] : hit[1]] if hit else None) == expected
    if directive.prefix == "done.\u201d Ann Lee":
        assert hit is not None and hit[0] == PAGE.rindex("quits")


def test_parse_directive_round_trips() -> None:
    d = Directive("a-b, c", "d&e", prefix="x y", suffix="\u2019z")
    assert parse_directive("https://ex.com/#:~:" + d.encode()) == d
    assert parse_directive("https://ex.com/#top") is None


def article(paragraphs: tuple[str, ...], visible: str, title: str = "A headline") -> Article:
    return Article(source=URL, url=URL, title=title, paragraphs=paragraphs, visible_text=visible)


def landed(a: Article, link: str | None) -> str | None:
    """The visible text a browser would highlight for ``link`` (simulated)."""
    assert link is not None
    d = parse_directive(link)
    if d is None:
        return None
    hit = first_match(a.visible_text or "\n".join((a.title, *a.paragraphs)), d)
    return (a.visible_text or "\n".join((a.title, *a.paragraphs)))[hit[0] : hit[1]] if hit else None


CITED = "Mara Quinn left the dance show on Tuesday after the judges gave her the lowest score of the night."
REPEAT_CASES = [
    pytest.param(  # start words in the headline, a caption and an earlier paragraph
        ("Mara Quinn left the dance show early, a friend says.", "Fans were sad.", CITED),
        "Mara Quinn left the dance show\nMara Quinn left the dance show (Image: Agency)\n"
        "Mara Quinn left the dance show early, a friend says.\nFans were sad.\n" + CITED,
        CITED, 3, id="start-words-repeat",
    ),
    pytest.param(  # the whole sentence repeats earlier as a pull quote: context makes it unique
        ("Fans were sad. " + CITED + " Her partner cried.",),
        CITED + "\nFans were sad. " + CITED + " Her partner cried.",
        CITED, 1, id="pull-quote",
    ),
    pytest.param(  # the end words repeat between start and the cited end
        ("Fans cheered. Mara Quinn said she was sorry, and the crowd said she was sorry too.",),
        "Mara Quinn said she was sorry\nFans cheered. Mara Quinn said she was sorry, and the crowd said she was "
        "sorry too.",
        "Mara Quinn said she was sorry, and the crowd said she was sorry too.", 1, id="end-words-repeat",
    ),
]


@pytest.mark.parametrize(("paragraphs", "visible", "bullet", "number"), REPEAT_CASES)
def test_link_lands_on_the_cited_sentence_not_an_earlier_match(
    paragraphs: tuple[str, ...], visible: str, bullet: str, number: int
) -> None:
    a = article(paragraphs, visible)
    link = citation_link(a, bullet, number)
    assert landed(a, link) == bullet
    target = visible.rindex(bullet)
    d = parse_directive(link or "")
    assert d is not None and first_match(visible, d) == (target, target + len(bullet))
    # the context-free link of the same sentence lands elsewhere on these pages
    assert first_match(visible, parse_directive(fragment_link(URL, bullet)) or Directive("")) != (
        target, target + len(bullet))


@pytest.mark.parametrize(
    ("page_sentence", "bullet"),
    [
        ("The singer \u2013 who is 30 \u2013 wept at the wedding of her best friend in Rome.",
         "The singer - who is 30 - wept at the wedding of her best friend in Rome."),
        ("\u201cI\u2019m not sorry,\u201d the actor told the crowd at the premiere last night.",
         "\"I'm not sorry,\" the actor told the crowd at the premiere last night."),
        ("The couple paid \u00a310\u00a0million for the house near the river last spring.",
         "The couple paid \u00a310 million for the house near the river last spring."),
        ("The co\u00adstar denied every word of the report in a long post on Sunday morning.",
         "The costar denied every word of the report in a long post on Sunday morning."),
    ],
    ids=["en-dash", "curly-quotes", "nbsp", "soft-hyphen"],
)
def test_terms_are_the_pages_characters(page_sentence: str, bullet: str) -> None:
    a = article((page_sentence,), "Headline here\n" + page_sentence)
    link = citation_link(a, bullet, 1)
    assert landed(a, link) == page_sentence
    d = parse_directive(link or "")
    assert d is not None
    terms = " ".join(t for t in (d.start, d.end) if t)
    assert "\u00ad" not in terms and "\u00a0" not in terms  # browsers ignore / fold them: plain words
    for ch in "\u2013\u2019\u201c":
        if ch in page_sentence and ch in page_sentence[:30] + page_sentence[-30:]:
            assert ch in terms


def test_sentence_broken_by_br_is_found_and_linked_with_terms_on_each_side() -> None:
    page = "Fans waited. The singer left the party early\u2028and the chef stayed at the club until dawn."
    sentence = "The singer left the party early and the chef stayed at the club until dawn."
    a = article((page.replace("\u2028", " "),), "Headline here\n" + page)
    d = parse_directive(citation_link(a, sentence, 1) or "")
    assert d is not None and d.end is not None
    hit = first_match(a.visible_text, d)
    assert hit is not None and a.visible_text[hit[0] : hit[1]] == page[page.index("The singer") :]


def test_ascii_dash_bullet_gets_the_pages_en_dash() -> None:
    page = "The singer \u2013 who is 30 \u2013 wept."
    link = citation_link(article((page,), "Head\n" + page), "The singer - who is 30 - wept.", 1)
    assert link is not None and "%E2%80%93" in link and "%2D" not in link


BODY = "The body of the story is here, and it is long enough to be most of the article's text."


@pytest.mark.parametrize(
    ("paragraphs", "visible"),
    [
        pytest.param(("This copy is for your own use only.", BODY),
                     "Headline\n" + BODY, id="hidden-print-header"),
        pytest.param(("Name Age Town", BODY),
                     "Headline\nName\nAge\nTown\n" + BODY, id="table-row"),
    ],
)
def test_no_fragment_into_text_a_browser_cannot_match(paragraphs: tuple[str, ...], visible: str) -> None:
    a = article(paragraphs, visible)
    assert citation_link(a, paragraphs[0], 1) == URL
    assert landed(a, citation_link(a, paragraphs[1], 2)) == paragraphs[1]


def test_without_visible_text_headline_and_paragraphs_stand_in() -> None:
    a = article(("Mara Quinn left the show.", "Then Mara Quinn left the show for good."), "",
                title="Mara Quinn left the show")
    link = citation_link(a, "Mara Quinn left the show.", 1)
    assert link is not None and unquote(link).endswith("text=Mara Quinn left the show.")
    assert citation_link(Article(source="f.txt", url=None, title="t", paragraphs=("x",)), "x", 1) is None


def test_extracted_page_links_land_past_headline_and_caption() -> None:
    body = [
        "Dana Reyes quit the talent show on Friday night.",
        "Producers said the decision surprised everyone on the set of the programme.",
        "Dana Reyes quit the talent show after a row with a judge about her final song choice, a source said.",
    ]
    html = (
        "<html><head><title>Dana Reyes quit the talent show</title><style>.print-only{display:none}</style></head>"
        "<body><p class='print-only'>This copy is for your personal use only, printed from the site.</p>"
        "<article><h1>Dana Reyes quit the talent show</h1>"
        "<figure><img src='x.jpg'><figcaption>Dana Reyes quit the talent show (Image: Agency)</figcaption></figure>"
        + "".join(f"<p>{p}</p>" for p in body) + "</article></body></html>"
    )
    a = extract_html(html, url=URL, source=URL)
    assert not any("This copy" in p for p in a.paragraphs)
    n = a.paragraphs.index(body[2]) + 1
    link = citation_link(a, body[2], n)
    assert landed(a, link) == body[2]
