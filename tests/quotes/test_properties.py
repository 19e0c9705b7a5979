"""Property test: on generated articles, mine_quotes never raises and returns only verbatim, in-range quotes."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.quotes import mine_quotes, speakers_in
from bot.text import normalize

PIECES = [
    "said", "says", "told TMZ", "added", "she", "he", "His wife", "the singer", "a source close to the pair",
    "One person", "another wrote", "Alec", "Hilaria Baldwin", "Jo Pike", "Pike", "Tessa", "comedian Ray Moss",
    "don't", "Hilaria's", "'90s", "rock 'n' roll", "the Baldwins'", "’em", "(", ")", ":", ",", ".", "!", "?",
    '"', "'", "“", "”", "‘", "’", "„", "«", "»", "—", "…", "\u00a0", "\n", "  ", "show", "titled", "Glass Houses",
    "snapped", "muttered", "according to", "per", "the insider", "a Netflix spokesperson", "the network", "No",
    "Stop", "the", "and", "a", "word", "Mr.", "O'Brien", "6'2\"",
]

paragraph = st.lists(st.sampled_from(PIECES) | st.text(max_size=6), max_size=30).map(" ".join)


@settings(max_examples=300, deadline=None)
@given(st.lists(paragraph, max_size=8))
def test_mined_quotes_are_verbatim_and_in_range(paras: list[str]) -> None:
    qs = mine_quotes(paras)
    for q in qs:
        assert 1 <= q.paragraph <= len(paras)
        assert q.text and normalize(q.text) in normalize(paras[q.paragraph - 1])
        assert q.speaker is None or q.speaker.strip()
    assert [q.paragraph for q in qs] == sorted(q.paragraph for q in qs)
    assert all(isinstance(s, str) for s in speakers_in(paras))
