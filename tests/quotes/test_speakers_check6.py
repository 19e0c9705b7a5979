"""Issue 12, session 15 (check6): speaker blanks and wrong credits read on check6-tune, each as a short story of our
own words; each rule's case fails before its rule, the guards pass before and after."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # a sport's position in capitals before a player's name, as a role word is ([people] position_titles)
    ("'Browns DL Dorian Vale …' then '“…,” Vale said'",
     ["Browns DL Dorian Vale weighed in on Monday.", '"It is over," Vale said.'],
     [("It is over,", "Dorian Vale")]),
    ("'Vale, via a radio show, said that Lowe “…”' after 'Browns DL Dorian Vale'",
     ["Browns DL Dorian Vale weighed in on Monday, saying the fight was over.",
      'Vale, via a radio show, said that Lowe "can start a fight and then cry foul."'],
     [("can start a fight and then cry foul.", "Dorian Vale")]),
    ("guard: 'De' inside a name stays the name's particle",
     ["Maria De La Vale spoke.", '"It was fine," De La Vale said.'],
     [("It was fine,", "Maria De La Vale")]),
    # officers as a plural speaker ([speakers] plural_speakers)
    ("'“…!” officers announced on their radios. “…”'",
     ["The car stopped.", '"We got him!" officers announced on their radios. "He is in custody."'],
     [("We got him!", "officers"), ("He is in custody.", "officers")]),
    ("'“…,” officers said.'",
     ["The car stopped.", '"We got him," officers said.'],
     [("We got him,", "officers")]),
    ("guard: 'he told officers' stays his",
     ["Tom Reed met the patrol.", '"He ran," he told officers.'],
     [("He ran,", "Tom Reed")]),
    # a heading in marks (its paragraph's whole text, no sentence's end) takes no speaker from the paragraph before
    ("a heading in marks after a tagged quotation",
     ['"It was a long night for all of us," Tom Reed said.', "“… stop the march of the workers to the city”",
      "The council met on Monday."],
     [("It was a long night for all of us,", "Tom Reed"), ("… stop the march of the workers to the city", None)]),
    ("guard: a post shown on its own line after a colon keeps its writer",
     ["Tom Reed posted a photo. He wrote:", "“Love you forever and always babe”"],
     [("Love you forever and always babe", "Tom Reed")]),
    ("guard: a sentence in marks on its own line goes on the speech before",
     ['"It was a long night for all of us," Tom Reed said.', "“We will be back next year.”"],
     [("It was a long night for all of us,", "Tom Reed"), ("We will be back next year.", "Tom Reed")]),
    # a participle's phrase describing a quotation that opens its sentence, then the tag
    ("'“… than the one” announced in October, said Tom Reed, a scholar.'",
     ["Trade talks went on.", '"He wants a bigger deal than the one" announced in October, said Tom Reed, a scholar.'],
     [("He wants a bigger deal than the one", "Tom Reed")]),
    ("guard: a term in marks inside the sentence takes no tag across a participle's phrase",
     ["Trade talks went on.", 'The "little deal" announced in October, Tom Reed said, is small.'],
     [("little deal", None)]),
    # a capitalised word joined to another under one determiner is no person ("the Russian and Syrian claims")
    ("'that the Russian and Syrian claims “…,” and that “…”'",
     ["The ministry spoke.", 'Tom Reed told reporters that the Russian and Syrian claims "are patently false," and that'
      ' "the troops are not stopping anyone."'],
     [("are patently false,", None), ("the troops are not stopping anyone.", None)]),
    ("guard: a surname after 'the Louvre and' stays a person",
     ["The Louvre and Reed spoke.", '"It is fine," Reed said.'],
     [("It is fine,", "Reed")]),
    # a word of speech after a possessive is a noun: the teller before it speaks
    ("'Tom Reed told reporters that the ministry’s claim “…,” and that “…”'",
     ["The ministry spoke.", "Tom Reed told reporters that the ministry\u2019s claim \"is patently false,\" and that"
      ' "the troops are not stopping anyone."'],
     [("is patently false,", "Tom Reed"), ("the troops are not stopping anyone.", "Tom Reed")]),
    ("guard: 'the ministry’s warning “…”' after 'Tom Reed told reporters that' stays his",
     ["The ministry spoke.", "Tom Reed told reporters that the ministry\u2019s warning \"is a bluff\" and that"
      ' "the troops are not stopping anyone."'],
     [("is a bluff", "Tom Reed"), ("the troops are not stopping anyone.", "Tom Reed")]),
    # 'weigh in' is a speech verb, as 'chime in' is ([speech.irregular])
    ("'“…,” Reed weighed in, telling Lowe, “…”'",
     ["Tom Reed met Ann Lowe on stage.",
      '"We all miss him so much," Reed weighed in, telling Lowe, "since he left, you have been true to him."'],
     [("We all miss him so much,", "Tom Reed"), ("since he left, you have been true to him.", "Tom Reed")]),
    ("guard: 'weighed in on the plan, which is “…”' is nobody's",
     ["Tom Reed met Ann Lowe on stage.", 'The council weighed in on the plan, which is "a total mess" for the town.'],
     []),
    # 'CEO' before a name after the quotation is a role word, as 'founder' is ([people] role_nouns)
    ("'“…,” CEO Tom Reed said.'",
     ['"We were pulled into the market," CEO Tom Reed said.'],
     [("We were pulled into the market,", "Tom Reed")]),
    ("'Acme was “…,” CEO Tom Reed said … with Zeta founder and co-CEO Ann Lowe.' then '“…,” she told Reed.'",
     ['Acme was "pulled into the market," CEO Tom Reed said Tuesday in a chat with Zeta founder and co-CEO Ann Lowe.',
      '"I run my business on my phone," she told Reed.'],
     [("pulled into the market,", "Tom Reed"), ("I run my business on my phone,", "Ann Lowe")]),
    ("'“…,” Acme CEO Tom Reed told Ann Lowe.'",
     ['"It fell," Acme CEO Tom Reed told Ann Lowe.'],
     [("It fell,", "Tom Reed")]),
    ("guard: 'the CEO said' stays the CEO",
     ["Ann Lowe spoke first.", '"It was fine," the CEO said.'],
     [("It was fine,", "the CEO")]),
    # "introduced X (to the crowd) as “…”": the introducer's words, as a describer's are
    ("'Lowe introduced Reed to the crowd as “…”'",
     ["Ann Lowe hosted Tom Reed at the show.",
      'Lowe introduced Reed to the crowd as "someone who has changed what it means to lead" and a friend.'],
     [("someone who has changed what it means to lead", "Ann Lowe")]),
    ("'Lowe introduced him as “…”'",
     ["Ann Lowe hosted Tom Reed at the show.", 'Lowe introduced him as "the best boss I ever had" to the crowd.'],
     [("the best boss I ever had", "Ann Lowe")]),
    ("guard: 'introduced a bill known as “…”' credits nobody",
     ["Ann Lowe hosted Tom Reed at the show.", 'Lowe introduced a bill known as "the Reed law" on Monday.'],
     []),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speakers_read_on_check6(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
