"""The aeb set (tests/sourcing/aeb_pages.json, session 15): 14 English news pages of scrapinghub/article-extraction-
benchmark's ground truth, labelled before the code ran on them; 'aeb' a tune half, 'aeb-check' held out (aggregate
figures only). Their texts are in ../shared/corpora/aeb-text: every test that reads them skips when it is absent."""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest

from bot.text import normalize
from tests.sourcing import data
from tests.support.shared import SHARED, shared_file

PAGES = json.loads(data.AEB.read_text(encoding="utf-8"))["pages"]

# first contact at the labels commit fe2301b (36b469a before a rebase; bot/ of main 35e4941, no bot/ change; the same at
# be9cafc), stored in benchmarks/sourcing_first_contact.json:
# quotes / sentences / bullets
FIRST_CONTACT = {"aeb": (0.821, 0.771, 0.800), "aeb-check": (0.838, 0.752, 0.667)}


def _key(text: str) -> str:
    return normalize(text).lower().replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')


def test_aeb_set_is_new_and_split_by_sha1_of_the_id() -> None:
    ids = [d["id"] for d in PAGES]
    others = " ".join(p.read_text(encoding="utf-8") for p in data.HERE.glob("*.json") if p != data.AEB)
    assert len(ids) == len(set(ids)) == 14 and not any(i in others for i in ids)
    ordered = sorted(ids, key=lambda i: hashlib.sha1(i.encode()).hexdigest())
    assert [d["half"] for d in sorted(PAGES, key=lambda d: ordered.index(d["id"]))] == list(data.AEB_HALVES) * 7
    for d in PAGES:
        assert d["url"].startswith("https://")
        assert {lab for _, lab in d["sentences"] + d["quotes"]} <= set(data.LABELS)


@pytest.mark.parametrize("page", PAGES, ids=lambda d: d["id"][:7])
def test_aeb_labels_are_verbatim_in_their_text(page: dict[str, Any]) -> None:
    text = _key(shared_file("corpora", "aeb-text", f"{page['id']}.txt").read_text(encoding="utf-8"))
    openings = [o for o, _ in page["sentences"]] + [o for o, _ in page["quotes"]]
    assert [o for o in openings if _key(o) not in text] == []


@pytest.mark.parametrize("half", data.AEB_HALVES)
def test_aeb_halves_hold_their_first_contact(half: str) -> None:
    """Floors at first contact, in aggregate (aeb-check's per-page errors are never read)."""
    shared_file("corpora", "aeb-text")
    scores = data.score(data.run(p) for p in data.aeb_pages(SHARED) if p.half == half)
    quotes, sentences, bullets = FIRST_CONTACT[half]
    assert scores.quotes.accuracy >= quotes - 0.001 and scores.sentences.accuracy >= sentences - 0.001
    assert scores.bullets.accuracy >= bullets - 0.001
    assert scores.unnamed_flag_wrong == []
