"""One test per quoting pattern, on fictional sentences."""

from __future__ import annotations

import concurrent.futures
import sys
from collections.abc import Callable

import pytest

from bot.models import Quote
from bot.quotes import mine_quotes, speakers_in


def pairs(*paragraphs: str) -> list[tuple[str, str | None]]:
    return [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]


def test_straight_and_curly_double_quotes() -> None:
    assert pairs(
        'Actor Bram Tolley spoke out on Friday. "I am done with it," Tolley said.',
        "“We will see,” he added.",
    ) == [("I am done with it,", "Bram Tolley"), ("We will see,", "Bram Tolley")]


def test_british_single_quotes_and_apostrophes() -> None:
    got = pairs(
        "Singer Lola Mint, who loves rock 'n' roll and the '90s, didn't hold back. "
        "'I won't apologise for Mum's choices,' she said.",
        "‘It’s the Mints’ way of doing things,’ she added.",
    )
    assert got == [
        ("I won't apologise for Mum's choices,", "Lola Mint"),
        ("It’s the Mints’ way of doing things,", "Lola Mint"),
    ]


def test_quote_continued_over_paragraphs() -> None:
    qs = mine_quotes([
        "Comedian Ravi Pell told fans: “I never thought it would end like this. We tried everything",
        "“and nothing worked. I am moving on,” he said.",
    ])
    assert [(q.text, q.speaker, q.paragraph) for q in qs] == [
        ("I never thought it would end like this. We tried everything", "Ravi Pell", 1),
        ("and nothing worked. I am moving on,", "Ravi Pell", 2),
    ]


def test_continued_paragraph_gets_speaker_from_later_part() -> None:
    qs = mine_quotes([
        "Weeks later, the drama had not died down.",
        "“We were never told about the cameras, not once, not ever",
        "“and we are very upset,” said Nora Tandy, the presenter.",
    ])
    assert [q.speaker for q in qs] == ["Nora Tandy", "Nora Tandy"]


def test_quote_split_by_attribution() -> None:
    assert pairs('Model Kira Vance was asked about the rumours. "No," she said, "not now."') == [
        ("No,", "Kira Vance"), ("not now.", "Kira Vance"),
    ]


def test_colon_introduction_short_reply() -> None:
    assert pairs("Rapper Dex Moro glared at the reporter before firmly saying: “No.”") == [("No.", "Dex Moro")]
    assert pairs("Then Dex Moro snapped: “Stop!”") == [("Stop!", "Dex Moro")]


def test_nested_quote_is_one_quote() -> None:
    got = pairs("Sam Oduya recalled the night. “He kept shouting ‘Get out! Get out!’ at everyone,” Oduya said.")
    assert got == [("He kept shouting ‘Get out! Get out!’ at everyone,", "Sam Oduya")]


@pytest.mark.parametrize(
    "sentence",
    [
        'Mira Holt told TMZ: "It was a private moment."',
        'Mira Holt told Page Six on Monday, "It was a private moment."',
        '"It was a private moment," Mira Holt claimed.',
        '"It was a private moment," Mira Holt alleged.',
        'Mira Holt wrote on Instagram: "It was a private moment."',
        'Mira Holt captioned the photo: "It was a private moment."',
        'Mira Holt muttered: "It was a private moment."',
        '"It was a private moment," Mira Holt quipped.',
        '"It was a private moment," Mira Holt joked.',
        '"It was a private moment," explained Mira Holt.',
        'Mira Holt revealed: "It was a private moment."',
        '"It was a private moment," Mira Holt insisted.',
        'Mira Holt recalled: "It was a private moment."',
        'Mira Holt confirmed the news: "It was a private moment."',
        '"It was a private moment," Mira Holt later repeated.',
        '"It was a private moment," added Mira Holt.',
        'According to Mira Holt, "It was a private moment."',
    ],
)
def test_speech_verbs(sentence: str) -> None:
    assert pairs("Actress Mira Holt is back.", sentence) == [("It was a private moment.", "Mira Holt")] or pairs(
        "Actress Mira Holt is back.", sentence
    ) == [("It was a private moment,", "Mira Holt")]


def test_per_a_source_and_according_to() -> None:
    assert pairs('"They are fine," per a source close to the band.') == [
        ("They are fine,", "a source close to the band")
    ]
    assert pairs('"They are fine," according to an insider.') == [("They are fine,", "an insider")]


