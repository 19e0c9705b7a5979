"""Miner faults seen on tune pages (issue 12, session 9), each with sentences of our own. Mark pairing: a quotation of
several paragraphs whose paragraph breaks were lost (each of its paragraphs opens with a straight mark, only the last
closes) and an inner quote opened with a closing curly mark inside an open quotation."""

from __future__ import annotations

import pytest

from bot.text.quotes import find_spans

SPANS: list[tuple[str, str, list[str]]] = [
    # fail before: the two paragraphs of one speech were one quotation with a stray opening mark inside
    ("a lost paragraph break inside a speech left open",
     '"We did what we could. I blame nobody. "The rules were too weak to catch them.',
     ["We did what we could. I blame nobody.", "The rules were too weak to catch them."]),
    ("a lost paragraph break before the paragraph that closes the speech",
     '"We trained hard. "We will win," she said.',
     ["We trained hard.", "We will win,"]),
    ("an inner quote opened with a closing curly mark",
     "\u201cThe time for \u201dsmall steps\u201d is long gone. We need more.",
     ["The time for \u201dsmall steps\u201d is long gone. We need more."]),
    # guards
    ("a closed quotation then a new one", '"We won." "We will win again," she said.',
     ["We won.", "We will win again,"]),
    ("a mark after a sentence end before a lower-case word does not split",
     '"It was done. "perfect" was the word.', ['It was done. "perfect']),
    ("a closing curly mark after a word still closes", "\u201cWe are done\u201d she said.", ["We are done"]),
    ("a curly quotation opened properly is left alone", "\u201cWe won. We will win again.\u201d",
     ["We won. We will win again."]),
]


@pytest.mark.parametrize(("case", "text", "want"), SPANS, ids=[c[0] for c in SPANS])
def test_mark_pairing(case: str, text: str, want: list[str]) -> None:
    assert [s.inner(text) for s in find_spans(text)] == want, case

