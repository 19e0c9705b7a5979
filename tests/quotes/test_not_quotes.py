"""not_quotes (spans in quotation marks that are nobody's words: titles, names, terms, scare quotes) are never
expected quotations, in the English sets and, since German batch 13, in the multi-language ones: one home,
tests/quotes/scoring.py (not_quote_keys / is_not_quote). A mined not_quote is an extra: found, never matched."""

from __future__ import annotations

import pytest

from tests.quotes import multi
from tests.quotes.scoring import Score, is_not_quote, not_quote_keys

NOT_QUOTES = ("Haus Domino", "Tiny Forest", "Einander-Nächste-Sein in Würde", "meh")

# (mined text, prefix matching (multi labels hold opening words), is a not_quote)
CASES = [
    ("Haus Domino", False, True),  # fails before: the function did not exist
    ("Haus  Domino", False, True),  # compared normalised (bot.text.normalize), as labels are
    ("Tiny Forest.", False, True),  # a full stop the span keeps is no difference (as the English key scoring)
    ("Einander-Nächste-Sein in Würde und Solidarität", True, True),  # opening words, as a multi label
    # guards
    ("Einander-Nächste-Sein in Würde und Solidarität", False, False),  # English: the whole span or nothing
    ("Das Haus Domino ist offen", True, False),  # starting elsewhere is no not_quote
    ("haus domino", False, False),  # case kept, as a label's match is
    ("mehr als genug", True, True),  # prefix by characters, as multi's score_page matches a label's "start"
    ("Wir haben den Park eröffnet", True, False),
]


@pytest.mark.parametrize(("text", "prefix", "want"), CASES)
def test_a_mined_span_is_told_apart_as_a_not_quote(text: str, prefix: bool, want: bool) -> None:
    assert is_not_quote(text, not_quote_keys(NOT_QUOTES), prefix=prefix) is want


# (a page's extras from score_page, its not_quotes, how many extras are not_quotes)
PAGES = [
    (["Haus Domino", "Tiny Forest", "Wir sind stolz auf den Park"], ["Haus Domino", "Tiny Forest"], 2),
    (["Haus Domino"], [], 0),  # guard: a page of an older batch has no not_quotes
    ([], ["Haus Domino"], 0),  # guard: listed but not mined
]


@pytest.mark.parametrize(("extras", "not_quotes", "want"), PAGES)
def test_mined_not_quotes_counts_extras_only(extras: list[str], not_quotes: list[str], want: int) -> None:
    s = Score(expected=1, found=len(extras) + 1, matched=1, right=1, extras=extras)
    entry = {"lang": "de", "half": "tune", "quotes": [{"start": "wir", "speaker": None}], "not_quotes": not_quotes}
    assert multi.mined_not_quotes(entry, s) == want
