"""The aeb2 set (tests/sourcing/aeb2_pages.json, session 16): 14 more English news pages of scrapinghub/article-
extraction-benchmark's ground truth (helper check7's copy), labelled before the code ran on them; 'aeb2' a tune half,
'aeb2-check' held out (aggregate figures only). They are split as the quotes set of the same pages
(tests/quotes/real_en_check7.json), so a page is tune or held out in both. Their texts are in
../shared/corpora/aeb-text: every test that reads them skips while one is absent."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from bot.text import normalize
from tests.sourcing import data
from tests.support.shared import SHARED, shared_file

PAGES = json.loads(data.AEB2.read_text(encoding="utf-8"))["pages"]

# first contact on the labels commit 450eb48 (68a1e86 once rebased on main's 70e0b31) with bot/ of main ec96fd4 (no
# bot/ change), stored in benchmarks/sourcing_first_contact.json: quotes / sentences / bullets
FIRST_CONTACT = {"aeb2": (0.531, 0.460, 0.375), "aeb2-check": (0.885, 0.735, 0.611)}


def _key(text: str) -> str:
    return normalize(text).lower().replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')


def _skip_when_absent() -> None:
    shared_file("corpora", "aeb-text")
    if not data.aeb2_present(SHARED):
        pytest.skip(f"a text of {data.AEB2.name} is absent from {data.aeb_text(SHARED)}")


def test_aeb2_set_is_new_and_split_as_its_quotes_set() -> None:
    ids = [d["id"] for d in PAGES]
    others = " ".join(p.read_text(encoding="utf-8") for p in data.HERE.glob("*.json") if p != data.AEB2)
    assert len(ids) == len(set(ids)) == 14 and not any(i in others for i in ids)
    ordered = sorted(ids, key=lambda i: hashlib.sha1(f"aeb-text.{i}".encode()).hexdigest())
    assert [d["half"] for d in sorted(PAGES, key=lambda d: ordered.index(d["id"]))] == list(data.AEB2_HALVES) * 7
    for d in PAGES:
        assert d["url"].startswith("https://")
        assert {lab for _, lab in d["sentences"] + d["quotes"]} <= set(data.LABELS)


def test_aeb2_halves_are_the_quotes_halves() -> None:
    """Last session's aeb / check6 split the same pages two ways; aeb2 and check7 split them one way."""
    quotes = data.aeb2_quotes_halves()
    if not quotes:
        pytest.skip(f"{data.QUOTES_CHECK7} is absent")
    assert {d["id"]: d["half"] for d in PAGES} == {i: data.QUOTES_CHECK7_HALVES[h] for i, h in quotes.items()}


@pytest.mark.parametrize("page", PAGES, ids=lambda d: d["id"][:7])
def test_aeb2_labels_are_verbatim_in_their_text(page: dict[str, Any]) -> None:
    _skip_when_absent()
    text = _key(data.aeb_text(SHARED, page["id"]).read_text(encoding="utf-8"))
    openings = [o for o, _ in page["sentences"]] + [o for o, _ in page["quotes"]]
    assert [o for o in openings if _key(o) not in text] == []


@pytest.mark.parametrize("half", data.AEB2_HALVES)
def test_aeb2_halves_hold_their_first_contact(half: str) -> None:
    """Floors at first contact, in aggregate (aeb2-check's per-page errors are never read)."""
    _skip_when_absent()
    scores = data.score(data.run(p) for p in data.aeb2_pages(SHARED) if p.half == half)
    quotes, sentences, bullets = FIRST_CONTACT[half]
    assert scores.quotes.accuracy >= quotes - 0.001 and scores.sentences.accuracy >= sentences - 0.001
    assert scores.bullets.accuracy >= bullets - 0.001
    assert scores.unnamed_flag_wrong == []
