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

# first contact on the labels commit (3b19116 on main, 36b469a before rebasing; bot/ of main 35e4941, no bot/ change;
# the same at be9cafc and 6f1d217), stored in benchmarks/sourcing_first_contact.json:
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


# How the quotes set of the same copy (tests/quotes/real_en_check6.json, its own sha1 split over 17 pages) halves these
# pages: 4 of aeb's are held out there (benchmarks/sourcing.py --details shows them in aggregate only), 4 of
# aeb-check's are its tune pages (so aeb-check's quotation figure is held out from the speakers' side for the other 3
# only: 06e5123, 0d46122, 3c5bf8d; in aggregate, at 6f1d217 where both halves still equal their first contact: quotes
# 0.944 n=18, sentences 0.905 n=84, bullets 1.000 n=6)
AEB_HELD_OUT_FOR_QUOTES = frozenset({
    "076f4f33bf75059db581bedf36e76fb65e89a8f7752db3339aa3ea11c5122f32",
    "264dc3ae31249cb1f50c50986e0952a4708c2e705d18a2d8bf0e525da6e2b485",
    "359fee228518d55b921194561e9ca88e428df81940246f8fac7a75398377daea",
    "14cc2a0ca59c62a8c9f205a171e9ccf4ef4cf69b0c642f51c8c65c051b39024f"})
AEB_CHECK_IN_QUOTES_TUNE = frozenset({
    "098bb3e96c0acdf36efdcde45fb9cca3f8c82c7cb2071b76097a1b96155f1eb2",
    "08f793762792bd252c75fb57544cdf506ffcc04785136cb87503f02364b82b56",
    "39d5c43beb60605c3eec760c99500e62e7bd71ebbe4ae05edf382125e1b0b80a",
    "156770d676ce79905198e1c8407f81e5ecfb617d9aa44712718707eb7e3b8e38"})


def test_aeb_halves_cross_the_quotes_halves_as_recorded() -> None:
    quotes = data.aeb_quotes_halves()
    if not quotes:
        pytest.skip(f"{data.QUOTES_CHECK6} is absent")
    assert {d["id"] for d in PAGES} <= set(quotes)
    ours = {d["id"]: d["half"] for d in PAGES}
    assert {i for i, h in ours.items() if h == "aeb" and quotes[i] == data.QUOTES_HELD_OUT} == AEB_HELD_OUT_FOR_QUOTES
    assert {i for i, h in ours.items() if h == "aeb-check" and quotes[i] != data.QUOTES_HELD_OUT} == (
        AEB_CHECK_IN_QUOTES_TUNE)


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
