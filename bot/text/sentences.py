"""The one sentence splitter, and the sentence-end patterns the speaker scanner uses inside a paragraph.

:func:`split_sentences` is abbreviation-, initial- and quotation-aware: a full stop after "Mr", "Jan" or an initial
("J. K. Rowling") does not end a sentence, and no sentence ends inside a balanced double quotation („…“, “…”, «…»,
»…«, "…"), so a quote of several sentences stays with its attribution. Each sentence keeps its characters verbatim.
Measured against pysbd and blingfire before choosing (docs/INTERNALS.md, benchmarks/text.py).

The ``SENTENCE_END*`` patterns are the light form of the same rule for scanning around a quotation that the miner has
already found: a terminator, an optional closing mark, white space (and for ``SENTENCE_END`` a capital or an opening
mark next); ``SENTENCE_START`` the same read backwards from an offset.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import repeat

from bot.text.lexicon import lexicon_for
from bot.text.marks import PAIRS
from bot.text.words import current_language, words_of

_EN = lexicon_for("en")
_CLOSE_MARKS = "'\"\u2019\u201d\u00bb\u00ab\u201c"  # a sentence-final mark: ”, ’, », « (German »…«), “ (German „…“)
_OPEN_MARKS = "\"'\u201c\u2018\u201e\u00ab\u00bb\u201a\u2039\u203a("

_TERMINATOR = re.compile(  # (a run of terminators opens the pattern with a character class: re skips ahead to one)
    r"[.!?\u2026]+[\"'\u201d\u2019\u00bb\u00ab\u201c)\]]*(?:[ \u00a0\u202f]\u00bb)?(?=\s+)"
)  # French spacing: "… fini. »"
_NEXT_START = re.compile(r"\s+([\"'\u201c\u2018\u201e\u00ab\u00bb\u201a\u2039(\[\u00bf\u00a1]?)(\S)")
_MULTI_DOT = re.compile(r"^(?:[A-Za-z]\.){2,}$")

# light patterns for scanning a paragraph the miner has split into quotation and narration
# (the look-behind "no lone capital before the terminator" is written after the terminator's first character: a
# pattern that opens with a character class lets re skip to the positions holding one, a look-behind first is tried
# at every position; the same matches, in about half the time)
SENTENCE_END = re.compile(
    r"[.!?\u2026](?<!\b[A-Z][.!?\u2026])[.!?\u2026]*['\"\u2019\u201d]?\s+(?=[A-Z\"'\u201c\u2018\u201e])"
)
SENTENCE_END_ONE = re.compile(r"[.!?\u2026](?<!\b[A-Z][.!?\u2026])['\"\u2019\u201d]?\s+")
SENTENCE_END_NEAR = re.compile(r"[.!?\u2026]['\"\u2019\u201d]?(?:\s|$)")
# searched in text[:i] (``search(text, 0, i)``): offset ``i`` opens a sentence (the text's start, or a terminator, an
# optional closing mark and white space before it)
SENTENCE_START = re.compile(r"(?:^|[.!?]['\"\u2019\u201d]?\s+)\s*$")

_OPENS = {p.open for p in PAIRS if p.double and p.open != p.close}
_CLOSES_FOR: dict[str, set[str]] = {}
for _p in PAIRS:
    if _p.double and _p.open != _p.close:
        _CLOSES_FOR.setdefault(_p.open, set()).add(_p.close)


# every character _quote_depths acts on (the others leave the depth as it is)
_DEPTH_MARKS = re.compile(
    "["
    + re.escape("".join(sorted({*_OPENS, *(c for cs in _CLOSES_FOR.values() for c in cs), "\u00bb", "\u201d", '"'})))
    + "]"
)


def _quote_depths(text: str) -> list[int] | None:
    """Double-quotation nesting depth before each index, or None when the marks do not balance.

    A mark that closes the innermost open quotation closes it („…“: “ closes „; »…«: « closes »); otherwise an
    opening mark opens one; ” closes whatever is open; straight double quotes alternate."""
    depths: list[int] = []
    stack: list[str] = []
    depth = 0
    straight_open = False
    done = 0  # depths are filled for text[:done]; between two marks the depth stays as it is
    for m in _DEPTH_MARKS.finditer(text):
        i, ch = m.start(), m.group(0)
        depths.extend(repeat(depth, i - done + 1))
        done = i + 1
        if stack and ch in _CLOSES_FOR[stack[-1]]:
            stack.pop()
            depth = max(0, depth - 1)
        elif ch == "\u00bb" and (i + 1 == len(text) or text[i + 1].isspace()):
            continue  # "» Related story": an arrow, not the German opener »…«
        elif ch in _OPENS:
            stack.append(ch)
            depth += 1
        elif ch == "\u201d":
            if stack:
                stack.pop()
            depth = max(0, depth - 1)
        elif ch == '"':
            straight_open = not straight_open
            depth += 1 if straight_open else -1
    depths.extend(repeat(depth, len(text) - done + 1))
    if depth != 0 or straight_open or min(depths) < 0:
        return None
    return depths


def _token_before(text: str, end: int) -> str:
    """The run of non-space characters that ends at ``end``."""
    start = end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    return text[start:end]


def _spaced(first: str, second: str, spaced: frozenset[str]) -> bool:
    """``first`` and ``second`` (two tokens with a space between) are one of the language's spaced abbreviations
    ("e." and "V.")."""
    return (first + second.rstrip(")]")).lower() in spaced


def _opens_after_spaced(rest: str, starters: frozenset[str]) -> bool:
    """After a spaced abbreviation ("… forscht e. V. „Wir …“", "… e. V. Die …") a sentence begins in ``rest`` only at
    an opening mark or a capitalised sentence starter; elsewhere the abbreviation ends no sentence."""
    word = rest.lstrip()
    if word[:1] in _OPEN_MARKS + "[\u00bf\u00a1":
        return True
    first = word.split(" ", 1)[0]
    return first[:1].isupper() and first.lower() in starters


def _is_boundary(text: str, m: re.Match[str], depths: list[int] | None, abbreviations: frozenset[str],
                 starters: frozenset[str], spaced: frozenset[str] = frozenset()) -> bool:
    end = m.end()
    if depths is not None and depths[end] > 0:
        return False
    nxt = _NEXT_START.match(text, end)
    if nxt is None:
        return False
    first = nxt.group(2)
    if not (first.isupper() or first.isdigit() or nxt.group(1)):
        return False
    if not m.group(0).startswith("."):
        return True
    if m.group(0).startswith("..."):
        return True
    token = _token_before(text, m.start() + 1).lstrip(_OPEN_MARKS + "[")
    bare = token.rstrip(".")
    if spaced and len(bare) == 1 and _spaced(token, text[nxt.start(2) :].split(" ", 1)[0], spaced):
        return False  # the first letter of "e. V."
    if len(bare) == 1 and bare.isalpha() and bare.isupper():
        at = m.start() + 1 - len(token)  # where the letter's token starts
        if spaced and text[at - 1 : at].isspace() and _spaced(_token_before(text, at - 1), token, spaced):
            return _opens_after_spaced(text[end:], starters)
        return False  # an initial: "J. K. Rowling", "Michael B. Jordan"
    if _MULTI_DOT.match(token):
        word = text[nxt.start(2) :].split(" ", 1)[0].strip(_OPEN_MARKS).lower()
        return word in starters  # "the U.S. She said" splits, "U.S. Open" does not
    low = bare.lower()
    if low in {"no", "nos"}:
        return not first.isdigit()
    return low not in abbreviations


def sentence_ends(text: str, a: int, b: int, lang: str) -> list[int]:
    """Where sentences end in ``text[a:b]`` by the light rule (:data:`SENTENCE_END_ONE`: the offsets after each
    terminator and the white space after it), read with the language's spaced abbreviations as the splitter reads
    them: no end inside "e. V.", an end after it when a quotation mark or a sentence starter follows (the text may
    be masked: a quotation's words blanked)."""
    ends = [m.end() for m in SENTENCE_END_ONE.finditer(text, a, b)]
    lex = lexicon_for(lang)
    if not lex.spaced_abbreviations:
        return ends
    out = []
    for end in ends:
        token = text[text.rfind(" ", 0, end - 1) + 1 : end].strip()
        nxt = text[end:b].split(" ", 1)[0]
        if len(token) != 2 or not _spaced(token, nxt, lex.spaced_abbreviations):
            out.append(end)
            continue
        after = end + len(nxt)
        rest = text[after:b]
        if after < b and rest[:1].isspace() and nxt.endswith(".") and _opens_after_spaced(rest, lex.sentence_starters):
            out.append(after + len(rest) - len(rest.lstrip()))  # "… e. V. „Wir …“": after the abbreviation
    return out


# Paragraphs recently split, per language: the quote miner and every step of the summarizer split the same article's
# paragraphs, and the split is the costliest part of reading a sentence (the quotation-depth pass).
_SPLIT_CACHE_SIZE = 4096


def split_sentences(paragraph: str, lang: str | None = None) -> list[str]:
    """Split one paragraph into sentences, keeping each sentence's own characters verbatim."""
    return list(_split(paragraph, (lang or current_language())[:2]))


def sentence_prefix(text: str, max_words: int, lang: str | None = None) -> str:
    """``text``'s opening whole sentences, as many as hold at most ``max_words`` words together: a verbatim prefix
    of ``text`` ending at a sentence end. ``text`` itself when it holds at most ``max_words`` words, or when its
    first sentence alone holds more (there is no sentence end to stop at)."""
    if len(words_of(text)) <= max_words:
        return text
    end, words = 0, 0
    for sentence in split_sentences(text, lang):
        at = text.find(sentence, end)
        words += len(words_of(sentence))
        if at < 0 or words > max_words:
            break
        end = at + len(sentence)
    return text[:end].rstrip() if end else text


@lru_cache(maxsize=_SPLIT_CACHE_SIZE)
def _split(paragraph: str, lang: str) -> tuple[str, ...]:
    text = paragraph.strip()
    if not text:
        return ()
    lex = lexicon_for(lang)
    abbreviations = _EN.abbreviations | lex.abbreviations
    starters = lex.sentence_starters or _EN.sentence_starters
    depths = _quote_depths(text)
    out: list[str] = []
    start = 0
    for m in _TERMINATOR.finditer(text):
        if _is_boundary(text, m, depths, abbreviations, starters, lex.spaced_abbreviations):
            piece = text[start : m.end()].strip()
            if piece:
                out.append(piece)
            start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return tuple(out)
