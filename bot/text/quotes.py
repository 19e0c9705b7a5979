"""Finding quotation spans in one paragraph: double and single marks, curly and straight, apostrophes excluded."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from functools import lru_cache

from bot.text.lexicon import ELISIONS
from bot.text.marks import DOUBLE_CLOSE, DOUBLE_OPEN, OPENERS, SINGLE_CLOSE, SINGLE_OPEN
from bot.text.words import ELIDED_CLITIC, TAG_WORD

_BEFORE_OPEN = "([{\u2014\u2013-/" + DOUBLE_OPEN + SINGLE_OPEN + "\"'"
_AFTER_CLOSE = ".,;:!?)]}\u2014\u2013-\u2026/" + DOUBLE_CLOSE + SINGLE_CLOSE + "\"'*"
# the marks each span finder looks at (every other character is skipped): one scan finds them in order
_DOUBLE_MARKS = re.compile("[" + re.escape("".join(sorted({*DOUBLE_OPEN, *DOUBLE_CLOSE, '"'}))) + "]")
_SINGLE_MARKS = re.compile("[" + re.escape("".join(sorted({*SINGLE_OPEN, *SINGLE_CLOSE, "'"}))) + "]")


@dataclass(frozen=True, slots=True)
class Span:
    """Marks at ``open`` and ``close`` (``close == len(text)`` and ``closed`` False when the paragraph ends first).
    ``runs_on``: no opening mark in this paragraph; the quotation ran on from an earlier one and the span holds the
    paragraph from its start (``open == 0``, a letter, not a mark) to the closing mark (see :func:`run_on_close`)."""

    open: int
    close: int
    closed: bool
    double: bool
    runs_on: bool = False

    @property
    def start(self) -> int:
        """The first character of the quoted words."""
        return self.open if self.runs_on else self.open + 1

    def inner(self, text: str) -> str:
        return text[self.start : self.close].strip()


def _prev(text: str, i: int) -> str:
    return text[i - 1] if i > 0 else ""


def _next(text: str, i: int) -> str:
    return text[i + 1] if i + 1 < len(text) else ""


def _can_open(text: str, i: int) -> bool:
    p, n = _prev(text, i), _next(text, i)
    return (p == "" or p.isspace() or p in _BEFORE_OPEN) and n != "" and not n.isspace()


def _can_close(text: str, i: int) -> bool:
    p, n = _prev(text, i), _next(text, i)
    return p != "" and not p.isspace() and (n == "" or n.isspace() or n in _AFTER_CLOSE)


_GUILLEMETS = "\u00ab\u00bb"
_INNER_OPEN = "\u201c\u201e\""  # “, „ and " inside «…» (French and Spanish inner quotes)


def _inner_close(text: str, i: int, outer: str) -> int | None:
    """Where an inner quote opening at i inside guillemets ("« Il m'a dit “non” »", "«Me dijo “no”»") closes, when
    the outer closer still follows it; else None (the mark is no inner quote: a stray guillemet before it)."""
    closer = "\u00bb" if outer == "\u00ab" else "\u00ab"
    for m in _DOUBLE_MARKS.finditer(text, i + 1):
        j, c = m.start(), m.group(0)
        if c in _GUILLEMETS:
            return None
        if c in "\u201d\u201c\"" and _can_close(text, j):
            return j if closer in text[j + 1 :] else None
    return None


def _misprinted_opener(text: str, i: int) -> bool:
    """A closing mark where an opening one belongs: a space (or nothing) before it and a letter after it."""
    return _prev(text, i) in ("", " ") and _next(text, i).isalnum()


def _next_close(text: str, i: int) -> int | None:
    """The next double mark after ``i`` that can close (the end of an inner quote), when one follows."""
    for m in _DOUBLE_MARKS.finditer(text, i + 1):
        if m.group(0) in "\u201d\"" and _can_close(text, m.start()):
            return m.start()
    return None


def _spaced_opener(text: str, i: int) -> bool:
    """A straight mark typed with a space after it where a quotation opens ('" You guys are the best," he said'):
    nothing or a space before it, a space then a letter or digit after it, and the next straight mark can close."""
    p = _prev(text, i)
    if not (p == "" or p.isspace()) or text[i + 1 : i + 2] != " " or not text[i + 2 : i + 3].isalnum():
        return False
    j = text.find('"', i + 1)
    return j > i + 2 and _can_close(text, j)


def _spaced_closer(text: str, i: int) -> bool:
    """A straight mark typed with a space before it where a quotation closes ('"… ourselves? " she wrote'): a
    sentence end or comma, one space, the mark, then a space or the paragraph's end (a straight mark opened it)."""
    return text[max(0, i - 2) : i] in (". ", ", ", "? ", "! ", "\u2026 ") and _next(text, i) in ("", " ")


