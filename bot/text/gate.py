"""Required words of a pattern: a cheap test that skips a costly search where the pattern cannot match.

A word list compiled into one pattern of many alternatives (``[sourcing]`` of ``bot/text/lang/<lang>.toml``) is searched
in every sentence and matches in few. :class:`GatedPattern` reads the pattern's parse once, at load, and derives from it
the literal strings ("needles") a match must hold: per alternative of its one group of alternatives, clauses of
needles, one needle of each clause in every match of that alternative (``sources?`` -> "source"; ``(?:said|says)\\s+
(?:a|one)\\s+...friend`` -> "said"/"says", "a"/"one" and "friend"). It runs the pattern only where some alternative has
a needle of each of its clauses in the text (lower-cased by :func:`~bot.text.norm.lowered_for_search`; a text it cannot
lower-case safely runs the whole pattern), and then only those alternatives (the others cannot match there). A list of
literal words between word boundaries (the speech verbs, case-sensitive) is tested on the text's words instead. So a
gated pattern finds, replaces and splits exactly what the pattern does; the needles come from the lists themselves,
never written out by hand (tests/text/test_gate.py checks them against the lists).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import lru_cache
from itertools import product
from typing import Any

try:  # the standard library's parser of patterns (no public API): without it every pattern simply runs in full
    from re import _parser  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - a Python whose re module is laid out otherwise
    _parser = None

from bot.text.norm import lowered_for_search

# needles a finite run of the pattern may expand to before the run is cut (a run cut early is still required)
MAX_RUN_STRINGS = 64
# repeats of a finite piece expanded into the run ("s?", "x{0,2}")
MAX_REPEAT_EXPANDED = 2
# characters of a character class read as a few literal characters ("[,;:]", "(?:'|\u2019)")
MAX_CLASS_CHARS = 8

Clause = frozenset[str]  # one of these needles is in every match
Needles = tuple[tuple[Clause, ...], ...]  # per top-level alternative, its clauses (all of them hold in its matches)

_LOWERED_KEPT = 4096  # texts
_lowered: dict[str, str | None] = {}


def _lower(text: str) -> str | None:
    """:func:`~bot.text.norm.lowered_for_search` of ``text`` (None: a character that lower-casing may not keep as the
    engine reads it; then every pattern runs), kept for the last texts read: each sentence meets many patterns."""
    if text in _lowered:
        return _lowered[text]
    if len(_lowered) >= _LOWERED_KEPT:
        _lowered.clear()
    low = _lowered[text] = lowered_for_search(text)
    return low


def _finite(items: Any) -> set[str] | None:
    """Every string a sequence of the parse can match, when it is a few literal strings (zero-width assertions match
    ""), else None."""
    out = {""}
    for op, av in items:
        strings = _finite_item(op, av)
        if strings is None:
            return None
        out = {a + b for a, b in product(out, strings)}
        if len(out) > MAX_RUN_STRINGS:
            return None
    return out


def _finite_item(op: Any, av: Any) -> set[str] | None:
    c = _parser
    if op is c.LITERAL:
        return {chr(av).lower()} if av < 0x80 else None
    if op in (c.AT, c.ASSERT, c.ASSERT_NOT):
        return {""}
    if op is c.IN:
        chars: set[str] = set()
        for kind, value in av:
            if kind is c.LITERAL and value < 0x80:
                chars.add(chr(value).lower())
            elif kind is c.RANGE and value[1] < 0x80 and value[1] - value[0] < MAX_CLASS_CHARS:
                chars |= {chr(v).lower() for v in range(value[0], value[1] + 1)}
            else:
                return None
        return chars if 0 < len(chars) <= MAX_CLASS_CHARS else None
    if op is c.SUBPATTERN:
        return _finite(av[-1])
    if op is c.BRANCH:
        out: set[str] = set()
        for alt in av[1]:
            strings = _finite(alt)
            if strings is None:
                return None
            out |= strings
        return out
    if op in (c.MAX_REPEAT, c.MIN_REPEAT) and av[1] <= MAX_REPEAT_EXPANDED:
        body = _finite(av[2])
        if body is None:
            return None
        out = set()
        for n in range(av[0], av[1] + 1):
            out |= {"".join(p) for p in product(sorted(body), repeat=n)}
        return out if len(out) <= MAX_RUN_STRINGS else None
    return None


def _minimal(strings: set[str]) -> Clause | None:
    """The needles of a run: its strings without those that hold a shorter one; None when it may match ""."""
    if "" in strings:
        return None
    return frozenset(s for s in strings if not any(t != s and t in s for t in strings))


def _strength(clause: Clause) -> tuple[int, int]:
    return (min(map(len, clause)), -len(clause))


def _clauses(items: Any) -> list[Clause]:
    """Clauses that hold in every match of a sequence of the parse: its runs of finite pieces, and what its groups,
    branches and required repeats require."""
    c = _parser
    out: list[Clause] = []
    run = {""}

    def flush() -> None:
        nonlocal run
        if (clause := _minimal(run)) is not None:
            out.append(clause)
        run = {""}

    for op, av in items:
        strings = _finite_item(op, av)
        if strings is not None:
            longer = {a + b for a, b in product(run, strings)}
            if len(longer) <= MAX_RUN_STRINGS:
                run = longer
                continue
            flush()
            run = strings
            continue
        flush()
        if op is c.SUBPATTERN:
            out.extend(_clauses(av[-1]))
        elif op in (c.MAX_REPEAT, c.MIN_REPEAT, getattr(c, "POSSESSIVE_REPEAT", None)) and av[0] >= 1:
            out.extend(_clauses(av[2]))
        elif op is c.ATOMIC_GROUP:
            out.extend(_clauses(av))
        elif op is c.BRANCH:
            best = [max(cl, key=_strength) if (cl := _clauses(alt)) else None for alt in av[1]]
            if all(b is not None for b in best):
                out.append(frozenset().union(*(b for b in best if b is not None)))
    flush()
    return out


def _zero_width(source: str, flags: int) -> bool:
    """``source`` only asserts (word boundaries, look-arounds): it consumes nothing."""
    c = _parser
    return all(op in (c.AT, c.ASSERT, c.ASSERT_NOT) for op, _ in _parser.parse(source, flags))


def split_alternatives(pattern: str, flags: int = 0) -> tuple[str, list[str], str] | None:
    """``pattern`` as HEAD ``(?:`` ALT ``|`` ALT ... ``)`` TAIL where HEAD and TAIL only assert (``\\b(?:a|b)\\b``):
    (HEAD, the alternatives as written, TAIL); None for a pattern of another shape."""
    depth, in_class, i, n = 0, False, 0, len(pattern)
    open_at, bars, close_at = -1, [], -1
    while i < n:
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
            i += 1 + (pattern[i + 1 : i + 2] == "^")
            i += pattern[i : i + 1] == "]"  # "[]...]": a first "]" is a member
            continue
        elif ch == "(":
            if depth == 0 and open_at < 0 and pattern.startswith("(?:", i):
                open_at = i
            elif depth == 0 and open_at >= 0 and close_at < 0:
                return None
            depth += 1
        elif ch == ")":
            depth -= 1
            if depth == 0 and open_at >= 0 and close_at < 0:
                close_at = i
        elif ch == "|":
            if depth == 0:
                return None
            if depth == 1 and open_at >= 0 and close_at < 0:
                bars.append(i)
        i += 1
    if open_at < 0 or close_at < 0:
        return None
    head, tail = pattern[:open_at], pattern[close_at + 1 :]
    if not _zero_width(head, flags) or not _zero_width(tail, flags):
        return None
    cuts = [open_at + 2, *bars, close_at]
    alts = [pattern[cuts[k] + 1 : cuts[k + 1]] for k in range(len(cuts) - 1)]
    return head, alts, tail


def needles(source: str, flags: int = 0) -> tuple[Clause, ...]:
    """The clauses of needles every match of ``source`` holds, strongest first (none: it may match without any)."""
    clauses = _clauses(_parser.parse(source, flags))
    return tuple(sorted(set(clauses), key=_strength, reverse=True))


_WORD = re.compile(r"\w+")


def _first_words(shape: tuple[str, list[str], str] | None, flags: int) -> frozenset[str] | None:
    """For a case-sensitive list of literal words between word boundaries (``\\b(?:said|told|opened up)\\b``, the
    speech verbs): the first word of each, a whole word of any text it matches in (a set test is cheaper than many
    needles); else None."""
    c = _parser
    if shape is None or flags & (re.IGNORECASE | re.ASCII):
        return None
    head, alts, tail = shape
    head_items, tail_items = list(_parser.parse(head, flags)), list(_parser.parse(tail, flags))
    if not head_items or head_items[0] != (c.AT, c.AT_BOUNDARY) or tail_items != [(c.AT, c.AT_BOUNDARY)]:
        return None
    words = set()
    for alt in alts:
        items = list(_parser.parse(alt, flags))
        if not items or any(op is not c.LITERAL for op, _ in items):
            return None
        literal = "".join(chr(av) for _, av in items)
        first = _WORD.match(literal)
        if first is None or not _WORD.fullmatch(literal[-1]):
            return None
        words.add(first.group(0))
    return frozenset(words)


# alternative subsets of one gated pattern kept compiled (a sentence's words select a few alternatives)
_SUBSETS_KEPT = 1024


class GatedPattern:
    """A compiled pattern run only where its needles are in the text, and, when it is one group of alternatives,
    with only those alternatives whose needles all are (the others cannot match there; see :func:`needles`); the
    methods of ``re.Pattern`` the word lists are read with, with the same results."""

    __slots__ = ("compiled", "pattern", "flags", "needles", "words", "_shape", "_all", "_first", "_subsets")

    def __init__(self, compiled: re.Pattern[str]) -> None:
        self.compiled = compiled
        self.pattern = compiled.pattern
        self.flags = compiled.flags
        try:
            shape = split_alternatives(compiled.pattern, compiled.flags)
            # alternatives of one group are read apart only where no group captures (a subset keeps group numbers)
            self._shape = shape if shape is not None and compiled.groups == 0 else None
            alts = self._shape[1] if self._shape is not None else [compiled.pattern]
            self.needles: tuple[tuple[Clause, ...], ...] = tuple(needles(alt, compiled.flags) for alt in alts)
        except Exception:  # a parse this module cannot read (another Python's parser): no gate, the pattern runs
            shape, self._shape, self.needles = None, None, ((),)
        self._all = frozenset().union(*(cl for alt in self.needles for cl in alt))
        # a quick refusal: the needles of each alternative's strongest clause (None: an alternative needs none)
        self._first = None if not all(self.needles) else frozenset().union(*(alt[0] for alt in self.needles))
        self._subsets: dict[tuple[int, ...], re.Pattern[str]] = {}
        self.words = _first_words(shape, compiled.flags)

    def for_text(self, text: str) -> re.Pattern[str] | None:
        """The pattern to run on ``text``: None where it cannot match, else it or its alternatives that may."""
        if self.words is not None:
            return self.compiled if not self.words.isdisjoint(_WORD.findall(text)) else None
        if self._first is None and not self._all:
            return self.compiled
        low = _lower(text)
        if low is None:
            return self.compiled
        if self._first is not None and not any(map(low.__contains__, self._first)):
            return None
        present = set(filter(low.__contains__, self._all))
        picked = tuple(i for i, alt in enumerate(self.needles) if all(not cl.isdisjoint(present) for cl in alt))
        if not picked:
            return None
        if self._shape is None or len(picked) == len(self.needles):
            return self.compiled
        if (sub := self._subsets.get(picked)) is None:
            if len(self._subsets) >= _SUBSETS_KEPT:
                self._subsets.clear()
            head, alts, tail = self._shape
            sub = self._subsets[picked] = re.compile(
                head + "(?:" + "|".join(alts[i] for i in picked) + ")" + tail, self.flags)
        return sub

    def search(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return p.search(text, pos, endpos) if (p := self.for_text(text)) is not None else None

    def match(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return p.match(text, pos, endpos) if (p := self.for_text(text)) is not None else None

    def fullmatch(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> re.Match[str] | None:
        return p.fullmatch(text, pos, endpos) if (p := self.for_text(text)) is not None else None

    def finditer(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> Iterator[re.Match[str]]:
        return p.finditer(text, pos, endpos) if (p := self.for_text(text)) is not None else iter(())

    def findall(self, text: str, pos: int = 0, endpos: int = 2**63 - 1) -> list[Any]:
        return p.findall(text, pos, endpos) if (p := self.for_text(text)) is not None else []

    def sub(self, repl: str | Callable[[re.Match[str]], str], text: str, count: int = 0) -> str:
        return p.sub(repl, text, count) if (p := self.for_text(text)) is not None else text

    def split(self, text: str, maxsplit: int = 0) -> list[str | Any]:
        return p.split(text, maxsplit) if (p := self.for_text(text)) is not None else [text]

    def __repr__(self) -> str:
        return f"GatedPattern({self.compiled!r})"


def gated(pattern: re.Pattern[str]) -> GatedPattern:
    return GatedPattern(pattern)


@lru_cache(maxsize=256)
def gated_re(pattern: str, flags: int = 0) -> GatedPattern:
    """``re.compile(pattern, flags)`` gated, read once per pattern (a pattern built from an article's facts)."""
    return GatedPattern(re.compile(pattern, flags))


NEVER = gated(re.compile(r"(?!x)x"))  # a pattern that matches nothing (a list the language does not have)
