"""Bullets must read as sentences of the story: no short or contentless lines, contact/list lines, fragments,
calls to action, pull quotes with a dash credit, or the headline/standfirst again; leading discourse markers are
dropped; key quotes prefer a named speaker. All texts are fictional."""

from __future__ import annotations

import pytest

from bot.models import Article, Quote
from bot.summarize.extractive import (
    TRIM_MARK,
    ExtractiveSummarizer,
    body_start,
    build_recap,
    bullet_text,
    echoes_title,
    select_key_quotes,
    source_span,
    strip_caption_label,
    strip_connective,
    strip_dateline,
    terminated,
    trim_sentence,
    unfit_reason,
)


def art(paras: tuple[str, ...], title: str = "") -> Article:
    return Article(source="https://gossip.example/y", url="https://gossip.example/y", title=title, paragraphs=paras)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Vale isn't the only one.", "short"),
        ("Nobody saw it coming at all.", "short"),
        ("Submit your letter to the editor via this form.", "boilerplate"),
        ("Click through the gallery to see every look from the red carpet.", "boilerplate"),
        ("Sign up for the Starwatch daily briefing and never miss a story.", "boilerplate"),
        ("Follow us on Instagram for more behind-the-scenes photos from the set.", "boilerplate"),
        ("Don't miss the full interview with the singer in Sunday's edition.", "boilerplate"),
        ("Harbourton North Mina Castell mina.castell.mp@parliament.example", "contact"),
        ("For tickets to the tour call the box office on 555-201-3344 today.", "contact"),
        ("The full statement from the label can be read at https://label.example/statement today.",
         "contact"),
        ("Wait, if the tour is off, does that mean the album is also—", "fragment"),
        ("The couple were last seen leaving a restaurant on Elm Street, where witnesses said\u2026",
         "fragment"),
        ("The plan to rebuild the old pier on Harbour Road, located between the marina and the lighthouse...",
         "fragment"),
        ("urkey, Portugal and three islands have been taken off the list of holiday destinations.",
         "fragment"),
        ("Fame changes nothing about who you are, it only changes how people look at you. -Dana Reyes",
         "pull-quote"),
        ("We will keep fighting for the people who made this show what it is. \u2014 Rory Blaise",
         "pull-quote"),
        ("The castle tour with the entire cast and the crew of the summer season", "no-verb"),
        ("\u2022 Marla Quint scored twice in the second half as the Harriers came back to win.", "list-item"),
        ("Game notes \u2022 Quint has now scored in five straight games for the Harriers this season.",
         "list-item"),
        ("\u25aa The red carpet opens at six and the first guests are due shortly after that.", "list-item"),
        ("* All times are local and the schedule may change without any notice to fans.", "list-item"),
        ("2. Pour the batter into the tin and bake it for forty minutes or so.", "list-item"),
        ("- The band will play two extra dates at the Harbour Arena next spring.", "list-item"),
        ("12 Dell Farrow Harriers 2194 1 0 10 17 points behind the leader.", "table-row"),
        ("Harriers 3 Wolves 1 in the late kick-off at Marsh Lane on Saturday.", "table-row"),
        ("Final: Otters 102, Comets 99 after a second overtime in Bayfield.", "table-row"),
        ("Farrow 31 (12/20) Quint 24 (9/15) Ames 18 (7/13) in the final box score.", "table-row"),
        # session 9 reader QA (tune nationnews.com-schools): a photo's caption naming someone with their title
        ("Chief Festival Officer Dr Mara Quill-Vale of the Harbour Festival Council.", "caption"),
        ("Festival Director Theo Vale and Singer Mara Quill at the Harbour Arena.", "caption"),
    ],
)
def test_unfit_sentences(text: str, reason: str) -> None:
    assert unfit_reason(text) == reason


