"""Session 10 reader's QA pass (qa3): faithfulness defects seen in recaps of real pages, each as a short story of our
own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("a quotation after a comma, in a sentence whose subject is others, is not the lone person's",
     ["Tom Reed has starred in the show for years. However, fans who never saw it still wonder, "
      "'What is the fuss about?'"],
     [("What is the fuss about?", None)]),
    ("guard: the same after a colon (nobody before and after)",
     ["Kate Reed released her album on Friday. Critics had one question: 'Where are the ballads?'"],
     [("Where are the ballads?", None)]),
    ("guard: the one named is in the quotation's own sentence",
     ["Tom Reed took the stage on Friday. He thanked his mother, 'You made me who I am.'"],
     [("You made me who I am.", "Tom Reed")]),
    ("guard: a quotation opening its own sentence still takes the one person named",
     ["Kate Reed brought it up again on Friday. 'I have nothing to hide.'"],
     [("I have nothing to hide.", "Kate Reed")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_reader_qa_speakers(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected


# (paragraphs, the quotations kept): words only imagined for someone after "may/might wonder|ask|think|say" or "you
# could ask" are no quotation; guards: a habit of real speech ("would say") and a plain speech verb stay
IMAGINED_CASES: list[tuple[str, list[str], list[str]]] = [
    ("'may wonder,' before the quotation",
     ["Tom Reed has starred in the show for years. However, fans who never saw it may wonder, "
      "'What is the fuss about?'"], []),
    ("'you might ask:' before the quotation",
     ["The tour sold out in an hour. You might ask: 'Why does Kate Reed need another one?'"], []),
    ("guard: a habit of real speech",
     ["Kate Reed grew up in Leeds. Her father would say, 'Never give up on a song.'"], ["Never give up on a song."]),
    ("guard: a plain speech verb",
     ["Kate Reed grew up in Leeds. Her father said, 'Never give up on a song.'"], ["Never give up on a song."]),
]


@pytest.mark.parametrize(("paragraphs", "kept"), [c[1:] for c in IMAGINED_CASES], ids=[c[0] for c in IMAGINED_CASES])
def test_imagined_speech_is_no_quotation(paragraphs: list[str], kept: list[str]) -> None:
    assert [q.text for q in mine_quotes(paragraphs)] == kept
