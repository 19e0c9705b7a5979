"""Speaker rules from the CNN/DailyMail tune set (issue 12, session 5), each with short sentences of our own: a
quotation running over sentence-paragraphs (only its last holds the closing mark, each new paragraph of it opens with
a mark), surnames with a particle, letters after a name, a job word opening the sentence, a club or company before a
role in an inverted tag, a web address inside an appositive; and turns of an interview (who asks, who replies)."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes
from bot.text.quotes import Span, find_spans, run_on_close

RUN_ON_CLOSE: list[tuple[str, str, str | None]] = [
    ("a closing single mark", "It was a fine day.' Then we left.", "It was a fine day."),
    ("a closing curly double mark", "We will be back.\u201d", "We will be back."),
    ("a closing curly single mark after an apostrophe", "That\u2019s what I will do.\u2019",
     "That\u2019s what I will do."),
    ("a closing mark before a tag", "And that was all,' he said.", "And that was all,"),
    ("an opening mark comes first", "He said: 'We are done.'", None),
    ("only apostrophes", "It's the players' money and it isn't ours.", None),
    ("no mark at all", "The rain kept on.", None),
    ("a plural possessive is no closing mark", "The players' wages rose.", None),
]


@pytest.mark.parametrize(("case", "text", "inner"), RUN_ON_CLOSE, ids=[c[0] for c in RUN_ON_CLOSE])
def test_run_on_close(case: str, text: str, inner: str | None) -> None:
    span = run_on_close(text)
    assert (span.inner(text) if span else None) == inner, case
    if span is not None:
        assert span.runs_on and span.open == 0 and span.closed


def test_a_plain_span_starts_after_its_mark() -> None:
    text = "She said 'yes' twice."
    (span,) = find_spans(text)
    assert span.start == span.open + 1 and span.inner(text) == "yes"
    assert Span(0, 4, True, False, runs_on=True).inner("Done' he said") == "Done"


CASES: list[tuple[str, tuple[str, ...], list[tuple[str, str | None]]]] = [
    ("the sentence holding only the closing mark ends the speech and shares its speaker",
     ("Mara Quist said: 'We trained all winter.",
      "The team never stopped.",
      "We are ready for the final.'",
      "The final is on Sunday."),
     [("We trained all winter.", "Mara Quist"), ("We are ready for the final.", "Mara Quist")]),
    ("a new paragraph of the same speech opens with a mark after sentences without one",
     ("'We lost the first game,' said Tomas Reyl.",
      "'I told the players to rest.",
      "They were tired.",
      "'Next week will be different.'"),
     [("We lost the first game,", "Tomas Reyl"), ("I told the players to rest.", "Tomas Reyl"),
      ("Next week will be different.", "Tomas Reyl")]),
    ("a run-on end with its own tag",
     ("Ina Vosk told the paper: 'The plant will close.",
      "Nobody wanted this.",
      "We tried everything,' she said."),
     [("The plant will close.", "Ina Vosk"), ("We tried everything,", "Ina Vosk")]),
    ("the speech left open is found by its end when the opening had no tag",
     ("'The plant will close.",
      "We tried everything,' said Ina Vosk."),
     [("The plant will close.", "Ina Vosk"), ("We tried everything,", "Ina Vosk")]),
    ("a closed quotation is no open speech: a later opening keeps its own speaker",
     ("'We will win,' said Tomas Reyl.",
      "The match starts at noon.",
      "'It will rain,' said Ina Vosk."),
     [("We will win,", "Tomas Reyl"), ("It will rain,", "Ina Vosk")]),
    ("a surname with its particle, capitalised to open a sentence",
     ("Piet van Molen said the side had played well.",
      "Van Molen explained: 'We kept the ball.'"),
     [("We kept the ball.", "Piet van Molen")]),
    ("letters after a name are no part of it",
     ("Barrister Ruth Calder SC told the court the case was weak.",
      "The case was 'built on sand', Ms Calder said."),
     [("built on sand", "Ruth Calder")]),
    ("a job word opening the sentence is no part of the name",
     ("Fisherman Olek Brann, who has sailed for forty years, said: 'The sea is no place for swimmers.'",),
     [("The sea is no place for swimmers.", "Olek Brann")]),
    ("a club before a role in an inverted tag names the role, not the speaker",
     ("'We were poor today,' said Harwick manager Lars Edde.",),
     [("We were poor today,", "Lars Edde")]),
    ("a lower-case word before a role in an inverted tag",
     ("'The film was only delayed,' said company attorney Reuben Dahl on Sunday.",),
     [("The film was only delayed,", "Reuben Dahl")]),
    ("a preposition before the role: whom it was said to, not who said it",
     ("'The film was only delayed,' said to his attorney Reuben Dahl.",),
     [("The film was only delayed,", None)]),
    ("an appositive ending on a role, its closing comma left out",
     ("'The yard is trying new things,' Ivo Strand, Brell's sales director told the magazine.",),
     [("The yard is trying new things,", "Ivo Strand")]),
    ("the next quotation after 'said Harwick manager Lars Edde' is his too",
     ("'We were poor today,' said Harwick manager Lars Edde.", "'We let ourselves down.'"),
     [("We were poor today,", "Lars Edde"), ("We let ourselves down.", "Lars Edde")]),
    ("a public body named in full speaks as written",
     ("The Ministry of Transport insists the roads are 'safer than ever'.",),
     [("safer than ever", "The Ministry of Transport")]),
    ("a public body named in full after the quotation",
     ("'We are working hard,' the Department of Health said.",),
     [("We are working hard,", "the Department of Health")]),
    ("a body named by one word stays the organisation mention it was",
     ("'We will act,' the Government said.",),
     [("We will act,", "the Government")]),
    ("a body in the possessive does not speak",
     ("The Ministry of Transport's adviser, Ola Brandt, said: 'The roads are safer.'",),
     [("The roads are safer.", "Ola Brandt")]),
    ("an unnamed source with an abbreviation in its description",
     ("A U.N. aid official said: 'The road is closed.'",),
     [("The road is closed.", "a U.N. aid official")]),
    ("a web address inside an appositive",
     ("Ada Perrin, of Stays.com, said: 'Going away should be a rest.'",),
     [("Going away should be a rest.", "Ada Perrin")]),
]


INTERVIEWS: list[tuple[str, tuple[str, ...], list[tuple[str, str | None]]]] = [
    ("the one asked replies: a pronoun tag after 'X asked Y' never gives the asker",
     ("Lena Hart asked Tomas Reyl whether he would run.",
      "'I will not run,' he said.",
      "'Not this year,' he added."),
     [("I will not run,", "Tomas Reyl"), ("Not this year,", "Tomas Reyl")]),
    ("the one asked replies in the same paragraph",
     ("Lena Hart asked Tomas Reyl about the money, and he said: 'It went to the charity.'",),
     [("It went to the charity.", "Tomas Reyl")]),
    ("the asker keeps a question of their own",
     ("Mary Quist asked Tom Reyl about the money.", "'Where did it go?' Quist said."),
     [("Where did it go?", "Mary Quist")]),
    ("a pronoun that fits only the asker: nobody",
     ("Tom Hart asked Mary Quist whether she would run.", "'I will not,' he said."),
     [("I will not,", None)]),
    ("a question with its own unresolved tag is no earlier speaker's turn",
     ("Tom Reyl spoke to Jane Hart.", "'Did you lie?' she asked.", "'Never,' he said.", "'Not once?' she pressed."),
     [("Did you lie?", None), ("Never,", "Tom Reyl"), ("Not once?", None)]),
    ("a bare answer after a question is not the asker's",
     ("Jane Hart interviewed Tom Reyl on Sunday.", "'Did you lie?' Hart asked.", "'Never.'"),
     [("Did you lie?", "Jane Hart"), ("Never.", None)]),
    ("a bare question after an answer is not the answerer's",
     ("'Do you regret it?' Jane Hart asked.", "'No, not at all,' Tom Reyl said.", "'Why?'"),
     [("Do you regret it?", "Jane Hart"), ("No, not at all,", "Tom Reyl"), ("Why?", None)]),
    ("a speech of statements goes on with its speaker",
     ("'We lost,' Tom Reyl said.", "'We were tired.'"),
     [("We lost,", "Tom Reyl"), ("We were tired.", "Tom Reyl")]),
    ("the one told is not the one telling",
     ("Lena Hart interviewed Tomas Reyl on Sunday.", "'I have always told the truth,' he told Hart."),
     [("I have always told the truth,", None)]),
    ("a pronoun turning from the last speaker to a man named only in passing: nobody",
     ("'The film was only delayed,' said attorney Tom Reyl.",
      "President Mark Olden later said the studio had erred.",
      "The leak included notes about Olden's taste in films.",
      "'It will be shown,' he said."),
     [("The film was only delayed,", "Tom Reyl"), ("It will be shown,", None)]),
    ("a pronoun turning to the subject of the paragraph before keeps its speaker",
     ("'The film was only delayed,' said attorney Tom Reyl.",
      "President Mark Olden disagreed with the studio.",
      "'It was a mistake,' he said."),
     [("The film was only delayed,", "Tom Reyl"), ("It was a mistake,", "Mark Olden")]),
    ("a teller named apart from the one told keeps the quote",
     ("Tom Reyl met Jane Hart.", "'I have always told the truth,' he told Hart."),
     [("I have always told the truth,", "Tom Reyl")]),
]


@pytest.mark.parametrize(("case", "paragraphs", "want"), INTERVIEWS, ids=[c[0] for c in INTERVIEWS])
def test_interview_turns(case: str, paragraphs: tuple[str, ...], want: list[tuple[str, str | None]]) -> None:
    got = [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]
    assert got == want, case


@pytest.mark.parametrize(("case", "paragraphs", "want"), CASES, ids=[c[0] for c in CASES])
def test_speakers_of_real_copy(case: str, paragraphs: tuple[str, ...], want: list[tuple[str, str | None]]) -> None:
    got = [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))]
    assert got == want, case