def test_title_echo_and_standfirst_only_in_the_opening() -> None:
    title = "Lola Brandt quits world tour after row with producer"
    echo = "Lola Brandt quits her world tour following a row with her producer"
    topic = "Tour drama: Singer walks out on fans as producer feud boils over"
    assert echoes_title(echo, title) and echoes_title(topic, title)
    assert unfit_reason(echo, title, opening=True) == "title-echo"
    assert unfit_reason(topic, title, opening=True) == "title-echo"
    assert unfit_reason(echo, title, opening=False) is None  # later in the body: only weighed down
    assert not echoes_title(echo + ".", title)  # a real sentence of the story
    standfirst = "Fans who bought tickets for the autumn dates are promised a full refund"
    assert unfit_reason(standfirst, title, opening=True, head=True) == "standfirst"
    assert unfit_reason(standfirst, title, opening=True, head=False) is None


@pytest.mark.parametrize(
    "text",
    [
        "Singer Lola Brandt stormed out of the premiere of her documentary in Toronto on Thursday.",
        'Sayle later told reporters that the evening had been "a misunderstanding between old friends."',
        "The actor - who has never spoken about the split - was seen in Paris with friends on Monday.",
        "Did the producer really expect the singer to stay after everything that happened?",
        "Brandt, 34, has sold more than ten million records since her debut in 2009!",
        "eBay listings for the signed tour posters jumped tenfold overnight, sellers said.",
        "The Harriers' 2-0 win over the Wolves on Saturday sent them top of the table.",
        "Brandt was born on 12 May 1990 and married Sayle in 2015, aged 25.",
        "Ticket sales rose 12% to $4.5 million in 2024, up from $4 million a year earlier.",
        "If you have already bought Season 2, Season 3 is free for the first month, the studio said.",
        "#FreeLola trended for two days after the singer's account was suspended.",
        # guards of the caption rule: a Title-case name with a verb, a sentence with lower-case words and no verb
        "Festival Director Theo Vale Resigned Over The Row With Singer Mara Quill.",
        "Festival Director Theo Vale with the singer Mara Quill at the Harbour Arena.",
    ],
)
def test_real_sentences_are_fit(text: str) -> None:
    assert unfit_reason(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("No, the former talk-show host's comeback has not gone to plan.",
         "The former talk-show host's comeback has not gone to plan."),
        ("Yes, the couple really did get married in a petrol station.",
         "The couple really did get married in a petrol station."),
        ("Well, fans were not impressed by the new haircut at all.",
         "Fans were not impressed by the new haircut at all."),
        ("Still, the singer insists the tour will go ahead in May.",
         "The singer insists the tour will go ahead in May."),
        ("Indeed, Brandt has cancelled three shows this month alone.",
         "Brandt has cancelled three shows this month alone."),
        ("Now, the museum is getting help from a famous collector.",
         "The museum is getting help from a famous collector."),
        ("Of course, the label has denied every word of the report.",
         "The label has denied every word of the report."),
        ("Now that the trial is over, Reyes plans to move abroad.",
         "Now that the trial is over, Reyes plans to move abroad."),
        ("No one at the label would comment on the rumours.",
         "No one at the label would comment on the rumours."),
        ("Well-known faces filled the front row at the show.",
         "Well-known faces filled the front row at the show."),
        ("No, not really.", "No, not really."),
        # session 9 reader QA (tune nationnews.com-schools: "In addition, within the next few weeks, the ministry ...")
        ("In addition, the festival will add a second stage for local bands.",
         "The festival will add a second stage for local bands."),
        ("Moreover, the label says the album was finished in March.",
         "The label says the album was finished in March."),
        ("Furthermore, Brandt has cancelled her book tour in the autumn.",
         "Brandt has cancelled her book tour in the autumn."),
        # guards: the phrase inside a sentence's own words, no comma
        ("In addition to the gala, Brandt will host a charity dinner.",
         "In addition to the gala, Brandt will host a charity dinner."),
        ("Additionally trained staff will run the new ticket office in May.",
         "Additionally trained staff will run the new ticket office in May."),
    ],
)
def test_strip_discourse_markers(text: str, expected: str) -> None:
    out = strip_connective(text)
    assert out == expected
    assert source_span(out, text) is not None  # verbatim but for the first letter's case


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Paris (Wire)It was the night the gala went wrong.", "It was the night the gala went wrong."),
        ("(KXYZ) - A late-night crash closed the bridge, officials said.",
         "A late-night crash closed the bridge, officials said."),
        ("LOS ANGELES, California (Wire) -- The singer's tour was cancelled on Monday.",
         "The singer's tour was cancelled on Monday."),
        ("NEW YORK (Gossip Wire) \u2014 Mara Quill filed for divorce on Friday.",
         "Mara Quill filed for divorce on Friday."),
        ("The Velvet Council (VC) Board met on Monday to vote on the gala.",
         "The Velvet Council (VC) Board met on Monday to vote on the gala."),
        ("Mara Quill (pictured) arrived at the gala with her sister.",
         "Mara Quill (pictured) arrived at the gala with her sister."),
        ("(Wire) - Done.", "(Wire) - Done."),
        # session 9 reader QA (tune timesofisrael.com.washington): a syndication credit in capitals before a dash
        ("GOSSIPWIRE via VWN \u2014 Mara Quill has been named the festival's first patron.",
         "Mara Quill has been named the festival's first patron."),
        ("VELVET ROPE via Gossip Wire -- A singer was hurt when the stage collapsed on Friday.",
         "A singer was hurt when the stage collapsed on Friday."),
        # guards: a place in capitals alone stays (measured), a band in capitals whose aside follows, a capitals name
        # that is the subject, too short a rest
        ("HARBORVILLE \u2014 The following are the winners of the county fair's talent show.",
         "HARBORVILLE \u2014 The following are the winners of the county fair's talent show."),
        ("BTS \u2014 the group that topped the charts \u2014 will tour in May.",
         "BTS \u2014 the group that topped the charts \u2014 will tour in May."),
        ("ABBA will reunite for one night, their label said.", "ABBA will reunite for one night, their label said."),
        ("GOSSIPWIRE via VWN \u2014 Done today.", "GOSSIPWIRE via VWN \u2014 Done today."),
    ],
)
def test_wire_dateline_is_no_part_of_a_bullet(text: str, expected: str) -> None:
    assert strip_dateline(text) == expected
    assert bullet_text(text) == expected  # what the recap shows
    assert expected in text


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a Daily Mail photo caption's label: "Label: Name, age, ..."
        ("Gadget: Theo Vance, 27, built the stage lights for the whole tour .",
         "Theo Vance, 27, built the stage lights for the whole tour ."),
        ("Happy days: Mara Quill, 31, and her sister at the gala on Friday.",
         "Mara Quill, 31, and her sister at the gala on Friday."),
        ("Grief: Ana de la Cruz, 44, lost her home in the spring flood.",
         "Ana de la Cruz, 44, lost her home in the spring flood."),
        # guards: a lead's label, a speaker's colon, a colon in running text, no name and age
        ("Update: Mara Quill, 31, was freed on bail on Monday evening.",
         "Update: Mara Quill, 31, was freed on bail on Monday evening."),
        ("Police said: Theo Vance, 27, was held overnight in the city.",
         "Police said: Theo Vance, 27, was held overnight in the city."),
        ("Quill told friends: Theo Vance, 27, had lied to her for years.",
         "Quill told friends: Theo Vance, 27, had lied to her for years."),
        ("Vance: I never meant to hurt anyone, least of all Mara.",
         "Vance: I never meant to hurt anyone, least of all Mara."),
        ("Tension: the couple argued outside the club on Friday night.",
         "Tension: the couple argued outside the club on Friday night."),
    ],
)
def test_photo_caption_label_is_no_part_of_a_bullet(text: str, expected: str) -> None:
    assert strip_caption_label(text) == expected
    assert bullet_text(text) == expected  # what the recap shows
    assert expected in text