def test_pronouns_resolve_by_gender() -> None:
    got = pairs(
        "Talk-show host Penny Arlo and her husband Greg Arlo arrived late.",
        "“I’m exhausted,” she said, while he muttered: “Me too, honestly.”",
    )
    assert got == [("I’m exhausted,", "Penny Arlo"), ("Me too, honestly.", "Greg Arlo")]


def test_gender_learned_from_pronouns_near_name() -> None:
    got = pairs(
        "Quinn Sallow posted a video of her morning routine. Later, Robin Teale joined in.",
        "Teale said the clip was staged. “It is obviously fake,” he said.",
        "“I film everything myself,” she replied.",
    )
    assert got == [("It is obviously fake,", "Robin Teale"), ("I film everything myself,", "Quinn Sallow")]


def test_his_wife_resolves_to_named_wife() -> None:
    got = pairs(
        "Rob and Tessa Linden attended the gala together.",
        "Rob Linden joked about the menu. His wife rolled her eyes, saying: “Not this again.”",
    )
    assert got == [("Not this again.", "Tessa Linden")]


def test_epithets_resolve_to_descriptor_binding() -> None:
    got = pairs(
        "Comedian Jay Brill and Lena Orr, a singer, were spotted together.",
        "“We are just friends,” the singer said.",
        "“Nothing to see here,” the comedian added.",
    )
    assert got == [("We are just friends,", "Lena Orr"), ("Nothing to see here,", "Jay Brill")]


def test_first_name_and_surname_map_to_full_name() -> None:
    got = pairs(
        "Reality star Tamsin Wolde opened up about the feud.",
        "“It hurt,” Tamsin said. “It still does,” Wolde added.",
    )
    assert got == [("It hurt,", "Tamsin Wolde"), ("It still does,", "Tamsin Wolde")]


def test_couple_gives_both_full_names() -> None:
    assert speakers_in(["Alan and Bella Crisp arrived. Then Bella left.", "Zed Marsh, 40, watched."]) == [
        "Alan Crisp", "Bella Crisp", "Zed Marsh",
    ]


def test_anonymous_sources_and_insider_reference() -> None:
    got = pairs(
        "A source close to the pair told the magazine the wedding is off. "
        "“They fight constantly,” the insider said. “It was only a matter of time.”",
        "An insider added: “Nobody is surprised.”",
        "“He is heartbroken,” a friend of the groom said.",
    )
    assert got == [
        ("They fight constantly,", "a source close to the pair"),
        ("It was only a matter of time.", "a source close to the pair"),
        ("Nobody is surprised.", "an insider"),
        ("He is heartbroken,", "a friend of the groom"),
    ]


def test_companies_and_representatives() -> None:
    got = pairs(
        "A representative for Holt confirmed the news: “She is taking a break.”",
        "“We wish them well,” a Netflix spokesperson said.",
        "“The show will return next year,” the network said in a statement.",
    )
    assert got == [
        ("She is taking a break.", "a representative for Holt"),
        ("We wish them well,", "a Netflix spokesperson"),
        ("The show will return next year,", "the network"),
    ]


def test_commenters_are_not_celebrities() -> None:
    got = pairs(
        "Pop star Ivy Crane posted the clip. One person said: “So fake,” while a second added: “Love her!”",
        "Another wrote: “Who even cares about this anymore?”",
        "One fan commented: “Best couple ever.”",
    )
    assert got == [
        ("So fake,", "a commenter"),
        ("Love her!", "a commenter"),
        ("Who even cares about this anymore?", "a commenter"),
        ("Best couple ever.", "a fan"),
    ]


def test_titles_are_not_quotes() -> None:
    assert pairs(
        "The pair starred in the show “Sunset Lovers” and the film 'Red Harbour'.",
        "Her new single, “Paper Moon”, topped the charts, as did the album titled 'Lost Keys'.",
        "Fans still love “Dinner With the Dunmores” years later.",
    ) == []


def test_scare_quotes_and_nicknames_are_not_quotes() -> None:
    assert pairs(
        "Tom Vey mocked her as “the soup lady” after the clip went viral.",
        "Insiders say he has been “miserable” for months and feels “left out” at home.",
        "The so-called “power couple” were nowhere to be seen.",
    ) == []


