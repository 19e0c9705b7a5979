"""benchmarks/quotes.py --key scores the recap's shown key quotes with tests/quotes/real.py score_keys: right, wrong
(another name, or a name where the label has none), blank (no speaker where the label has one), a quote cut
otherwise than its label (scored against the label it overlaps) and a shown quote that is no labelled quotation."""

from __future__ import annotations

from typing import Any

import pytest

from bot.models import Quote
from tests.quotes.real import score_keys

LABELS: list[dict[str, Any]] = [
    {"text": "We are thrilled to be back on the road this summer.", "speaker": "Sam Jones"},
    {"text": "Nobody told us anything about the delay.", "speaker": "Ana Ruiz"},
    {"text": "It was a private matter and it stays that way.", "speaker": None},
]

# (shown key quotes as (text, speaker), (shown, right, wrong, blank, cut, not_quote))
CASES = [
    ([("We are thrilled to be back on the road this summer.", "Sam Jones")], (1, 1, 0, 0, 0, 0)),
    ([("We are thrilled to be back on the road this summer.", "Mr Sam Jones")], (1, 1, 0, 0, 0, 0)),
    ([("Nobody told us anything about the delay.", "Sam Jones")], (1, 0, 1, 0, 0, 0)),
    ([("Nobody told us anything about the delay.", None)], (1, 0, 0, 1, 0, 0)),
    ([("It was a private matter and it stays that way.", "Ana Ruiz")], (1, 0, 1, 0, 0, 0)),
    ([("It was a private matter and it stays that way.", None)], (1, 1, 0, 0, 0, 0)),
    ([("Nobody told us anything", None)], (1, 0, 0, 1, 1, 0)),
    ([("Greatest Hits Live", "Sam Jones")], (1, 0, 0, 0, 0, 1)),
    ([("We are thrilled to be back on the road this summer.", "Sam Jones"),
      ("Nobody told us anything about the delay.", None),
      ("It was a private matter and it stays that way.", "Ana Ruiz"),
      ("Greatest Hits Live", None)], (4, 1, 1, 1, 0, 1)),
]


@pytest.mark.parametrize(("shown", "want"), CASES)
def test_key_quotes_are_scored_right_wrong_blank_or_not_a_quotation(
        shown: list[tuple[str, str | None]], want: tuple[int, int, int, int, int, int]) -> None:
    keys = [Quote(text=t, speaker=sp, paragraph=i + 1) for i, (t, sp) in enumerate(shown)]
    k = score_keys("page", LABELS, keys)
    assert (k.shown, k.right, k.wrong, k.blank, k.cut, k.not_quote) == want
    assert len(k.cases) == k.wrong + k.blank + k.not_quote