def test_terminated_and_body_start() -> None:
    assert terminated('She called it "a misunderstanding."') and terminated("Really?")
    assert not terminated("Turkey, Poland and three islands added to quarantine list")
    assert body_start(("Headline line", "Standfirst line with no stop", "The story starts here.")) == 3
    assert body_start(("No stops", "anywhere here")) == 1


BAD_PAGE = (
    "Breakup drama: Greta Moss and Dane Ilford call time on their marriage",
    "Heartfelt goodbye posted by the couple to millions of their fans",
    "No, the television host and the footballer have not been seen together since the charity gala in March.",
    "A source close to the couple told Starwatch that the pair had been living apart since the spring.",
    "Moss isn't the only one.",
    "Moss has since been spotted without her wedding ring at several public events in London and Leeds.",
    "Love is patient and it waits for the right moment to speak. -Greta Moss",
    "Ilford's spokesperson denied that the footballer had moved out of the family home in Cheshire.",
    "Wait, if the couple are separated, does that mean the joint book tour is also\u2014",
    "Submit your letter to the editor via this form.",
    "Press office Starwatch Media press@starwatch.example 555-201-3344",
)


def test_recap_of_a_page_with_furniture_has_only_real_bullets() -> None:
    a = art(BAD_PAGE, title="Greta Moss and Dane Ilford call time on their marriage after four years")
    r = build_recap(a, ())
    texts = [b.text for b in r.summary]
    assert len(texts) >= 2
    for t in texts:
        assert not t.startswith(("Breakup drama", "Heartfelt", "No,", "Submit", "Wait", "Press office"))
        assert "isn't the only one" not in t and "-Greta Moss" not in t and "@" not in t
    assert "The television host and the footballer have not been seen together since the charity gala in March." \
        in texts
    for b in r.summary:
        assert source_span(b.text, a.paragraph(b.cites[0])) is not None


