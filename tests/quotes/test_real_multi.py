"""German, French and Spanish real pages (real_multi.json, labelled before the miner ran on them): the split rule,
the recorded first contacts, the recap's readability per language and regression floors as measured (issue 16).
The pages are read from ../shared (skipped when absent)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from bot.text import normalize
from tests.quotes import multi
from tests.support.shared import SHARED, shared_file

HERE = Path(__file__).parent
# regression floors as measured (benchmarks/quotes.py --multi), last at the end of session 3's second wave; the
# untouched figures are below the issue's targets (speaker right >= 0.80, wrong <= 3%): a reported shortfall.
# Second wave: the tune rows hold 4 more tune pages (batch 4, labelled before the miner ran on them), which lowers
# their recall and speaker figures; the untouched speaker floors drop for a faithfulness trade (ambiguous pronoun,
# role and untagged tags give no speaker: de right 0.63 -> 0.61 for wrong 0.102 -> 0.082, es right 0.20 -> 0.17 for
# wrong unchanged, fr wrong 0.051 -> 0.026); no wrong ceiling loosens.
# Session 4: the tune rows hold batch 5 (8 more tune pages, 5 German and 3 Spanish, labelled before the miner ran on
# them; first contact in real_multi_batch5_before.json: 3 right of 58 matched), which lowers their speaker figures;
# the German untouched wrong ceiling tightens (0.083 -> 0.062) for one right quote turned blank (speaker 0.61 -> 0.59).
# Session 5 (issue 16, multi): tune rows as measured after the tag work (right 84 -> 99 of 149, wrong 0); the French
# tune speaker ratio drops (0.62 -> 0.55) for one more short quote found (recall 0.80 -> 0.90) with no speaker.
# Untouched, measured once after that work (its errors not read): German right 29 -> 30 of 49, wrong 3 -> 2, prec
# 0.891 -> 0.907: the floors tighten. French right 6 -> 10 of 39 but wrong 1 -> 3 (0.026 -> 0.077); Spanish right 5 -> 4
# of 30 and wrong 3 -> 4 (0.100 -> 0.133): a reported regression of those two wrong counts (the issue asks <= 3%),
# the ceilings moved to the measured figures in a commit of their own so it can be weighed (or reverted with the rules).
# Session 6: the Spanish tune row holds batch 6 (3 more tune pages, 77 quotations; first contact in
# real_multi_batch6_before.json: 64 matched, 38 right, 0 wrong), which lowers its recall (0.94 -> 0.885) and speaker
# (0.63 -> 0.61) figures.
# Session 6, after an ablation of session 5's French rules (aggregate only on untouched): French verbs that describe or
# take up (décrit, constate, relève, reprend, détaille, complète, enchaîne) out of [tags] extra_verbs: French untouched
# wrong 3 -> 1 of 39 (0.077 -> 0.026), right unchanged (10): the French wrong ceiling tightens back.
# Then Spanish first names and offices ([names], [tags] roles) and a party's letters after a role: es tune right
# 85 -> 88 of 139, es untouched right 4 -> 6 of 30 (wrong unchanged, 4): both speaker floors rise.
# A body named by its kind is a rival for a pronoun or a dropped subject, and a comma after a run's dropped leading
# word ends the run: es untouched right 6 -> 7 of 30 (speaker floor 0.20 -> 0.23), every other row unchanged.
# A place a preposition governs before a person in an apposition leaves them the subject: es tune right 88 -> 92 of
# 139 (speaker floor 0.63 -> 0.66), untouched rows unchanged.
# A tag inside the marks counts only where it writes its speaker (name or role): fr untouched wrong 1 -> 0 of 39, no
# other row moves (found by switching the inner tag off, aggregate only): the French wrong ceiling 0.026 -> 0.
# The French tune row holds batch 7 (regards.fr.enquetes, 27 quotations, mostly partial; first contact 17 matched, 7
# right, 0 wrong): recall 0.90 -> 0.70, speaker 0.56 -> 0.46. (es tune 0.669, floor 0.66).
# A pronoun written onto "qu'" after the tag verb, of the subject's known gender: fr tune right 12 -> 13 of 26
# (floor 0.46 -> 0.50); a paper's title after a capitalised article ("écrit Le Canard enchaîné"): 13 -> 14 (floor 0.53).
# "peut-on lire dans" and a paper's title ([tags] read_in): fr tune right 14 -> 15 of 26 (floor 0.57).
# Session 7 (fr16): French tag and charge rules from the tune blanks (lists sharing a tag, an office named alone, quoted
# charges, a modal and an infinitive, a bare "peut-on lire", a naming participle's agent): fr tune found 26 -> 32,
# recall 0.70 -> 0.86, right 15 -> 24 (0.58 -> 0.75), wrong 0; the French untouched row did not move (0.26, wrong 0).
# Session 7 (es16c): the Spanish tune row holds batch 8 (3 more tune pages chosen by a fixed rule, 7 quotations; first
# contact in real_multi_batch8_before.json: 5 matched, 4 right, 0 wrong), which lowers its recall (0.885 -> 0.878).
# Session 9 (multi): speaker rules from the languages' press conventions (tests/quotes/test_tag_shapes.py), scored once
# as built on the held-out rows under a decision rule written first (wrong may rise by 1 item in total, no right may
# fall): the French untouched row's wrong 0 -> 0.026 (one blank became a wrong speaker; right 0.26 unchanged), every
# other held-out row identical. Its floor records that cost.
# Session 10 (es16): the Spanish tune row holds batch 10 (7 more tune pages from AR, SV, CU, MX, ES, CO, CL chosen by a
# fixed rule, 61 quotations; first contact in real_multi_batch10_before.json: 59 matched, 37 right, 2 wrong, 20 blank),
# which lowers its speaker figure (0.77 -> 0.73) and gives it its first wrong speakers (0 -> 2 of 196, ceiling 0.011).
# Then Spanish tag conventions from its blanks (tests/quotes/test_tag_shapes.py, session 10): es tune right 148 -> 158
# of 203 matched, wrong 2 -> 0 (speaker floor 0.77, wrong ceiling back to 0); held-out rows identical (scored once).
# Session 10 (de16): the German tune row holds batch 11 (10 more tune pages chosen by a fixed rule, 35 quotations in
# real_multi_more_de.json; first contact in real_multi_batch11_before.json: 32 matched, 8 right, 0 wrong), which lowers
# its precision (0.96 -> 0.88: three of the pages hold titles and terms only) and speaker figure (0.71 -> 0.60).
# Then German tag conventions read from it (tests/quotes/test_tag_shapes.py: "sagt X von <body>", a genitive before a
# role, a lower-case age, a quotation signed after a dash, …): de tune right 59 -> 67 of 98 matched (0.60 -> 0.68),
# wrong 0; every held-out row, the English rows and the fictional sets identical (one run, as built). Then "laut X"
# right before the mark and German weak nouns' oblique cases as roles: 67 -> 68 (0.69), held-out identical; then
# "Ursula von der Leyen" as one name: 68 -> 69 (0.70), held-out identical.
# Session 10 (fr16): no new French tune page was left in the corpus (every tune-half French page is labelled), so rules
# were written from French press conventions on sentences of our own (tests/quotes/test_tag_shapes.py) and scored
# once each as built on the held-out rows: the object of a subject's verb ("X a dénoncé une « faute grave »") took
# the French untouched right 10 -> 11 (0.26 -> 0.28), wrong unchanged; every other row identical but fr/check (below).
# French first names in fr.toml [names]: fr/check wrong 2 -> 1 of 20 (now no speaker), right unchanged; the French
# tune right 24 -> 23 of 32 ("met-il en perspective" after a man now known by his first name: two antecedents, none).
# Session 11 (frpages): batch 12, French and Spanish pages that registry packages ship as test data (2 French pages,
# 14 quotations; 1 Spanish page, 5; first contact in real_multi_batch12_before.json: 15 matched, 10 right, 0 wrong):
# fr tune recall 0.86 -> 0.84 (floor follows), es tune speaker 0.78 -> 0.77.
# Then Spanish tags from press conventions (the imperfect "sostenía X", "había dicho", words quoted as the object of
# their subject's verb), scored once as built under a decision rule written first: es tune right 160 -> 162 (of 207
# -> 208 matched: 0.773 -> 0.779; floor 0.77), wrong 0; es untouched wrong 2 -> 0 of 30 (both now no speaker; right
# unchanged, 7): its ceiling tightens to 0; every other held-out row, the English rows and the fictional sets identical.
# Session 11 (de16): "e. V." read as one abbreviation by the splitter and the tag reader (de tune right 69 -> 70 of 98),
# names confirmed by a word written alone as a subject, governed nouns, "X zufolge", Konjunktiv after a quote (70 ->
# 74), quantifiers no name words and a possessive's gender (74 -> 76, 0.78), wrong 0 throughout; German untouched,
# French, Spanish, the English rows and the fictional sets identical (each rule-set scored once as built): the German
# tune speaker floor 0.70 -> 0.77.
# Session 13 (delabel): both German rows hold batch 13 (16 news pages chosen by a fixed rule, 132 quotations, every
# span in marks labelled, terms and titles with a null speaker; first contact in real_multi_batch13_before.json at
# 6ce21d7: tune 20 of 42 matched, 8 right, 0 wrong; untouched, in aggregate, 49 of 90 matched, 15 right, 5 wrong):
# German tune recall 0.92 -> 0.79, speaker 0.78 -> 0.71; German untouched recall 0.93 -> 0.69, speaker 0.65 -> 0.48,
# wrong 0.041 -> 0.071. The floors follow; the rows before the batch are --multi's pre13 rows.
# Then German press tags (reflexive verbs of feeling, opinion verbs after a quote, a spokesperson's definite role with
# a genitive, a colon that only labels the quote): tune right 0.71 -> 0.72 (batch 13 tune 8 -> 9 of 20), untouched
# right 0.48 -> 0.49 (pre13 0.65 -> 0.67, batch 13 unchanged), wrong unchanged on every row.
# Then (deconv) batch 13 under the English sets' convention: its terms, titles, names and scare-quoted words moved to
# not_quotes (tune 18, untouched 35), never expected; a mined one is an extra. German tune expected 149 -> 131, recall
# 0.79 -> 0.90 (prec, speaker, wrong unchanged); German untouched expected 143 -> 108, matched 98 -> 95, recall
# 0.69 -> 0.88, prec 0.96 -> 0.93 (3 mined not_quotes now extras), right 48 -> 47 (0.49 = 0.49), wrong 7 -> 5 (0.071 ->
# 0.053). Batch 13's first contact re-scored the same way at 6ce21d7: real_multi_batch13_rescored.json.
# Session 14 (de14): both German rows hold batch 14 (14 news pages chosen by a fixed rule, 64 quotations, not_quotes
# apart from the start; first contact in real_multi_batch14_before.json at fcac52d: tune 36 of 41 matched, 11 right,
# 2 wrong; untouched, in aggregate, 20 of 23 matched, 10 right, 1 wrong): German tune recall 0.90 -> 0.895, speaker
# 0.72 -> 0.62, wrong 0 -> 0.013 (2 of 154); German untouched recall 0.88 -> 0.878, speaker 0.49 -> 0.50, wrong 0.053
# -> 0.052 (6 of 115). The floors follow. Then German press tags from the tune half (an inverted tag closing the
# sentence before a quote, "schlussfolgerte"/"beobachtet", "schreibt X weiter", "schrieb der AStA", "die Bloggerin
# X" is no "er", a role word before a colon, ...): tune right 96 -> 104 of 154 (0.62 -> 0.675), wrong 2 -> 0;
# untouched (aggregate) identical (57 / 6 of 115). Then first names of es/fr read in German copy and "Und weiter:"
# going on with the last speaker: tune right 104 -> 106 (0.688), wrong 0; untouched identical. Then (der3) "laut"
# naming an outlet or a body, a body by its kind as a tag's subject ("teilte das Präsidialamt in Seoul mit"), "hieß es
# in einer Erklärung des Ministeriums": tune right 106 -> 111 (0.721), wrong 0; untouched identical.
# Session 15 (german): both German rows hold batch 15 (8 trafilatura news pages by batch 14's rule continued and the
# newspaper4k test set's two German texts, 47 quotations; first contact in real_multi_batch15_before.json at aa74a99:
# tune 32 of 32 matched, 22 right, 2 wrong; untouched, in aggregate, 14 of 15 matched, 6 right, 1 wrong): German tune
# prec 0.91 -> 0.916, recall 0.90 -> 0.912, speaker 0.721 -> 0.715 (133 of 186), wrong 0 -> 0.011 (2); German
# untouched speaker 0.50 -> 0.488 (63 of 129), wrong 0.052 -> 0.054 (7). The floors follow. Then German press tags
# read on the tune half (an age in brackets after a name, "Pastor" a role, two roles joined by "und" before a name,
# "Erschreckend für X ist:", "schildert", "sagt der Sprecher"): tune right 133 -> 140 of 186 (0.753), wrong 2 -> 0;
# untouched (aggregate) identical. Then a party by its nickname ("kritisieren die Blauen") and a sentence whose verb in
# second place is a tag verb before a quote of its own ("Darüber hinaus mahnte der HDE-Präsident … an. “…”"): tune
# right 140 -> 142 of 187 matched (0.759), wrong 0; untouched identical.
FLOORS = {
    ("de", "tune"): {"prec": 0.91, "recall": 0.91, "speaker": 0.75, "wrong": 0.0},
    ("de", "untouched"): {"prec": 0.93, "recall": 0.88, "speaker": 0.48, "wrong": 0.054},
    ("fr", "tune"): {"prec": 1.00, "recall": 0.84, "speaker": 0.71, "wrong": 0.0},
    ("fr", "untouched"): {"prec": 0.88, "recall": 0.84, "speaker": 0.28, "wrong": 0.026},
    ("es", "tune"): {"prec": 0.88, "recall": 0.87, "speaker": 0.77, "wrong": 0.0},
    ("es", "untouched"): {"prec": 0.96, "recall": 0.90, "speaker": 0.23, "wrong": 0.0},
}
# Session 7: a French check set (real_multi_check.json, 10 pages, 27 quotations, labelled before any project code ran
# on them); floors at its first contact (real_multi_check_before.json, at 7c5ad33): 20 matched, 2 right, 2 wrong.
# Session 10 (fr16): the French tag verbs (fr16's first commit) mine one more span on the check set that no label
# holds (found 28 -> 29, matched, right and wrong unchanged): precision 0.71 -> 0.69, a reported cost.
CHECK_FLOORS = {"fr": {"prec": 0.69, "recall": 0.74, "speaker": 0.10, "wrong": 0.05}}


def test_labels_split_by_file_name_hash() -> None:
    labels = multi.labels()
    for lang in multi.LANGS:
        assert sum(e["lang"] == lang for e in labels.values()) >= 10
    split = json.loads(multi.LABELS.read_text(encoding="utf-8"))  # later batches' own files are tune pages by rule
    for file, entry in labels.items():
        assert file not in split or entry["half"] == multi.HALVES[int(hashlib.sha1(file.encode()).hexdigest(), 16) % 2]
        assert set(entry) <= {"lang", "half", "quotes", "not_quotes", "added"}  # no publisher text in the repo
        assert all(set(q) == {"start", "speaker"} and q["start"].strip() for q in entry["quotes"])
        # not_quotes (batch 13 on, as in the English sets): spans in marks that are nobody's words (terms, titles,
        # names, scare-quoted words), each its text as in the page, none also a labelled quotation
        nq = entry.get("not_quotes", [])
        assert all(isinstance(t, str) and t.strip() for t in nq)
        assert not {normalize(t) for t in nq} & {normalize(q["start"]) for q in entry["quotes"]}


def test_first_contacts_were_recorded() -> None:
    first = json.loads((HERE / "real_multi_before.json").read_text(encoding="utf-8"))
    added = json.loads((HERE / "real_multi_added_before.json").read_text(encoding="utf-8"))
    assert first["figures"]["fr/untouched"]["speaker"] == 0.0  # what the session-1 rules did on French copy
    assert added["batch"] == multi.BATCH2 and added["figures"]["de/untouched"]["pages"] == 3
    batch4 = json.loads((HERE / "real_multi_batch4_before.json").read_text(encoding="utf-8"))
    assert set(batch4["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 4")}
    batch5 = json.loads((HERE / "real_multi_batch5_before.json").read_text(encoding="utf-8"))
    assert set(batch5["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 5")}
    assert sum(p["right"] for p in batch5["pages"].values()) == 3  # what main's rules did on them at first contact
    batch6 = json.loads((HERE / "real_multi_batch6_before.json").read_text(encoding="utf-8"))
    assert set(batch6["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 6")}
    assert sum(p["right"] for p in batch6["pages"].values()) == 38  # main's rules at 840d07c, first contact
    batch7 = json.loads((HERE / "real_multi_batch7_before.json").read_text(encoding="utf-8"))
    assert set(batch7["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 7")}
    assert sum(p["right"] for p in batch7["pages"].values()) == 7  # the session-6 rules at 8fd1b81, first contact
    batch8 = json.loads((HERE / "real_multi_batch8_before.json").read_text(encoding="utf-8"))
    assert set(batch8["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 8")}
    assert sum(p["right"] for p in batch8["pages"].values()) == 4  # main's rules at c288fd6, first contact
    batch10 = json.loads((HERE / "real_multi_batch10_before.json").read_text(encoding="utf-8"))
    assert set(batch10["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 10")}
    assert sum(p["right"] for p in batch10["pages"].values()) == 37  # main's rules at 6c08dc9, first contact
    batch11 = json.loads((HERE / "real_multi_batch11_before.json").read_text(encoding="utf-8"))
    assert set(batch11["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 11")}
    assert sum(p["right"] for p in batch11["pages"].values()) == 8  # main's rules at 6c08dc9, first contact
    batch12 = json.loads((HERE / "real_multi_batch12_before.json").read_text(encoding="utf-8"))
    assert set(batch12["pages"]) == {f for f, e in multi.labels().items() if e.get("added", "").startswith("batch 12")}
    assert sum(p["right"] for p in batch12["pages"].values()) == 10  # main's rules at c862ea7, first contact
    batch13 = json.loads((HERE / "real_multi_batch13_before.json").read_text(encoding="utf-8"))
    tune13 = {f for f, e in multi.labels().items()
              if e.get("added", "").startswith(multi.BATCH13) and e["half"] == "tune"}
    assert set(batch13["pages"]) == tune13  # the untouched half is stored in aggregate only
    assert sum(p["right"] for p in batch13["pages"].values()) == 8  # main's rules at 6ce21d7, first contact
    assert (batch13["held_out"]["de/untouched"]["pages"], batch13["held_out"]["de/untouched"]["right"]) == (9, 15)
    # the same first contact (miner of 6ce21d7) re-scored with batch 13's not_quotes apart: tune 20 of 24 matched,
    # 8 right, 0 wrong; untouched (aggregate) 46 of 55 matched, 14 right, 3 wrong
    again = json.loads((HERE / "real_multi_batch13_rescored.json").read_text(encoding="utf-8"))
    assert again["measured_with"] == batch13["measured_with"] == "6ce21d7" and set(again["pages"]) == tune13
    rows = again["pages"].values()
    assert [sum(p[k] for p in rows) for k in ("expected", "matched", "right", "wrong")] == [24, 20, 8, 0]
    held = again["held_out"]["de/untouched"]
    assert [held[k] for k in ("pages", "expected", "matched", "right", "wrong_n")] == [9, 55, 46, 14, 3]
    listed = {f: len(e.get("not_quotes", [])) for f, e in multi.labels().items() if e.get("added", "").startswith(
        multi.BATCH13)}
    assert sum(listed.values()) == 18 + 35  # tune + untouched spans moved out of the expected quotations
    batch14 = json.loads((HERE / "real_multi_batch14_before.json").read_text(encoding="utf-8"))
    tune14 = {f for f, e in multi.labels().items()
              if e.get("added", "").startswith(multi.BATCH14) and e["half"] == "tune"}
    assert batch14["measured_with"] == "fcac52d" and set(batch14["pages"]) == tune14  # untouched: aggregate only
    rows = batch14["pages"].values()
    assert [sum(p[k] for p in rows) for k in ("expected", "matched", "right", "wrong")] == [41, 36, 11, 2]
    held = batch14["held_out"]["de/untouched"]
    assert [held[k] for k in ("pages", "expected", "matched", "right", "wrong_n")] == [7, 23, 20, 10, 1]
    batch15 = json.loads((HERE / "real_multi_batch15_before.json").read_text(encoding="utf-8"))
    tune15 = {f for f, e in multi.labels().items()
              if e.get("added", "").startswith(multi.BATCH15) and e["half"] == "tune"}
    assert batch15["measured_with"] == "aa74a99" and set(batch15["pages"]) == tune15  # untouched: aggregate only
    rows = batch15["pages"].values()
    assert [sum(p[k] for p in rows) for k in ("expected", "matched", "right", "wrong")] == [32, 32, 22, 2]
    held = batch15["held_out"]["de/untouched"]
    assert [held[k] for k in ("pages", "expected", "matched", "right", "wrong_n")] == [5, 15, 14, 6, 1]


def test_check_set_labels_and_first_contact() -> None:
    labels = multi.check_labels()
    first = json.loads((HERE / "real_multi_check_before.json").read_text(encoding="utf-8"))
    assert not set(labels) & set(multi.labels())  # pages no other multi-language set uses
    for entry in labels.values():
        assert entry["half"] == multi.CHECK and entry["lang"] in multi.LANGS
        assert set(entry) <= {"lang", "half", "quotes", "added"}  # no publisher text in the repo
        assert all(set(q) == {"start", "speaker"} and q["start"].strip() for q in entry["quotes"])
    f = first["figures"]["fr/check"]
    assert (first["commit"], f["pages"], f["expected"], f["wrong_n"]) == ("7c5ad33", 10, 27, 2)


@pytest.mark.parametrize("lang", sorted(CHECK_FLOORS))
def test_check_set_stays_above_its_floor(lang: str) -> None:
    """Aggregate only: a check set's per-page errors are never read."""
    shared_file("corpora", "trafilatura", "html")
    _, s = multi.score_check(SHARED, lang)
    f, floor = s.figures(), CHECK_FLOORS[lang]
    assert f["prec"] >= floor["prec"] and f["recall"] >= floor["recall"], f
    assert f["speaker"] >= floor["speaker"] and f["wrong"] <= floor["wrong"] + 1e-9, f


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
    for file in multi.absent_pages(SHARED, lang, half):  # a pkg-news page not fetched (scripts/fetch-pkg-news.sh)
        shared_file(*multi.page_path(SHARED, file).relative_to(SHARED).parts)
    _, s = multi.score(SHARED, lang, half)
    f, floor = s.figures(), FLOORS[(lang, half)]
    assert f["prec"] >= floor["prec"] and f["recall"] >= floor["recall"], f
    assert f["speaker"] >= floor["speaker"] and f["wrong"] <= floor["wrong"] + 1e-9, f


def test_more_label_files_are_tune_pages_never_relabelling_a_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for path in multi.more_label_files():  # later batches are tune pages only; held-out pages stay in real_multi.json
        entries = json.loads(path.read_text(encoding="utf-8"))
        assert all(e["half"] == "tune" and e["lang"] in multi.LANGS for e in entries.values()), path.name
    main = {"a.html": {"lang": "fr", "half": "tune", "quotes": []}}
    (tmp_path / "real_multi.json").write_text(json.dumps(main), encoding="utf-8")
    (tmp_path / "real_multi_more_x.json").write_text(json.dumps({"b.html": main["a.html"]}), encoding="utf-8")
    monkeypatch.setattr(multi, "LABELS", tmp_path / "real_multi.json")
    assert set(multi.labels()) == {"a.html", "b.html"}
    (tmp_path / "real_multi_more_y.json").write_text(json.dumps(main), encoding="utf-8")
    with pytest.raises(ValueError, match="a.html"):
        multi.labels()
