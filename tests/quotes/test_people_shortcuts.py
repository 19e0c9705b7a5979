"""The people model's shortcuts give what the regular expressions they stand for give."""

from __future__ import annotations

import re

import pytest

from bot.quoting import people as P

TOKENS = ["Meghan's", "Meghan\u2019s", "Harris'", "Harris\u2019", "Harris", "s", "'", "'s", "", "a''s", "it's\n",
          "James's", "O'Neill", "'s'", "Bess"]


@pytest.mark.parametrize("tok", TOKENS)
def test_possessive_strip_is_the_regex(tok: str) -> None:
    assert P._unposs(tok) == P._POSS.sub("", tok)
    assert P._is_poss(tok) == (P._POSS.search(tok) is not None)


TAILS = ["the ", "a hero cat ", "his dog\n", "hero CAT  ", "bobcat ", "the", "then ", " an\t", "", "  ", "x the ",
         "xthe ", "gorgeous dog  \n", "said the dog, ", "Cat "]


@pytest.mark.parametrize("pre", TAILS)
def test_end_searches_are_the_full_search(pre: str) -> None:
    assert P._ends_with(P._DET_BEFORE, pre, 4) == (P._DET_BEFORE.search(pre) is not None)
    assert P._ends_with(P._ANIMAL_BEFORE, pre, P._ANIMAL_WIDTH) == (P._ANIMAL_BEFORE.search(pre) is not None)


PARAGRAPHS = ["Sources close to the couple said", "the Duke of Sussex spoke", "The statement read: no",
              "Its release said", "Police said", "police officials said", "known as Bam", "Marco, known to all as Bam",
              "nothing here", "Her rep said", "Adele's representative said", "the eyewitness said",
              "One angry commenter wrote", "A Reddit user said", "his ex-wife said", "her fiancée said", "the pal",
              "A family friend said", "One co-worker said", "a coworker", "An eyewitness told", "a neighbour said",
              "a former paramedic said", "A vice-chancellor said", "A crew member said", "an agent for X said",
              "One reps", "A Source said", "Another said", "A third wrote", "Somebody posted", "Others said",
              "Someone said", "one told us", "A   fifth added"]
NEEDLED = [(P._ANON_BARE, P._ANON_BARE_NEEDLES), (P._PLURAL, P._PLURAL_NEEDLES), (P._PEER, P._PEER_NEEDLES),
           (P._STATEMENT_REF, P._STATEMENT_NEEDLES), (P._ITS_STATEMENT, P._ITS_STATEMENT_NEEDLES),
           (P._ALIAS, P._ALIAS_NEEDLES), (P._POSS_REP, P._POSS_REP_NEEDLES), (P._ANON_REF, P._ANON_REF_NEEDLES),
           (P._COMMENTER, P._COMMENTER_NEEDLES), (P._RELATION, P._RELATION_NEEDLES), (P._ANON, P._ANON_NEEDLES),
           (P._ORDINAL, P._ORDINAL_NEEDLES)]


@pytest.mark.parametrize("text", PARAGRAPHS)
@pytest.mark.parametrize(("pattern", "needles"), NEEDLED)
def test_needles_never_skip_a_match(text: str, pattern: re.Pattern[str], needles: tuple[str, ...]) -> None:
    assert [m.span() for m in P._finditer(pattern, text, needles)] == [m.span() for m in pattern.finditer(text)]


# (entities as their token tuples, in the order the cast adds them; the words looked up)
MATCH_CASES = [
    ((("Dominic", "Reyes"), ("Dom", "Lake"), ("Juniper", "Vance"), ("Domino", "Reyes")),
     ["Dom", "Reyes", "Juni", "Do", "Vance", "Lake", "Domi", "X"]),
    ((("Anna", "Bell"), ("Bell",), ("Ann", "Marie", "Bell"), ("Annabel", "Cole")),
     ["Ann", "Anna", "Bell", "Anna-Lee", "Cole", "Mar"]),
    ((), ["Dom", "Reyes"]),
]


@pytest.mark.parametrize(("tokens", "words"), MATCH_CASES)
def test_match_index_is_the_scan_of_every_entity(tokens: tuple[tuple[str, ...], ...], words: list[str]) -> None:
    cast = P.Cast([])
    for toks in tokens:
        cast._add(toks)

    def scan(tok: str) -> tuple[int, ...]:  # what _match computed before its index
        if tok in cast._by_name:
            return (cast._by_name[tok],)
        ents = cast.entities
        firsts = tuple(i for i, e in enumerate(ents) if len(e.tokens) > 1 and e.tokens[0] == tok)
        lasts = tuple(i for i, e in enumerate(ents) if len(e.tokens) > 1 and e.tokens[-1] == tok)
        if firsts or lasts or len(tok) < 3 or not tok.isalpha():
            return firsts or lasts
        return tuple(i for i, e in enumerate(ents) if len(e.tokens) > 1 and e.tokens[0].startswith(tok)
                     and len(e.tokens[0]) > len(tok))

    for w in words:
        assert cast._match(w) == scan(w), w


RUNS = ["Mr Paul Ardent", "Dame", "The Queen", "Said Dr", "President", "Chief Executive Satya Nadella", "Meghan's",
        "King", "Sir", "The", "Mrs.", "Lady Ottilie"]


@pytest.mark.parametrize("run", RUNS)
def test_clean_tokens_keeping_the_title_reuses_the_plain_clean_up(run: str) -> None:
    toks, offset, poss = P._cleaned(run, True)
    assert P._clean_tokens(run, keep_title=True) == (list(toks), offset, poss)


# "\b[Tt]he" written as "[Tt](?<!\w[Tt])he" (the boundary tested after the letter, so re scans for the letter
# first): the same matches at the same places, at the start, after letters, digits, "_", marks and punctuation.
THE_TEXTS = ["The actress said", "the actor", "Bathe the actor", "xThe actor", "_the actor", "9the actor",
             "\u00e9The actor", "(The actor)", "\u201cThe actress\u201d", "The  The actor", "Tthe actor", "tThe actor",
             "the Ministry of Justice said", "at the U.N. Security Council", "theThe Ministry of Health",
             "The 42-year-old said", "the mother-of-two", "the Prime Minister", "the President"]


@pytest.mark.parametrize("text", THE_TEXTS)
@pytest.mark.parametrize("name", ["_EPITHET", "_INSTITUTION"])
def test_the_patterns_are_the_boundary_form(name: str, text: str) -> None:
    pattern = getattr(P, name)
    head = r"[Tt](?<!\w[Tt])he"
    boundary = re.compile(pattern.pattern.replace(f"({head})", r"\b([Tt]he)", 1).replace(head, r"\b[Tt]he", 1),
                          pattern.flags)
    assert boundary.pattern.startswith((r"\b[Tt]he", r"\b([Tt]he)"))
    for pos in (0, 1, 3):
        got = [(m.span(), m.groups()) for m in pattern.finditer(text, pos)]
        assert got == [(m.span(), m.groups()) for m in boundary.finditer(text, pos)]