def test_parenthetical_gloss_is_not_a_quote() -> None:
    assert pairs("They shared a ‘hygge’ (the Danish word for “cosiness”) moment at home.") == []


def test_unattributed_unknown_speaker_is_none() -> None:
    assert pairs("“Someone is lying about all of this,” read a sign outside the venue.") == [
        ("Someone is lying about all of this,", None)
    ]


def test_ambiguous_surname_is_not_guessed() -> None:
    got = pairs("Jon and Mara Pike were photographed leaving.", "“We love this city,” Pike told reporters.")
    assert got == [("We love this city,", None)]


def test_quote_fields_and_order() -> None:
    qs = mine_quotes(["No quotes here.", "“First,” said Ada Blume. “Second,” she added.", ""])
    assert qs == [Quote("First,", "Ada Blume", 2), Quote("Second,", "Ada Blume", 2)]


def _many_paragraphs(n: int) -> list[str]:
    return [
        f"Singer Nia Fox{i % 7} told fans: “Night {i} was wild, I’m telling you.” Her pal Rob Dane said: “True.”"
        for i in range(n)
    ]


def _one_huge_paragraph(n: int) -> list[str]:
    para = 'Ann Lee said "hi there friend" and the Mints\' way ' * n
    return [para, para]


def _one_huge_german_paragraph(n: int) -> list[str]:
    # names, possessive-kin sentence openings and tags in one paragraph: the tag reader's per-name sentence lookup
    para = "Ihre Tochter Lena Berg sagte: „Wir kommen wieder.“ Sein Bruder Jan Vogt lachte. " * n
    return [para]


def _calls_to_mine(paragraphs: list[str], lang: str | None = None) -> tuple[int, list[Quote]]:
    """Python and C function calls made while mining ``paragraphs`` (a count of work done, not a timing), run in a
    worker thread that must finish within a generous hang guard."""
    calls = 0

    def count(frame: object, event: str, arg: object) -> None:
        nonlocal calls
        if event in ("call", "c_call"):
            calls += 1

    def run() -> list[Quote]:
        sys.setprofile(count)
        try:
            return mine_quotes(paragraphs, lang)
        finally:
            sys.setprofile(None)

    with concurrent.futures.ThreadPoolExecutor(max_workers=1) as pool:
        quotes = pool.submit(run).result(timeout=_HANG_GUARD_S)
    return calls, quotes


_HANG_GUARD_S = 60.0  # only a hang fails here; the timings themselves are in benchmarks/quotes.py --adversarial


@pytest.mark.parametrize(
    ("build", "lang", "n", "quotes_per_n", "first"),
    [
        (_many_paragraphs, None, 100, 2, Quote("Night 0 was wild, I’m telling you.", "Nia Fox0", 1)),
        (_one_huge_paragraph, None, 400, 2, Quote("hi there friend", "Ann Lee", 1)),
        (_one_huge_german_paragraph, "de", 150, 1, Quote("Wir kommen wieder.", "Lena Berg", 1)),
    ],
    ids=["many-paragraphs", "one-huge-paragraph", "one-huge-german-paragraph"],
)
def test_mining_work_grows_linearly(
    build: Callable[[int], list[str]], lang: str | None, n: int, quotes_per_n: int, first: Quote
) -> None:
    """Twice the input costs at most ~twice the function calls (a quadratic step would cost four times as many)."""
    small_calls, small = _calls_to_mine(build(n), lang)
    big_calls, big = _calls_to_mine(build(2 * n), lang)
    assert len(small) == quotes_per_n * n and len(big) == quotes_per_n * 2 * n
    assert big[0] == first
    assert big_calls <= 2.5 * small_calls


@pytest.mark.parametrize(
    ("line", "speaker"),
    [
        ("The suit named several people, including Vale and Prince Harry.", "Tom Vale"),
        ("She met several people, including Vale and Senator Reid.", "Tom Vale"),
        ("Vale and Mrs Quill were seen together.", "Tom Vale"),
    ],
)
def test_a_title_after_and_is_no_couple(line: str, speaker: str) -> None:
    """'X and Prince Harry' is two people, not a couple 'X Harry' and 'Prince Harry' sharing a surname."""
    got = pairs("Singer Tom Vale was sued.", line, "“I'm thrilled,” Vale said on Tuesday.")
    assert got == [("I'm thrilled,", speaker)]


