"""verify_recap on hand-built articles and recaps, plus a property test for the verbatim guarantee."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.errors import SummarizeError
from bot.models import Article, Bullet, Quote, Recap
from bot.summarize.budget import estimate_tokens, select_paragraphs, shorten
from bot.text import is_verbatim
from bot.verify import GROUNDING_THRESHOLD, grounding, verify_recap
from tests.llm.data import MINED, PARAGRAPHS, article

GOOD_BULLETS = (
    Bullet("Mara Vell and Tobin Reyes have split after three years, their representatives confirmed.", (1,)),
    Bullet("Reyes said he was filming in Prague and denied skipping anything.", (4,)),
)


def recap(**kw: Any) -> Recap:
    base: dict[str, Any] = {
        "article": article(),
        "headline": "Mara Vell and Tobin Reyes split",
        "summary": GOOD_BULLETS,
        "quotes": (),
        "key_quotes": (),
        "engine": "llm:test",
    }
    base.update(kw)
    return Recap(**base)


def test_clean_recap_passes_unchanged() -> None:
    r = recap(key_quotes=(Quote("Nobody skipped anything.", "Tobin Reyes", 4),))
    out = verify_recap(r, article(), MINED)
    assert out.summary == GOOD_BULLETS and out.key_quotes == r.key_quotes
    assert out.quotes == tuple(MINED) and out.warnings == ()


def test_quote_in_the_wrong_paragraph_is_moved() -> None:
    out = verify_recap(recap(key_quotes=(Quote("Nobody skipped anything.", "Tobin Reyes", 2),)), article(), MINED)
    assert out.key_quotes == (Quote("Nobody skipped anything.", "Tobin Reyes", 4),)
    assert any("wrong paragraph" in w for w in out.warnings)


def test_near_miss_quote_is_replaced_by_the_mined_one() -> None:
    near = Quote("Some people show up, and some people don't", "Dana Vell", 3)
    out = verify_recap(recap(key_quotes=(near,)), article(), MINED)
    assert out.key_quotes == (Quote("Some people show up, some people don't.", "Dana Vell", 5),)
    assert any("misquoted" in w for w in out.warnings)


def test_typographic_differences_still_count_as_verbatim() -> None:
    q = Quote("\u201cThey remain close friends and ask for privacy at this time,\u201d", None, 2)
    out = verify_recap(recap(key_quotes=(q,)), article(), MINED)
    assert out.key_quotes[0].text == "They remain close friends and ask for privacy at this time,"
    assert out.key_quotes[0].speaker == "a spokesperson for Vell"


def test_narrative_sentence_is_never_shown_as_a_quote() -> None:
    # Verbatim text that the miner did not report (part of the narration, not inside quotation marks).
    q = Quote("posted a cryptic message on Instagram", "Mara Vell", 5)
    out = verify_recap(recap(key_quotes=(q,)), article(), MINED)
    assert out.key_quotes == ()
    assert "1 sentence picked as a quote was not inside quotation marks and was not shown as a quote" in out.warnings


def test_partial_quote_takes_the_overlapping_mined_speaker() -> None:
    q = Quote("I was filming in Prague", None, 4)
    out = verify_recap(recap(key_quotes=(q,)), article(), MINED)
    assert out.key_quotes == (Quote("I was filming in Prague", "Tobin Reyes", 4),)


def test_duplicate_and_excess_key_quotes_are_trimmed() -> None:
    q = Quote("Nobody skipped anything.", "Tobin Reyes", 4)
    out = verify_recap(recap(key_quotes=(q, q, q)), article(), MINED)
    assert out.key_quotes == (q,)


def test_bullets_with_bad_cites_are_fixed_or_dropped() -> None:
    bullets = (
        Bullet("Mara Vell and Tobin Reyes have split after three years together.", (1, 17)),
        Bullet("Dana Vell posted a cryptic Instagram message hours later.", (0, 5)),
        Bullet("The pair met on the set of Harbor Lights.", (99,)),
    )
    out = verify_recap(recap(summary=bullets), article(), MINED)
    assert [b.cites for b in out.summary] == [(1,), (5,)]
    assert "2 summary lines cited paragraphs that do not exist" in out.warnings
    assert "1 summary line not supported by the article was removed" in out.warnings


FAITHFUL = [
    ("Vell and Reyes broke up after three years together, reps confirmed Monday.", 1),
    ("A spokesperson said the pair remain close friends and want privacy.", 2),
    ("Reyes said he was filming in Prague and denied skipping anything.", 4),
    ("Dana Vell posted a cryptic Instagram message hours later.", 5),
    ("The couple met filming Harbor Lights in 2021 and got engaged in 2023.", 6),
]
INVENTED = [
    ("Vell is expecting twins with a famous footballer.", 1),
    ("Their wedding planner sued both of them.", 6),
    ("Reyes cheated on Vell with a co-star in Prague.", 4),
    ("Vell's sister slammed Reyes as a liar on TikTok.", 5),
    ("The pair secretly married in Las Vegas last year.", 6),
    ("Vell cancelled her world tour after the breakup.", 1),
]


def test_grounding_threshold_separates_faithful_from_invented_lines() -> None:
    faithful = [grounding(t, [PARAGRAPHS[p - 1]]) for t, p in FAITHFUL]
    invented = [grounding(t, [PARAGRAPHS[p - 1]]) for t, p in INVENTED]
    assert min(faithful) >= GROUNDING_THRESHOLD + 0.15  # measured: 0.71 .. 1.0
    assert max(invented) <= GROUNDING_THRESHOLD - 0.15  # measured: 0.0 .. 0.33


def test_invented_bullets_are_dropped() -> None:
    bullets = (*GOOD_BULLETS, *(Bullet(t, (p,)) for t, p in INVENTED))
    out = verify_recap(recap(summary=bullets), article(), MINED)
    assert out.summary == GOOD_BULLETS
    assert "6 summary lines not supported by the article were removed" in out.warnings


def test_allegation_stated_as_fact_is_marked_as_reported() -> None:
    bullets = (*GOOD_BULLETS, Bullet("Reyes skipped Vell's album launch party in Lisbon last month.", (3,)))
    out = verify_recap(recap(summary=bullets), article(), MINED)
    assert out.summary[2].text == "Reportedly, Reyes skipped Vell's album launch party in Lisbon last month."
    assert "1 summary line stated a claim as fact and was marked as reported" in out.warnings


def test_attributed_allegation_is_left_alone() -> None:
    for text in (
        "A source claimed Reyes skipped Vell's album launch party in Lisbon.",
        "According to a source, Reyes allegedly skipped the Lisbon album launch party.",
    ):
        out = verify_recap(recap(summary=(*GOOD_BULLETS, Bullet(text, (3,)))), article(), MINED)
        assert out.summary[2].text == text and out.warnings == ()


def test_markup_and_mentions_are_removed_from_llm_text() -> None:
    bullets = (
        Bullet("<script>alert(1)</script>Mara Vell and Tobin Reyes have split after three years @here.", (1,)),
        Bullet("Reyes said he was filming in [Prague](http://phish.example) and denied skipping <@123> anything.",
               (4,)),
    )
    r = recap(headline="<b>@everyone</b> Vell and Reyes split https://phish.example/x\nsecond line",
              summary=bullets, key_quotes=(Quote("Nobody skipped anything.", "<@&999> @channel", 4),))
    out = verify_recap(r, article(), MINED)
    assert out.headline == "@\u200beveryone Vell and Reyes split"
    assert out.summary[0].text == "Mara Vell and Tobin Reyes have split after three years @\u200bhere."
    assert "phish" not in out.summary[1].text and "Prague" in out.summary[1].text and "<@1" not in out.summary[1].text
    assert out.key_quotes[0].speaker == "Tobin Reyes"


def test_link_to_the_article_itself_survives() -> None:
    b = Bullet("Mara Vell and Tobin Reyes split, see https://gossip.example/vell-reyes for details.", (1,))
    out = verify_recap(recap(summary=(b, GOOD_BULLETS[1])), article(), MINED)
    assert "https://gossip.example/vell-reyes" in out.summary[0].text


@pytest.mark.parametrize(
    "kw",
    [
        {"headline": "  \n "},
        {"summary": GOOD_BULLETS[:1]},
        {"summary": (Bullet("Aliens landed in Lisbon.", (3,)), Bullet("Nothing", (2,)))},
    ],
)
def test_too_little_left_raises(kw: dict[str, Any]) -> None:
    with pytest.raises(SummarizeError, match="did not check out against the article"):
        verify_recap(recap(**kw), article(), MINED)


def test_extractive_style_recap_passes_with_min_bullets_one() -> None:
    single = Article(source="s", url=None, title="t", paragraphs=("\u201cHi there,\u201d said Ann Lee.",))
    bullet = Bullet("\u201cHi there,\u201d said Ann Lee.", (1,))
    r = Recap(article=single, headline="Ann Lee says hi", summary=(bullet,), quotes=(),
              key_quotes=(Quote("Hi there,", "Ann Lee", 1),), engine="extractive")
    out = verify_recap(r, single, [Quote("Hi there,", "Ann Lee", 1)], min_bullets=1)
    assert out.summary == r.summary and out.key_quotes == r.key_quotes


# ---------------------------------------------------------------------------------------------- property

_words = st.text(alphabet=st.sampled_from("abcdefgh ,.\u201c\u201d'\"-\u2014"), min_size=0, max_size=40)


@st.composite
def recaps(draw: st.DrawFn) -> tuple[Recap, Article, list[Quote]]:
    paragraphs = tuple(draw(st.lists(st.text(min_size=1, max_size=80), min_size=1, max_size=5)))
    art = Article(source="s", url=None, title="t", paragraphs=paragraphs)

    def quote() -> Quote:
        if draw(st.booleans()):
            n = draw(st.integers(1, len(paragraphs)))
            p = paragraphs[n - 1]
            i = draw(st.integers(0, len(p)))
            j = draw(st.integers(i, len(p)))
            text = p[i:j]  # a real slice (maybe empty or whitespace)
        else:
            text = draw(st.one_of(st.text(max_size=40), _words))
        return Quote(text, draw(st.one_of(st.none(), st.text(max_size=10))), draw(st.integers(-2, 8)))

    key_quotes = tuple(quote() for _ in range(draw(st.integers(0, 6))))
    mined = [quote() for _ in range(draw(st.integers(0, 4)))]
    bullets = tuple(
        Bullet(draw(st.one_of(st.text(max_size=60), st.sampled_from(paragraphs))),
               tuple(draw(st.lists(st.integers(-1, 7), max_size=3))))
        for _ in range(draw(st.integers(0, 5)))
    )
    r = Recap(article=art, headline=draw(st.text(max_size=30)), summary=bullets, quotes=(), key_quotes=key_quotes,
              engine="llm:test")
    return r, art, mined


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(recaps())
def test_surviving_key_quotes_are_always_verbatim(case: tuple[Recap, Article, list[Quote]]) -> None:
    r, art, mined = case
    try:
        out = verify_recap(r, art, mined, min_bullets=0)
    except SummarizeError:
        return  # only when the headline is empty
    assert len(out.key_quotes) <= 5 and len(out.summary) <= 5
    for q in out.key_quotes:
        assert 1 <= q.paragraph <= len(art.paragraphs)
        assert is_verbatim(q.text, art.paragraph(q.paragraph))
    for b in out.summary:
        assert b.cites and all(1 <= c <= len(art.paragraphs) for c in b.cites)
        assert "@everyone" not in b.text


# ---------------------------------------------------------------------------------------------- budget


def test_budget_keeps_everything_when_it_fits() -> None:
    assert select_paragraphs(PARAGRAPHS, MINED, 10_000) == [1, 2, 3, 4, 5, 6]


def test_budget_keeps_lead_quoted_and_central_paragraphs_in_order() -> None:
    story = [
        "Mara Vell and Tobin Reyes split after three years, ending the romance of Vell and Reyes.",
        "Vell and Reyes were last seen together in Lisbon.",
        *[f"Unrelated note {i} about parking permits and municipal bins in Upper Sneed." for i in range(10)],
        "Reyes denied it: \u201cNobody skipped anything.\u201d",
        "Vell and Reyes had been engaged since 2023, friends of Vell and Reyes said.",
    ]
    quotes = [Quote("Nobody skipped anything.", "Tobin Reyes", 13)]
    cost = [estimate_tokens(p) + 3 for p in story]
    budget = cost[0] + cost[1] + cost[12] + cost[13] + 2
    assert select_paragraphs(story, quotes, budget) == [1, 2, 13, 14]


def test_budget_never_returns_nothing_and_shorten_cuts_at_a_sentence() -> None:
    huge = "First sentence here. " * 200
    assert select_paragraphs([huge, "tail"], [], 50) == [1]
    cut = shorten(huge, 50)
    assert cut.endswith(".") and len(cut) <= 200


def test_short_form_of_the_same_speaker_is_not_a_misattribution() -> None:
    q = Quote("Nobody skipped anything.", "Reyes", 4)
    out = verify_recap(recap(key_quotes=(q,)), article(), MINED)
    assert out.key_quotes[0].speaker == "Tobin Reyes" and out.warnings == ()


def test_unsupported_headline_is_replaced_by_the_title() -> None:
    out = verify_recap(recap(headline="Mara Vell secretly married a footballer in Ibiza"), article(), MINED)
    assert out.headline == "Mara Vell and Tobin Reyes split"
    assert any("headline" in w for w in out.warnings)
    kept = verify_recap(recap(headline="Mara Vell and Tobin Reyes split after three years together"), article(), MINED)
    assert kept.headline == "Mara Vell and Tobin Reyes split after three years together" and kept.warnings == ()


# ------------------------------------------------------------------------------------------- who said / did what

ROLE_STORY = (
    "Singer Lena Hart and her former manager Victor Crane are feuding again.",
    "Hart wrote on her blog that Crane's new book was \u201cthe worst case scenario\u201d for her family.",
    "Crane accused Hart of lying about their contract.",
    "Hart was sued by Crane in March.",
)


@pytest.mark.parametrize(
    ("llm_speaker", "mined_speaker", "shown", "warning"),
    [
        ("Lena Hart", "Victor Crane", "Lena Hart", "did not match the article's wording"),  # miner wrong: Hart wrote
        ("Victor Crane", "Lena Hart", "Lena Hart", "wrong speaker"),  # LLM wrong
        ("Hart", "Lena Hart", "Lena Hart", None),  # agree
        ("Dana Moss", None, None, "could not be confirmed"),  # LLM only, text does not name her
        ("Lena Hart", None, "Lena Hart", None),  # LLM only, the text makes her the writer
        (None, "Victor Crane", "Victor Crane", None),  # miner only
    ],
)
def test_speaker_arbitration_shows_the_one_the_text_supports_or_none(
    llm_speaker: str | None, mined_speaker: str | None, shown: str | None, warning: str | None
) -> None:
    art = article(ROLE_STORY)
    mined = [Quote("the worst case scenario", mined_speaker, 2)]
    rec = recap(key_quotes=(Quote("the worst case scenario", llm_speaker, 2),),
                summary=(Bullet("Lena Hart and Victor Crane are feuding again.", (1,)),
                         Bullet("Crane accused Hart of lying about their contract.", (3,))))
    out = verify_recap(rec, art, mined)
    assert [q.speaker for q in out.key_quotes] == [shown]
    if warning:
        assert any(warning in w for w in out.warnings), out.warnings


def test_equally_supported_disagreement_shows_no_speaker() -> None:
    art = article(("Lena Hart met Victor Crane. \u201cIt is over,\u201d one of them said.", "They left."))
    mined = [Quote("It is over,", "Victor Crane", 1)]
    rec = recap(key_quotes=(Quote("It is over,", "Lena Hart", 1),),
                summary=(Bullet("Lena Hart met Victor Crane.", (1,)), Bullet("They left.", (2,))))
    out = verify_recap(rec, art, mined, min_bullets=1)
    assert [q.speaker for q in out.key_quotes] == [None]
    assert any("disputed" in w for w in out.warnings)


@pytest.mark.parametrize(
    ("bullet", "cites", "kept"),
    [
        ("Crane accused Hart of lying about their contract.", (3,), True),
        ("Hart accused Crane of lying about their contract.", (3,), False),  # who accused whom, swapped
        ("Hart was accused by Crane of lying about their contract.", (3,), True),  # passive, same roles
        ("Crane sued Hart in March.", (4,), True),
        ("Hart sued Crane in March.", (4,), False),
        ("Hart described Crane's new book as the worst case scenario for her family.", (2,), True),
        ("Crane described Hart's blog as the worst case scenario for his family.", (2,), False),  # speaker inverted
    ],
)
def test_bullets_keep_who_did_what_to_whom(bullet: str, cites: tuple[int, ...], kept: bool) -> None:
    art = article(ROLE_STORY)
    rec = recap(summary=(Bullet("Lena Hart and Victor Crane are feuding again.", (1,)), Bullet(bullet, cites)),
                key_quotes=())
    out = verify_recap(rec, art, [Quote("the worst case scenario", "Lena Hart", 2)], min_bullets=1)
    assert (len(out.summary) == 2) is kept, out.warnings
    if not kept:
        assert any("swapped who did what to whom" in w for w in out.warnings)


_INNER = Article(
    source="t",
    url=None,
    title="Inner quotes",
    paragraphs=(
        "Jason Scoop told TMZ the couple argued outside the restaurant on Friday night.",
        "Scoop described Hilaria as trying to intervene, recalling: \u201cShe\u2019s like, \u2018Oh my god, "
        "what are you doing?\u2019 and then she walked off.\u201d",
        "Scoop added: \u201cShe\u2019s like, \u2018Stop it.\u2019\u201d",
    ),
)


@pytest.mark.parametrize(
    ("given", "paragraph", "shown"),
    [
        # the whole quotation, ending on an inner quote's closing mark: shown as mined, mark kept (failed before:
        # the mark-stripping took the inner closing mark with it)
        ("She\u2019s like, \u2018Stop it.\u2019", 3, "She\u2019s like, \u2018Stop it.\u2019"),
        # the same with the outer marks written around it
        ("\u201cShe\u2019s like, \u2018Stop it.\u2019\u201d", 3, "She\u2019s like, \u2018Stop it.\u2019"),
        # guard: a part of a quotation stays that part
        ("She\u2019s like, \u2018Oh my god, what are you doing?", 2,
         "She\u2019s like, \u2018Oh my god, what are you doing?"),
    ],
)
def test_a_whole_quotation_keeps_its_inner_closing_mark(given: str, paragraph: int, shown: str) -> None:
    from bot.quotes import mine_quotes

    mined = mine_quotes(_INNER.paragraphs)
    r = recap(article=_INNER, key_quotes=(Quote(given, "Jason Scoop", paragraph),))
    out = verify_recap(r, _INNER, mined, min_bullets=0)
    assert [q.text for q in out.key_quotes] == [shown]
    assert is_verbatim(out.key_quotes[0].text, _INNER.paragraphs[paragraph - 1])