def _after_sentence(text: str, i: int) -> bool:
    """A mark right after a sentence end and a space, before a capital letter ('… else. "The')."""
    return text[max(0, i - 2) : i] in (". ", "! ", "? ") and _next(text, i).isupper()


def _double_spans(text: str) -> list[Span]:
    spans: list[Span] = []
    start: int | None = None
    skip = -1  # the end of an inner quote already read
    for m in _DOUBLE_MARKS.finditer(text):
        i, c = m.start(), m.group(0)
        if i <= skip:
            continue
        opener = c in DOUBLE_OPEN or (c == '"' and (_can_open(text, i) or (start is None and _spaced_opener(text, i))))
        spaced_close = start is not None and text[start] == '"' and _spaced_closer(text, i)
        closer = c in DOUBLE_CLOSE or (c == '"' and (_can_close(text, i) or spaced_close))
        if start is not None and text[start] == "\u201e" and c == "\u201c" and _can_close(text, i):
            closer = True  # German style: „so“
        if start is not None and c == '"' == text[start] and not closer and not _prev(text, i).isspace() and (
            '"' not in text[i + 1 :]
        ):
            closer = True  # the paragraph's last straight mark, glued to the next word: '"gourou de la majorité"par'
        if start is not None and text[start] == "\u00bb":
            # German books and magazines: »so« (the reversed guillemets close the other way round)
            opener, closer = c in "\u201e\u201c\"" and opener, c == "\u00ab" and _can_close(text, i)
        if start is None and c == "\u00bb" and _can_open(text, i) and "\u00ab" in text[i + 1 :] and (
            "\u00bb" not in text[:i]
        ):
            opener = True  # »so«: an opening » (a space or nothing before it, a word after it)
        if start is not None and text[start] in "\u201c\"" and c == "\u201d" and _misprinted_opener(text, i):
            inner = _next_close(text, i)
            if inner is not None:
                skip = inner  # "“The time for ”little steps” is gone": an inner quote opened with a closing mark
                continue
        if start is not None and c == '"' == text[start] and opener and not closer and _after_sentence(text, i):
            # "“… anyone else. "The system …": a quotation of several paragraphs whose paragraph breaks were lost
            # (each of its paragraphs opens with a mark, the closing mark waits for its end): the open one ends at
            # the sentence end before the new opening mark
            spans.append(Span(start, i, False, True))
            start = i
            continue
        if start is not None and text[start] in _GUILLEMETS and c in _INNER_OPEN and opener and c != text[start]:
            inner = _inner_close(text, i, text[start])
            if inner is not None:
                skip = inner  # « Il m'a dit “non” » : the inner quote is part of the outer one
                continue
        if start is None:
            if opener:
                start = i
        elif closer and i > start + 1:
            spans.append(Span(start, i, True, True))
            start = None
        elif opener and c in DOUBLE_OPEN:
            start = i  # a stray opener before: restart at the clearer one
    if start is not None and start + 1 < len(text):
        spans.append(Span(start, len(text), False, True))
    return spans


def _is_apostrophe(text: str, i: int) -> bool:
    p, n = _prev(text, i), _next(text, i)
    if p.isalnum() and n.isalnum():
        return True  # don't, Hilaria's
    rest = text[i + 1 : i + 6]
    if (p == "" or p.isspace() or p in "(-") and (
        ELISIONS.match(rest) or (len(rest) >= 2 and rest[:2].isdigit() and (rest[2:3] in ("", "s") or not
                                                                            rest[2:3].isalpha()))
    ):
        return True  # 'em, 'n', '90s
    return bool(p == "n" and _prev(text, i - 1) in ("'", "\u2018", "\u2019") and _prev(text, i - 2).isspace())


