"""article_from_text: plain-text stories, one paragraph per line."""

from __future__ import annotations

import re
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.errors import ExtractError
from bot.extract import article_from_text, derive_title
from bot.extract_meta import clean_space
from tests.support.shared import shared_file


def test_baldwins_fixture_every_line_is_a_paragraph() -> None:
    path = shared_file("fixtures", "baldwins.txt")
    text = path.read_text(encoding="utf-8")
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    art = article_from_text(text, source=str(path))
    assert len(art.paragraphs) == len(lines)
    assert art.paragraphs[0] == lines[0]
    assert art.paragraphs[0].startswith("Alec and Hilaria Baldwin had such an uncomfortable on-camera moment")
    # The first line is an opening sentence, not a headline: the title is derived from it, not taken away.
    assert art.title.startswith("Alec and Hilaria Baldwin")
    assert len(art.title) <= 81
    assert art.url is None and art.source == str(path)
    # quotation marks are kept exactly as in the file
    assert any("\u201cI\u2019m sorry.\u201d" in p for p in art.paragraphs)


def test_headline_first_line_becomes_title() -> None:
    text = "Star Quits Show After Row\n\nThe actor left the set on Monday.\n\nProducers said: \"We wish him well.\"\n"
    art = article_from_text(text, source="x.txt")
    assert art.title == "Star Quits Show After Row"
    assert art.paragraphs == ("The actor left the set on Monday.", 'Producers said: "We wish him well."')


def test_given_title_wins_and_first_line_stays() -> None:
    art = article_from_text("Short line\nSecond line.", source="s", title="My Title")
    assert art.title == "My Title"
    assert art.paragraphs == ("Short line", "Second line.")


def test_single_newlines_and_blank_lines_both_separate_paragraphs() -> None:
    art = article_from_text("One is here.\nTwo is here.\n\n\nThree is here.\r\nFour.", source="s")
    assert art.paragraphs == ("One is here.", "Two is here.", "Three is here.", "Four.")


def test_empty_text_raises() -> None:
    with pytest.raises(ExtractError):
        article_from_text(" \n\n \t", source="s")


def test_derive_title_trims_on_word_boundary() -> None:
    sentence = ("The reality star and her husband had a very awkward moment on the red carpet at the premiere "
                "on Tuesday night. Then more.")
    title = derive_title(sentence)
    assert len(title) <= 81
    assert title.endswith("\u2026")
    assert sentence.startswith(title[:-1])
    assert not title[:-1].endswith(" ")
    assert derive_title("The star quit the show. And more text follows.") == "The star quit the show"


_SPACES = "".join(chr(c) for c in range(0x3001) if chr(c).isspace())


@given(st.text(alphabet=_SPACES + "ae\u0301\u00ad\u200b\u2060\ufeff", max_size=16))
def test_clean_space_folds_every_unicode_space(text: str) -> None:
    expected = re.sub(r"\s+", " ", re.sub("[\u00ad\u200b\u2060\ufeff]", "", unicodedata.normalize("NFC", text)))
    assert clean_space(text) == expected.strip()
