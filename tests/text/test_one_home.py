"""One home per concept (issue #16): a word list or pattern written once, read by every user of it."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Literal

import pytest

from bot.text import lexicon_for, strip_marks

LANG = Path(__file__).resolve().parents[2] / "bot" / "text" / "lang"


def _court_record() -> re.Pattern[str]:
    return dict(lexicon_for("en").sourcing_cues)["court_record"]


@pytest.mark.parametrize("reader", [_court_record, lambda: lexicon_for("en").court_documents_re],
                         ids=["court_record", "court_documents"])
@pytest.mark.parametrize("text", ["her victim impact statement", "a witness statement", "victim personal statements",
                                  "an affidavit", "the indictment", "court dockets", "the police report",
                                  "a restraining order"])
def test_record_papers_read_by_both_court_lists(reader: Callable[[], re.Pattern[str]], text: str) -> None:
    """[sourcing] record_papers is the one list of papers that are both court_record cues and court_documents."""
    assert reader().search(text)


def test_record_papers_written_once() -> None:
    sourcing = tomllib.loads((LANG / "en.toml").read_text(encoding="utf-8"))["sourcing"]
    papers = set(sourcing["record_papers"].split())
    assert papers and not papers & set(sourcing["court_record"].split())
    assert not papers & set(sourcing["court_documents"].split())
    assert not set(sourcing["court_record"].split()) & set(sourcing["court_documents"].split())


@pytest.mark.parametrize("platform", lexicon_for("en").platforms)
def test_platforms_read_by_every_user(platform: str) -> None:
    """[sourcing] platforms is the one list of social platforms: the sourcing label's "via", the people model's
    commenters ("one tiktok user") and the summarizer's chatter rule ("One TikTok user said ...") read it."""
    from bot.quoting import people
    from bot.summarize import extractive

    low = platform.lower()
    assert low in lexicon_for("en").commenter_modifiers
    assert people._COMMENTER.search(f"Then one {low} user wrote back.")
    assert extractive.is_chatter(f"One {platform} user said the show was rigged.")
    assert platform not in lexicon_for("en").channels


@pytest.mark.parametrize("verb", lexicon_for("en").statement_verbs)
@pytest.mark.parametrize("opening", ["The statement", "The joint statement", "Its statement", "The company's release"])
def test_statement_verbs_one_list(opening: str, verb: str) -> None:
    """[people] statement_verbs is the one list of what a statement does: "the statement" and an organisation's own
    statement read it alike ("The statement claimed", "Its statement concluded")."""
    from bot.quoting import people

    text = f"{opening} {verb}: we wish them well."
    assert people._STATEMENT_REF.search(text) or people._ITS_STATEMENT.search(text)
    assert "owned_statement_verbs" not in (LANG / "en.toml").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("text", "words", "compounds"),
    [
        ("Don't stop, l'actrice!", ["Don't", "stop", "l'actrice"], ["Don't", "stop", "l'actrice"]),
        ("his co-star O\u2019Neill said", ["his", "co", "star", "O\u2019Neill", "said"],
         ["his", "co-star", "O\u2019Neill", "said"]),
        ("'Yes' - she_said -- 2024", ["Yes", "she", "said", "2024"], ["Yes", "she", "said", "2024"]),
    ],
)
def test_one_definition_of_a_word(text: str, words: list[str], compounds: list[str]) -> None:
    """bot.text.words is the one home of what a word is: the extractor, the miner and the people model read its
    patterns (the people model its named variant HYPHEN_RUN), no copy of their own (issue #16)."""
    from bot import extract
    from bot.quoting import miner, people
    from bot.text import quotes
    from bot.text.words import COMPOUND, HYPHEN_RUN, TAG_WORD, WORD, words_of

    assert words_of(text) == WORD.findall(text) == words
    assert words_of(text, hyphens=True) == COMPOUND.findall(text) == compounds
    assert miner._WORD is COMPOUND and miner._TAG_WORD_RE is TAG_WORD
    assert people._last_words(text) == HYPHEN_RUN.findall(text.lower())
    assert not hasattr(extract, "_WORDS") and not hasattr(people, "_WORD_RUN") and not hasattr(quotes, "_TAG_WORD")


BOT = Path(__file__).resolve().parents[2] / "bot"


def test_accent_folding_has_one_home() -> None:
    """Taking accents off is bot.text.norm.strip_marks; no other module drops combining marks itself."""
    others = [p.relative_to(BOT).as_posix() for p in BOT.rglob("*.py")
              if "unicodedata.combining" in p.read_text(encoding="utf-8") and p.name != "norm.py"]
    assert others == []


@pytest.mark.parametrize(("text", "form", "want"), [
    ("La Prensa Gráfica", "NFKD", "La Prensa Grafica"),
    ("Murátov", "NFD", "Muratov"),
    ("\ufb01nal", "NFKD", "final"),  # compatibility forms unfold by default
    ("\ufb01nal", "NFD", "\ufb01nal"),  # not in the canonical form the tagger compares names in
    ("plain", "NFKD", "plain"),
])
def test_strip_marks(text: str, form: Literal["NFD", "NFKD"], want: str) -> None:
    assert strip_marks(text, form) == want
