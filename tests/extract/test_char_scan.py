"""One scan of a page answers both questions: is it binary (is_binary's sample rule) and does it hold characters
_sanitize removes."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot import extract as X

# the rule as is_binary first wrote it
_UNDECODABLE = re.compile(r"[\ufffd\x01-\x08\x0e-\x1a\x1c-\x1f]")


def _binary(text: str) -> bool:
    sample = text[: X._BINARY_SAMPLE]
    limit = max(X._MAX_UNDECODABLE * len(sample), X._MIN_UNDECODABLE)
    return sample.count("\x00") * 10 > limit or len(_UNDECODABLE.findall(sample)) > limit


def test_character_sets_are_the_classes() -> None:
    every = [chr(i) for i in range(0x110000)]
    assert {c for c in every if _UNDECODABLE.match(c)} == X._UNDECODABLE_CHARS
    assert {c for c in every if X._BAD_CHARS.match(c)} == X._BAD_CHARS_SET
    # the byte and wide-character halves _char_scan looks for are the same sets
    assert {chr(b) for b in X._UNDECODABLE_BYTES} | set(X._UNDECODABLE_WIDE) == X._UNDECODABLE_CHARS
    assert {chr(b) for b in X._BAD_BYTES} | set(X._BAD_WIDE) == X._BAD_CHARS_SET
    assert all(b < 0x80 for b in X._UNDECODABLE_BYTES + X._BAD_BYTES)


PAGE = "<p>Plain text, caf\u00e9 \u201cquoted\u201d.</p>\n"
CASES = [
    "", PAGE, PAGE + "\x0b", PAGE + "\x7f", "\ufffe" + PAGE, PAGE * 3000 + "\x0c",  # bad character past the sample
    PAGE * 3000 + "\x00", "\x00" * 20 + PAGE, "\ufffd" * 17, "\ufffd" * 16, "\x01" * 40 + PAGE * 10,
    ("\x00" + "a" * 99) * 700, "a" * 65_535 + "\x1b", "\x1b" * 100, "\x1a" * 100, "\t\n\r " * 10,
]


@pytest.mark.parametrize("text", CASES)
def test_char_scan_is_both_scans(text: str) -> None:
    binary, clean = X._char_scan(text)
    assert binary == _binary(text) == X.is_binary(text)
    if not binary:
        assert clean == (X._BAD_CHARS.search(text) is None)
        assert X._sanitize(text, clean=clean) == X._sanitize(text)


@given(st.text(alphabet=st.sampled_from("ab <\x00\x01\x0b\x1b\x7f\ufffd\ufffe\uffff\u00e9\ud800\t\n"), max_size=300))
def test_char_scan_property(text: str) -> None:
    binary, clean = X._char_scan(text)
    assert binary == _binary(text)
    if not binary:
        assert clean == (X._BAD_CHARS.search(text) is None)
