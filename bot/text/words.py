"""The one tokenizer, stemmer and stop list (per language) of the house.

* :func:`words_of` — word tokens: letters and digits of any script, with inner apostrophes ("don't", "l'actrice");
  ``hyphens=True`` keeps hyphenated compounds whole ("break-up"). :data:`WORD` and :data:`COMPOUND` are the two
  patterns, for rules that need the matches' places; :data:`TAG_WORD` and :data:`HYPHEN_RUN` are the named
  variants (see there).
* :func:`stem` — the Snowball stemmer of the language (``snowballstemmer``; English, German, French, Spanish ...),
  cached. Chosen over the three hand-written suffix strippers it replaced by measurement (docs/INTERNALS.md).
* :func:`content_terms` / :func:`content_words` — stemmed, lower-cased content words, the language's stop list out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache

import snowballstemmer  # type: ignore[import-untyped]

from bot.text.lexicon import lexicon_for
from bot.text.norm import normalize

# What a word is, the one definition: letters and digits of any script (no underscore), an inner apostrophe joining
# ("don't", "l'actrice"); a compound also joins with hyphens ("break-up", "co-star", "a-t-il"). The extractor's
# and the miner's word runs read these (issue #16: measured identical on every corpus page).
WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)?")
COMPOUND = re.compile(r"[^\W_]+(?:['\u2019-][^\W_]+)*")
# An English finite verb (a form of be/have/do, a modal, a common irregular past or present, an -ed or -s form): what
# tells a sentence or a quotation someone speaks from a name or a title in marks ("The World of Tomorrow.") and a
# headline standfirst from a line of names (the recap's no-verb test, extractive.reads_as_speech, the miner's titles)
FINITE_VERB = re.compile(
    r"\b(?:am|is|are|was|were|be|been|has|have|had|do|does|did|will|would|can|could|shall|should|may|might|must|"
    r"says|said|gets|got|goes|went|made|makes|took|takes|gave|gives|left|came|comes|won|lost|met|put|set|told|"
    r"[a-z]{2,}ed|[a-z]{2,}[^s\W]s)\b",
    re.IGNORECASE,
)
# A named variant: the words of a speech tag ("dijo", "a-t-il déclaré", "ha dicho"): from a letter on, so never a
# number, then word characters, apostrophes and hyphens, a trailing one included (the tag readers of
# bot.text.quotes and the miner were tuned on this; a number is no tag word)
TAG_WORD = re.compile(r"[^\W\d_][\w'\u2019-]*")
# a French elided clitic or article written onto the word after it: "s'indigne-t-elle", "m'a-t-il confié", "l'actrice"
ELIDED_CLITIC = re.compile(r"^[lmst]['\u2019](?=\w)")
# A named variant: a run of word characters and hyphens ("co-star" one word, "o'neill" two, a lone "-" one): the
# people model's last words before a mention were tuned on it (read as COMPOUND, the named people of 8 of 1090
# corpus pages moved, 4 for the worse: "Fatah", "Bolshevik" became people; issue #16 review)
HYPHEN_RUN = re.compile(r"[\w-]+")
# a person's age written right after their name: ", 45," (English copy) or "(77)" (German copy: "Gunthild Schön (77)
# blättert …"); a name given one is a person's (the people model and the German tag reader read it)
AGE_AFTER = re.compile(r"\s*(?:,\s*\d{1,3}\s*,|\(\d{1,3}\))")
_SNOWBALL_NAMES = {"en": "english", "de": "german", "fr": "french", "es": "spanish", "it": "italian",
                   "pt": "portuguese", "nl": "dutch"}
_STEM_CACHE_SIZE = 1 << 16
_TERMS_CACHE_SIZE = 8192  # texts recently reduced to content terms (the summarizer asks about each sentence often)
# The language of the article being worked on, for code that compares words without passing a language along (the
# summarizer): set with ``with language(article.lang):``. An explicit ``lang`` argument always wins.
_LANG: ContextVar[str | None] = ContextVar("text_language", default=None)


@contextmanager
def language(lang: str | None) -> Iterator[None]:
    """Within the block, word functions called without ``lang`` use ``lang`` (None: English)."""
    token = _LANG.set(lang)
    try:
        yield
    finally:
        _LANG.reset(token)


def _lang(lang: str | None) -> str:
    return (lang or _LANG.get() or "en")[:2]


def current_language() -> str:
    """The language set by the innermost :func:`language` block ("en" outside any)."""
    return _lang(None)


def words_of(text: str, *, hyphens: bool = False) -> list[str]:
    """Word tokens of ``text`` in order (letters/digits, with inner apostrophes; hyphenated compounds if asked)."""
    return list(_words(text, hyphens))


@lru_cache(maxsize=_TERMS_CACHE_SIZE)
def _words(text: str, hyphens: bool) -> tuple[str, ...]:
    return tuple((COMPOUND if hyphens else WORD).findall(text))


def bare_line(text: str) -> str:
    """A headline-ish line reduced to its words for comparing lines: typography folded (:func:`normalize`), lower
    case, "..." a break, punctuation out."""
    return " ".join(words_of(normalize(text).lower().replace("...", " ")))


def title_is_lead(title: str, paragraphs: Sequence[str]) -> bool:
    """The title is only the body's first sentence (possibly cut, with "…"), as for a text file without a title."""
    bare = bare_line(title)
    return bool(bare) and bool(paragraphs) and bare_line(paragraphs[0]).startswith(bare)


