"""One test per quoting pattern, on fictional sentences."""

from __future__ import annotations

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


def test_three_hundred_paragraphs_under_a_second() -> None:
    import time

    paras = [
        f"Singer Nia Fox{i % 7} told fans: “Night {i} was wild, I’m telling you.” Her pal Rob Dane said: “True.”"
        for i in range(300)
    ]
    t = time.perf_counter()
    qs = mine_quotes(paras)
    assert time.perf_counter() - t < 1.0
    assert len(qs) == 600


def test_one_huge_paragraph_stays_fast() -> None:
    import time

    para = 'Ann Lee said "hi there friend" and the Mints\' way ' * 1500
    t = time.perf_counter()
    qs = mine_quotes([para, para])
    assert time.perf_counter() - t < 3.0
    assert len(qs) == 3000 and qs[0] == Quote("hi there friend", "Ann Lee", 1)
