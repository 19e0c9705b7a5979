"""The CNN/DailyMail tune set (real_cnndm_tune.json): the 18 articles of the odd-sha1 half of the development sample
that follow the 12 of the check set in sha1 order, labelled before the miner ran on them, first contact in
real_cnndm_tune_before.json. A tune set: its errors may be read to write rules, so its floors follow the rules (the
figures after them) while the first contact stays recorded. The articles are read from ../shared/corpora/cnndm-dev
(skipped when absent)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from tests.quotes import real
from tests.support.shared import SHARED, shared_file

HERE = Path(__file__).parent
# first contact (88e6dfe, main's miner): prec 0.961, recall 0.767, speaker 0.525, wrong 0.152 (15 of 99 matched),
# none 0.323 (32), verbatim 1.0, one not-quote among the key quotes. After the session-5 rules written from it (run-on
# quotations, names, interview turns): prec 0.966, recall 0.876, speaker 0.788, wrong 0.053 (6 of 113), none 0.159
FLOOR = {"prec": 0.966, "recall": 0.876, "speaker": 0.788, "wrong": 0.053, "verbatim": 1.0, "not_quote_as_key": 1}


def _sha1(article_id: str) -> str:
    return hashlib.sha1(article_id.encode()).hexdigest()


def test_labels_are_the_odd_half_articles_after_the_check_set() -> None:
    data = real.labels(real.CNNDM_TUNE_LABELS)
    ids = [p["id"] for p in data["pages"]]
    check = [p["id"] for p in real.labels(real.CNNDM_ODD)["pages"]]
    assert len(ids) == 18 and len(set(ids)) == 18 and "sha1" in data["selection"]
    assert all(int(_sha1(i), 16) % 2 == 1 for i in ids)  # the even half sources labels elsewhere
    assert not set(ids) & set(check)
    assert ids == sorted(ids, key=_sha1) and _sha1(check[-1]) < _sha1(ids[0])
    for page in data["pages"]:
        assert set(page) == {"id", "quotes", "not_quotes"}  # no article text in the repo
        for q in page["quotes"]:
            assert set(q) == {"text", "speaker"} and q["text"].strip()


def test_labels_are_the_next_odd_half_articles_of_the_sample() -> None:
    path = shared_file("corpora", "cnndm-dev", "articles.jsonl")
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    odd = sorted((str(r["id"]) for r in rows if int(_sha1(str(r["id"])), 16) % 2 == 1), key=_sha1)
    assert [p["id"] for p in real.labels(real.CNNDM_TUNE_LABELS)["pages"]] == odd[12:30]


def test_first_contact_was_recorded_when_the_labels_landed() -> None:
    before = json.loads((HERE / "real_cnndm_tune_before.json").read_text(encoding="utf-8"))
    assert before["commit"] == "88e6dfe"  # the wiring right after the labels (f85e3b1), main's miner unchanged
    assert set(before["pages"]) == {p["id"] for p in real.labels(real.CNNDM_TUNE_LABELS)["pages"]}
    assert sum(p["expected"] for p in before["pages"].values()) == before[real.CNNDM_TUNE]["expected"] == 129


def test_cnndm_tune_set_stays_at_its_floors() -> None:
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    pages = real.load_cnndm(SHARED, real.CNNDM_TUNE)
    assert not [q for p in pages for q in p.lost]  # every label lies in one sentence-paragraph
    f = real.score_pages(pages).figures()
    assert f["prec"] >= FLOOR["prec"] and f["recall"] >= FLOOR["recall"], f
    assert f["speaker"] >= FLOOR["speaker"], f
    assert f["wrong"] <= FLOOR["wrong"] + 1e-9, f
    assert f["verbatim"] >= FLOOR["verbatim"], f
    assert f["not_quote_as_key"] <= FLOOR["not_quote_as_key"], f
