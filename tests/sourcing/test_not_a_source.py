"""Cue words that name no source (issue #17, found reading the bot's recaps of unlabelled pages, session 14): a blog's
byline ("Posted on", "Posted by Alex Durán, Marketing") is no post on social media; "social media" as the topic or a
trade ("social media star", "your social media channels") is no one's post; "representative" as an adjective ("aren't
always representative of all the people") is no rep; "police" as a topic ("demands for police reform", "police
brutality") and "a moment of trial" are no police or court record. Each was a label the reader saw ("Sourcing: 1 from
social media" on a page with no post, "(rep statement)" on the writer's own claim, "(court/police record)" on a
protest letter). Cases that failed before + guards (the same words where they do name a source)."""

from __future__ import annotations

import pytest

from tests.sourcing import data

OPENING = "The tour began in May."

CASES: list[tuple[str, str]] = [
    # fail before: a byline of the page (social before)
    ("Posted on", "unattributed"),
    ("Posted by Alex Duran, Project Marketing, Example Corp", "unattributed"),
    ("Posted in Celebrity News", "unattributed"),
    # fail before: social media as the topic or a trade (social before)
    ("The social media star has three million followers.", "unattributed"),
    ("Social media influencer Lyra Moss launched a skincare line.", "unattributed"),
    ("It means a deep dive into your social media channels.", "unattributed"),
    ("The singer hired a social media manager last year.", "unattributed"),
    # fail before: representative as an adjective (representative before)
    ("The people who work on the show aren't always representative of the people who watch it.", "unattributed"),
    ("The cast is not representative of the city.", "unattributed"),
    ("The poll used a representative sample of 2,000 viewers.", "unattributed"),
    # fail before: the police as a topic; a trial that is no court's (court record before)
    ("The protests led to demands for police reform.", "unattributed"),
    ("The rapper has long spoken out against police brutality.", "unattributed"),
    ("Our cultural institutions are facing a moment of trial.", "unattributed"),
    # fail before: nothing reported is no report of the person named (on the record before)
    ("A vehicle driven by Kit Vale, no age or address reported, was southbound on Main Road.", "unattributed"),
    ("A car driven by Kit Vale hit a deer, no injuries reported.", "unattributed"),
    # fail before: a source that is a thing (anonymous before)
    ("Thousands of volunteers contribute to the open source project.", "unattributed"),
    ("Open-source software powers the fan site.", "unattributed"),
    ("Protein is an important energy source for athletes.", "unattributed"),
    ("The singer released the source code of the app.", "unattributed"),
    # fail before: calls that are nobody's ("calls" read as the verb of the body named near it)
    ("The protests led to demands for police reform, along with wider calls for equality.", "unattributed"),
    # guards: calls that were nobody's before too
    ("Amid growing calls for Kit Vale to quit, the show aired.", "unattributed"),
    ("The show aired amid mounting calls for Kit Vale to be axed.", "unattributed"),
    # fail before (session 16 reader's pass, a match report, a transfer round-up, a crime brief, a marketing column):
    # a team's result is no speech ("claimed a victory", "replied for", "maintained theirs"), "a statement of intent"
    # is no statement, a police station is a place, social media after "when it comes to" is the topic
    ("Rovers claimed a 2-1 away victory at Dunmore with a late winner.", "unattributed"),
    ("Kit Vale claimed his first title of the season in Rome.", "unattributed"),
    ("Tom Hale replied for the visitors after the break.", "unattributed"),
    ("Ashby lost their unbeaten record, while Dunmore maintained theirs.", "unattributed"),
    ("Rovers maintained their unbeaten start with a win at Ashby.", "unattributed"),
    ("Signing the striker would be a huge statement of intent from Rovers.", "unattributed"),
    ("The fight took place in front of the Dunmore Police Station on Friday.", "unattributed"),
    ("When it comes to social media, the brand needs a plan for every network.", "unattributed"),
    # guards: the same verbs and words where someone speaks or the police are the source
    ("Kit Vale claimed the referee had cost them the game.", "on_record"),
    ("Kit Vale maintained his innocence throughout.", "on_record"),
    ("Kit Vale claimed the lead singer had quit the band.", "on_record"),
    ("Tom Hale replied that the tour is over.", "on_record"),
    ("In a statement, the club said the striker had left.", "representative"),
    ("Officers at the police station said the singer was not hurt.", "court_record"),
    # guards: the same words where they name a source
    ("She posted a photo of the couple.", "social"),
    ("Lyra Moss posted on Instagram that the tour is over.", "social"),
    ("Fans took to social media to react to the news.", "social"),
    ("The news was shared on social media on Monday.", "social"),
    ("Social media users were quick to react.", "social"),
    ("A representative for the singer confirmed the split.", "representative"),
    ("Her representatives did not respond to a request for comment.", "representative"),
    ("A representative of the label said the tour is over.", "representative"),
    ("Police said the singer was not hurt.", "court_record"),
    ("The trial is set to begin in March.", "court_record"),
    ("Police reform campaigners were arrested, police said.", "court_record"),
    ("Kit Vale reported that the tour is over.", "on_record"),
    ("No one reported the crash, Kit Vale said.", "on_record"),
    ("A source said the open-source app is dead.", "anonymous"),
    ("A source close to the singer said the tour is over.", "anonymous"),
    ("Kit Vale calls for calm after the crash.", "on_record"),
    ("Kit Vale made fresh claims about the split.", "on_record"),
]


@pytest.mark.parametrize(("sentence", "label"), CASES)
def test_cue_words_that_name_no_source(sentence: str, label: str) -> None:
    paragraphs = (OPENING, sentence)
    found = data.sentence_opening(paragraphs, sentence[:20])
    assert found.found.label.value == label
