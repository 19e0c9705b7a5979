"""German speakers glued from words that are no name (issue 12/16, dewrong), on sentences of our own: one table.

Read on unlabelled German pages of session 15: a lead-in "Ernster Nachsatz:" (an adjective opening the sentence and a
noun, both capitalised) was credited as a person before a colon, and "sagte Chef de Mission Schimmelpfennig" was
credited to "de Mission Schimmelpfennig" (a role's own particle and noun glued to the surname). Cases marked "new"
fail on main; "guard" cases pass before and after (a name before a colon, a particle that is a name's).
"""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes

# (why, paragraphs, [(quotation opening, speaker)])
CASES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    # new: a capitalised pair before a colon ending on a noun that labels the quote ([tags] colon_labels) is no name
    ("new", ["Jonas Brandt scherzt über den Stress. Ernster Nachsatz: „Ich brauche jetzt ein paar Tage Ruhe.“"],
     [("Ich brauche jetzt ein paar Tage Ruhe.", None)]),
    ("new", ["Die Trainerin lacht. Klare Ansage: „Wir spielen nur noch auf Sieg.“"],
     [("Wir spielen nur noch auf Sieg.", None)]),
    ("new", ["Kurzes Fazit: „Das war ein guter Abend.“"], [("Das war ein guter Abend.", None)]),
    # new: a role's own particle and noun ("Chef de Mission") are no part of the name after them; the surname
    # resolves to the person named in full before, or stands alone
    ("new", ["Dirk Schimmelpfennig blickt in den Saal. „Wir warten auf den zweiten Test“, sagte Chef de Mission "
             "Schimmelpfennig."],
     [("Wir warten auf den zweiten Test", "Dirk Schimmelpfennig")]),
    ("new", ["„Wir warten auf den zweiten Test“, sagte Chef de Mission Schimmelpfennig."],
     [("Wir warten auf den zweiten Test", "Schimmelpfennig")]),
    # guard: a name before a colon still speaks (a known first name, or none known: an interview line)
    ("guard", ["Anna Roth: „Ich brauche jetzt ein paar Tage Ruhe.“"], [("Ich brauche jetzt ein paar Tage Ruhe.",
                                                                       "Anna Roth")]),
    ("guard", ["Rainald Korff: „Ich brauche jetzt ein paar Tage Ruhe.“"],
     [("Ich brauche jetzt ein paar Tage Ruhe.", "Rainald Korff")]),
    # guard: a particle after a role that opens the name keeps it ("von der Leyen": an article after the particle)
    ("guard", ["„Wir warten auf den zweiten Test“, sagte Präsidentin Ursula von der Leyen."],
     [("Wir warten auf den zweiten Test", "Ursula von der Leyen")]),
    ("guard", ["„Wir warten auf den zweiten Test“, sagte Minister von Weizsäcker."],
     [("Wir warten auf den zweiten Test", "Weizsäcker")]),
]


@pytest.mark.parametrize(("why", "paras", "want"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_german_leadins(why: str, paras: list[str], want: list[tuple[str, str | None]]) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paras, "de")}
    for start, speaker in want:
        hits = [t for t in got if t.startswith(start)]
        assert hits, f"{why}: no quote opening {start!r} in {sorted(got)}"
        assert got[hits[0]] == speaker, f"{why}: {start!r} credited {got[hits[0]]!r}, want {speaker!r}"
