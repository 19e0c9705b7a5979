"""The gate of a word-list pattern (bot/text/gate.py) never skips a match: for every gated pattern of every language's
lexicon and of the sourcing labels, text made of one of its alternatives (as the pattern itself generates them) set in
random text is searched, replaced and split exactly as the pattern alone does it. Also the needles derived from a few
pieces of our own, and a gate with a needle missing is found out."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import sourcing
from bot.text import gate
from bot.text.gate import GatedPattern, gated, needles, split_alternatives
from bot.text.lexicon import LANGS, lexicon_for


def _gated_patterns() -> list[GatedPattern]:
    seen: dict[tuple[str, int], GatedPattern] = {}
    for code in LANGS:
        lex = lexicon_for(code)
        found = [getattr(lex, name) for name in lex.__slots__ if isinstance(getattr(lex, name), GatedPattern)]
        found += [p for _, p in lex.sourcing_cues]
        for p in found:
            seen.setdefault((p.pattern, p.flags), p)
    for value in vars(sourcing).values():
        if isinstance(value, GatedPattern):
            seen.setdefault((value.pattern, value.flags), value)
    return [p for p in seen.values() if p.pattern != r"(?!x)x"]


GATED = _gated_patterns()
# random text around a match: letters of both cases, spaces, punctuation, curly quotes and characters lower-casing
# may not keep ("İ", "ſ", the Kelvin sign)
_AROUND = st.text(st.sampled_from(list("abcdefghijklmnopqrstuvwxyzASTIXK ,.;:'-\u2019\u201c\u201d\u0130\u017f\u212a")),
                  max_size=30)


def _same(gp: GatedPattern, text: str) -> None:
    plain = gp.compiled
    assert [m.span() for m in gp.finditer(text)] == [m.span() for m in plain.finditer(text)], text
    hit, want = gp.search(text), plain.search(text)
    assert (hit and hit.span()) == (want and want.span()), text
    assert gp.sub("#", text) == plain.sub("#", text), text
    assert gp.split(text) == plain.split(text), text


@pytest.mark.parametrize("gp", GATED, ids=lambda p: p.pattern[:40])
def test_the_gate_never_skips_a_match(gp: GatedPattern) -> None:
    shape = split_alternatives(gp.pattern, gp.flags)
    alts = [re.compile(a, gp.flags) for a in shape[1]] if shape is not None else [gp.compiled]

    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.data(), _AROUND, _AROUND)
    def check(data: st.DataObject, before: str, after: str) -> None:
        alt = data.draw(st.sampled_from(alts))
        middle = data.draw(st.from_regex(alt, fullmatch=True))
        for text in (before + middle + after, before + " " + middle + " " + after, middle, middle.upper()):
            _same(gp, text)

    check()


@pytest.mark.parametrize(("piece", "flags", "clauses"), [
    (r"sources?", re.I, [{"source"}]),
    (r"(?:said|says)\s+(?:a|one)\s+(?:\w+\s+)?friend", re.I, [{"friend"}, {"said", "says"}, {"a", "one"}]),
    (r"spokes(?:person|man|woman)s?", re.I, [{"spokesperson", "spokesman", "spokeswoman"}]),
    (r"(?-i:[A-Z]{1,4}PD)", re.I, [{"pd"}]),
    (r"\w+\s+said", 0, [{"said"}]),
    (r"(?:it|\w+)\s+\d+", re.I, []),  # an alternative of no literal: nothing is required
    (r"x?y?", 0, []),  # may match nothing
])
def test_needles_of_a_piece(piece: str, flags: int, clauses: list[set[str]]) -> None:
    assert sorted(map(sorted, needles(piece, flags))) == sorted(map(sorted, clauses))


@pytest.mark.parametrize(("pattern", "shape"), [
    (r"\b(?:a[|)]b|c\)d|(?:e|f))\b", (r"\b", ["a[|)]b", r"c\)d", "(?:e|f)"], r"\b")),
    (r"\b(?=[ab])(?:a|b(?=x|y))\b", (r"\b(?=[ab])", ["a", "b(?=x|y)"], r"\b")),
    (r"(?:a|b)(?:c|d)", None),  # a second group consumes
    (r"x(?:a|b)", None),  # a head that consumes
    (r"a|b", None),  # alternatives outside a group
])
def test_split_alternatives(pattern: str, shape: tuple[str, list[str], str] | None) -> None:
    assert split_alternatives(pattern) == shape


def test_a_missing_needle_is_caught() -> None:
    """The check above can fail: a gate whose needles miss one alternative's skips its matches."""
    gp = gated(re.compile(r"\b(?:denied|responded)\b", re.IGNORECASE))
    text = "She responded at once."
    _same(gp, text)
    broken = gated(re.compile(r"\b(?:denied|responded)\b", re.IGNORECASE))
    broken.needles = (needles("denied"), needles("denied"))
    object.__setattr__(broken, "_first", frozenset({"denied"}))
    object.__setattr__(broken, "_all", frozenset({"denied"}))
    with pytest.raises(AssertionError):
        _same(broken, text)


def test_speech_verbs_are_read_as_words() -> None:
    """The speech verbs (case-sensitive literal words) are gated on the text's words: a verb inside a longer word or
    capitalised is no match, and the gate lets the pattern find every verb that stands as a word."""
    gp = sourcing._SPEECH_VERBS
    assert gp.words is not None and "said" in gp.words
    for text in ("He said so.", "unsaid things", "Said the man", "she told us, he added"):
        _same(gp, text)


def test_a_pattern_the_parser_cannot_read_runs_in_full(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without a readable parse (another Python's private parser) a gated pattern has no gate: same answers."""
    def unreadable(source: str, flags: int = 0) -> object:
        raise AttributeError("no parser here")

    monkeypatch.setattr(gate, "split_alternatives", unreadable)
    pattern = gate.GatedPattern(re.compile(r"\b(?:a\s+source|spokes(?:man|woman))\b", re.IGNORECASE))
    assert pattern.needles == ((),)
    for text in ("A source said so.", "The spokeswoman declined.", "Nobody spoke."):
        assert [m.span() for m in pattern.finditer(text)] == [m.span() for m in pattern.compiled.finditer(text)]