def test_nothing_else_falls_back_to_short_sentences() -> None:
    a = art(("Vale is back.", "The fans cheered loudly.", "Nobody expected it."), title="Vale returns")
    r = build_recap(a, ())
    assert len(r.summary) == 2


QUOTE_PAGE = (
    'Singer Lola Brandt said on Friday: "I have never felt so free in my whole life as I do right now."',
    '"We are sad but we wish her every success in whatever comes next," said producer Martin Sayle.',
    '"This is the end of an era for pop music and for all of us who grew up with her songs."',
    '"Nobody at the label saw this coming, not even her closest friends in the industry," one line read.',
)


def test_key_quotes_prefer_named_speakers() -> None:
    a = art(QUOTE_PAGE, title="Lola Brandt quits pop")
    unnamed = Quote("This is the end of an era for pop music and for all of us who grew up with her songs.", None, 3)
    quotes = [
        Quote("I have never felt so free in my whole life as I do right now.", "Lola Brandt", 1),
        Quote("We are sad but we wish her every success in whatever comes next,", "Martin Sayle", 2),
        unnamed,
        Quote("Nobody at the label saw this coming, not even her closest friends in the industry,", None, 4),
    ]
    key = select_key_quotes(a, quotes, n=3)
    assert key and all(q.speaker for q in key)
    # with a single named speaker, an unattributed quote may make up a list of two
    key2 = select_key_quotes(a, [quotes[0], unnamed], n=3)
    assert [q.speaker for q in key2] == ["Lola Brandt", None]


def test_cache_tag_bumped() -> None:
    assert ExtractiveSummarizer.cache_tag == "extractive:v6"


