"""The rd check rows (issue 16, session 14): German/French/Spanish news pages of the mozilla/readability test pages
(readability's extracted article HTML in ../shared/corpora/rd-pages, read by tests/quotes/rd_pages.py as the English
check5 set is), labelled in real_multi_rd.json before any project code ran on them. Held out: aggregate figures only
(benchmarks/quotes.py --multi rows "<lang>/rd"). The paragraph rule, the labels' shape and text, the recorded first
contact and floors at it; pages skipped when ../shared lacks them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.text import normalize
from tests.quotes import multi, rd_pages
from tests.support.shared import SHARED, shared_file

HERE = Path(__file__).parent
# floors at the first contacts (real_multi_rd_before.json, main's miner e00991f), aggregate only: es/rd (at 4e250de)
# 1 page, 6 expected, 7 found, 6 matched, 0 right, 0 wrong, 6 with no speaker; fr/rd (at c28b2f6) 1 page, 4 expected,
# 4 found, 4 matched, 4 right (3 of them labelled with no speaker), 0 wrong
RD_FLOORS = {"es": {"prec": 0.85, "recall": 1.0, "speaker": 0.0, "wrong": 0.0},
             "fr": {"prec": 1.0, "recall": 1.0, "speaker": 1.0, "wrong": 0.0}}

PARAGRAPH_CASES = [  # (readability's article HTML, the paragraphs rd_pages.paragraphs gives)
    ('<div><p>Uno  dos\n   tres</p><p> </p><p>cuatro</p></div>', ["Uno dos tres", "cuatro"]),
    ('<div><blockquote><p>dentro</p></blockquote><blockquote>solo</blockquote></div>', ["dentro", "solo"]),
    ('<div><h2>Titel</h2><ul><li>eins <b>zwei</b></li></ul><div>hors bloc</div></div>', ["Titel", "eins zwei"]),
    ('<div><figure><figcaption><p>Légende</p></figcaption></figure><p>a <a href="x">b</a>.</p></div>',
     ["Légende", "a b."]),
]


@pytest.mark.parametrize(("html", "want"), PARAGRAPH_CASES)
def test_rd_paragraphs_are_each_innermost_block_in_order(html: str, want: list[str]) -> None:
    assert rd_pages.paragraphs(html) == want


def _other_label_texts() -> list[str]:
    """Every string of >= 25 characters in the repo's other label files (quotes and sourcing sets)."""
    out: list[str] = []

    def walk(o: object) -> None:
        if isinstance(o, dict):
            for v in o.values():
                walk(v)
        elif isinstance(o, list):
            for v in o:
                walk(v)
        elif isinstance(o, str) and len(o) >= 25:
            out.append(normalize(o))

    for path in [*HERE.glob("*.json"), *(HERE.parent / "sourcing").glob("*.json")]:
        if path != multi.RD_LABELS and not path.name.startswith("real_multi_rd"):
            walk(json.loads(path.read_text(encoding="utf-8")))
    return out


def test_rd_labels_shape() -> None:
    labels = multi.rd_labels()
    assert labels and not set(labels) & (set(multi.labels()) | set(multi.check_labels()))
    for file, entry in labels.items():
        assert file.startswith(rd_pages.PREFIX) and file not in {"readability.lemonde-1", "readability.liberation-1"}
        assert entry["half"] == multi.RD and entry["lang"] in multi.LANGS
        assert set(entry) <= {"lang", "half", "quotes", "not_quotes", "added"}  # no publisher text in the repo
        assert all(set(q) == {"start", "speaker"} and q["start"].strip() for q in entry["quotes"])


@pytest.mark.parametrize("file", sorted(multi.rd_labels()))
def test_rd_labels_are_verbatim_and_no_other_set_holds_the_page(file: str) -> None:
    shared_file(*rd_pages.page_path(SHARED, file).relative_to(SHARED).parts)
    text = normalize("\n".join(rd_pages.page_paragraphs(SHARED, file)))
    entry = multi.rd_labels()[file]
    for span in [q["start"] for q in entry["quotes"]] + entry["not_quotes"]:
        assert normalize(span) in text, span
    flat = " ".join(text.split()).lower()
    assert not [t for t in _other_label_texts() if " ".join(t.split()).lower() in flat]


def test_rd_first_contact_was_recorded() -> None:
    first = json.loads((HERE / "real_multi_rd_before.json").read_text(encoding="utf-8"))
    labels = multi.rd_labels()
    for lang in {e["lang"] for e in labels.values()}:
        f = first["figures"][f"{lang}/{multi.RD}"]
        mine = [e for e in labels.values() if e["lang"] == lang]
        assert (f["pages"], f["expected"]) == (len(mine), sum(len(e["quotes"]) for e in mine))
    assert first["commit"] == "4e250de"
    es = first["figures"]["es/rd"]
    assert [es[k] for k in ("found", "matched", "right", "wrong_n", "none_n")] == [7, 6, 0, 0, 6]
    fr = first["figures"]["fr/rd"]
    assert fr["commit"] == "c28b2f6"
    assert [fr[k] for k in ("found", "matched", "right", "wrong_n", "none_n")] == [4, 4, 4, 0, 0]


@pytest.mark.parametrize("lang", sorted(RD_FLOORS))
def test_rd_rows_stay_above_their_floor(lang: str) -> None:
    """Aggregate only: a check set's per-page errors are never read."""
    shared_file("corpora", "rd-pages")
    pages, s = multi.score_rd(SHARED, lang)
    if not pages:
        pytest.skip(f"no {lang} rd page in ../shared")
    f, floor = s.figures(), RD_FLOORS[lang]
    assert f["prec"] >= floor["prec"] and f["recall"] >= floor["recall"], f
    assert f["speaker"] >= floor["speaker"] and f["wrong"] <= floor["wrong"] + 1e-9, f
