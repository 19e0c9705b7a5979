"""Words stay whole across inline markup (drop caps, block boundaries) and furniture lines stay out (fictional
pages, our own text)."""

from __future__ import annotations

import pytest

from bot.extract import extract_html
from bot.extract_filters import is_boilerplate

REST = [
    "The singer later thanked the crew in a short speech and said the night had been the best of her whole tour.",
    "Guests stayed until well after midnight, dancing on the terrace while a string quartet played old film themes.",
    "Her publicist confirmed that a second show had been added for the spring after tickets sold out in minutes.",
]


def _page(first: str, extra: str = "") -> str:
    rest = "".join(f"<p>{p}</p>" for p in REST)
    return (
        "<html><head><title>Marina Vell returns to the stage</title></head><body>"
        "<nav><a href='/'>Home</a> <a href='/celebs'>Celebs</a></nav>"
        f"<article><h1>Marina Vell returns to the stage</h1><div class='story'>{first}{rest}{extra}</div></article>"
        "<footer>About us · Contact</footer></body></html>"
    )


LEAD = "arina Vell stepped back onto the stage at the Harbour Hall on Friday, her first concert in three years."
WHOLE = "M" + LEAD


@pytest.mark.parametrize(
    "first",
    [
        f"<span class='dropcap'>M</span><p>{LEAD}</p>",  # letter outside the paragraph
        f"<span class='x1'>M</span><p><a href='/marina'>{LEAD[:5]}</a>{LEAD[5:]}</p>",  # word continued in a link
        f"<p><span class='dropcap'>M</span>{LEAD}</p>",  # letter inside the paragraph
        f"<p><div class='initial'>M</div>{LEAD}</p>",  # block drop cap (the parser closes the <p>)
        f"<div class='cap'><span>M</span></div><p>{LEAD}</p>",  # nested wrapper around the letter
    ],
)
def test_drop_cap_letter_rejoins_its_word(first: str) -> None:
    art = extract_html(_page(first), url=None, source="s")
    assert art.paragraphs[0] == WHOLE
    assert not any(p in ("M", LEAD) or p.startswith("M arina") for p in art.paragraphs)


def test_lone_capital_in_inline_markup_keeps_its_space() -> None:
    first = ("<p><span>Asked about the rumours, she said: “I knew that </span><i>I</i><span> was ready, and "
             "nobody else needed to know it before the curtain went up.”</span></p>")
    art = extract_html(_page(first), url=None, source="s")
    assert "“I knew that I was ready, and nobody else" in art.paragraphs[0]


def test_text_on_both_sides_of_a_block_does_not_run_together() -> None:
    first = ("<div class='set'><span>She opened with a ballad she wrote at sixteen and dedicated it to her late "
             "grandmother.</span><div class='spacer'></div><span>Then the band kicked into the loud single everyone "
             "had come for.</span></div>")
    text = " ".join(extract_html(_page(first), url=None, source="s").paragraphs)
    assert "grandmother.Then" not in text
    assert "grandmother. Then the band" in text


def test_inline_markup_inside_words_adds_no_space() -> None:
    head = "arina Vell stepped back onto the stage"
    first = f"<p>M<b>arina</b> Vell stepped back onto the st<i>age</i>{LEAD[len(head):]}</p>"
    assert extract_html(_page(first), url=None, source="s").paragraphs[0] == WHOLE


@pytest.mark.parametrize(
    "line",
    [
        "Copyright 2031 Lantern Bay Broadcasting. All rights reserved. This material may not be redistributed.",
        "Featured image by Odile Brack/Gossip Daily.",
        "featured image: Rune Hallo via Unsplash",
        "Photo Source: Tam Quill from a stock library.",
        "The singer waves to fans outside the Harbour Hall. Photo: Pell Amsel/AFP",
        "Subscribe to Harbour Weekly newsletters.",
        "This article was originally published on Quillpost and has been republished here with permission.",
        "If you're on the Harbour News app, click here to watch live",
    ],
)
def test_furniture_lines_are_boilerplate(line: str) -> None:
    assert is_boilerplate(line)
    art = extract_html(_page(f"<p>{WHOLE}</p>", f"<p>{line}</p>"), url=None, source="s")
    assert line not in art.paragraphs
    assert art.paragraphs[0] == WHOLE


@pytest.mark.parametrize(
    "line",
    [
        "She posted a photo: a selfie with her dog on the pier.",
        "Copyright law is complicated, her lawyer said.",
        "The image source was never revealed, the court heard, though many guessed.",
    ],
)
def test_story_lines_mentioning_photos_or_copyright_stay(line: str) -> None:
    assert not is_boilerplate(line)
