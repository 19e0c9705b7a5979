"""Speaker rules learnt from real news copy (issue 12), each with short sentences of our own: written titles in tags,
long appositives, names found by where they stand, aliases, questions and answers, participles after a subordinate
clause, documents, partial quotations, titles, and no speaker where two people could be meant."""

from __future__ import annotations

import pytest

from bot.quotes import mine_quotes
from bot.quoting import miner
from bot.quoting.miner import masked_paragraphs
from bot.quoting.people import cast_of

CASES: list[tuple[str, tuple[str, ...], list[tuple[str, str | None]]]] = [
    ("a written title before the name",
     ("“We are ready,” Harbor County Sheriff Ana Lowry said in a statement.",),
     [("We are ready,", "Ana Lowry")]),
    ("a written title after an inverted verb",
     ("“The car flipped,” said Harbor Police Detective Omar Feld.",),
     [("The car flipped,", "Omar Feld")]),
    ("a long appositive between name and verb",
     ("“We are joining a great family,” Tobin Reyes, senior vice president of fleet at Corvel, said on Monday.",),
     [("We are joining a great family,", "Tobin Reyes")]),
    ("an appositive holding its own speech verb",
     ("“The sky went black,” Ulises Brandao, a local resident who tweeted about the smoke, said.",),
     [("The sky went black,", "Ulises Brandao")]),
    ("a relative clause marks a person",
     ("Kessa Morn, who runs the shelter, told reporters: “We need forty more beds.”",),
     [("We need forty more beds.", "Kessa Morn")]),
    ("a name in apposition to a role, then a pronoun",
     ("The former chief marketing officer for Loomis, Dara Quell, spoke to the site.",
      "“She is a natural in front of a camera,” she said."),
     [("She is a natural in front of a camera,", "Dara Quell")]),
    ("an alias given with 'known as'",
     ("Marco Bianchi \u2014 known to the whole crew as Bam \u2014 arrived late.",
      "Bam, who had brought cake, said: “Sorry, the traffic was awful.”"),
     [("Sorry, the traffic was awful.", "Marco Bianchi")]),
    ("the one asked never asks the question",
     ("A reporter asked Mara Voss, “Will you run again next year?”",),
     [("Will you run again next year?", "a reporter")]),
    ("a participle after a subordinate clause belongs to the main clause",
     ("When Pia Lund asked if he would stay, Rafe Orr declined, saying “I am done with this town.”",),
     [("I am done with this town.", "Rafe Orr")]),
    ("'which said' is a document's, not a person's",
     ("Pia Lund read out a report which said the plan was “doomed from the very start.”",),
     [("doomed from the very start.", None)]),
    ("'asked her': the subject is someone else",
     ("Wes Doran interviewed Emma Marr for his podcast in March.",
      "Doran asked her, “Did the fall hurt?” She answered, “Only a little, at first.”"),
     [("Did the fall hurt?", "Wes Doran"), ("Only a little, at first.", "Emma Marr")]),
    ("an aside in parentheses never becomes the topic",
     ("Ivo Brandt wrote the record alone (the opener samples the voice of poet Tomas Vass).",
      "“It is about the house I grew up in,” he says."),
     [("It is about the house I grew up in,", "Ivo Brandt")]),
    ("a plural speaker after an inverted verb",
     ("“The app can be removed at any time,” said researchers.",),
     [("The app can be removed at any time,", "researchers")]),
    ("a plural speaker opening the sentence",
     ("Prosecutors said the guards “ignored every warning sign.”",),
     [("ignored every warning sign.", "prosecutors")]),
    ("a capitalised group word inside a written title is no group",
     ("“We will find them,” said Harbor Police Commissioner Laura Calder.",),
     [("We will find them,", "Laura Calder")]),
    ("a partial quotation in an attributed sentence",
     ("Governor Ana Lowry said she took “some real comfort” from the new figures.",),
     [("some real comfort", "Ana Lowry")]),
    ("a body after 'of' in an appositive is where the speaker works, not who speaks",
     ("Critics were scathing on Tuesday.",
      "Dr Ada Quill, of the Harbour Policy Council, said: \u201cThis is a payoff nobody can defend.\u201d",
      "\u201cIt sends the wrong signal to every shareholder.\u201d"),
     [("This is a payoff nobody can defend.", "Dr Ada Quill"),
      ("It sends the wrong signal to every shareholder.", "Dr Ada Quill")]),
    ("a body after 'director of' is not the tag's subject either",
     ("Lena Hart, director of the Riverside Pay Centre, said the bonus was indefensible.",
      "\u201cThis is what makes the payoff so hard to defend,\u201d Hart said."),
     [("This is what makes the payoff so hard to defend,", "Lena Hart")]),
    ("a body speaking for itself stays the speaker",
     ("The Harbour Policy Council said in a statement: \u201cWe will review the payoff.\u201d",),
     [("We will review the payoff.", "The Harbour Policy Council")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_speaker_rules_from_real_copy(paragraphs: tuple[str, ...], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(list(paragraphs))] == expected


NOT_QUOTES: list[tuple[str, str]] = [
    ("a performance of a song", "She won the contest with her performance of “Ne me quitte pas.”"),
    ("a paper titled, ending with its own period", "A paper titled “The value of quiet rooms in hospitals.” came out."),
    ("a conference theme", "The fair ran under the theme ‘Bridges: Building Together for Tomorrow’."),
    ("a term after a preposition, in an attributed sentence",
     "The bank ended the practice of “cash advances” last year, Ana Lowry said."),
    ("a single word, even in an attributed sentence", "Ana Lowry said the plan was “reckless” and unfair."),
    ("a state after 'feels'", "Friends say he feels “left out” at home these days."),
    ("a book and its author", "From “The Quiet Years: A Life in Music and Silence at the Edge of Fame” by Rosa Lind."),
    ("a long title after 'excerpted from'",
     "Excerpted from “The Quiet Years: A Life in Music and Silence at the Edge of Fame”. Copyright 2019."),
    ("words only imagined",
     "They hugged on stage, looking at each other as if to say, “We made it, and nobody can take it away.”"),
]


@pytest.mark.parametrize("paragraph", [c[1] for c in NOT_QUOTES], ids=[c[0] for c in NOT_QUOTES])
def test_titles_terms_and_states_are_not_quotations(paragraph: str) -> None:
    assert mine_quotes([paragraph]) == []


@pytest.mark.parametrize(("paragraphs", "speaker"), [
    # the spokesperson is the latest subject and no named man came after them: "he" is the spokesperson
    (["Jo Penn, the union leader, criticised the plan on Monday.",
      "But a spokesperson for the Harbor Trust said its members had cut costs.",
      "“We welcome the ruling and will keep talking,” he said."], "a spokesperson for the Harbor Trust"),
    # a spokeswoman is no "he"
    (["Jo Penn, the union leader, criticised the plan on Monday.",
      "But a spokeswoman for the Harbor Trust said its members had cut costs.",
      "“We welcome the ruling and will keep talking,” he said."], None),
    # a man named after the spokesperson is the latest subject: "he" is him
    (["A spokesperson for the Harbor Trust said its members had cut costs.",
      "Tom Reyes, the union leader, criticised the plan on Monday.",
      "“We welcome the ruling and will keep talking,” he said."], "Tom Reyes"),
])
def test_a_pronoun_after_an_unnamed_spokesperson(paragraphs: list[str], speaker: str | None) -> None:
    got = mine_quotes(paragraphs)
    assert [(q.text, q.speaker) for q in got] == [("We welcome the ruling and will keep talking,", speaker)]


# issue 12, session 3: rule families from the real pages' tune half, written as sentences of our own
ISSUE12: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("an office as an epithet, the office holder named before",
     ["Governor Ana Lowry visited the flooded town on Monday.",
      "Speaking to reporters, the governor said: “We will rebuild every house.”"],
     [("We will rebuild every house.", "Ana Lowry")]),
    ("a capitalised office as an epithet, the latest subject",
     ["Tom Reyes, the Labour MP, warned on Monday that the sector faces cuts.",
      "Speaking in the Commons, the Labour MP said: “It does not need to be like this.”"],
     [("It does not need to be like this.", "Tom Reyes")]),
    ("a quotation inside someone else's sentence is not the lone person's",
     ["In 2018 Ana Lowry launched Petitpas, a clothing range for children. According to promotional material, "
      "Petitpas intends to “[free] children from the old roles of boy and girl.”"],
     [("[free] children from the old roles of boy and girl.", None)]),
    ("examples of what others wrote are nobody's in the sentence",
     ["When the star posted photos from the gala, she received comments including “Eat something please” and "
      "“You look really unwell now.”"],
     [("You look really unwell now.", None)]),
    ("'the singer answered' after a question tags the answer, not the question",
     ["Then when Vogue asked Marta Olsen, “What keeps you going every day?” the singer answered, “My sons, and "
      "my fans.”"],
     [("What keeps you going every day?", None), ("My sons, and my fans.", "Marta Olsen")]),
    ("an organisation's statement is the organisation's",
     ["Organic Harvest fired back on Tuesday. Its statement claimed, “The claims are false and we will defend "
      "ourselves.”"],
     [("The claims are false and we will defend ourselves.", "Organic Harvest")]),
    ("an unnamed speaker by role, inverted",
     ["“Units are behind the silver car now,” said a dispatcher on the police scanner."],
     [("Units are behind the silver car now,", "a dispatcher")]),
    ("a title abbreviation after the quotation is no sentence end",
     ["Washington Gov. Jay Inslee named Judge Ruth Calder to the court.",
      "“She is the best judge for the job,” Gov. Inslee said."],
     [("She is the best judge for the job,", "Jay Inslee")]),
    ("'according to' a source the cast does not know, before or after the quotation",
     ["According to the Spokesman-Review, “She wanted to blend law with social work.”",
      "“The deal is done,” according to Variety."],
     [("She wanted to blend law with social work.", "the Spokesman-Review"), ("The deal is done,", "Variety")]),
    ("'according to' lower-case reports names nobody", ["According to reports, “The deal is done.”"],
     [("The deal is done.", None)]),
    ("a bare quotation after a paragraph reporting one person's words",
     ["Governor Ana Lowry spoke to the island on Friday.",
      "In the meantime, the governor also indicated that she will publish the report.",
      "“The report will be out next week, in full.”"],
     [("The report will be out next week, in full.", "Ana Lowry")]),
    ("... but not when two people are named in that paragraph's last sentence",
     ["Tom Reyes, the union leader, criticised the plan.",
      "Ann Lee also indicated that she will vote against it, and Tom Reyes agreed.",
      "“The plan is dead.”"],
     [("The plan is dead.", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in ISSUE12], ids=[c[0] for c in ISSUE12])
def test_speaker_rules_from_real_pages(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected


# Calibration by route (issue 12, session 3, second wave): where the tune half and the fictional sets showed wrong
# speakers, the doubtful case now gets no speaker; each refusal is paired with the plain case that keeps its speaker.
CALIBRATION: list[tuple[str, list[str], str, str | None]] = [
    ("a pronoun after a surname two people share, its owner last named a paragraph ago",
     ["Hal Brennan, the comic actor, has died. He was 81.", "His daughter, Rosa Brennan, confirmed the news.",
      "Actor Paul Dunne said the set was a happy one.",
      "In a 2015 interview, Brennan was asked how he wanted to be remembered. “As a man who was late to "
      "everything,” he replied."],
     "As a man who was late to everything,", None),
    ("the same with 'she'",
     ["Singer Ida Marsh has married. She is 34.", "Her sister, Lena Marsh, posted a photo of the wedding.",
      "Actress Cora Dane said the party was wild.",
      "Speaking to a magazine, Marsh was asked about the dress. “It was my mother’s,” she said."],
     "It was my mother’s,", None),
    ("a pronoun whose owner is named in its own paragraph keeps its speaker",
     ["Tom Brack hosted the show with Ben Ortiz.", "Ortiz won the first prize. “I never expected this,” he said."],
     "I never expected this,", "Ben Ortiz"),
    ("a pronoun carried over a paragraph with only a person of the other gender named keeps its speaker",
     ["Tom Brack hosted the show. “Welcome back,” he said.",
      "Later he thanked Maria Lopez for coming. “What a night,” he said."],
     "What a night,", "Tom Brack"),
    ("a bare quotation after a paragraph that names someone else is not the last speaker's",
     ["Singer Maya Holt, 31, stopped by the studio on Monday.",
      "Host Ana Reyes then asked about the rumors. “Were those reports true at all?”",
      "Holt’s answer was candid. “We had a rough winter, and we got through it.”"],
     "We had a rough winter, and we got through it.", None),
    ("a bare quotation paragraph still continues the last speaker when nobody else is named",
     ["Host Ana Reyes told the crowd the show would go on. “We never stop.”",
      "“Not for rain, not for anything.”"],
     "Not for rain, not for anything.", "Ana Reyes"),
    ("the one called is not the one who then speaks",
     ["Actress Nora Lyle, 52, has stepped in.",
      "We are told she called Tom Brack and said, \"Let it go, for both your sakes.\""],
     "Let it go, for both your sakes.", None),
    ("the same with the caller named",
     ["Actress Nora Lyle, 52, has stepped in.",
      "Nora Lyle called Tom Brack and said, “Let it go, for both your sakes.”"],
     "Let it go, for both your sakes.", None),
    ("the one thanked is not the one who then speaks",
     ["Actress Nora Lyle, 52, has stepped in.",
      "Lyle thanked Tom Brack for his help, then said, “It meant a lot to all of us.”"],
     "It meant a lot to all of us.", None),
    ("'said her brother had texted': the text is the brother's, not the teller's",
     ["The singer's aunt, Dame Vera Holm, said her nephew had texted her at dawn: “We are home safe.”"],
     "We are home safe.", None),
    ("a plain 'said:' keeps the teller",
     ["The singer's aunt, Dame Vera Holm, said: “We are home safe.”"],
     "We are home safe.", "Dame Vera Holm"),
    ("'Others' opening a sentence is nobody's name",
     ["Some staff said they were overworked. Others reported having to endure “rude and hostile” managers."],
     "rude and hostile", None),
]


@pytest.mark.parametrize(("paragraphs", "text", "speaker"), [c[1:] for c in CALIBRATION],
                         ids=[c[0] for c in CALIBRATION])
def test_doubtful_speakers_get_none(paragraphs: list[str], text: str, speaker: str | None) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paragraphs)}
    assert text in got, got
    assert got[text] == speaker, got


# Session 4 (batch 5 and the tune half): words that reach us through someone else are credited to nobody unless the
# text shows whose they are; each refusal is paired with the case that keeps its speaker.
SECOND_HAND: list[tuple[str, list[str], str, str | None]] = [
    ("an accusation that names no record: the words may be the accuser's",
     ["Senator Ray Holm accused Mayor Jo Pike of arguing “the poor should simply pay more tax.”"],
     "the poor should simply pay more tax.", None),
    ("an accusation that quotes a tweet keeps the accused",
     ["Senator Ray Holm accused Mayor Jo Pike of claiming in a tweet that “the poor should pay more.”"],
     "the poor should pay more.", "Jo Pike"),
    ("a fragment relayed through a second speaker",
     ["A juror, Lia Brandt, posted that Judge Omar Feld spoke “warmly about his late mother and the law.”"],
     "warmly about his late mother and the law.", None),
    ("the same fragment told first-hand keeps its speaker",
     ["Judge Omar Feld spoke “warmly about his late mother and the law.”"],
     "warmly about his late mother and the law.", "Omar Feld"),
    ("a relayed fragment in the first person is its speaker's own voice",
     ["The lawsuit alleges that Nina Ross told fans he had “taken our savings and run.”"],
     "taken our savings and run.", "Nina Ross"),
    ("a relayed whole message keeps its writer",
     ["Rob Lane revealed that Tia Moss had texted him in May: “If you tell anyone, we are finished.”"],
     "If you tell anyone, we are finished.", "Tia Moss"),
    ("the same person on both sides is no chain",
     ["Lia Brandt said that she told the court “nothing at all about the money.”"],
     "nothing at all about the money.", "Lia Brandt"),
    ("a second person's description inside the reporter's clause",
     ["Lia Brandt wrote that the actress Nina Ross called the show “a mess from start to finish.”"],
     "a mess from start to finish.", None),
    ("the reporter's own clause keeps the reporter",
     ["Lia Brandt wrote that the show was “a mess from start to finish.”"],
     "a mess from start to finish.", "Lia Brandt"),
]


@pytest.mark.parametrize(("paragraphs", "text", "speaker"), [c[1:] for c in SECOND_HAND],
                         ids=[c[0] for c in SECOND_HAND])
def test_second_hand_words_are_credited_only_when_the_text_shows_whose(
    paragraphs: list[str], text: str, speaker: str | None
) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paragraphs)}
    assert text in got, got
    assert got[text] == speaker, got


ORGS_AS_WRITTEN: list[tuple[str, list[str], str]] = [
    ("an acronym body after 'the' keeps it", ["Nine months in, the IMF announced: “Reserves fell to a record low.”"],
     "the IMF"),
    ("the same opening the sentence", ["The IMF said: “Reserves fell to a record low.”"], "the IMF"),
    ("a document named by its author speaks, not the author",
     ["The OECD report states: “Cases fell by half in the spring.”"], "the OECD report"),
    ("the author itself speaking stays the author", ["The OECD said: “Cases fell by half in the spring.”"], "the OECD"),
    ("a company named without 'the' stays bare",
     ["ABN, which aired the show for nine seasons, said: “We wish her well.”"], "ABN"),
]


@pytest.mark.parametrize(("paragraphs", "speaker"), [c[1:] for c in ORGS_AS_WRITTEN],
                         ids=[c[0] for c in ORGS_AS_WRITTEN])
def test_an_organisation_is_named_as_the_article_names_it(paragraphs: list[str], speaker: str) -> None:
    assert [q.speaker for q in mine_quotes(paragraphs)] == [speaker]


_HARBOUR = ["Ardmore", "The Harbour Cafe in Ardmore will stay open."]
FIRST_WORDS: list[tuple[str, list[str], str | None]] = [
    ("a word capitalised only where sentences open is no first name",
     [*_HARBOUR, "Popular drinking hole The Anchor will be closing, and have said it's “highly unlikely” they'll be "
      "back in three weeks", "Popular Ardmore spot Seasalt will be staying open for takeaway only."], None),
    ("a known first name still stands for its run",
     [*_HARBOUR, "Sarah has said it's “highly unlikely” they'll be back in three weeks",
      "Sarah Ardmore runs the Seasalt cafe."], "Sarah Ardmore"),
    ("so does a first name seen where no sentence opens",
     [*_HARBOUR, "Tova has said it's “highly unlikely” they'll be back in three weeks",
      "Tova Ardmore runs the Seasalt cafe, said Tova."], "Tova Ardmore"),
]


@pytest.mark.parametrize(("paragraphs", "speaker"), [c[1:] for c in FIRST_WORDS], ids=[c[0] for c in FIRST_WORDS])
def test_a_lone_first_word_names_someone_only_when_its_capital_is_its_own(
    paragraphs: list[str], speaker: str | None
) -> None:
    assert [q.speaker for q in mine_quotes(paragraphs) if q.text == "highly unlikely"] == [speaker]


ASKED_BY: list[tuple[str, list[str], str | None]] = [
    ("a question after 'was asked by' a named person is the asker's, not the next sentence's",
     ["Outside the court, the singer was asked by reporter Dan Cole: “Will you appeal?” She smiled."], "Dan Cole"),
    ("the same with an unnamed asker",
     ["Outside the court, the singer was asked by a reporter: “Will you appeal?” She smiled."], "a reporter"),
    ("an answer after 'was asked about' stays the answerer's",
     ["Outside the court, Mia Lane was asked about the verdict: “It was fair, and I accept it.” She smiled."],
     "Mia Lane"),
]


@pytest.mark.parametrize(("paragraphs", "speaker"), [c[1:] for c in ASKED_BY], ids=[c[0] for c in ASKED_BY])
def test_a_question_introduced_by_a_passive_ask_is_the_askers(paragraphs: list[str], speaker: str | None) -> None:
    assert [q.speaker for q in mine_quotes(paragraphs)] == [speaker]


_HOST = "Host Leo Brandt walks out first. “Good evening, everyone,” he says."
WHO_RIVALS: list[tuple[str, list[str], str | None]] = [
    ("a 'who' clause in the pronoun's paragraph describes someone the pronoun may mean",
     [_HOST, "Best Actor goes to Min-jun Park, who keeps it brief. “Thanks, all of you,” he said."], None),
    ("a person by title alone in the pronoun's paragraph may be meant",
     ["Fan Tom Ruiz, 40, said the square was packed.",
      "On Monday, the King noted in his speech that the country had suffered. “We must stay united,” he said."],
     None),
    ("a title of the other gender is no rival",
     ["Fan Tom Ruiz, 40, said the square was packed.",
      "On Monday, the Queen noted in her speech that the country had suffered. “We must stay united,” he said."],
     "Tom Ruiz"),
    ("a 'which' clause describes no person",
     [_HOST, "The crowd, which had waited an hour, cheered. “Thanks, all of you,” he said."], "Leo Brandt"),
]


@pytest.mark.parametrize(("paragraphs", "speaker"), [c[1:] for c in WHO_RIVALS], ids=[c[0] for c in WHO_RIVALS])
def test_a_pronoun_after_a_person_described_by_who_is_doubtful(paragraphs: list[str], speaker: str | None) -> None:
    got = {q.text: q.speaker for q in mine_quotes(paragraphs)}
    assert list(got.values())[-1] == speaker, got


ACCORDING: list[tuple[str, list[str], str | None]] = [
    ("'according to' a written title and a surname",
     ["Matthew Rojansky studies the bank.",
      "According to Kennan Institute director Rojansky, the bank was “a machine for moving money abroad.”"],
     "Matthew Rojansky"),
    ("'according to' a document someone filed is not that someone's",
     ["According to a lawsuit filed by Jane Doe, the bank was “a machine for moving money abroad.”"], None),
]


@pytest.mark.parametrize(("paragraphs", "speaker"), [c[1:] for c in ACCORDING], ids=[c[0] for c in ACCORDING])
def test_according_to_a_titled_name(paragraphs: list[str], speaker: str | None) -> None:
    assert [q.speaker for q in mine_quotes(paragraphs)] == [speaker]


# Session 4, from reading the miner's credits on the even-sha1 half of the CNN/DailyMail sample (unlabelled news;
# the odd half was not run): who the verb's subject is, when the text does not give the cast a name.
SUBJECTS: list[tuple[str, list[str], str | None]] = [
    ("no name starts inside a word, and an unknown name before the verb is not the last one named",
     ["Florist ProBlooms said it would act, and dating site eHarmony insisted it would look into "
      "‘every single complaint’."], None),
    ("a known name before the verb keeps it",
     ["Florist ProBlooms said it would act, and Ana Lowry insisted it would look into ‘every single complaint’."],
     "Ana Lowry"),
    ("an aside opening with 'pictured' holds no subject",
     ["Mr Ray Coe, pictured with Alya and her father Omar Said, said he was still a bit ‘overwhelmed by it all’."],
     "Ray Coe"),
    ("'which it described as': a body no mention stands for",
     ["The panel voiced concern about Iran and North Korea, and about Pakistan, which it described as "
      "“the crossroads of arms and terror.”"], None),
    ("one who passes on another's message is not its speaker",
     ["Then she texted a mutual friend, who shared the exchange with reporters: “Tell Simone everyone knows.”"], None),
    ("a caption with a shared post is the sharer's",
     ["Later Ana Vale shared a text with the caption: “The internet is forever.”"], "Ana Vale"),
    ("the passer-on who then speaks keeps the words",
     ["A friend, who forwarded the DMs to us, said: “He was relentless.”"], "a friend"),
    ("a 'who' clause runs to the comma before the verb, whatever commas it holds",
     ["Fan Tom Downes, who was on his way home to Bayston Hill, Shropshire, with son Jack, 14, said: "
      "‘It was a disgrace.’"], "Tom Downes"),
    ("a named person after 'from' and a describing noun is no subject",
     ["David Buik from broker Panmure Gordon said: ‘The bank has a long way to go.’"], "David Buik"),
    ("a 'who' clause's antecedent may follow a preposition",
     ["Ana Lowe has kept quiet since her split from Ronan Tully, who once described their romance as "
      "“a happy accident.”"], "Ronan Tully"),
    ("a pet's name is nobody's",
     ["Erica Lane said her son was hurt.", "Hero cat Tara, 6, then chased the dog away.",
      "“She is bouncing back,” she said."], "Erica Lane"),
    ("an owner after a pet keeps her name",
     ["Hero dog Rex chased the burglar away.", "Owner Tara Mills was delighted. “He is a very good boy,” she said."],
     "Tara Mills"),
    ("'which she described as' keeps the person",
     ["Senator Ana Lowry voiced concern about Pakistan, which she described as “the crossroads of arms and terror.”"],
     "Ana Lowry"),
]


@pytest.mark.parametrize(("paragraphs", "speaker"), [c[1:] for c in SUBJECTS], ids=[c[0] for c in SUBJECTS])
def test_the_verbs_subject_is_one_the_text_names(paragraphs: list[str], speaker: str | None) -> None:
    assert [q.speaker for q in mine_quotes(paragraphs)] == [speaker]


ANSWER_HALVES: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("the second half of an answer after its pronoun tag is the same doubtful answer",
     ["Host Dana Wells then asked her guest, comic Pia Lund, the question of the week: “Will they get back together?”",
      "“Absolutely not,” she said. “But I have been wrong before.”"],
     [("Will they get back together?", "Dana Wells"), ("Absolutely not,", None),
      ("But I have been wrong before.", None)]),
    ("a later quotation with a tag of its own keeps it",
     ["Singer Pia Lund joined host Dana Wells on her show.",
      "Wells asked her, “Did it hurt?” She answered, “Only a little at first.” And she continued, “It healed fast.”"],
     [("Did it hurt?", "Dana Wells"), ("Only a little at first.", "Pia Lund"), ("It healed fast.", "Pia Lund")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in ANSWER_HALVES],
                         ids=[c[0] for c in ANSWER_HALVES])
def test_an_answers_halves_share_its_doubt(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected


# session 6 (issue 12): causes of wrong speakers read on the CNN/DailyMail tune sets, each in sentences of our own
SESSION6: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("a military rank abbreviated before the name after an inverted verb",
     ["“We will look into each case,” said Maj. Gen. Tarik Osman, spokesman for the border guard."],
     [("We will look into each case,", "Tarik Osman")]),
    ("a rank of two words before a surname is the person first given with it",
     ["Air Commodore Dean Holt, a former air defence chief, spoke on Monday.",
      "Air Commodore Holt added: “We need more planes there.”"],
     [("We need more planes there.", "Dean Holt")]),
    ("'Follow' opening a social-media line is no first name",
     ["Follow Lumina at www.lumina.com and www.twitter.com/lumina.",
      "“Every piece sold out in a day,” Lumina told MailOnline."],
     [("Every piece sold out in a day,", "Lumina")]),
    ("a body named after a preposition of place never speaks",
     ["Reporters face abuse from the police in the West Bank, according to a report by Open Press.",
      "The 20-page report covers nine incidents in the West Bank, saying they are “cases of plain abuse by police.”"],
     [("cases of plain abuse by police.", None)]),
    ("the one a participle's verb backs is its object, not its subject",
     ["Ruud Kemp has welcomed a public message of support from Sir Ivo Brandt but admitted it has put more pressure "
      "on him to succeed at Harbor United.",
      "The former Old Trafford boss backed Kemp, who has taken United to third place in the table despite a catalogue "
      "of injuries, saying: ‘When he gets the best players back, you watch United go – because he’s a great coach he "
      "will do well.’"],
     [("When he gets the best players back, you watch United go – because he’s a great coach he will do well.",
       None)]),
    ("a named subject backing someone keeps the participle",
     ["Ruud Kemp has welcomed a public message of support from Sir Ivo Brandt.",
      "Brandt backed Kemp, who has taken United to third place in the table despite a catalogue of injuries, saying: "
      "‘When he gets the best players back, you watch United go – because he’s a great coach he will do well.’"],
     [("When he gets the best players back, you watch United go – because he’s a great coach he will do well.",
       "Sir Ivo Brandt")]),
    ("an accusation inside what others said is the accuser's, whoever 'he' is taken to be",
     ["Ivo Brandt denies every claim.",
      "In their lawsuit, Pia Lund and Tomas Vass said Brandt defamed them when he accused them of 'deliberate "
      "misconduct and unethical behavior warranting disbarment' during several interviews."],
     [("deliberate misconduct and unethical behavior warranting disbarment", None)]),
    ("an accusation by a body the people model does not name is not the accused's",
     ["Earlier this year, Ivo Brandt revealed he used testosterone and growth hormone.",
      "His seven victories came amidst rumor that he was doping -- while the U.S. Anti-Doping agency (USADA) accused "
      "Brandt of running \"the most sophisticated, professionalized and successful doping program that sport has "
      "ever seen.\""],
     [("the most sophisticated, professionalized and successful doping program that sport has ever seen.", None)]),
    ("a knight called by title and first name, before and after his full name",
     ["But Sir Miles, who served as Chief of the Air Staff from 1992 to 1997, warned the West must be prepared.",
      "Referring to the attack, he said: ‘We sadly must expect more of this.’",
      "Air Chief Marshal Sir Miles Corben, a former head of the RAF, called for more planes.",
      "Sir Miles said: ‘Then you can send in bombers.’"],
     [("We sadly must expect more of this.", "Sir Miles Corben"),
      ("Then you can send in bombers.", "Sir Miles Corben")]),
    ("a commenter given a name in apposition is that person",
     ["So far it is proving hugely popular, with one user, Tomas Reyes, commenting: ‘I ordered a missile strike on "
      "my office calendar.", "Looks like I am leaving early today.’"],
     [("I ordered a missile strike on my office calendar.", "Tomas Reyes"),
      ("Looks like I am leaving early today.", "Tomas Reyes")]),
    ("a paragraph in the first person is someone's own words, not a report of the next quotation",
     ["Frank Olsen has videotaped a private message to each of his children.",
      "His daughter Pia wrote on Facebook: 'My Dad has a one of a kind spirit.", "He is quick to love, quick to trust.",
      "'He has raised five children.",
      "He loves my mama more than anything, which you can tell simply by the way he looks at her or calls her "
      "“honey-bunny.”",
      "'Their marriage is an amazing example of the love they share, 24 years strong.",
      "They have made each other better.'"],
     # (session 9: the “honey-bunny.” in double marks inside her single-marked post no longer breaks the post's run,
     # so its later paragraphs are hers, as the CNN/DM label gives them; before, nobody)
     [("My Dad has a one of a kind spirit.", "Pia"), ("He has raised five children.", "Pia"),
      ("Their marriage is an amazing example of the love they share, 24 years strong.", "Pia"),
      ("They have made each other better.", "Pia")]),
    ("a full name written as a modifier ('the Dan Wootton podcast') is the lone surname's full name",
     ["Kirstie Alley spoke to the Dan Wootton podcast on Monday.",
      "Wootton asked her, “Did you get it from a tick?” She answered, “Yeah, in Maine.”"],
     [("Did you get it from a tick?", "Dan Wootton"), ("Yeah, in Maine.", "Kirstie Alley")]),
    ("a source 'at' a body keeps it",
     ["A source at the Harbor Prosecution Service said: “The file is closed.”"],
     [("The file is closed.", "a source at the Harbor Prosecution Service")]),
    ("a name after 'at', a place and a describing noun is where the source is, not who speaks",
     ["Figures show one Category A jail has 42 per cent Muslim convicts.",
      "Whitemoor inmate Zia Haq was jailed for 18 years.",
      "A source at Cambridgeshire jail Whitemoor told the Sunday People: 'Whitemoor is now effectively run by gangs.'"],
     [("Whitemoor is now effectively run by gangs.", "a source at Cambridgeshire jail Whitemoor")]),
    ("an unnamed shareholder, investor, resident or passenger speaks as one",
     ["At its annual meeting, one angry shareholder said: ‘Chief executives are dining in the last chance saloon.’"],
     [("Chief executives are dining in the last chance saloon.", "an angry shareholder")]),
    ("'as X puts it' is a tag: never the commenter of another sentence",
     ["Leave the file blank. This enforces explicit imports. I've read Alex Martelli post in favor of this option on "
      "various questions at Stack Overflow. The cons are, the user of the package has to import seperate modules.",
      "Import all modules in the file. The user doesn't have to do multiple imports. The cons are explicit vs "
      "implicit, and also as Martelli puts it (paraphrased), \"if that's how your package works, maybe it should all "
      "go in a single module anyway\"."],
     [("if that's how your package works, maybe it should all go in a single module anyway", None)]),
    ("'Widowed' before a name is a description, not part of it",
     ["Barbara Challons, 78, bought the chairs in 2004.",
      "Widowed Mrs Challons, a retired nurse, had applied for the chairs to be repaired.",
      "Mrs Challons added: 'It's a load of rubbish.'"],
     [("It's a load of rubbish.", "Barbara Challons")]),
    ("'the source of' a voice is where it comes from, not an anonymous source",
     ["“Greetings.”",
      "“What the—“ I spun around to see the source of the voice. A man appeared in front of me. “Um, who are you?” I "
      "asked."],
     [("Greetings.", None), ("Um, who are you?", None)]),
    ("a Society or a charity is a body, never a person's name",
     ["Ivo Brandt of the Marine .",
      "Conservation Society said: ‘Although this species is harmless, we still advise the public not to touch them.’"],
     [("Although this species is harmless, we still advise the public not to touch them.", None)]),
    ("after 'Asked about ..., X said' the subject is X, not a pronoun inside the opening clause",
     ["Russian Prime Minister Dmitry Orlov has blasted the plan.",
      "Russian Foreign Minister Sergei Lasky pressed a red prop 'reset button' along with Hillary Clinton in "
      "March 2009.",
      "'You have probably noticed that we have not commented on them a great deal,' he told a reporter.",
      "Asked about the now-infamous 'reset button' effort that he co-engineered with Hillary Clinton in March 2009, "
      "Orlov said the administration has unraveled any good will.",
      "'Yes, I believe that the president could be more tactful politically,' he said."],
     [("You have probably noticed that we have not commented on them a great deal,", "Sergei Lasky"),
      ("reset button", None),
      ("Yes, I believe that the president could be more tactful politically,", "Dmitry Orlov")]),
    ("'a spokesman for the train company' keeps the company",
     ["A spokesman for the train company thanked passengers and added: 'We will be looking into it immediately.'"],
     [("We will be looking into it immediately.", "a spokesman for the train company")]),
    ("'Mr X' inside the quotation is not X's own words",
     ["Craig Ashby-Todd was found guilty of causing death by dangerous driving at Portsmouth Crown Court (pictured) "
      "He added: 'Mr Ashby-Todd will now spend six years behind bars.'"],
     [("Mr Ashby-Todd will now spend six years behind bars.", None)]),
    ("'Mr X' in a woman's quotation is her husband, not herself",
     ["Barbara Challons and her husband Tom bought the chairs.",
      "Mrs Challons said: 'Mr Challons loved those chairs.'"],
     [("Mr Challons loved those chairs.", "Barbara Challons")]),
    ("a commenter described, not named, stays a fan",
     ["One fan, who asked not to be named, wrote: “This is the best show on TV.”"],
     [("This is the best show on TV.", "a fan")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in SESSION6], ids=[c[0] for c in SESSION6])
def test_speaker_causes_from_the_cnndm_tune_sets(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected


@pytest.mark.parametrize(("paragraph", "group"), [
    ("The bottles were seized, according to Herat police and investigations chief Omar Saleh.", "Herat police"),
    ("In a post, Korean authorities hit back at the film.", "Korean authorities"),
    ("Harbor County detectives found the car on Monday.", "Harbor County detectives"),
    ("Yesterday police found the car on Monday.", "police"),
])
def test_a_plural_speaker_keeps_the_place_or_nation_written_before_it(paragraph: str, group: str) -> None:
    mentions = cast_of(masked_paragraphs([paragraph])).mentions[0]
    assert [m.speaker for m in mentions if m.kind == "anon"] == [group]
    assert not [m for m in mentions if m.kind == "person" and group.startswith(m.text)]  # "Herat" is no person


def test_the_company_beside_a_name_is_that_name() -> None:
    paragraphs = ["The British Medical Association said the fight was a disgrace.",
                  "Fightcast, the company commissioned to film the event, said the video had been removed."]
    mentions = cast_of(masked_paragraphs(paragraphs)).mentions[1]
    assert [(m.text, m.speaker) for m in mentions if m.kind == "org"] == [("the company", "Fightcast")]


@pytest.mark.parametrize(("before", "cited"), [
    ("Linderman, G. (2017). ", True),
    ("^ a b van der Maaten, L.J.P.; Hinton, G.E. (Nov 2008). ", True),  # a month before the year (a wiki reference)
    ("Hinton, G.E. (Sept. 2008) ", True),
    ("He said (on Monday): ", False),
])
def test_a_dated_reference_before_a_title_makes_it_a_cited_work(before: str, cited: bool) -> None:
    assert bool(miner._CITED_TITLE.search(before)) is cited


# session 7, a reader's QA of readable CNN/DM tune copy (qa7b): each case fails before its rule
QA7B: list[tuple[str, list[str], list[tuple[str, str | None]]]] = [
    ("'he' never stands for a company its spokesman names as one",
     ["Radio host Brock Fenner lost a third sponsor on Friday.",
      "Out: Harvest Loans also decided to pull its advertising from the show.",
      "He said: 'I will not apologise for a joke.'",
      "A HarvestLoans spokesman said the firm had acted on feedback from clients."],
     [("I will not apologise for a joke.", "Brock Fenner")]),
    ("'she' never stands for a company named after a company's noun",
     ["Singer Tova Lind lost a sponsor this week.",
      "Another shoe company in Stride Right pulled its advertising on Monday.",
      "She said: 'I never needed their shoes anyway.'"],
     [("I never needed their shoes anyway.", "Tova Lind")]),
    ("the one named inside a relative clause after a preposition is no subject of the documents' verb",
     ["Rico Vane, a former guard, was arrested on Monday.",
      "Court documents do not name the gang with which Vane allegedly conspired but say the gang hid the pills "
      "“inside crates of frozen fish.”"],
     [("inside crates of frozen fish.", "Court documents")]),
    ("a passive's agent is no subject of the verb after it",
     ["Rico Vane, a former guard, was arrested on Monday.",
      "Court papers released by detectives do not name the gang but say it hid the pills “inside crates of fish.”"],
     [("inside crates of fish.", "Court papers")]),
    ("a single opening closed by a double mark ends there, before its tag",
     ["Mara Finch, a ranger with the coast trust, said the seals may have moved on.",
      "'There is only one \"sighting\" on record in these waters and that was a grey seal,\" she said."],
     [('There is only one "sighting" on record in these waters and that was a grey seal,', "Mara Finch")]),
    ("mixed marks with curly quotes",
     ["Mara Finch, a ranger with the coast trust, spoke on Monday.",
      "‘The seals have moved on,” she said. “They will be back in spring.”"],
     [("The seals have moved on,", "Mara Finch"), ("They will be back in spring.", "Mara Finch")]),
    ("first-person words 'according to' an outlet are not the outlet's",
     ["Coach Dana Reyes met her players on Friday.",
      "“I will step down at the end of the season,” according to the Gazette.",
      "According to the Herald, “We have no plans to sell the club.”",
      "“The club will be sold,” according to the Gazette."],
     [("I will step down at the end of the season,", None), ("We have no plans to sell the club.", None),
      ("The club will be sold,", "the Gazette")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in QA7B], ids=[c[0] for c in QA7B])
def test_speaker_causes_from_the_qa_pass(paragraphs: list[str], expected: list[tuple[str, str | None]]) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected


# a role a story named a person by once it introduced them with it ([people] role_epithets): the one person introduced
# with that role (of that body, when the role names one), else nobody
ROLE_EPITHETS = [
    ("the owner is the one person introduced as the owner",
     ["Kim Lowe, the owner of the bakery, opened early on Monday.", "“We sold out by nine,” the owner said."],
     [("We sold out by nine,", "Kim Lowe")]),
    ("two owners: nobody",
     ["Kim Lowe, the owner of the bakery, opened early.", "Tom Hale, the owner of the cafe, stayed shut.",
      "“We sold out by nine,” the owner said."],
     [("We sold out by nine,", None)]),
    ("nobody introduced as the owner: nobody",
     ["Kim Lowe opened early on Monday.", "“We sold out by nine,” the owner said."],
     [("We sold out by nine,", None)]),
    ("a body's chief executive written with a possessive",
     ["Dana Voss, the chief executive of Corvel, spoke on Monday.",
      "Corvel's chief executive complained: “The rules are unfair.”"],
     [("The rules are unfair.", "Dana Voss")]),
    ("the boss of a body introduced before the name",
     ["Corvel boss Dana Voss spoke on Monday.", "The boss of Corvel said: “The rules are unfair.”"],
     [("The rules are unfair.", "Dana Voss")]),
    ("another body's chief executive is not the one introduced",
     ["Dana Voss, the chief executive of Corvel, spoke on Monday.",
      "Apex's chief executive complained: “The rules are unfair.”"],
     [("The rules are unfair.", None)]),
    ("the one chief executive, introduced after an aside and with no body, is the body's",
     ["Maria Voss (pictured), chief executive since 2011, faced questions on Monday.",
      "Corvel's chief executive complained: “The rules are unfair.”"],
     [("The rules are unfair.", "Maria Voss")]),
    ("two chief executives with no body: nobody",
     ["Maria Voss, chief executive since 2011, faced questions.", "Tom Hale, chief executive since 2015, did too.",
      "Corvel's chief executive complained: “The rules are unfair.”"],
     [("The rules are unfair.", None)]),
    ("each owner in apposition keeps their own words",
     ["Kim Lowe, the owner of the bakery, said: “We sold out by nine.”",
      "Tom Hale, the owner of the cafe, said: “We stayed shut.”"],
     [("We sold out by nine.", "Kim Lowe"), ("We stayed shut.", "Tom Hale")]),
    ("a prosecutor introduced with the title before the name is 'the prosecutor'",
     ["Prosecutor Jane Doe told the jury the singer had lied.",
      "“He knew exactly what he was doing,” the prosecutor said."],
     [("He knew exactly what he was doing,", "Jane Doe")]),
    ("a prosecutor introduced in apposition is 'the prosecutor'",
     ["Jane Doe, the prosecutor, told the jury the singer had lied.",
      "“He knew exactly what he was doing,” the prosecutor said."],
     [("He knew exactly what he was doing,", "Jane Doe")]),
    ("a county's prosecutor with the title written before the name",
     ["Bergen County Prosecutor Jane Doe spoke on Monday.",
      "“There were no signs of trauma,” the prosecutor said."],
     [("There were no signs of trauma,", "Jane Doe")]),
    ("guard: nobody introduced as the prosecutor: nobody",
     ["Singer Ava Moss, 29, was in court. “I am innocent,” she said.",
      "“She knew exactly what she was doing,” the prosecutor said."],
     [("I am innocent,", "Ava Moss"), ("She knew exactly what she was doing,", None)]),
    ("guard: two prosecutors: nobody",
     ["Prosecutor Jane Doe opened the case.", "Prosecutor Tom Hale called the first witness.",
      "“He knew exactly what he was doing,” the prosecutor said."],
     [("He knew exactly what he was doing,", None)]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in ROLE_EPITHETS], ids=[c[0] for c in ROLE_EPITHETS])
def test_a_role_names_the_one_person_introduced_with_it(
    paragraphs: list[str], expected: list[tuple[str, str | None]]
) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected


# a capitalised run ending on a company's kind ([people] corporate_words: "Cruises", "Loans") is a company, never the
# "he" or "she" of a quotation after it
COMPANY_KINDS = [
    ("a lender's name is no woman's",
     ["Ann Lee sued the lender in May.", "Brightwater Loans answered her on Monday.",
      "“She signed every page,” she said."],
     [("She signed every page,", "Ann Lee")]),
    ("a lender's name is no man's",
     ["Brightwater Loans answered on Monday.", "“We have done nothing wrong,” he said."],
     [("We have done nothing wrong,", None)]),
    ("a cruise line's name is no woman's",
     ["Harbor Line Cruises cancelled the trip.", "“We are sorry,” she said."],
     [("We are sorry,", None)]),
    ("the company still speaks by its name",
     ["“We are doing all we can,” Harbor Line Cruises said in a statement."],
     [("We are doing all we can,", "Harbor Line Cruises")]),
]


@pytest.mark.parametrize(("paragraphs", "expected"), [c[1:] for c in COMPANY_KINDS], ids=[c[0] for c in COMPANY_KINDS])
def test_a_company_named_by_its_kind_is_no_person(
    paragraphs: list[str], expected: list[tuple[str, str | None]]
) -> None:
    assert [(q.text, q.speaker) for q in mine_quotes(paragraphs)] == expected
