"""Citation links: a URL that scrolls to (and highlights) the cited sentence, per the WICG Text Fragments spec.

    fragment_link("https://ex.com/a#top", "Pop star Marnie Vale split.")
    -> "https://ex.com/a#:~:text=Pop%20star%20Marnie%20Vale%20split."

A browser highlights the *first* match of a fragment in the page's rendered text, so a link is only right when its
terms cannot match earlier — in the headline, a standfirst, a caption or an earlier paragraph. :func:`citation_link`
therefore works on the page as a browser shows it (``Article.visible_text``, see :mod:`bot.visible`):

1. it finds the cited sentence there, and takes the **page's own characters** (curly quotes, dashes, no-break
   spaces) — never the bullet's, whose ASCII ``-`` for the page's ``–`` would match nothing;
2. it picks the shortest directive whose first match, simulated with the spec's algorithm
   (:func:`first_match`: case-, accent- and quote-insensitive, word-bounded, each term inside one block), is exactly
   that sentence: the whole sentence when short, else ``textStart,textEnd`` grown word by word, then with
   ``prefix-,``/``,-suffix`` context from the same block;
3. it gives no fragment at all (the plain article URL) when the sentence is not in the visible text — hidden print
   headers, table rows split across cells — or when nothing unique can be built.

Without visible text (text files, old cache entries, pages whose body only exists in JSON) the headline and the
paragraphs stand in for it. Every character that is not an ASCII letter, digit or one of ``._~`` is
percent-encoded — in particular ``-``, ``,`` and ``&``, which the directive syntax reserves.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from urllib.parse import quote, unquote

from bot.models import Article
from bot.text import normalize, split_sentences, strip_marks
from bot.visible import LINE_BREAK

_WS = re.compile(r"\s+")
# Sentences longer than this many words are linked as textStart,textEnd.
LONG_SENTENCE_WORDS = 10
EDGE_WORDS = 4  # words in textStart / textEnd before any growing
MAX_EDGE_WORDS = 14  # textStart / textEnd never grow beyond this
MAX_CONTEXT_WORDS = 8  # prefix / suffix words tried
# Share of the body (in characters, or in paragraphs) found in the visible text for it to be trusted as the page:
# below both, the body lives in scripts/JSON and the headline + paragraphs stand in for the page.
MIN_COVERAGE = 0.5

# Characters a browser's find ignores (soft hyphen, zero-width marks) and folds (quote marks), as Chrome does.
_IGNORED = frozenset("\u00ad\u200b\u200c\u200d\u2060\ufeff")
_QUOTE_FOLD = {
    "\u2018": "'", "\u2019": "'", "\u201a": "'", "\u201b": "'", "\u2032": "'",
    "\u201c": '"', "\u201d": '"', "\u201e": '"', "\u201f": '"', "\u2033": '"',
}
def encode_fragment_text(text: str) -> str:
    """Percent-encode one text-fragment term (textStart / textEnd / prefix / suffix)."""
    return quote(text, safe="._~").replace("-", "%2D")


# ------------------------------------------------------------------------------------------------ folded text


@lru_cache(maxsize=4096)
def _fold_char(c: str, loose: bool) -> str:
    if c in _IGNORED:
        return ""
    if c == "\n":
        return "\n"
    if c == LINE_BREAK:  # <br>: a break to the browser's find; kept apart in the loose form (see _PageIndex.joined)
        return LINE_BREAK if loose else "\n"
    if c.isspace():
        return "" if loose else " "
    if loose:  # also the verbatim check's folding (a bullet's "-" for the page's "–"), then as below
        return "".join(_fold_char(ch, False) for ch in normalize(c))
    if c in _QUOTE_FOLD:
        return _QUOTE_FOLD[c]
    base = strip_marks(c)
    return (base or c).casefold()


@dataclass(frozen=True, slots=True)
class Folded:
    """``text`` folded for matching; ``origin[i]`` is the index in the original text of folded character ``i``.
    Blocks stay separated by ``"\\n"``; whitespace runs become one space (``loose``: no space at all)."""

    text: str
    origin: tuple[int, ...]

    def to_folded(self, index: int) -> int:
        """Folded index of the first character at or after original ``index``."""
        return bisect_left(self.origin, index)

    def to_original(self, index: int, original_len: int) -> int:
        return self.origin[index] if index < len(self.origin) else original_len


def fold(text: str, *, loose: bool = False) -> Folded:
    chars: list[str] = []
    origin: list[int] = []
    for i, c in enumerate(text):
        f = _fold_char(c, loose)
        if not f:
            continue
        if f == " " and (not chars or chars[-1] in " \n"):
            continue
        if f == "\n" and chars and chars[-1] == " ":
            chars.pop()
            origin.pop()
        chars.extend(f)
        origin.extend([i] * len(f))
    if chars and chars[-1] == " ":
        chars.pop()
        origin.pop()
    return Folded("".join(chars), tuple(origin))


def _cjk(c: str) -> bool:
    return "\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7af"


def _bound(text: str, i: int) -> bool:
    """A word boundary at ``i`` (between two letters/digits there is none, except in CJK)."""
    if i <= 0 or i >= len(text):
        return True
    a, b = text[i - 1], text[i]
    return not (a.isalnum() and b.isalnum()) or _cjk(a) or _cjk(b)


# ------------------------------------------------------------------------------------------------ the spec's search


@dataclass(frozen=True, slots=True)
class Directive:
    """One ``text=`` directive: ``[prefix-,]start[,end][,-suffix]`` (plain, unencoded terms)."""

    start: str
    end: str | None = None
    prefix: str | None = None
    suffix: str | None = None

    def encode(self) -> str:
        out = "text="
        if self.prefix:
            out += encode_fragment_text(self.prefix) + "-,"
        out += encode_fragment_text(self.start)
        if self.end:
            out += "," + encode_fragment_text(self.end)
        if self.suffix:
            out += ",-" + encode_fragment_text(self.suffix)
        return out


def parse_directive(fragment: str) -> Directive | None:
    """The first ``text=`` directive of a URL or fragment (``...#:~:text=a,b``), or None."""
    _, sep, rest = fragment.partition(":~:")
    if not sep:
        return None
    for part in rest.split("&"):
        if not part.startswith("text="):
            continue
        terms = part[5:].split(",")
        prefix = unquote(terms.pop(0)[:-1]) if terms and terms[0].endswith("-") else None
        suffix = unquote(terms.pop()[1:]) if terms and terms[-1].startswith("-") else None
        if not terms or len(terms) > 2:
            return None
        return Directive(start=unquote(terms[0]), end=unquote(terms[1]) if len(terms) == 2 else None,
                         prefix=prefix, suffix=suffix)
    return None


def _find(hay: str, term: str, pos: int, start_bound: bool, end_bound: bool) -> int:
    """First index >= pos where ``term`` occurs (inside one block) with the requested word boundaries, or -1."""
    if not term or "\n" in term:
        return -1
    while True:
        i = hay.find(term, pos)
        if i < 0:
            return -1
        if (not start_bound or _bound(hay, i)) and (not end_bound or _bound(hay, i + len(term))):
            return i
        pos = i + 1


def _skip_space(hay: str, pos: int) -> int:
    while pos < len(hay) and hay[pos] == " ":
        pos += 1
    return pos


def _first_match_folded(hay: str, d: Directive) -> tuple[int, int] | None:
    """The spec's "find a range from a text directive" on folded text (block = line)."""
    start = fold(d.start).text
    end = fold(d.end).text if d.end else None
    prefix = fold(d.prefix).text if d.prefix else None
    suffix = fold(d.suffix).text if d.suffix else None
    must_end = end is not None or suffix is None
    search = 0
    while search < len(hay):
        if prefix:
            p = _find(hay, prefix, search, True, False)
            if p < 0:
                return None
            search = p + 1
            at = _skip_space(hay, p + len(prefix))
            if not (hay.startswith(start, at) and (not must_end or _bound(hay, at + len(start)))):
                continue
            m0, m1 = at, at + len(start)
        else:
            m0 = _find(hay, start, search, True, must_end)
            if m0 < 0:
                return None
            search = m0 + 1
            m1 = m0 + len(start)
        range_start = m1
        while range_start <= len(hay):
            if end is not None:
                e = _find(hay, end, range_start, True, suffix is None)
                if e < 0:
                    return None
                m1 = e + len(end)
            if suffix is None:
                return m0, m1
            at = _skip_space(hay, m1)
            if _find(hay, suffix, at, False, True) < 0:
                return None
            if hay.startswith(suffix, at) and _bound(hay, at + len(suffix)):
                return m0, m1
            if end is None:
                break
            range_start = m1
    return None


def first_match(visible_text: str, directive: Directive) -> tuple[int, int] | None:
    """Where a browser's first match of ``directive`` lies in ``visible_text`` (original indices), or None."""
    page = _page_index(visible_text)
    hit = _first_match_folded(page.match.text, directive)
    if hit is None:
        return None
    return page.match.to_original(hit[0], len(visible_text)), page.match.origin[hit[1] - 1] + 1


# ------------------------------------------------------------------------------------------------ the page


@dataclass(frozen=True, slots=True)
class _PageIndex:
    text: str
    match: Folded
    loose: Folded
    joined: Folded  # ``loose`` without ``<br>`` breaks: finds a paragraph split by them (a break to a browser)


@lru_cache(maxsize=16)
def _page_index(text: str) -> _PageIndex:
    loose = fold(text, loose=True)
    joined = Folded(loose.text.replace(LINE_BREAK, ""),
                    tuple(o for ch, o in zip(loose.text, loose.origin, strict=True) if ch != LINE_BREAK))
    return _PageIndex(text, fold(text), loose, joined)


@dataclass(frozen=True, slots=True)
class CitablePage:
    """The text a citation is judged against, and where each paragraph of the article lies in it."""

    index: _PageIndex
    paragraphs: tuple[tuple[int, int] | None, ...]  # original [start, end) per paragraph, None when not found
    synthetic: bool  # True: the headline + paragraphs stand in for a page we could not see


def citable_page(article: Article) -> CitablePage:
    return _citable_page(article.visible_text, article.title, article.paragraphs)


@lru_cache(maxsize=16)
def _citable_page(visible_text: str, title: str, paragraphs: tuple[str, ...]) -> CitablePage:
    if visible_text:
        index = _page_index(visible_text)
        spans = _locate_paragraphs(index, paragraphs)
        chars = sum(len(p) for p, s in zip(paragraphs, spans, strict=True) if s is not None)
        count = sum(s is not None for s in spans)
        if paragraphs and (chars >= MIN_COVERAGE * sum(len(p) for p in paragraphs)
                           or count >= MIN_COVERAGE * len(paragraphs)):
            return CitablePage(index, spans, synthetic=False)
    index = _page_index("\n".join((title, *paragraphs)))
    return CitablePage(index, _locate_paragraphs(index, paragraphs), synthetic=True)


def _locate_paragraphs(index: _PageIndex, paragraphs: Sequence[str]) -> tuple[tuple[int, int] | None, ...]:
    """Each paragraph's place in the page, in reading order (the first occurrence after the previous paragraph)."""
    out: list[tuple[int, int] | None] = []
    cursor = 0  # original index after the previous paragraph found
    for p in paragraphs:
        key = fold(p, loose=True).text
        span = None
        if key and "\n" not in key and LINE_BREAK not in key:
            for folded in (index.loose, index.joined):
                i = folded.text.find(key, folded.to_folded(cursor))
                if i < 0:
                    i = folded.text.find(key)
                if i >= 0:
                    span = (folded.origin[i], folded.origin[i + len(key) - 1] + 1)
                    cursor = span[1]
                    break
        out.append(span)
    return tuple(out)


# ------------------------------------------------------------------------------------------------ cited sentence


def _sentence_for(bullet_text: str, paragraph: str) -> list[str]:
    """Texts to look for in the page: the bullet (and its lower-cased first letter), else the first sentence."""
    text = bullet_text.removesuffix("\u2026").strip()
    wanted = [text, text[:1].lower() + text[1:]] if text else []
    sentences = split_sentences(paragraph)
    return wanted + sentences[:1]


def cited_span(article: Article, bullet_text: str, number: int) -> tuple[CitablePage, int, int] | None:
    """Where the sentence ``bullet_text`` cites from paragraph ``number`` lies in the page (original indices)."""
    if not 0 < number <= len(article.paragraphs):
        return None
    page = citable_page(article)
    span = page.paragraphs[number - 1]
    para_key = fold(article.paragraphs[number - 1], loose=True).text
    for candidate in _sentence_for(bullet_text, article.paragraphs[number - 1]):
        key = fold(candidate, loose=True).text
        if not key or "\n" in key or LINE_BREAK in key or (span is None and key not in para_key):
            continue
        for folded in (page.index.loose, page.index.joined):
            lo, hi = (folded.to_folded(span[0]), folded.to_folded(span[1])) if span else (0, len(folded.text))
            i = folded.text.find(key, lo, hi)
            if i < 0 and span is None:
                i = folded.text.find(key)
            if i >= 0:
                return page, folded.origin[i], folded.origin[i + len(key) - 1] + 1
    return None


def cited_sentence(article: Article, bullet_text: str, number: int) -> str | None:
    """The cited sentence in the page's own characters (the paragraph's when the page text is unknown)."""
    found = cited_span(article, bullet_text, number)
    if found is None:
        if 0 < number <= len(article.paragraphs):
            first = split_sentences(article.paragraphs[number - 1])
            return first[0] if first else None
        return None
    page, start, end = found
    return page.index.text[start:end]


# ------------------------------------------------------------------------------------------------ building links


def _words(text: str) -> list[str]:
    words = ("".join(c for c in w if c not in _IGNORED) for w in text.split())
    return [w for w in words if w]


def _cores(words: list[str]) -> list[tuple[str, str | None]]:
    """Candidate (textStart, textEnd) pairs, best first: the whole short sentence; start and end of EDGE_WORDS or
    more, shortest first; then the whole sentence; then shorter edges (a sentence broken by ``<br>``)."""
    n = len(words)
    full = (" ".join(words), None)
    pairs = sorted(
        ((k, m) for k in range(1, MAX_EDGE_WORDS + 1) for m in range(1, MAX_EDGE_WORDS + 1) if k + m < n),
        key=lambda km: (km[0] < EDGE_WORDS or km[1] < EDGE_WORDS, km[0] + km[1], km[0]),
    )
    edges = [(" ".join(words[:k]), " ".join(words[-m:])) for k, m in pairs]
    wide = [e for (k, m), e in zip(pairs, edges, strict=True) if k >= EDGE_WORDS and m >= EDGE_WORDS]
    narrow = edges[len(wide):]
    if n <= LONG_SENTENCE_WORDS:
        return [full, *narrow, *wide]
    return [*wide, full, *narrow]


def directive_for(visible_text: str, start: int, end: int) -> Directive | None:
    """The shortest directive whose first match in ``visible_text`` is exactly ``[start, end)``, or None."""
    index = _page_index(visible_text)
    hay = index.match.text
    target = (index.match.to_folded(start), index.match.to_folded(end))
    words = _words(visible_text[start:end])
    if not words:
        return None
    line_start = visible_text.rfind("\n", 0, start) + 1
    line_end = visible_text.find("\n", end)
    before = _words(visible_text[line_start:start])
    after = _words(visible_text[end : line_end if line_end >= 0 else len(visible_text)])
    contexts: list[tuple[str | None, str | None]] = [(None, None)]
    for j in range(1, MAX_CONTEXT_WORDS + 1):
        if j <= len(before):
            contexts.append((" ".join(before[-j:]), None))
        if j <= len(after):
            contexts.append((None, " ".join(after[:j])))
    cores = _cores(words)
    # With context only the first core and the whole sentence: context is for sentences repeated whole.
    with_context = list(dict.fromkeys([cores[0], (" ".join(words), None)]))
    for prefix, suffix in contexts:
        for core_start, core_end in cores if prefix is None and suffix is None else with_context:
            d = Directive(start=core_start, end=core_end, prefix=prefix, suffix=suffix)
            if _first_match_folded(hay, d) == target:
                return d
    return None


def citation_link(article: Article, bullet_text: str, number: int) -> str | None:
    """A link to the article that highlights the sentence ``bullet_text`` cites in paragraph ``number``: the plain
    article URL when no unique fragment exists (hidden or split text), None without an article URL."""
    base_url = article.canonical_url or article.url
    if not base_url:
        return None
    base = base_url.split("#", 1)[0]
    found = cited_span(article, bullet_text, number)
    if found is None:
        return base
    page, start, end = found
    d = directive_for(page.index.text, start, end)
    return f"{base}#:~:{d.encode()}" if d else base


# ------------------------------------------------------------------------------------------------ context-free form


def _clean(sentence: str) -> str:
    return _WS.sub(" ", sentence).strip()


def fragment_directive(sentence: str) -> str:
    """``text=start[,end]`` for ``sentence`` alone (no page to check uniqueness against); empty if blank."""
    words = _clean(sentence).split(" ")
    if not words or words == [""]:
        return ""
    if len(words) <= LONG_SENTENCE_WORDS:
        return Directive(" ".join(words)).encode()
    return Directive(" ".join(words[:EDGE_WORDS]), " ".join(words[-EDGE_WORDS:])).encode()


def fragment_link(url: str, sentence: str) -> str:
    """``url`` without its fragment, plus ``#:~:text=...`` pointing at ``sentence`` (just the URL if blank)."""
    base = url.split("#", 1)[0]
    directive = fragment_directive(sentence)
    if not directive:
        return base
    return f"{base}#:~:{directive}"
