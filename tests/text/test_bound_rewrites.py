"""Patterns whose leading ``\\b`` (or look-behind) is written as a look-behind after their first character, so that
``re`` can skip to the positions holding that character (speed, issue 13): each finds exactly what its first form
finds, groups and spans included, from any start position."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.quoting import miner as M
from bot.quoting import people as P
from bot.summarize import extractive as ex
from bot.text import sentences as S

_ORG_FIRST = (
    r"\b[Tt]he\s+(network|company|studio|label|palace|streamer|channel|brand|publisher|agency|station|"
    r"producers|production company|broadcaster|filing|lawsuit|suit|complaint|ruling|petition|docs|documents|"
    r"police report|indictment|court papers|letter|report|paper|study|manifesto|affidavit|release|memo|"
    r"Government|government|court)\b(?!['\u2019]s)|\b[Cc]ourt (?:documents|papers|docs|filings)\b"
    r"|\b[Tt]he\s+(?:[A-Z][\w&.-]*\s+){1,3}(?:report|study|paper|letter|manifesto|filing|lawsuit|complaint|ruling|"
    r"petition|indictment|affidavit|memo|release)\b(?!['\u2019]s)"
)
_CAP_SEQ_FIRST = (
    r"(?<![^\W_])" + P._TOKEN + r"(?:(?<![\u2019']s)" + P._NICK_GAP + r"[ \t]+(?:" + P._PARTICLE + r"[ \t]+){0,2}"
    + P._TOKEN + r")*"
)
# (the pattern as it is now, the pattern as it was first written)
REWRITTEN: list[tuple[re.Pattern[str], str]] = [
    (P._CAP_SEQ, _CAP_SEQ_FIRST),
    (P._ORG, _ORG_FIRST),
    (P._PRONOUN, r"\b([Hh]e|[Ss]he)\b"),
    (P._COUPLE, r"\b([A-Z][a-z]+) (?:and|&) ([A-Z][a-z]+) ([A-Z][a-z'\u2019-]+)\b"),
    (P._CAP_WORD, r"\b[A-Z][\w'\u2019-]*"),
    (ex._NAME_RUN, r"\b[A-Z][\w\u2019'-]*(?:\s+(?:[A-Z]\.\s+)?[A-Z][\w\u2019'-]*)+"),
    (S.SENTENCE_END, r"(?<!\b[A-Z])[.!?\u2026]+['\"\u2019\u201d]?\s+(?=[A-Z\"'\u201c\u2018\u201e])"),
    (S.SENTENCE_END_ONE, r"(?<!\b[A-Z])[.!?\u2026]['\"\u2019\u201d]?\s+"),
    (S._TERMINATOR, r"(?:[.!?\u2026]+|\.\.\.)[\"'\u201d\u2019\u00bb\u00ab\u201c)\]]*(?:[ \u00a0\u202f]\u00bb)?(?=\s+)"),
]
WORDS = ["the", "The", "he", "He", "she", "She", "court", "Court", "company", "report", "papers", "Mary", "Jo", "J.",
         "Smith", "Smith's", "IPCC", "and", "&", "Mr.", "U.S.", "A.", "x.", "...", "!", "?", "\u2026", "\"", "\u201d",
         "\u2019s", "'s", "Jr.", "Mrs.", "Mrs", "Ms.", "St.", "al-Assad", "el-Sisi", "al-x", "van", "der", "eHarmony",
         "O'Neill", "\"Q\"", "\u00bb", " \u00bb", ")", "_he", "1The", "\u00c9he", "\u00e9She", "\n", "  "]
TEXT = st.lists(st.sampled_from(WORDS), max_size=14).map(" ".join) | st.text(
    alphabet="TtheCcourtHhSs aA\u00e9\u00c9_1'\u2019-.!?\u2026\"\u201dJ&\nlMDr\t", max_size=40)


def _found(pattern: re.Pattern[str], text: str, pos: int) -> list[tuple[tuple[int, int], tuple[str | None, ...]]]:
    return [(m.span(), m.groups()) for m in pattern.finditer(text, pos)]


@pytest.mark.parametrize(("pattern", "first"), REWRITTEN, ids=lambda v: getattr(v, "pattern", "")[:20])
def test_the_rewritten_pattern_finds_what_the_first_form_finds(pattern: re.Pattern[str], first: str) -> None:
    old = re.compile(first)
    assert old.pattern != pattern.pattern

    @settings(max_examples=400, deadline=None, suppress_health_check=list(HealthCheck))
    @given(TEXT, st.integers(min_value=0, max_value=12))
    def check(text: str, pos: int) -> None:
        assert _found(pattern, text, pos) == _found(old, text, pos)

    check()


@pytest.mark.parametrize("text", ["E! News said", "Yahoo! reports", "no bang here", "", "Wow! Great", "E!"])
def test_the_outlet_mask_skips_only_texts_without_a_bang(text: str) -> None:
    assert M._mask(text, []) == M._BANG_OUTLET.sub(lambda m: m.group(1) + "_", text)
