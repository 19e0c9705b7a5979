"""Issue 12, session 17 (spk17): people named together as one subject speak as a pair (or nobody), never as the one
named last; words a report tells of ("Police said a caller threatened to “…”", "According to police, the caller said:
“…”", "Reed told the clerk: “…,” police said.") are the one's who said them, never the reporter's.
Short stories of our own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # two people as one subject (miner._joint)
    ("'“…,” Tom Reed and Sam Lowe said.'",
     ['"We played well and won the game," Tom Reed and Sam Lowe said.'],
     [("We played well and won the game,", "Tom Reed and Sam Lowe")]),
    ("'Tom Reed, the team's coach, and Sam Lowe, its captain, said: “…”'",
     ['Tom Reed, the team\'s coach, and Sam Lowe, its captain, said: "We played well and won."'],
     [("We played well and won.", "Tom Reed and Sam Lowe")]),
    ("'“…,” Tom Reed, the team's coach, and Sam Lowe, its captain, said.'",
     ['"We played well and won the game," Tom Reed, the team\'s coach, and Sam Lowe, its captain, said.'],
     [("We played well and won the game,", "Tom Reed and Sam Lowe")]),
    ("'“…,” said Tom Reed, the coach, and Sam Lowe, the captain.'",
     ['"We played well and won," said Tom Reed, the coach, and Sam Lowe, the captain.'],
     [("We played well and won,", "Tom Reed and Sam Lowe")]),
    ("'Brad Pitt and Angelina Jolie said in a joint statement: “…”'",
     ['Brad Pitt and Angelina Jolie said in a joint statement: "We remain committed to our children."'],
     [("We remain committed to our children.", "Brad Pitt and Angelina Jolie")]),
    ("'Tom Reed and his wife, Ann Lowe, said: “…”'",
     ['Tom Reed and his wife, Ann Lowe, said: "We played well and won."'],
     [("We played well and won.", "Tom Reed and Ann Lowe")]),
    ("'“…,” Tom Reed, Sam Lowe and Ann Kay said.' (three named: nobody, never the last)",
     ['"We played well and won," Tom Reed, Sam Lowe and Ann Kay said.'],
     [("We played well and won,", None)]),
    ("'“…,” Tom Reed, Sam Lowe, and Ann Kay said.' (a serial comma: no apposition)",
     ['"We played well and won," Tom Reed, Sam Lowe, and Ann Kay said.'],
     [("We played well and won,", None)]),
    ("guard: 'Tom Reed and his wife said: “…”' (the wife is named by nobody's name) stays blank",
     ['Tom Reed and his wife said: "We played well and won."'],
     [("We played well and won.", None)]),
    ("'“…,” said Reed, the coach, and Lowe agreed.' (two clauses)",
     ["Tom Reed and Sam Lowe met.", '"We played well and we won the game," said Reed, the coach, and Lowe agreed.'],
     [("We played well and we won the game,", None)]),
    ("guard: '“…,” said Reed, and Lowe nodded.' stays Reed's",
     ["Tom Reed spoke.", '"We played well and we won the game," said Reed, and Lowe nodded.'],
     [("We played well and we won the game,", "Tom Reed")]),
    ("guard: 'Tom Reed arrived late and Sam Lowe said: “…”' (a clause before the and)",
     ['Tom Reed arrived late and Sam Lowe said: "We played well and won."'],
     [("We played well and won.", "Sam Lowe")]),
    ("guard: '… met on Monday, and Reed said: “…”' (a day's capital is no name)",
     ['Tom Reed and Sam Lowe met on Monday, and Reed said: "We played well and won."'],
     [("We played well and won.", "Tom Reed")]),
    ("guard: 'Tom Reed told Sam Lowe and Ann Kay: “…”' (the pair is the verb's object)",
     ['Tom Reed told Sam Lowe and Ann Kay: "We played well and won."'],
     [("We played well and won.", "Tom Reed")]),
    ("'“…,” Tom Reed, CEO of Apple, and Ann Kay said.' (an apposition, then the pair)",
     ['"We played well and won," Tom Reed, CEO of Apple, and Ann Kay said.'],
     [("We played well and won,", "Tom Reed and Ann Kay")]),
    # words a report tells of (miner._SECOND_HAND, _REPORTED_THREAT, _TOLD_AFTER_SOURCE, _COLON_INTRO)
    ("'Police said a caller threatened to “…”'",
     ["Tom Reed, 34, was charged.", 'Police said a caller threatened to "kill everyone in the building."'],
     [("kill everyone in the building.", None)]),
    ("'Prosecutors said Reed repeatedly threatened to “…”'",
     ["Tom Reed, 34, was charged.", 'Prosecutors said Reed repeatedly threatened to "kill everyone in the building."'],
     [("kill everyone in the building.", "Tom Reed")]),
    ("'Police said the caller told staff he would “…”'",
     ["Tom Reed, 34, was charged.", 'Police said the caller told staff he would "kill everyone in the building."'],
     [("kill everyone in the building.", None)]),
    ("'According to police, the caller said: “…”'",
     ["Tom Reed, 34, was charged.", 'According to police, the caller said: "I will kill you all."'],
     [("I will kill you all.", None)]),
    ("'According to police, Reed said: “…”'",
     ["Tom Reed, 34, was charged.", 'According to police, Reed said: "I will kill you all."'],
     [("I will kill you all.", "Tom Reed")]),
    ("'Reed told the clerk: “…,” police said.'",
     ["Tom Reed, 34, was charged.", 'Reed told the clerk: "I will kill you all," police said.'],
     [("I will kill you all,", "Tom Reed")]),
    ("'The caller said: “…,” police said.'",
     ["Tom Reed, 34, was charged.", 'The caller said: "I will kill you all," police said.'],
     [("I will kill you all,", None)]),
    ("guard: 'According to Tom Reed, the team “…”' stays Reed's",
     ['According to Tom Reed, the team "played well and won the game."'],
     [("played well and won the game.", "Tom Reed")]),
    ("guard: '“…,” according to a source close to the bride, who added that the pair “…”' stays the source's",
     ['"She was never going to be invited," according to a source close to the bride, who added that the pair '
      '"haven\'t spoken in years."'],
     [("She was never going to be invited,", "a source close to the bride"),
      ("haven't spoken in years.", "a source close to the bride")]),
    ("guard: '“…,” police said.' stays police's",
     ["Tom Reed, 34, was charged.", '"He is in custody and will appear in court," police said.'],
     [("He is in custody and will appear in court,", "police")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_english_speakers_read_in_session17(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