@cache
def _stemmer(lang: str) -> Callable[[str], str]:
    name = _SNOWBALL_NAMES.get(lang, "english")
    s = snowballstemmer.stemmer(name)
    memo: dict[str, str] = {}

    def run(word: str) -> str:
        out = memo.get(word)
        if out is None:
            out = str(s.stemWord(word))
            if len(memo) < _STEM_CACHE_SIZE:
                memo[word] = out
        return out

    return run


def stem(word: str, lang: str | None = None) -> str:
    """The stem of ``word`` in lower case ("Claimed", "claims", "claiming" -> "claim"; "Alec's" -> "alec")."""
    return _stemmer(_lang(lang))(_bare(word, _lang(lang)))


def stop_words(lang: str | None = None) -> frozenset[str]:
    """The language's stop list (function words, reporting verbs, calendar words)."""
    return lexicon_for(_lang(lang)).stop


def _bare(word: str, lang: str | None) -> str:
    """Lower case, typographic apostrophe folded, English possessive and French/Spanish elided article dropped."""
    return _bare_lowered(word.lower().replace("\u2019", "'"), lexicon_for(lang).elided_prefixes)


def _bare_lowered(w: str, elided_prefixes: Iterable[str]) -> str:
    if w.endswith("'s"):
        return w[:-2]
    for prefix in elided_prefixes:
        if w.startswith(prefix) and len(w) > len(prefix) + 1:
            return w[len(prefix) :]
    return w


def content_terms(text: str, lang: str | None = None) -> list[str]:
    """Stemmed, lower-cased content words of ``text`` in order (stop words and one-letter words dropped)."""
    return list(_content_terms(text, _lang(lang)))


@lru_cache(maxsize=_TERMS_CACHE_SIZE)
def _content_terms(text: str, lang: str) -> tuple[str, ...]:
    term = _term_of(lang)
    return tuple(t for t in map(term, words_of(text)) if t is not None)


@cache
def _term_of(lang: str) -> Callable[[str], str | None]:
    """word token -> its content term (None: a stop word or a one-letter word), remembered per word."""
    lex = lexicon_for(lang)
    stop, prefixes, stemmer = lex.stop, lex.elided_prefixes, _stemmer(lang)
    memo: dict[str, str | None] = {}

    def term(raw: str) -> str | None:
        if raw in memo:
            return memo[raw]
        lowered = raw.lower().replace("\u2019", "'")
        w = _bare_lowered(lowered, prefixes)
        out = None if w in stop or (len(w) < 2 and not w.isdigit()) or lowered in stop else stemmer(w)
        if len(memo) < _STEM_CACHE_SIZE:
            memo[raw] = out
        return out

    return term


def content_words(text: str, lang: str | None = None) -> set[str]:
    """The set of :func:`content_terms` of ``text`` (typography normalised first)."""
    return set(content_terms(normalize(text), lang))
