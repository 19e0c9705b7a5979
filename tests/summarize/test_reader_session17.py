"""Session 17 reader's pass (helper reader17): what a chat reader is shown, on text of our own. A bullet or headline
that opens on a demonstrative pointing at the sentence before ("That is the view of ..."), a connective with a comma
("But, ..."), and a short piece's filler bullet that points elsewhere ("Click through for the whole thing.")."""

from __future__ import annotations

import pytest

from bot.models import Article
from bot.summarize.extractive import (
    build_recap,
    dangling_opening,
    demonstrative_subject,
    never_shown,
    strip_connective,
)


def art(paras: tuple[str, ...], title: str = "") -> Article:
    return Article(source="t", url=None, title=title, paragraphs=paras)


@pytest.mark.parametrize(
    ("sentence", "subject"),
    [
        ("That is the view of talent agent Mira Holt as the band prepares for its first tour.", True),
        ("That's according to a friend of the couple who spoke to the magazine.", True),
        ("That\u2019s the message from the singer's label after a difficult week.", True),
        ("This comes after the pair were seen arguing outside the club in May.", True),
        ("These were the words the host chose to open the show on Sunday night.", True),
        ("But that was not the end of the feud between the two reality stars.", False),  # a connective first
        ("That night, the actor left the party before midnight with his manager.", False),
        ("These days the rapper spends most of his time in the studio in Atlanta.", False),
        ("This week the network confirmed the show would return for a second season.", False),
        ("Those close to the couple say they are still speaking every day.", False),
        ("Thatcher-era buildings line the street where the singer grew up.", False),
        ("It was not clear whether the show would return next year.", False),
    ],
)
def test_a_demonstrative_subject_points_at_the_sentence_before(sentence: str, subject: bool) -> None:
    assert demonstrative_subject(sentence) is subject


@pytest.mark.parametrize(
    ("sentence", "opening"),
    [
        ("That is the view of talent agent Mira Holt as the band prepares for its first tour.", "That"),
        ("This comes after the pair were seen arguing outside the club in May.", "This"),
        ("That night, the actor left the party before midnight with his manager.", None),
        ("These days the rapper spends most of his time in the studio in Atlanta.", None),
    ],
)
def test_a_demonstrative_subject_is_a_dangling_opening(sentence: str, opening: str | None) -> None:
    assert dangling_opening(sentence) == opening


ATTRIBUTED_VIEW = (
    "Posted on",
    "It will be hard for the young band to fill arenas without a hit single on the radio this year.",
    "That is the view of talent agent Mira Holt as the band prepares for a tour of twelve cities in June.",
    "The band will open the tour in Leeds on June 2 followed by two nights in Glasgow three days later.",
    "Tickets for the London date at the Roundhouse sold out within an hour of going on sale on Friday.",
    "Singer Ada Rowe has said the band wrote most of the new songs on the road last winter.",
)


@pytest.mark.parametrize("title", ["Tour test", "Band to tour twelve cities as agent doubts arena pull"])
def test_a_sentence_that_attributes_the_one_before_is_no_headline_and_no_lone_bullet(title: str) -> None:
    r = build_recap(art(ATTRIBUTED_VIEW, title=title), ())
    assert not r.headline.startswith("That")
    texts = [b.text for b in r.summary]
    for k, t in enumerate(texts):
        if t.startswith("That is the view"):  # shown only after the claim it attributes
            assert k > 0 and texts[k - 1].startswith("It will be hard")


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("But, when the car stopped, she knew something was wrong.",
         "When the car stopped, she knew something was wrong."),
        ("And, as ever, the singer arrived an hour late to the gala.",
         "As ever, the singer arrived an hour late to the gala."),
        ("But the singer arrived an hour late to the gala.", "The singer arrived an hour late to the gala."),
        ("Yet, the label has not said a word about the album.", "The label has not said a word about the album."),
        ("But, why?", "But, why?"),  # too little left
        ("Butler Tom Hale arrived an hour late to the gala.", "Butler Tom Hale arrived an hour late to the gala."),
    ],
)
def test_a_connective_with_a_comma_is_dropped(sentence: str, expected: str) -> None:
    assert strip_connective(sentence) == expected


@pytest.mark.parametrize(
    ("sentence", "never"),
    [
        ("Click through for the whole thing.", True),
        ("Here's the full list from the magazine.", True),
        ("Here\u2019s the full list from the magazine.", True),
        ("Here is the complete list of this year's nominees.", True),
        ("The singer was left off the full list of nominees this year.", False),
        ("Here is the singer's statement about the split.", False),
        ("The below letter will be appearing in the Letters section of the magazine's October issue.", True),
        ("A version of this article appears in print on Dec. 2, Section C, Page 1.", True),
        ("The letter below was signed by forty of the singer's former bandmates.", False),
        # a roster run together into one sentence (an open letter's signatories)
        ("Ada Rowe, Dunmore College Tom Hale Mira Holt, writer Kit Vale Lyra Moss, author Ben Park, Ashby University "
         "Rhea Park Dana Reyes, poet Theo Quill Marnie Vale, The New School Ivo Lund, ret.", True),
        ("Ada Rowe, Tom Hale, Mira Holt, Kit Vale, Lyra Moss, Ben Park and Rhea Park all signed the letter on Monday "
         "after weeks of talks with the label about the future of the band.", False),
        ("The singer thanked her fans for the support.", False),
    ],
)
def test_what_a_reader_never_gets_as_a_bullet(sentence: str, never: bool) -> None:
    assert never_shown(sentence) is never


@pytest.mark.parametrize(
    ("paras", "absent"),
    [
        (("Comedian Rhea Park went on national radio to mock the myth that every young worker is lazy and vain.",
          "Click through for the whole thing.", "(via Laugh Desk)"), ("Click through", "(via")),
        (("I heard about the poll on the radio this morning and had to look it up right away.",
          "Here's the full list from the magazine.", "1. Ada Rowe", "2. Tom Hale"), ("Here's the full list",)),
    ],
)
def test_a_short_piece_is_not_filled_with_pointers_or_credits(paras: tuple[str, ...], absent: tuple[str, ...]) -> None:
    r = build_recap(art(paras, title="A short blog post about a radio spot"), ())
    assert r.summary
    for b in r.summary:
        assert not b.text.startswith(absent)