def _single_spans(text: str) -> list[Span]:
    opens: list[int] = []
    closes: list[int] = []
    for m in _SINGLE_MARKS.finditer(text):
        i, c = m.start(), m.group(0)
        if _is_apostrophe(text, i):
            continue
        if (c in SINGLE_OPEN or c == "'") and _can_open(text, i) and _next(text, i) not in "'\u2019":
            opens.append(i)
        elif (c in SINGLE_CLOSE or c == "'") and _can_close(text, i):
            closes.append(i)
    spans: list[Span] = []
    last_end = -1
    strays = _stray_double_closes(text) if opens else []
    for k, o in enumerate(opens):
        if o <= last_end:
            continue
        limit = opens[k + 1] if k + 1 < len(opens) else len(text)
        first = bisect.bisect_right(closes, o + 1)
        after = opens[k + 2] if k + 2 < len(opens) else len(text)
        closed_before = first < len(closes) and closes[first] < limit
        if limit < len(text) and _after_sentence(text, limit) and not closed_before and (
            sum(1 for c in closes if limit < c < after) <= 1  # two closes after it: a quote nested in this one
        ):
            # "'We did what we could. 'The rules …": a speech of several paragraphs whose breaks were lost (as in
            # _double_spans): the open quotation ends at the sentence end before the next opening mark
            spans.append(Span(o, limit, False, False))
            last_end = limit - 1
            continue
        stray = next((i for i in strays if o < i < limit), None)
        if stray is not None and (first >= len(closes) or closes[first] > stray):
            # "'There is one kill on record," she said.": a single opening closed by a double mark (mixed marks);
            # the quotation ends there, never running on over its tag
            spans.append(Span(o, stray, True, False))
            last_end = stray
            continue
        # a quotation may run on into the next paragraph when it opens the paragraph (or follows a colon), or follows
        # one that the lost paragraph break above ended
        runs = not spans and (not text[:o].strip() or text[:o].rstrip().endswith(":")) or bool(spans) and (
            not spans[-1].closed and spans[-1].close == o
        )
        if first >= len(closes):
            if runs:
                spans.append(Span(o, len(text), False, False))  # a speech running on into the next paragraph
            break
        j = first
        while j < len(closes) and closes[j] < limit and _weak_close(text, closes[j]):
            j += 1
        if not (j < len(closes) and closes[j] < limit) and limit == len(text) and runs:
            # "'We all hold each others' hands.": the only close is a possessive; the speech runs on into the next
            # paragraph (a quotation of several paragraphs has no closing mark but at its last one)
            spans.append(Span(o, len(text), False, False))
            break
        close = closes[j] if j < len(closes) and closes[j] < limit else closes[first]
        spans.append(Span(o, close, True, False))
        last_end = close
    return spans


def _stray_double_closes(text: str) -> list[int]:
    """Double marks that can only close a quotation here, right after its end punctuation (",” she said"), and that
    no double quotation of the paragraph opens or closes: what closes a single opening written with mixed marks."""
    if not _DOUBLE_MARKS.search(text):
        return []
    paired = {i for d in _double_spans(text) for i in (d.open, d.close)}
    return [m.start() for m in _DOUBLE_MARKS.finditer(text) if m.start() not in paired
            and (m.group(0) in DOUBLE_CLOSE and m.group(0) not in DOUBLE_OPEN or m.group(0) == '"')
            and _can_close(text, m.start()) and not _can_open(text, m.start())
            and _prev(text, m.start()) in ",.!?"]


def _weak_close(text: str, i: int) -> bool:
    """A mark after a plural s followed by a lower-case word ("the Mints' way") is likely a possessive."""
    return _prev(text, i) in "sS" and bool(re.match(r"\s+[a-z]", text[i + 1 : i + 4]))


_SPANS_CACHE_SIZE = 4096  # paragraphs recently read: the miner, the recap's referents and sourcing read the same ones


def find_spans(text: str) -> list[Span]:
    """Outermost quotation spans in story order; nested ones are part of their outer span."""
    return list(_find_spans(text))


@lru_cache(maxsize=_SPANS_CACHE_SIZE)
def _find_spans(text: str) -> tuple[Span, ...]:
    doubles = _double_spans(text)
    singles = _single_spans(text)
    out = list(doubles)
    for s in singles:
        crossing = any(s.open < d.close and d.open < s.close for d in doubles)
        if not crossing:
            out.append(s)
        elif any(s.open < d.open and d.close < s.close for d in doubles):
            # British style: single outside, double inside
            out = [d for d in out if not (s.open < d.open and d.close < s.close)]
            out.append(s)
    out.sort(key=lambda s: s.open)
    result: list[Span] = []
    for s in out:
        if result and s.open < result[-1].close:
            continue
        if any(ch.isalnum() for ch in s.inner(text)):
            result.append(s)
    return tuple(result)


