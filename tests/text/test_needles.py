"""Every hand-written needle list (the literals a regex's matches must hold, used by :func:`may_hold` to skip a scan)
is checked against its pattern on strings generated from the pattern itself: a word added to a pattern without its
needle fails here, not silently in production (a skipped match)."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.quoting import people as P
from bot.summarize import extractive as ex
from bot.text import may_hold

# (pattern, its needles, whether the pre-test compares the lower-cased text)
NEEDLED: list[tuple[re.Pattern[str], tuple[str, ...], bool]] = [
    (P._ANON_BARE, P._ANON_BARE_NEEDLES, False), (P._PLURAL, P._PLURAL_NEEDLES, False),
    (P._PEER, P._PEER_NEEDLES, False), (P._STATEMENT_REF, P._STATEMENT_NEEDLES, False),
    (P._ITS_STATEMENT, P._ITS_STATEMENT_NEEDLES, False), (P._ALIAS, P._ALIAS_NEEDLES, False),
    (P._POSS_REP, P._POSS_REP_NEEDLES, False), (P._ANON_REF, P._ANON_REF_NEEDLES, False),
    (P._COMMENTER, P._COMMENTER_NEEDLES, False), (P._RELATION, P._RELATION_NEEDLES, False),
    (P._ANON, P._ANON_NEEDLES, False), (P._ORDINAL, P._ORDINAL_NEEDLES, False),
    (P._ROLE_EPITHET, P._ROLE_EPITHET_NEEDLES, False), (P._BODY_VOICE, P._BODY_VOICE_NEEDLES, False),
    (P._BODY_NOUN, P._BODY_NOUN_NEEDLES, False), (P._POSS_KIN, P._POSS_KIN_NEEDLES, False),
    (ex._BOILERPLATE, ex._BOILERPLATE_NEEDLES, True), (ex._CLAIM, ex._CLAIM_NEEDLES, True),
    (ex._BACKGROUND, ex._BACKGROUND_NEEDLES, True), (ex._NO_COMMENT, ex._NO_COMMENT_NEEDLES, True),
    (ex._NEXT_NEWS, ex._NEXT_NEWS_NEEDLES, True),
]


def _check(pattern: re.Pattern[str], needles: tuple[str, ...], case_blind: bool) -> None:
    @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
    @given(st.from_regex(pattern))
    def check(text: str) -> None:
        for m in pattern.finditer(text):
            assert may_hold(m.group(0), needles, case_blind=case_blind), m.group(0)

    check()


@pytest.mark.parametrize(("pattern", "needles", "case_blind"), NEEDLED, ids=lambda v: getattr(v, "pattern", "")[:24])
def test_every_match_holds_a_needle(pattern: re.Pattern[str], needles: tuple[str, ...], case_blind: bool) -> None:
    _check(pattern, needles, case_blind)


def test_a_missing_needle_is_caught() -> None:
    """The check above can fail: a needle list without one alternative's literal is found out."""
    pattern = re.compile(r"\b(?:denied|responded)\b", re.IGNORECASE)
    with pytest.raises(AssertionError):
        _check(pattern, ("denied",), True)


def test_the_paragraph_scan_holds_every_scanned_list() -> None:
    """The Cast looks for all its patterns' needles in one pass (people._held): each scanned pattern is in the table
    above with the same needles, and every needle is among those looked for."""
    table = {pattern: frozenset(needles) for pattern, needles, _blind in NEEDLED}
    for pattern, needles in P._SCANNED.items():
        assert table.get(pattern) == needles, pattern.pattern[:40]
        assert needles <= set(P._SCANNED_NEEDLES)


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.sampled_from([*P._SCANNED_NEEDLES, "x", " ", "S", "e", "\u00e9"]), max_size=8).map("".join))
def test_the_paragraph_scan_answers_as_may_hold(text: str) -> None:
    held = P._held(text)
    for pattern, needles in P._SCANNED.items():
        assert (bool(held) and not held.isdisjoint(needles)) == may_hold(text, tuple(needles)), pattern.pattern[:40]


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(st.lists(st.sampled_from([*P._SCANNED_NEEDLES, "x", " ", "S", "e", "\n"]), max_size=6).map("".join),
                max_size=4))
def test_the_article_scan_holds_what_each_paragraph_holds(paragraphs: list[str]) -> None:
    """people._held_by_paragraph looks in each paragraph only for the needles its article holds: the same sets."""
    assert P._held_by_paragraph(paragraphs) == [P._held(p) for p in paragraphs]
