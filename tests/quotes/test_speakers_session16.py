"""Issue 12, session 16 (spk7): a straight mark typed with a space after it opens a quotation, a relative named with
a possessive speaks as written, "the source" paragraphs after plural sources is nobody named, and "Jr."/"Sr." after a
name is part of it, never its surname. Short stories of our own words; each rule's case fails before its rule, the
guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a straight opening mark with a space after it (bot/text/quotes.py _spaced_opener)
    ("'\" You guys …,\" Reed said.'",
     ["Tom Reed met the band.", '" You guys are the best in the world," Reed said.'],
     [("You guys are the best in the world,", "Tom Reed")]),
    ("'Reed said: \" You guys ….\"'",
     ["Tom Reed met the band.", 'Reed said: " You guys are the best in the world."'],
     [("You guys are the best in the world.", "Tom Reed")]),
    ("a second quotation opened with a space after its mark",
     ["Tom Reed met the band.", '"It is fine," Reed said. " And we are done," he added.'],
     [("It is fine,", "Tom Reed"), ("And we are done,", "Tom Reed")]),
    ("guard: a spaced mark whose next mark cannot close opens nothing",
     ["Tom Reed met the band.", '" Hello " he said and left.'],
     []),
    ("guard: an inch mark before a quotation opens nothing",
     ["Tom Reed bought a screen.", 'The screen is 55 " wide. "It is very bright," Reed said.'],
     [("It is very bright,", "Tom Reed")]),
    # a straight closing mark with a space before it (bot/text/quotes.py _spaced_closer, spk9)
    ("'\"… ourselves? \" she wrote. \"…\"' ends at its own closing mark",
     ["Ann Lowe wrote to the judge.", '"Who are we if we answer hate with hate ourselves? " she wrote. "It ends now."'],
     [("Who are we if we answer hate with hate ourselves?", "Ann Lowe"), ("It ends now.", "Ann Lowe")]),
    ("'\"We are done, \" Reed said.'",
     ["Tom Reed met the band.", '"We are done with the tour, " Reed said.'],
     [("We are done with the tour,", "Tom Reed")]),
    ("guard: a spaced mark after a word inside a quotation closes nothing",
     ["Tom Reed met the band.", '"We played the song " Hello " twice," Reed said.'],
     [("We played the song \" Hello \" twice,", "Tom Reed")]),
    # a relative named with a possessive, as written ([people] kin_nouns)
    ("'“…,” the victim’s mother testified.'",
     ["Tom Reed stood trial.", '"He was a good boy," the victim\u2019s mother testified.'],
     [("He was a good boy,", "the victim\u2019s mother")]),
    ("'“…,” the singer's father told People.'",
     ["The singer split from her band.", '"They are done," the singer\'s father told People.'],
     [("They are done,", "the singer's father")]),
    ("'“…,” said the victim's mother.'",
     ["Tom Reed stood trial.", '"He was a good boy," said the victim\'s mother.'],
     [("He was a good boy,", "the victim's mother")]),
    ("'Meanwhile Reed's sister said: “…”' (the sentence adverb is no name)",
     ["Tom Reed stood trial.", 'Meanwhile Reed\'s sister said: "He is fine."'],
     [("He is fine.", "Reed's sister")]),
    ("guard: 'Reed told the victim's mother' stays Reed's",
     ["Tom Reed stood trial.", '"He was a good boy," Reed told the victim\'s mother.'],
     [("He was a good boy,", "Tom Reed")]),
    ("guard: a relative named in apposition is not credited by the possessive",
     ["Tom Reed stood trial.", '"He was a good boy," Reed\'s mother, Ann Lowe, said.'],
     [("He was a good boy,", None)]),
    ("guard: a relative in apposition after their name: the name speaks",
     ["Tom Reed stood trial.", "Ann Lowe, Reed's mother, spoke to reporters.", '"He was a good boy," she said.'],
     [("He was a good boy,", "Ann Lowe")]),
    ("'Later, the victim's mother testified: “…”' (a sentence adverb before the comma is no name)",
     ["Tom Reed stood trial.", 'Later, the victim\'s mother testified: "He was a good boy."'],
     [("He was a good boy.", "the victim's mother")]),
    ("guard: a relative the article names elsewhere is not credited by the possessive",
     ["Tom Reed's father, John Reed, spoke on Monday.", '"He was kind," Reed\'s father said.'],
     [("He was kind,", None)]),
    ("guard: a caption's colon after a relative ('Reed's son: “…”') credits nobody",
     ["Tom Reed sang on Monday.", "Reed's son: 'Dad, you are the best' The crowd was small."],
     [("Dad, you are the best", None)]),
    ("guard: a pronoun after the relative's sentence stays doubtful (blank)",
     ["Tom Reed stood trial.", "The victim's mother took the stand.", '"He was a good boy," she said.'],
     [("He was a good boy,", None)]),
    ("guard: 'his mother said' (a pronoun's relative) stays blank",
     ["Tom Reed stood trial.", '"He was a good boy," his mother said.'],
     [("He was a good boy,", None)]),
    ("guard: 'the victim's mother's lawyer' is no relative",
     ["Tom Reed stood trial.", '"He was a good boy," the victim\'s mother\'s lawyer said.'],
     [("He was a good boy,", None)]),
    # "the source" paragraphs after plural sources: not one of them named, no speaker (people._plural_for_one)
    ("'Sources told People …' then, a paragraph on, '“…,” the source said.'",
     ["Sources told People that the pair split.", "The pair met in May.", '"They are done," the source said.'],
     [("They are done,", None)]),
    ("guard: 'Sources told People … “…,” the source said.' in one paragraph stays 'sources'",
     ['Sources told People that the pair split. "They are done," the source said.'],
     [("They are done,", "sources")]),
    ("guard: 'A source told People …' then '“…,” the source said.' stays 'a source'",
     ["A source told People that the pair split.", "The pair met in May.", '"They are done," the source said.'],
     [("They are done,", "a source")]),
    # a generation mark after a full name is part of the name as given, never its surname ([names]
    # generational_suffixes)
    ("'Robert Downey Jr. starred …' then '“…,” Downey said.'",
     ["Robert Downey Jr. starred in the film.", '"It was a joy," Downey said.'],
     [("It was a joy,", "Robert Downey Jr.")]),
    ("'“…,” Robert Downey Jr., 58, told Variety.' keeps the full stop",
     ['"It was a joy," Robert Downey Jr., 58, told Variety.'],
     [("It was a joy,", "Robert Downey Jr.")]),
    ("'Lawyer Tom Reed Jr. said in the release that “…”'",
     ['Lawyer Tom Reed Jr. said in the release that "it is over for the band."'],
     [("it is over for the band.", "Tom Reed Jr.")]),
    ("'“…,” Reed Jr. said.' after 'Tom Reed Jr.'",
     ["Tom Reed Jr. spoke.", '"It is over," Reed Jr. said.'],
     [("It is over,", "Tom Reed Jr.")]),
    ("'Tom Reed' first, then '“…,” Tom Reed Jr. said.': the one person, named as first given",
     ["Tom Reed spoke.", '"It is over," Tom Reed Jr. said.'],
     [("It is over,", "Tom Reed")]),
    # guard, failing with the suffix rule alone (two people then share the surname "Reed"): a pronoun after a surname
    # two people share teaches no gender to the other name in its sentence
    ("'Reed called Lowe’s office …, he said …' (two Reeds) then 'Lowe … She added, “…”'",
     ["Tom Reed Jr. was charged on Monday. Tom W. Reed was named in the filing.",
      "Reed called Zorya Lowe's office, in which he said he was angry.", "Rep. Kara Vance spoke of the case.",
      'Lowe asked for calm. She added, "We must be kind."'],
     [("We must be kind.", "Zorya Lowe")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_in_session16(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