_ANY_MARK = re.compile(_DOUBLE_MARKS.pattern + "|" + _SINGLE_MARKS.pattern)


def run_on_close(text: str) -> Span | None:
    """The end of a quotation that runs on into ``text`` from an earlier paragraph: the paragraph's first quotation
    mark (apostrophes aside) when it can only close ("It was special.' Then …", "Newquay.”"), as a span from the
    paragraph's start to that mark; None when the first mark opens, or nothing but words stands before it. Whether a
    quotation was left open before is the caller's to know."""
    for m in _ANY_MARK.finditer(text):
        i, c = m.start(), m.group(0)
        double = c in DOUBLE_OPEN or c in DOUBLE_CLOSE or c == '"'
        if not double and _is_apostrophe(text, i):
            continue
        straight = c in "\"'"
        if (c in DOUBLE_OPEN or c in SINGLE_OPEN) and not (c in DOUBLE_CLOSE or c in SINGLE_CLOSE):
            return None  # an opening mark comes first
        if straight and _can_open(text, i):
            return None
        if not _can_close(text, i) or (not double and _weak_close(text, i)):
            return None
        if not any(ch.isalnum() for ch in text[:i]):
            return None
        return Span(0, i, True, double, runs_on=True)
    return None


def starts_with_opener(text: str) -> bool:
    t = text.lstrip()
    return bool(t) and t[0] in OPENERS and (t[0] != "'" or not _is_apostrophe(t, 0))


_DIALOGUE_DASH = "\u2014\u2015\u2013"  # — ― –


def dialogue_span(text: str, tag_verbs: frozenset[str], incise_pronouns: frozenset[str] = frozenset()) -> Span | None:
    """The Spanish/French dialogue dash where it introduces speech: a paragraph opening on "—" whose speech is closed
    by a second dash that a tag verb follows ("—No me arrepiento —dijo la actriz—. Fue lo mejor."), or (French) by
    the comma of an incise whose tag verb has one of ``incise_pronouns`` written onto it ("— Je ne regrette rien,
    explique-t-elle, c'est ma vie.", "— Je pars, a-t-il dit."). A dash line with no tag verb after its second dash
    (a list item, an aside) is no quotation."""
    lead = len(text) - len(text.lstrip())
    if not text[lead:lead + 1] or text[lead] not in _DIALOGUE_DASH:
        return None
    for i in range(lead + 2, len(text)):
        if text[i] in _DIALOGUE_DASH and (text[i - 1].isspace() or text[i - 1] in ",.!?"):
            words = TAG_WORD.findall(text[i + 1 : i + 40])[:2]  # "dijo", "a-t-il déclaré", "ha dicho"
            if any(w.lower().split("-")[0] in tag_verbs for w in words[:1]) or (
                len(words) == 2 and words[0].lower().split("-")[0] in ("a", "ont", "ha", "han") and
                words[1].lower() in tag_verbs
            ):
                return Span(lead, i, True, True) if any(c.isalnum() for c in text[lead:i]) else None
            return None
    # (a dash line with no second dash is no speech: an incise after its first comma, "– Le budget, a déclaré le
    # ministre, sera voté …", is a list item's, as often as a novel's "— Je pars, dit-elle."; but a pronoun written
    # onto the tag verb, "dit-elle", "a-t-il déclaré", is the narrator's incise of speech, never a list item's)
    return _dash_incise(text, lead, tag_verbs, incise_pronouns) if incise_pronouns else None


def _dash_incise(text: str, lead: int, tag_verbs: frozenset[str], pronouns: frozenset[str]) -> Span | None:
    """The French dash line's speech up to the comma of its first sentence's inverted incise (see dialogue_span)."""
    end = next((i for i in range(lead + 1, len(text)) if text[i] in ".!?\u2026"), len(text))
    comma = text.find(",", lead + 1, end)
    while comma >= 0:
        words = TAG_WORD.findall(text[comma + 1 : comma + 40])[:2]
        parts = [ELIDED_CLITIC.sub("", p) for p in words[0].lower().strip("-").split("-")] if words else []
        if len(parts) >= 2 and parts[-1] in pronouns and (
            parts[0] in tag_verbs or len(words) == 2 and words[1].lower() in tag_verbs  # "a-t-il déclaré"
        ):
            return Span(lead, comma, True, True) if any(c.isalnum() for c in text[lead:comma]) else None
        comma = text.find(",", comma + 1, end)
    return None