def test_trim_never_cuts_off_the_main_verb() -> None:
    verb_in_tail = (
        "The council plan to turn the old studio lot on Mercer Lane into flats, drawn up by the mayor's office over "
        "two years of talks, with money raised from the sale of the land proposes to add 400 homes and a park for "
        "the families of the whole district by the end of the decade."
    )
    assert trim_sentence(verb_in_tail) == verb_in_tail
    phrase_in_tail = (
        "Singer Lola Brandt arrived at the packed venue in central London on Friday evening after months of "
        "speculation about her health, her marriage and her future in the music business, with her husband, "
        "their two young children and a large entourage of friends, stylists and security staff in tow."
    )
    assert trim_sentence(phrase_in_tail).endswith("music business" + TRIM_MARK)


@pytest.mark.parametrize(
    ("tail", "cut"),
    [
        (", but a judge ordered that he stay in custody until the appeal is heard later in the spring.", False),
        (", although a judge ordered that he stay in custody until the appeal is heard later in the spring.", False),
        (", after a judge ruled that the evidence gathered by the officers could be shown to the jury in court.",
         True),
    ],
)
def test_trim_never_drops_the_clause_that_turns_the_head(tail: str, cut: bool) -> None:
    head = ("Singer Dell Farrow, who was convicted of assault at the Harbour Arena two years ago, had been due to walk "
            "free from the prison in Bayfield in September")
    out = trim_sentence(head + tail)
    assert (out == head + TRIM_MARK) is cut
    if not cut:
        assert out == head + tail


_RADIO = (
    "Anchor: Heavy rain flooded the studio lot on Monday, and the gala planned for the evening was called off.",
    "Theo Vance has more.",
    "Report: Guests in evening gowns were seen wading through the car park as the rain kept falling all night.",
    "The organisers said the gala would take place next month in a hall across the river.",
    "Theo Vance, Gossip Radio News.",
)
_SHOW_LIST = (
    "Host: Mara Quill returns to present the awards for a third year running, the network said on Monday.",
    "Report: The singer and the actor have split after two years together, a magazine claimed on Friday.",
    "The awards will be broadcast live from the harbour theatre on the first Sunday of March next year.",
)


@pytest.mark.parametrize(
    ("paras", "shown", "not_shown"),
    [
        # a reader's QA pass (session 10): a radio transcript's "Anchor:"/"Report:" opened its bullets
        (_RADIO, "Heavy rain flooded the studio lot on Monday", "Anchor:"),
        (_RADIO, "Guests in evening gowns were seen wading", "Report:"),
        # guard: no transcript cue opens a paragraph ("Host:" is a list's label as often as a role), so a
        # "Report:" stays: it attributes the claim to a report
        (_SHOW_LIST, "Report: The singer and the actor have split", None),
    ],
)
def test_a_transcript_s_role_labels_are_no_part_of_its_bullets(
    paras: tuple[str, ...], shown: str, not_shown: str | None
) -> None:
    bullets = [b.text for b in build_recap(art(paras, title="Rain stops the gala"), []).summary]
    assert any(b.startswith(shown) for b in bullets), bullets
    if not_shown is not None:
        assert not any(not_shown in b for b in bullets), bullets


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # a reader's QA pass (session 10): a listicle's item label opened a bullet
        ("What you need: If you own a long green dress, you are halfway to the fairy queen.",
         "If you own a long green dress, you are halfway to the fairy queen."),
        ("You'll need: A silver cape, a paper crown and a confident walk down the street.",
         "A silver cape, a paper crown and a confident walk down the street."),
        # guards: outside a transcript a role label stays (a report's claim keeps its attribution), a label not in
        # the list stays, too short a rest stays
        ("Report: The singer and the actor have split after two years together.",
         "Report: The singer and the actor have split after two years together."),
        ("Anchor: Heavy rain flooded the studio lot on Monday evening.",
         "Anchor: Heavy rain flooded the studio lot on Monday evening."),
        ("Tension: The couple argued outside the club on Friday night.",
         "Tension: The couple argued outside the club on Friday night."),
        ("What you need: A cape.", "What you need: A cape."),
    ],
)
def test_a_list_item_s_label_is_no_part_of_a_bullet(text: str, expected: str) -> None:
    assert bullet_text(text) == expected
    assert expected in text
