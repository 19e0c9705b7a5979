"""German, French and Spanish real pages (real_multi.json, labelled before the miner ran on them): the split rule,
the recorded first contacts, the recap's readability per language and regression floors as measured (issue 16).
The pages are read from ../shared (skipped when absent)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from tests.quotes import multi
from tests.support.shared import SHARED, shared_file

HERE = Path(__file__).parent
# regression floors as measured at the end of session 3 (benchmarks/quotes.py --multi); the untouched figures are far
# below the targets (speaker right >= 0.80, wrong <= 3%): a reported shortfall, not a target
FLOORS = {
    ("de", "tune"): {"prec": 0.95, "recall": 0.95, "speaker": 0.70, "wrong": 0.025},
    ("de", "untouched"): {"prec": 0.89, "recall": 0.92, "speaker": 0.62, "wrong": 0.103},
    ("fr", "tune"): {"prec": 1.00, "recall": 0.87, "speaker": 0.71, "wrong": 0.0},
    ("fr", "untouched"): {"prec": 0.88, "recall": 0.84, "speaker": 0.15, "wrong": 0.052},
    # es tune speaker 0.61 -> 0.58: a faithfulness trade (session 3, second wave): a pronoun-less tag whose
    # antecedent has another person named after it gives no speaker (one right and one wrong speaker became None)
    ("es", "tune"): {"prec": 0.83, "recall": 0.90, "speaker": 0.58, "wrong": 0.0},
    ("es", "untouched"): {"prec": 0.96, "recall": 0.90, "speaker": 0.20, "wrong": 0.100},
}


def test_labels_split_by_file_name_hash() -> None:
    labels = multi.labels()
    for lang in multi.LANGS:
        assert sum(e["lang"] == lang for e in labels.values()) >= 10
    for file, entry in labels.items():
        assert entry["half"] == multi.HALVES[int(hashlib.sha1(file.encode()).hexdigest(), 16) % 2], file
        assert set(entry) <= {"lang", "half", "quotes", "added"}  # no publisher text in the repo
        assert all(set(q) == {"start", "speaker"} and q["start"].strip() for q in entry["quotes"])


def test_first_contacts_were_recorded() -> None:
    first = json.loads((HERE / "real_multi_before.json").read_text(encoding="utf-8"))
    added = json.loads((HERE / "real_multi_added_before.json").read_text(encoding="utf-8"))
    assert first["figures"]["fr/untouched"]["speaker"] == 0.0  # what the session-1 rules did on French copy
    assert added["batch"] == multi.BATCH2 and added["figures"]["de/untouched"]["pages"] == 3


@pytest.mark.parametrize("lang", multi.LANGS)
def test_recap_reads_in_every_language(lang: str) -> None:
    """The English sets' readability checks on the real pages: language detected, bullets verbatim in a cited
    paragraph, bullets that read as a sentence."""
    shared_file("corpora", "trafilatura", "html")
    c = multi.recap_checks(SHARED, lang)
    assert c["lang_right"] == 1.0 and c["bullets"] > 0, c
    assert c["verbatim"] == 1.0 and c["sentence_like"] >= 0.95, c


@pytest.mark.parametrize(("lang", "half"), sorted(FLOORS))
def test_real_pages_stay_above_their_floor(lang: str, half: str) -> None:
    shared_file("corpora", "trafilatura", "html")
    _, s = multi.score(SHARED, lang, half)
    f, floor = s.figures(), FLOORS[(lang, half)]
    assert f["prec"] >= floor["prec"] and f["recall"] >= floor["recall"], f
    assert f["speaker"] >= floor["speaker"] and f["wrong"] <= floor["wrong"] + 1e-9, f