@pytest.mark.parametrize(
    ("line", "speaker"),
    [
        ("But one user, speculating that Vale was using a fake name, told Mr Bell: “Whoever you are, stop.”",
         "a commenter"),
        ("A friend, claiming that Vale was innocent, said: “He did nothing wrong.”", "a friend"),
        ("Bell, insisting that Vale was innocent, said: “He did nothing wrong.”", "Ann Bell"),
    ],
)
def test_a_that_clause_between_commas_holds_no_subject(line: str, speaker: str) -> None:
    """'X, speculating that Y …, told Z: “…”' is X's: the name in the participle's that-clause is what X thinks."""
    got = pairs("Singer Tom Vale and his manager Ann Bell spoke.", line)
    assert got == [(got[0][0], speaker)]


@pytest.mark.parametrize(
    ("para", "quoted"),
    [
        # a work named in apposition to its noun, whatever the title's length, is no quotation
        ("The report, “Silence Is Golden: How Critics Are Kept Quiet by Local Councils,” criticizes the councils.", []),
        ("I watched “Called out for good” -- a BBC documentary which first screened last year.", []),
        ("Fans streamed “Stay with me tonight” — the band's new single — all week.", []),
        # the words of a report, a host's words and a fan's post stay quotations
        ("Vale said the report, “The company failed its staff,” was right.", ["The company failed its staff,"]),
        ("“We are fine,” the show host said.", ["We are fine,"]),
        ("“It was great fun” - a fan wrote on Instagram.", ["It was great fun"]),
    ],
)
def test_a_work_named_in_apposition_is_no_quotation(para: str, quoted: list[str]) -> None:
    assert [q.text for q in mine_quotes([para])] == quoted


def test_a_title_named_once_is_that_title_wherever_it_is_in_marks() -> None:
    """'“Called out” -- a BBC documentary which …' names a title; the same words in marks later are that title again,
    not a quotation; the same words in another case, or with a speaker's comma, are not."""
    got = [q.text for q in mine_quotes([
        "I watched “Called out” -- a BBC documentary which first screened last year.",
        "And while “Called out” is an apt name, it could have been “Called up.”",
        "“Called out” showed balanced reporting.",
        "“Called out,” she said, and left.",
        "“Called Out” was all he told them.",
    ])]
    assert got == ["Called out,", "Called Out"]


@pytest.mark.parametrize(
    ("para", "speakers"),
    [
        # a first name right after the first word of a place's name is the place's ("St Louis", "San Diego")
        ("Tom Vale, 17, turned himself in on Sunday, reported St Louis Post-Dispatch.", ["Tom Vale"]),
        ("Tom Vale was arrested on Sunday, said San Diego Union-Tribune.", ["Tom Vale"]),
        # a name after a place word is still a name
        ("“We are sorry,” said San Diego Joshua Levy.", ["Joshua Levy"]),
        ("“We are sorry,” said Massachusetts Joshua Levy.", ["Joshua Levy"]),
    ],
)
def test_a_first_name_inside_a_place_name_starts_no_person(para: str, speakers: list[str]) -> None:
    assert speakers_in([para]) == speakers


@pytest.mark.parametrize(
    ("paras", "people", "speaker"),
    [
        # a name beside a prison's noun is the prison's ("Kentshire jail Harbourmoor", "Category B Harbourmoor jail"),
        # and the source at it is named with it
        (("Some 40 per cent of those housed at Category B Harbourmoor jail are over 60.",
          "A source at Kentshire jail Harbourmoor told the Sunday Herald: “The wings are full.”"),
         [], "a source at Kentshire jail Harbourmoor"),
        # a person who visits a prison stays a person
        (("Singer Kit Vale visited the prison on Monday.", "“The wings are full,” Vale said."),
         ["Kit Vale"], "Kit Vale"),
    ],
)
def test_a_name_beside_a_prisons_noun_is_no_person(paras: tuple[str, ...], people: list[str], speaker: str) -> None:
    assert speakers_in(list(paras)) == people
    assert [q.speaker for q in mine_quotes(list(paras))] == [speaker]
