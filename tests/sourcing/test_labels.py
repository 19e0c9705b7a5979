"""Sourcing labels (issue #17) from the article's own words: a table of sentences of our own, the labelled sets'
floors, the central-claim flag and the Baldwins fixture."""

from __future__ import annotations

import hashlib
import json

import pytest

from bot.models import Article, Sourcing
from bot.quotes import mine_quotes
from bot.render import sourcing_lines
from bot.sourcing import label_article, shown_via, with_sourcing
from bot.summarize.extractive import build_recap
from tests.sourcing import data
from tests.support.shared import SHARED, shared_file

R, P, A, S, OUT, C, U = (Sourcing.ON_RECORD, Sourcing.REPRESENTATIVE, Sourcing.ANONYMOUS, Sourcing.SOCIAL,
                       Sourcing.OTHER_OUTLET, Sourcing.COURT_RECORD, Sourcing.UNATTRIBUTED)

# (paragraphs of a fictional story, the opening of the sentence or quotation to look at, its label, its via)
CASES: list[tuple[tuple[str, ...], str, Sourcing, str | None]] = [
    (("Pop singer Lyra Moss has split from her husband, a source close to the couple told Us.",), "Pop singer",
     A, None),
    (("“It was over months ago,” an insider said.",), "It was over months ago", A, None),
    (("It is understood the pair have not spoken since June.",), "It is understood", A, None),
    (("Her rep, Jolie Fairbanks, confirmed the news in a statement.",
      "“They remain friends,” the statement read."), "They remain friends", P, None),
    (("Tolly's lawyer, Dana Whitcombe, called the suit baseless.", "“We will win,” Whitcombe said."),
     "We will win", P, None),
    (("“I am heartbroken,” Finch wrote on Instagram.",), "I am heartbroken", S, "Instagram"),
    (("Fans were quick to react.", "“Not them too,” one user wrote on X."), "Not them too", S, "X"),
    (("Speaking to TMZ, Jason Scoop claimed he had been chased down the street.",
      "“She chased me around the block,” he said."), "She chased me", OUT, "TMZ"),
    (("Reality star Cora Lund told Page Six that the feud was over.",), "Reality star Cora Lund", OUT, "Page Six"),
    (("According to the court filing, Marlin worked seventy hours a week.",), "According to the court", C, None),
    (("Police said the driver was not hurt.",), "Police said", C, None),
    (("“I wrote these songs at 3 a.m.,” Park So-yeon said at a listening event in Seoul.",), "I wrote these songs",
     R, None),
    (("Marisa Delacroix and Tobin Achterberg have called it quits after three years together.",), "Marisa", U, None),
    (("The couple married in a small ceremony in Cornwall two years ago.",), "The couple married", U, None),
    # round 2 (the written convention, tests/sourcing/README.md): police officers, judges and prosecutors in court,
    # statements of the police and of companies
    (("“The car left the road at speed,” said Harbour City Police Detective Mona Reyes.",),
     "The car left the road", C, None),
    (("Harbour City Police Detective Mona Reyes was at the scene.", "“Nobody else was hurt,” Reyes said."),
     "Nobody else was hurt", C, None),
    (("At the sentencing on Friday, Judge Alan Pike spoke to the defendant.",
      "Judge Pike said: “You showed no remorse at any point.”"), "You showed no remorse", C, None),
    (("Pop star Kit Vale was jailed for two years at his sentencing on Friday.", "He did not react.",
      "Judge Alan Pike said: “You showed no remorse at any point.”"), "You showed no remorse", C, None),
    (("Tom Grey, prosecuting, told the jury the singer had lied to police.",
      "“He knew the car was stolen,” Grey said at the trial."), "He knew the car was stolen", C, None),
    (("Justice Dana Holm, newly appointed to the state bench, spoke to Gossip Example about her family.",
      "“My mother taught me to listen,” Holm said."), "My mother taught me", R, None),
    # session 9 (src-officials): the prosecution speaks for a law-enforcement body in court or out, as the police do
    # (the convention: "a statement or release of police, prosecutors or a court" is court_record; this case was R
    # until then); named with the title before the name, in an apposition, or as "the prosecutor" later
    (("Prosecutor Lena Vail held a press conference outside her office.", "“We are proud of this team,” Vail said."),
     "We are proud of this team", C, None),
    (("Bergen County Prosecutor Jane Doe spoke on Monday.", "“There were no signs of trauma,” the prosecutor said."),
     "There were no signs of trauma", C, None),
    (("Bergen County Prosecutor Jane Doe spoke on Monday.", "The prosecutor said the singer had lied to her family."),
     "The prosecutor said", C, None),
    (("Manhattan District Attorney Ann Lee announced the charges on Monday.", "“No one is above the law,” Lee said."),
     "No one is above the law", C, None),
    (("Jane Doe, the Bergen County prosecutor, spoke on Monday.", "“There were no signs of trauma,” Doe said."),
     "There were no signs of trauma", C, None),
    (("Ann Lee, an assistant district attorney, spoke on Monday.", "“We will appeal,” Lee said."),
     "We will appeal", C, None),
    (("Tom Reed, a police spokesman, spoke on Monday.", "“The road is closed,” Reed said."),
     "The road is closed", C, None),
    # an office's title that ends in "Officer" is no police officer (nationnews.com-schools, tune); the police's is
    (("Chief Education Officer Dr Ann Lee spoke at a press conference on Monday.", "“Schools are safe,” Lee said."),
     "Schools are safe", R, None),
    (("“Schools are safe,” said Chief Medical Officer Tom Hale.",), "Schools are safe", R, None),
    (("Harbour City Police Officer Ann Lee was at the scene.", "“Nobody was hurt,” Lee said."), "Nobody was hurt", C,
     None),
    (("Officer Ann Lee was at the scene.", "“Nobody was hurt,” Lee said."), "Nobody was hurt", C, None),
    # guards: a former prosecutor speaks for no office; a defendant charged by prosecutors is no prosecutor; a talent
    # show's judge and a state attorney general out of court are no court record
    (("Former prosecutor Jane Doe, now a TV pundit, spoke on Monday.", "“The case is weak,” Doe said."),
     "The case is weak", R, None),
    (("Kit Vale, the singer charged by prosecutors, spoke on Monday.", "“I did nothing wrong,” Vale said."),
     "I did nothing wrong", R, None),
    (("X Factor judge Simon Hale spoke to Gossip Example about the new series.", "“It was a great year,” Hale said."),
     "It was a great year", R, None),
    (("State Attorney General Ann Lee spoke to Gossip Example on Monday.", "“The law is clear,” Lee said."),
     "The law is clear", R, None),
    (("Police said in a statement that the singer was released without charge.",), "Police said", C, None),
    (("“We wish the band well,” Bluewave Records Inc. said.",), "We wish the band well", P, None),
    # unnamed members of the public are anonymous; online commenters stay social
    (("“That is far too big for the lake,” said another person during public comment.",), "That is far too big",
     A, None),
    (("“I am blown away by the size of it,” said someone at the meeting.",), "I am blown away", A, None),
    (("Fans were quick to react.", "“Not this again,” one person wrote on X."), "Not this again", S, "X"),
    # court words that only name the institution or a job, and the police as the one called, are no source
    (("Governor Ray Dunn appointed the singer's sister to the Supreme Court on Monday.",), "Governor Ray Dunn", U,
     None),
    (("The court ruled that the singer must pay the landlord.",), "The court ruled", C, None),
    (("The salon owner called the police when the man came back.",), "The salon owner called", U, None),
    (("Police said the man had left before officers arrived.",), "Police said the man", C, None),
    # session 4: a quotation the miner gives no speaker takes its sentence's named speaker, else the paragraph's last
    # attributed sentence or quotation (the account it continues)
    (("Singer Kit Vale spoke to Gossip Example after the show. He was tired, he said, but happy: “I have never felt "
      "this loved.”",), "I have never felt this loved", R, None),
    (("The band's label said in a statement that the tour is off. It added: “Tickets will be refunded.”",),
     "Tickets will be refunded", P, None),
    (("Kit Vale said the tour was over. “It is time to rest.”",), "It is time to rest", R, None),
    # a role in an apposition after the name: someone's representative; the police's spokesperson is court record;
    # a profession that speaks for nobody stays on the record
    (("“We are like every other district,” says Jennifer Ross, a spokesperson for the school system. “We are just "
      "throwing darts at the wall.”",), "We are just throwing darts", P, None),
    (("“The car was stolen,” said Mark Dunn, a spokesman for the Harbour City Police Department. “Nobody was hurt.”",),
     "Nobody was hurt", C, None),
    (("“The car was stolen,” said Mark Dunn, a spokesman for the Harbour City Police Department.",),
     "The car was stolen", C, None),
    (("Tom Vance, Harlow's lawyer, spoke outside. “We will win,” Vance said.",), "We will win", P, None),
    (("“I love this city,” said Jane Doe, a lawyer and activist. “It is home.”",), "It is home", R, None),
    # an unnamed office-holder of an institution who speaks, an institution's report: representative; one who only
    # appears does not make a sentence a representative's
    (("The CEO of the grid operator put it simply: renewables “are not a factor” in the blackouts.",),
     "are not a factor", P, None),
    (("The IPCC report states: “Emissions must fall by half by 2030.” It also adds that: “Pathways reflecting these "
      "ambitions would not limit warming.”",), "Pathways reflecting", P, None),
    (("At the ceremony there was an invocation from the president of the Quinault Indian Nation.",), "At the ceremony",
     U, None),
    # a paragraph that opens with a quotation nobody is tagged with continues the account of the paragraph before;
    # a quotation with an unnamed tag of its own does not
    (("The band's label said in a statement that the tour is off.", "“Tickets will be refunded in full.”"),
     "Tickets will be refunded", P, None),
    (("Video obtained by Gossip Example shows the man at the door.", "“I have an appointment,” the man could be heard "
      "saying."), "I have an appointment", U, None),
    # a capitalised name after or before the speech verb that the people model does not know is a named speaker; with
    # a police rank (UK ranks too) it is the court record
    (("“We were never asked,” said Supervisor Alma Ruiz of Lake County.",), "We were never asked", R, None),
    (("“We were never asked,” Supervisor Alma Ruiz of Lake County said.",), "We were never asked", R, None),
    (("Kit Vale was jailed for two years on Friday.", "DC Jane Hill said: “He showed no remorse at any point.”"),
     "He showed no remorse", C, None),
    (("Superintendent Robert Runcie spoke at the meeting.", "“We have 12,500 cameras,” Runcie said."),
     "We have 12,500 cameras", R, None),
    # police officers named with a rank and a full stop, in an apposition after the name, or "of the ... Police"
    (("“The driver fled on foot,” said Sgt. Jane Doe.", "“He was found an hour later,” Doe said."),
     "He was found an hour later", C, None),
    (("“The driver fled on foot,” said Jane Doe, a detective with the Harbour City Police.",
      "“He was found an hour later,” Doe said."), "He was found an hour later", C, None),
    (("“The driver fled on foot,” said Tom Lee of the Harbour City Police Department.",), "The driver fled", C, None),
    (("“The driver fled on foot,” Det. Tom Lee said.",), "The driver fled", C, None),
    (("“The album is done,” said Tom Lee of the Harbour City Symphony.",), "The album is done", R, None),
    # an office of a court named in an apposition: the court speaks (its statement), whoever quotes it; not a past
    # office, a party's lawyer, nor a clause about the person
    (("“The old system is outdated,” Li Wen, deputy president of the Harbour City Intermediate Court, was quoted as "
      "saying.",), "The old system is outdated", C, None),
    (("“The old system is outdated,” Li Wen, a former vice president of the Harbour City Intermediate Court, was "
      "quoted as saying.",), "The old system is outdated", R, None),
    (("Tom Vance, Harlow's lawyer at the Harbour Crown Court, spoke outside. “We will win,” Vance said.",),
     "We will win", P, None),
    (("“I am innocent,” said Kit Vale, who appeared at the Harbour Crown Court on Monday.",), "I am innocent", R,
     None),
    # an unnamed spokesperson of a court or of the police speaks for it: its statement, court record (the convention:
    # "a statement or release of police, prosecutors or a court"); not a royal court's, nor another body's
    (("“The trial will resume on Monday,” a spokeswoman for the Harbour City Supreme Court said.",),
     "The trial will resume", C, None),
    (("“The trial will resume on Monday,” a Harbour Crown Court spokesman said.",), "The trial will resume", C, None),
    (("A spokeswoman for the Harbour City Supreme Court said the trial would resume on Monday.",),
     "A spokeswoman for the Harbour", C, None),
    (("“The driver fled on foot,” a spokeswoman for Harbour City Police said.",), "The driver fled", C, None),
    (("“The couple are delighted,” a spokesman for the Danish Royal Court said.",), "The couple are delighted", P,
     None),
    (("“The album is done,” a spokeswoman for the Harbour City Symphony said.",), "The album is done", P, None),
    (("A spokeswoman for the singer said she was in court on Monday.",), "A spokeswoman for the singer", P, None),
    # a capitalised speaker the page writes as an organisation, not a person (no first name, no "he"/"she" for it):
    # its statement; a singer's spokesman or statement is no such sign
    (("“We are cutting prices on 500 lines this summer,” Harbourmart said.",
      "Harbourmart, which has 300 stores, reported a fall in profits."), "We are cutting prices", P, None),
    (("“We are cutting prices on 500 lines this summer,” Harbourmart said.",
      "Harbourmart describes itself as the cheapest grocer in town."), "We are cutting prices", P, None),
    (("Harbour Northern are diverting some trains to Moorgate.",
      "It said: “A revised timetable is being developed and will be made available soon.”",
      "“Buses will run between the two stations when there is no train service.”"), "Buses will run", P, None),
    (("“We are cutting prices on 500 lines this summer,” Harbourmart said.",), "We are cutting prices", R, None),
    (("“I am so happy with the album and the tour this year,” Lyra Moss said.",
      "A spokesman for Lyra Moss declined to comment further."), "I am so happy", R, None),
    (("“I am so happy with the album and the tour this year,” Lyra Moss said.",
      "Fans loved the new single from Lyra Moss, which is out on Friday."), "I am so happy", R, None),
    # "quoted by" an outlet: that outlet's report of the words
    (("“Prices will fall,” Tom Reed was quoted by the Harbour Daily as saying.",), "Prices will fall", OUT,
     "Harbour Daily"),
    # "quoted by police" / "quoted in court documents": the record relays the words (the police's or a court paper's
    # account is the channel, as what a court heard); quoted with no relay named stays the person's own
    (("“I did it because I was angry,” Tom Reed, 34, was quoted by police as saying.",), "I did it because", C, None),
    (("“I did it because I was angry,” Tom Reed was quoted in court documents as saying.",), "I did it because", C,
     None),
    (("Tom Reed was quoted by police as saying he had been angry.",), "Tom Reed was quoted", C, None),
    (("“Prices will fall,” Tom Reed was quoted as saying.",), "Prices will fall", R, None),
    (("“The scheme was fake,” said Lesya Ivanova, an investigator with Nashi Groshi. “It hid the money.”",),
     "It hid the money", R, None),
    # a page that calls itself a release: a named executive's words are the release's
    (("“We are pleased to open our first resort,” said Dana Udell, group president of Hyatt.",
      "The term Hyatt is used in this release for convenience."), "We are pleased", P, None),
    (("“We are pleased to open our first resort,” said Dana Udell, group president of Hyatt.",
      "The resort has 114 rooms."), "We are pleased", R, None),
    # an untagged quotation paragraph after an interviewer's question is the interviewee's answer
    (("Kit Vale is a singer from Leeds.", "What does leadership mean to you?",
      "“Leadership is about helping others grow.”"), "Leadership is about", R, None),
    (("Kit Vale is a singer from Leeds.", "The tour starts in May.", "“Leadership is about helping others grow.”"),
     "Leadership is about", U, None),
    # a quotation with no speaker and no tag in a sentence whose subject is a named person: that person's words
    (("Kit Vale and his co-writers predicted “a shift toward songs made at home” in 2004.",), "a shift toward", R,
     None),
    (("Kit Vale's new album, out Friday, is “a love letter to the north” and more.",), "a love letter", U, None),
    # session 5: counsel named in court ("Ann Lee, prosecuting,") speak in court wherever they are quoted again; a
    # court proceeding told in short (one-sentence) paragraphs further back still makes a judge's words the record;
    # a name after "investigators on" is no police officer (the role word needs a capitalised title or name)
    (("Kit Vale, 37, and Mia Hart met at a wedding fair.", "They planned to marry in June.",
      "Ann Lee, prosecuting, said the couple had been happy.", "The flat was small.", "He had lost his job.",
      "Money was tight.", "Miss Lee said: “He was making no sense at all.”"), "He was making no sense", C, None),
    (("Kit Vale was jailed for two years on Friday.", "He had admitted the attack.", "The flat was small.",
      "He had lost his job.", "Money was tight.", "Judge Ruth Moore said: “You must get help.”"), "You must get help",
     C, None),
    (("A dossier compiled by private investigators on Pat Quill reached the board.",
      "“The system was not strong enough,” Quill said."), "The system was not strong", R, None),
    # an organisation that says something is its statement (representative), a filing or the police's the court
    # record; a person named before the organisation is the one who speaks
    (("Harbour Rail said on its website that no trains would run on Sunday.",), "Harbour Rail said", P, None),
    (("The NTSB said the pilots were distracted by their laptops.",), "The NTSB said", P, None),
    (("The suit claims Kit Vale never paid the rent.",), "The suit claims", C, None),
    (("Kit Vale, who plays for Harbour United, said he was thrilled.",), "Kit Vale, who plays", R, None),
    # a post-mortem is an official record, not a post; a letter, an apology read out, an announcement and an
    # institution's rules are statements (representative)
    (("Kit Vale died of a head injury, according to a post-mortem.",), "Kit Vale died", C, None),
    (("“We regret the delay,” Minister Ann Lee wrote in a letter to the family.",), "We regret the delay", P, None),
    (("His apology read: “I chose the wrong words.”",), "I chose the wrong words", P, None),
    (("Harbour Trains made the announcement on its website last night.",), "Harbour Trains made", P, None),
    (("“Keep it about the music,” reads a section of the venue's house rules.",), "Keep it about the music", P,
     None),
    # "according to" names its source after it; a name after "said that" is what was said, not who said it
    (("Police said that Kit Vale was driving home when the car was hit.",), "Police said that", C, None),
    (("Kit Vale announced last month that she is expecting her first child.",), "Kit Vale announced", R, None),
    # an all-capital name the article spells out is that body, not an outlet: a board's words are its statement, a
    # sheriff's office's the court record
    (("The Harbour Safety Board looked into the crash.", "“The crew was distracted,” the HSB said."),
     "The crew was distracted", P, None),
    (("The salon owner called the Lake County Sheriff's Office.", "LCSO said a report should have been taken."),
     "LCSO said", C, None),
    (("“The crew let the talk take all their attention,” the safety board said.",), "The crew let the talk", P,
     None),
    # an unnamed outlet's report about a person, or where a suit was first reported, is no channel of that person's
    (("Leaked files reportedly show that Kit Vale kept a bank account abroad.",
      "“There is no tax advantage,” Vale said."), "There is no tax advantage", R, None),
    (("Ann Lee is seeking damages in the suit, which was first reported by the Harbour Times.",
      "“It is so easy to copy a book online,” Lee said."), "It is so easy", R, None),
    # a court outcome told in the sentence (jailed, charges, a plea) makes a named defendant's admission the record
    (("Yesterday Kit Vale was jailed for two years after admitting the attack.",), "Yesterday Kit Vale", C, None),
    (("Charges against two other men were dropped.",), "Charges against", C, None),
    # a paragraph that opens with a quotation in single marks continues the account before it, as with double marks
    (("The band's label said in a statement that the tour is off.", "‘Tickets will be refunded in full.’"),
     "Tickets will be refunded", P, None),
    # "it said" is an organisation's (a person is never "it"): its statement
    (("Harbour Trains cancelled every service on Sunday.", "It said there would be no trains before ten."),
     "It said there would", P, None),
    (("The guards will be home by June, it estimates.",), "The guards will be home", P, None),
    # an arraignment is a court proceeding (the named defendants are in the record); followers who accuse are online
    # commenters
    (("Kit Vale and Ann Lee were arraigned on Tuesday and held on bail.",), "Kit Vale and Ann Lee", C, None),
    (("Some followers accused the singer of staying silent.",), "Some followers accused", S, None),
    # an interview answer tagged with its speaker's name and a colon is on the record
    (("Gossip Example asked Kit Vale about the tour.", "Kit Vale: The tour was the hardest thing I have done."),
     "Kit Vale: The tour", R, None),
    # an organisation speaks after a name the people model took for a person that names an organisation ("Northwest
    # Airlines policy ..., the NTSB said."); a quotation no one is tagged with where an organisation says it is its own
    (("Delta Airlines, which merged with Northwest, said it was looking into the flight.",
      "Northwest Airlines policy prohibited the use of laptops, the NTSB said."), "Northwest Airlines policy", P, None),
    (("The NTSB examined the flight.", "“Neither briefing included the warning” about the plane, the NTSB said."),
     "Neither briefing included", P, None),
    # a capitalised run ending on a company's kind ([people] corporate_words: "Cruises", "Loans") is a company: its
    # words are its statement
    (("Ann Lee sued the lender in May.", "“We deny the claims,” Brightwater Loans said."), "We deny the claims", P,
     None),
    # a victim's statement read in court is a court paper, not a representative's statement
    (("Kit Vale was jailed for two years on Friday.",
      "Ann Lee wrote in her victim statement that she no longer sleeps."), "Ann Lee wrote", C, None),
    # a statement that a possessive points back to ("His apology read:") is the statement of the person named last
    # before it: their next words carry it
    (("Kit Vale finally backed down on Friday.", "His apology read: “I chose the wrong words.”",
      "“I meant no harm to anyone,” Vale concluded."), "I meant no harm", P, None),
    # the users of a platform are online commenters
    (("Kit Vale's apology has met a mixed reaction from Twitter users.",), "Kit Vale's apology", S, "Twitter"),
    # "described" reports what the person said ("Speaking publicly ..., Kit Vale described his 'shame' ...")
    (("Speaking publicly for the first time since the revelations about the band, Kit Vale described his "
      "‘shame’ at the allegations.",), "Speaking publicly", R, None),
    # an outlet that reports is another outlet, not an organisation's statement; a bank in capitals still speaks for
    # itself
    (("The ABC reported that the shipment was made up entirely of poppy seeds.",), "The ABC reported", OUT, "ABC"),
    (("Kit Vale joined the bank in 2003.", "HSBC said its profits fell by a fifth."), "HSBC said", P, None),
    # an institution that "is recommending" speaks as one that "recommended" does
    (("As a result of the investigation, the safety board is recommending new rules for crews.",), "As a result", P,
     None),
    # ... also after a form of address or an honorific of the shared word lists ([people.address_forms], honorifics)
    (("Gossip Example asked Kit Vale about the tour.", "Ms Vale: The tour was the hardest thing I have done."),
     "Ms Vale: The tour", R, None),
    (("Gossip Example asked Professor Kit Vale about the tour.",
      "Professor Vale: The tour was the hardest thing I have done."), "Professor Vale: The tour", R, None),
    (("Gossip Example asked Sir Kit Vale about the tour.", "Sir Kit Vale: The tour was the hardest thing I have done."),
     "Sir Kit Vale: The tour", R, None),
    # "online" and "a friend" are sources only when someone speaks there or the friend tells: trading barbs online is
    # social, the world of online publishing is not; a friend who says something is anonymous, one met on a trip is not
    (("The two singers have been trading barbs online since March.",), "The two singers", S, None),
    (("Ann Lee turned to online self-publishing in 2010.",), "Ann Lee turned", U, None),
    (("“It is over,” said a close friend.",), "It is over", A, None),
    (("Kit Vale gained more followers after a trip with a friend last summer.",), "Kit Vale gained", U, None),
    # "according to the report/account" is an institution's; leaked documents stay the source beside a named person
    (("According to the board's account, the crew missed two radio calls.",), "According to the board", P, None),
    (("Kit Vale defended his finances after leaked documents revealed an account abroad.",), "Kit Vale defended", C,
     None),
    (("Since filing it, Kit Vale says other writers have called her.",), "Since filing it", R, None),
    # a named person's statement carries to their next words; on the record again when they speak to reporters
    (("Governor Ann Lee said in a statement that the premier had been arrested.",
      "“I realise this will be shocking news,” Lee added."), "I realise this", P, None),
    (("Governor Ann Lee said in a statement that the premier had been arrested.",
      "At a news conference on Friday, Lee told reporters: “We will get through this.”"), "We will get through", R,
     None),
    # session 5b: a sentence without its own attribution that carries a continuation word rests on the account before
    # it (a filing's, a statement's, the police's), a caption between; none before it, or no such word: the outlet's
    (("According to the complaint, the pair ran a fake charity.", "They allegedly kept the donations."),
     "They allegedly kept", C, None),
    (("Harbour Trains said in a statement that the line is shut.", "Photo: the empty platform.",
      "Engineers were purportedly told to stop work."), "Engineers were purportedly", P, None),
    (("Kit Vale allegedly skipped the party.",), "Kit Vale allegedly", U, None),
    # a named person's words told as alleged after the account: the account's, not the person's own on the record
    (("According to the complaint, Kit Vale hid the money abroad.", "Vale allegedly said the money was a gift."),
     "Vale allegedly said", C, None),
    (("Vale allegedly said the money was a gift.",), "Vale allegedly said", R, None),
    (("Police said the driver was not hurt.", "The pair dated for two years."), "The pair dated", U, None),
    (("A rep for Kit Vale confirmed the split in a statement.", "They ask for privacy at this time."),
     "They ask for privacy", P, None),
    (("Harbour Records said in a statement that the tour is off.", "It went on to thank the fans."),
     "It went on", P, None),
    (("They ask for privacy at this time.",), "They ask for privacy", U, None),
    (("Kit Vale has released a statement on the split.", "In it, she thanks the fans for ten wonderful years."),
     "In it, she thanks", P, None),
    # a release, announcement or notice that says something is a statement; the police's report is the court record
    (("The announcement also said the tour would resume in May.",), "The announcement also", P, None),
    (("He was charged with speeding, according to the police report.",), "He was charged", C, None),
    # what a suit or a filing asks the court for, told after the court account, rests on the filing; without a court
    # account before it, the outlet's (or the named person's own words)
    (("Kit Vale has filed for divorce from Ann Lee, court documents show.",
      "She is seeking sole custody of their son."), "She is seeking", C, None),
    (("Kit Vale is suing his neighbour, according to a lawsuit filed on Monday.",
      "A friend of the singer says he is furious.", "Vale is asking for damages and the unpaid fees."),
     "Vale is asking", C, None),
    (("Kit Vale is seeking custody of the dog, she told Gossip Example.",), "Kit Vale is seeking", R, None),
    # a person's team, camp or management speaking for them is their representative; their team playing is no source
    (("Kit Vale's camp insists the pair are still friends.",), "Kit Vale's camp", P, None),
    (("“She is resting,” Kit Vale's management said on Monday.",), "She is resting", P, None),
    (("Kit Vale's team won the cup on Monday.",), "Kit Vale's team", U, None),
    # an organisation named by its kind with a word before it, or in an apposition, speaking; officers acting
    (("The streaming company said the show was cancelled.",), "The streaming company", P, None),
    (("Rail Voice, the passenger watchdog, described the delays as frustrating.",), "Rail Voice", P, None),
    (("Officers arrested two men outside the club.",), "Officers arrested", C, None),
    # session 7: a broadcaster's programme named with a possessive is that outlet ("BBC1's Breakfast", a channel's
    # number aside), and the words that continue the interview are its
    (("Transport Secretary Tom Hale told BBC1's Breakfast that the trains would run.",
      "“We have done everything we can,” he said."), "We have done everything", OUT, "BBC1's Breakfast"),
    (("Kit Vale spoke to ITV's Good Morning Britain on Monday.",), "Kit Vale spoke", OUT,
     "ITV's Good Morning Britain"),
    # a speech or reporting verb in the passive tells of its subject, who does not speak ("was accused", "has been
    # described as"); "was speaking" is no passive
    (("Pop star Kit Vale was accused of stealing the song in 2019.",), "Pop star Kit Vale", U, None),
    (("Kit Vale has been described as the hardest-working man in pop.",), "Kit Vale has been", U, None),
    (("Kit Vale was speaking about the tour when she announced a break.",), "Kit Vale was speaking", R, None),
    # filing a lawsuit is suing: the sentence rests on the filing beside the named person who speaks in it; her words
    # in a quotation that opens the next paragraph are her own
    (("In a case she says is about plagiarism, Ann Lee filed a federal lawsuit against her neighbour.",),
     "In a case she says", C, None),
    (("In a case she says is about plagiarism, Ann Lee filed a federal lawsuit against her neighbour.",
      "‘I feel like my life has been stolen.’"), "I feel like my life", R, None),
    # a platform the subject only acts on (uploading photos to followers) is no channel of their later words
    (("Kit Vale has been uploading his holiday photos to his followers on Instagram.",
      "“I do not post private pictures,” said Kit Vale."), "I do not post private", R, None),
    (("Kit Vale wrote on Instagram that the tour was over.", "“It is time to rest,” Vale said."), "It is time to rest",
     S, "Instagram"),
    # after "in an interview with" or "an appearance on", a name that is no person or organisation of the story is an
    # outlet or its programme even without an outlet word; a person interviewed stays a person
    (("In an interview with the Harbour Californian, Ann Lee said she was shocked.", "“He was a good boy,” she said."),
     "He was a good boy", OUT, "Harbour Californian"),
    (("Ann Lee said in an appearance on Loose Talkers that she was leaving.",), "Ann Lee said", OUT, "Loose Talkers"),
    (("Ann Lee spoke to Gossip Example about the tour.", "In an interview with Ann Lee, we asked about the tour."),
     "In an interview with Ann Lee", R, None),
    # more outlet names and words: a newspaper called an Enquirer, a Press as the name's last word, a site by its name
    (("Ann Lee told the Associated Press that she was leaving.",), "Ann Lee told", OUT, "Associated Press"),
    (("Ann Lee told the Harbourtown Enquirer that she was leaving.",), "Ann Lee told", OUT, "Harbourtown Enquirer"),
    (("The app was the most talked-about at the festival (according to Mashable).",), "The app was", OUT, "Mashable"),
    (("Ann Lee told Press Secretary Tom Hale that she was leaving.",), "Ann Lee told", R, None),
    # praise, criticism and calls for something report what a named person said; in the passive they do not
    (("Pop star Kit Vale praised the director for her courage.",), "Pop star Kit Vale", R, None),
    (("Ann Lee, who has run the salon since 2010, calls for a ban on ticket touts.",), "Ann Lee, who has run", R,
     None),
    (("Kit Vale was praised for her courage.",), "Kit Vale was praised", U, None),
    # "it is believed" and "is said to be" rest on people the story does not name (the README's convention)
    (("It is believed the pair met on the set of the film.",), "It is believed", A, None),
    (("Kit Vale is said to be furious about the leak.",), "Kit Vale is said", A, None),
    # an unnamed person of the people model whom no cue word places ("a former colleague", "one senior officer") is an
    # anonymous source, in a quotation's tag and as the speaker of a sentence; one who wished to remain anonymous too;
    # the press asking is no source, nor someone only spoken about
    (("Kit Vale left the office.", "A former colleague said: “He was a bully.”"), "He was a bully", A, None),
    (("Kit Vale left the office.", "A former colleague said he was a bully."), "A former colleague said", A, None),
    (("The review looked at the force.", "One senior officer told the review: “We were never trained for this.”"),
     "We were never trained", A, None),
    (("Kit Vale played the arena.", "One fan, who wished to remain anonymous, said: “He was brilliant.”"),
     "He was brilliant", A, None),
    (("Kit Vale spoke to Gossip Example.", "An Extra reporter asked whether the band would tour again."),
     "An Extra reporter", U, None),
    (("Ann Lee left the band.", "She later spoke about a friend who had left the band too."), "She later spoke", R,
     None),
    # a relative clause about the subject between it and its verb does not put the subject out of reach
    (("Pop star Kit Vale, who has built a fashion empire around her distinctive designs, has described the new rules "
      "as madness.",), "Pop star Kit Vale", R, None),
    # state media are another outlet even unnamed ("state media reported", "according to state-run television")
    (("Clashes broke out in the capital, state media reported.",), "Clashes broke out", OUT, None),
    (("Three people were hurt, according to state-run television.",), "Three people were hurt", OUT, None),
    # "the label", "the network", "the palace" are a source only where someone speaks in the sentence
    (("Kit Vale will play at the network's summer party.",), "Kit Vale will play", U, None),
    (("Crowds gathered near the palace on Sunday.",), "Crowds gathered", U, None),
    (("The network said the show would return in May.",), "The network said", P, None),
    # county or sheriff's deputies are law enforcement; a court's order (banned, ordered, threw out) is the court record
    (("The pair are being sought by Lake County deputies, who think they fled by boat.",), "The pair are being", C,
     None),
    (("In May, a Harbour court banned the band from playing the song.",), "In May, a Harbour court", C, None),
    # a broadcaster named with "Television"; an outlet (a news agency, a paper) saying something is its report
    (("Kit Vale told Harbour Television that she was leaving.",), "Kit Vale told", OUT, "Harbour Television"),
    (("Three climbers were rescued on Sunday, Xinhua said.",), "Three climbers", OUT, "Xinhua"),
    (("Three climbers were rescued on Sunday, Harbour Daily said.",), "Three climbers", OUT, "Harbour Daily"),
    (("Ann Lee sings tonight.", "The crowd will be huge, Lee said."), "The crowd will be huge", R, None),
    # "according to" an organisation named by its organisation word rests on its report (representative); the
    # police's stays the court record, a person's stays on the record, an outlet's stays another outlet's
    (("Almost 900 workers were hurt last year, according to the Harbour Safety Administration.",), "Almost 900", P,
     None),
    (("According to the Harbour Research Service, the plan would raise two billion.",), "According to the Harbour", P,
     None),
    (("According to the Harbour Police Department, two men fled the scene.",), "According to the Harbour", C, None),
    (("Ann Lee sings tonight.", "According to Ann Lee, the plan would work."), "According to Ann Lee", R, None),
    # "according to her", "in his view" give the sentence to the person named just before; "points to", "believes"
    # report a named person's view; "is believed to" stays no word of the subject's (it rests on people the story does
    # not name, as "it is believed": anonymous, tests/sourcing/README.md's aeb cases)
    (("Kit Vale said the tour would start in May.", "According to him, tickets would go on sale on Friday."),
     "According to him", R, None),
    (("Kit Vale wants fewer rules for small firms.", "In his view, the rules are too strict."), "In his view", R, None),
    (("Kit Vale wants fewer rules for small firms.", "Vale points to the red tape as a hurdle."), "Vale points", R,
     None),
    (("Ann Lee left the band.", "Lee believes the tours were too long."), "Lee believes", R, None),
    (("Kit Vale is believed to be furious about the leak.",), "Kit Vale is believed", A, None),
    # a reporter named with their outlet after "told": "told Ann Lee at the Harbour Times" (not at a hotel)
    (("Kit Vale told Ann Lee at the Harbour Times that the tour would start.",), "Kit Vale told", OUT, "Harbour Times"),
    (("Kit Vale told Ann Lee at the Harbour Hotel that the tour would start.",), "Kit Vale told", R, None),
    # "according to reports from" or "a report in" an outlet hands the claim to it
    (("Two bridges were closed, according to reports from Harbour Radio.",), "Two bridges", OUT, "Harbour Radio"),
    (("The band split, according to a report in Harbour Weekly.",), "The band split", OUT, "Harbour Weekly"),
    # "The report added", "..., it added.", "were reported to" carry on the account before (another outlet's here)
    (("Three climbers were rescued, Harbour Daily said.", "The report added that 40 police joined the search."),
     "The report added", OUT, "Harbour Daily"),
    (("Three climbers were rescued, Harbour Daily said.", "Rain slowed the search, it added."), "Rain slowed", OUT,
     "Harbour Daily"),
    (("Three climbers were rescued, Harbour Daily said.", "Two more were reported to have walked down."),
     "Two more were", OUT, "Harbour Daily"),
    # blasting and hinting report what a named person said; in the passive they do not
    (("Kit Vale blasted the council over the new rules.",), "Kit Vale blasted", R, None),
    (("Kit Vale hinted that he could quit the band.",), "Kit Vale hinted", R, None),
    (("Kit Vale was blasted over the new rules.",), "Kit Vale was blasted", U, None),
    # an untagged quotation that opens its paragraph takes the channel its speaker's tag gives a paragraph or two later
    (("Ann Lee met the press after the show.", "‘It was hard to believe, but we never gave up on the tour.",
      "‘We got through it together, and we are stronger now,’ she told the Harbour Times."), "It was hard to believe",
     OUT, "Harbour Times"),
    # a lead that announces what the person told a named outlet soon after takes that outlet; not a post that quotes
    # none of their words, not beyond the lead
    (("Pop star Ann Lee has blasted the new ticket rules.", "In an interview on Friday, she told the Harbour Times "
      "that fans were being robbed."), "Pop star Ann Lee", OUT, "Harbour Times"),
    (("Pop star Ann Lee has blasted the new ticket rules.", "She later posted a video about it on Instagram."),
     "Pop star Ann Lee", R, None),
    (("Ann Lee is on tour.", "The band played in Leeds on Friday.", "Lee has blasted the new ticket rules.",
      "She told the Harbour Times that fans were being robbed."), "Lee has blasted", R, None),
    # calling on someone to act reports what the named person said
    (("Kit Vale has long criticised ticket touts.", "The singer is a vocal critic of resale sites, calling on fans to "
      "buy at the box office."), "The singer is a vocal critic", R, None),
    # a show of the person's own ends the channel of an outlet they spoke to before; another outlet's show is that
    # outlet
    (("Kit Vale told TMZ he was quitting the band.", "“It was friendly,” Vale said on his weekly radio show."),
     "It was friendly", R, None),
    (("Kit Vale told TMZ he was quitting the band.", "The next day, on his own late-night show, Vale said the split "
      "was friendly."), "The next day", R, None),
    (("Kit Vale told TMZ he was quitting the band.", "Vale later said on the Harbour Today show that the split was "
      "friendly."), "Vale later said", OUT, "Harbour Today"),
    # a programme the article names before "show" is an outlet wherever it is named ("said on Friday Night Talk");
    # "said on Friday" is no outlet, nor a name the article never calls a show
    (("“We will win,” Kit Vale said on Friday Night Talk.", "Vale was talking on Harbour Sports' Friday Night Talk "
      "show."), "We will win", OUT, "Friday Night Talk"),
    (("“We will win,” Kit Vale said on Friday.", "Vale was talking on a late-night show."), "We will win", R, None),
    (("“We will win,” Kit Vale said on Friday Night Talk.",), "We will win", R, None),
    # the last paragraph of a quotation of several paragraphs is the speaker's words: its "on Twitter" is no channel
    (("Singer Tom Vale spoke at the launch on Monday.", "'I love my fans,' Vale told reporters.",
      "'I answer their questions myself.", "I am very active on Twitter.'", "He left soon after."),
     "I am very active", R, None),
    (("Singer Tom Vale spoke at the launch on Monday.", "'I love my fans,' Vale told reporters.",
      "'I answer their questions myself on", "Instagram, and I am very active on Twitter.'"),
     "Instagram, and", R, None),
    # a criminal complaint that accuses a named person is the court record, not that person's words
    (("Ralph Roe was an internal affairs lieutenant for the Harbour City Police Department.",
      "A criminal complaint unsealed on Tuesday accuses Roe of using his badge to help a gang."),
     "A criminal complaint", C, None),
    (("Ralph Roe was an internal affairs lieutenant for the Harbour City Police Department.",
      "The charging documents say Roe sold seized guns to a gang."), "The charging documents", C, None),
    # investigators of accidents and private investigators are no police: their words are no court or police record
    (("Senior Transport Safety Investigator Mia Holt showed us the lab.",
      "“Most recorders survive the crash,” Holt said."), "Most recorders", R, None),
    (("A dossier compiled by private investigators was put to the board.",), "A dossier", U, None),
    (("Harbour City Police Investigator Mia Holt was at the scene.", "“The car was stolen,” Holt said."),
     "The car was stolen", C, None),
    # "Justice" in a government office's title (Justice Secretary / Minister / Department, Minister of Justice) is no
    # judge: the minister's words beside a jailing are on the record; a judge "Justice X" in a sentencing stays court
    (("The singer Kit Vale was jailed for two years on Friday.", "Shadow Justice Secretary Ann Lee spoke outside.",
      "“This sentence is far too lenient,” Lee said."), "This sentence is far too", R, None),
    (("The singer Kit Vale was jailed for two years on Friday.", "Justice Minister Ann Lee spoke outside.",
      "“This sentence is far too lenient,” Lee said."), "This sentence is far too", R, None),
    (("The singer Kit Vale was jailed for two years on Friday.", "The Minister of Justice Ann Lee spoke outside.",
      "“This sentence is far too lenient,” Lee said."), "This sentence is far too", R, None),
    (("The singer Kit Vale was jailed for two years on Friday.", "Justice Department spokesperson Ann Lee spoke.",
      "“The sentence was fair,” Lee said."), "The sentence was fair", P, None),
    (("The singer Kit Vale was jailed for two years at his sentencing on Friday.",
      "Mrs Justice Ann Lee said: “You showed no remorse at any point.”"), "You showed no remorse", C, None),
    # session 8: more ways gossip copy hands an interview to another outlet ("her interview with", "a sit-down with",
    # "confirmed to"); a person in the same place is no outlet, nor a hospital one is admitted to
    (("In her interview with the Harbour Times, Kit Vale said she was done with acting.",), "In her interview", OUT,
     "Harbour Times"),
    (("In a candid sit-down with Harbour TV, Kit Vale said she was done with acting.",), "In a candid", OUT,
     "Harbour TV"),
    (("Kit Vale confirmed to the Harbour Times that she was done with acting.",), "Kit Vale confirmed", OUT,
     "Harbour Times"),
    (("In a conversation with Ann Lee, Kit Vale said she was done with acting.",), "In a conversation", R, None),
    (("Kit Vale was admitted to Harbour General Hospital on Monday, she said.",), "Kit Vale was admitted", R, None),
    # outlets and programmes of several words ([sourcing] outlet_names); a day is no programme
    (("Kit Vale said on Good Morning America that the couple had split.",), "Kit Vale said", OUT,
     "Good Morning America"),
    (("Kit Vale spoke to Vanity Fair about the split.",), "Kit Vale spoke", OUT, "Vanity Fair"),
    (("Kit Vale said on Monday that the couple had split.",), "Kit Vale said", R, None),
    # a sentence inside a quotation opened before it is the speaker's words: the quotation's label (in its paragraph,
    # or in paragraphs without marks up to the closing one); not after the quotation closed
    (("Kit Vale told the Harbour Times: 'It was hard.", "'We lost everything.", "Nothing was left.",
      "But we got through it.'"), "We lost everything", OUT, "Harbour Times"),
    (("Kit Vale told the Harbour Times: 'It was hard.", "'We lost everything.", "Nothing was left.",
      "But we got through it.'"), "Nothing was left", OUT, "Harbour Times"),
    (("Kit Vale told the Harbour Times: 'It was hard.", "'We lost everything.", "Nothing was left.",
      "But we got through it.'", "The couple married in 2019."), "The couple married", U, None),
    (("Kit Vale was jailed at his sentencing on Friday.", "Ann Lee wrote in her victim statement: ‘We never argued.",
      "This is why I cannot say what happened.", "It is as if somebody else had taken over his body.’"),
     "This is why", C, None),
    # a credit line's reporters after "Reporting by" are the page's own staff, never an on-the-record source; an
    # author a book was "written by" is still a person of the story
    (("Pop star Kit Vale has split from her husband.", "Reporting by Ann Lee; additional reporting by Mia Holt; "
      "Writing by Tom Hale"), "Reporting by", U, None),
    (("Kit Vale's memoir was written by Ann Lee.", "“She was broke,” Lee said."), "She was broke", R, None),
    # court and police papers of gossip copy: petitions, restraining orders, dockets, arrest and incident reports; a
    # police department named by its initials ("the LAPD"); official estimates and figures are an institution's report
    (("In the petition, Ann Lee asked for full custody of the couple's two children.",), "In the petition", C, None),
    (("In the restraining order, Ann Lee claimed Kit Vale had threatened her.",), "In the restraining", C, None),
    (("According to an incident report, the singer was driving at 110 mph.",), "According to an", C, None),
    (("According to the arrest report, the singer was driving at 110 mph.",), "According to the", C, None),
    (("Kit Vale was arrested on Saturday, the HCPD confirmed.",), "Kit Vale was arrested", C, None),
    (("According to federal estimates, a million fans streamed the final.",), "According to federal", P, None),
    (("Fans started a petition to bring the show back.",), "Fans started", U, None),
    # a couple that speaks to another outlet: each partner's later words are that interview
    (("Kit Vale and Tom Hale married in 2019.", "The couple told the Harbour Times that they were expecting a baby.",
      "“We cannot wait,” Vale said."), "We cannot wait", OUT, "Harbour Times"),
    (("Kit Vale and Tom Hale married in 2019.", "The couple were seen at the premiere on Monday.",
      "“We cannot wait,” Vale said."), "We cannot wait", R, None),
    # a piece the person wrote for another outlet is that outlet's; a post for a platform stays a post
    (("In a personal essay for Harbour Life, Kit Vale wrote that she was done with acting.",), "In a personal", OUT,
     "Harbour Life"),
    (("Kit Vale wrote a post for Instagram about the split.",), "Kit Vale wrote", S, "Instagram"),
    (("Kit Vale's rep said in a statement: 'They are sad.", "They ask for privacy at this time.", "Thank you.'",
      "The couple married in 2019."), "The couple married", U, None),
    (("Kit Vale told the Harbour Times: “It was hard.”", "The couple married in 2019."), "The couple married", U,
     None),
    # a letter is a representative statement only from the person's camp; a fan's letter read out is the fan's words
    (("On stage, Kit Vale read out a letter from a young fan.", "“Dear Kit, you saved me,” reads the letter."),
     "Dear Kit", A, None),
    (("At the awards, Vale read aloud a letter written to her by a teenage girl.",
      "“You made me brave,” the letter said."), "You made me brave", A, None),
    (("On stage, Kit Vale read out a letter from a fan who said she had quit the cream.",), "On stage", U, None),
    (("Kit Vale's team released a letter from a family lawyer.", "“We will sue,” the letter said."), "We will sue",
     P, None),
    (("In a letter from a spokesperson, the label said the tour was off.",), "In a letter", P, None),
    # "a source of inspiration" (of income, pride, strength, ...) is a thing, no person; "a source close to", "a
    # source said" and "sources of the couple" stay anonymous
    (("Kit Vale saw the letter as a source of inspiration.",), "Kit Vale saw", U, None),
    (("The farm was a source of income for the family for years.",), "The farm was", U, None),
    (("Her children are her greatest source of strength and pride, Vale said.",), "Her children", R, None),
    (("The old song became a source of controversy after the tour.",), "The old song", U, None),
    (("A source close to the couple said the split was friendly.",), "A source close", A, None),
    (("The pair have split, a source said.",), "The pair have split", A, None),
    (("A source of the singer's said the tour was off.",), "A source of", A, None),
    (("Sources of inspiration aside, the tour was off, a source told Us.",), "Sources of inspiration", A, None),
    # sports broadcasters are other outlets ([sourcing] outlets, outlet_names; a name may open lower-case: talkSPORT)
    (("“We were poor in the first half,” Kit Vale told Sky Sports.",), "We were poor", OUT, "Sky Sports"),
    (("Kit Vale told BT Sport the result was fair.",), "Kit Vale told", OUT, "BT Sport"),
    (("Speaking to TNT Sports after the match, Kit Vale said the referee was wrong.",), "Speaking to", OUT,
     "TNT Sports"),
    (("Kit Vale told talkSPORT that he would retire in May.",), "Kit Vale told", OUT, "talkSPORT"),
    (("Kit Vale told ESPN that he would retire in May.",), "Kit Vale told", OUT, "ESPN"),
    (("Kit Vale told BBC Sport that he would retire in May.",), "Kit Vale told", OUT, "BBC Sport"),
    (("Kit Vale told eBay buyers that the shirt was signed.",), "Kit Vale told", R, None),
    (("Kit Vale said the sports centre would open in May.",), "Kit Vale said", R, None),
    # what a hearing heard carries on to the next sentences without attribution ([sourcing] court_hearing), within a
    # paragraph after it, not after the lead's "a court heard" and not past a sentence with its own attribution
    (("Kit Vale, 34, was jailed for six years at Harbour Crown Court.",
      "The court heard he had stolen £40,000 from his employer.", "He spent the money on holidays and a car."),
     "He spent the money", C, None),
    (("Kit Vale, 34, was jailed for six years.", "Ann Lee, prosecuting, said Vale had taken the cards from a drawer.",
      "He used them to buy jewellery in Harbour."), "He used them", C, None),
    (("Kit Vale, 34, was jailed for six years.", "The jury was told he had lied. He had also taken a car."),
     "He had also taken", C, None),
    (("Kit Vale stole £40,000 from his employer, a court heard.", "Vale, 34, lives in Harbour with his wife."),
     "Vale, 34, lives", U, None),
    (("Kit Vale, 34, was jailed for six years.", "The court heard he had stolen £40,000.",
      "Vale, a keen golfer, was arrested in May.", "He lives in Harbour with his wife."), "He lives in Harbour", U,
     None),
    (("Kit Vale, 34, was jailed for six years.", "The court heard he had stolen £40,000.",
      "His wife told the Harbour Times she was shocked."), "His wife told", OUT, "Harbour Times"),
    (("Kit Vale, 34, was jailed for six years.", "Vale was found guilty of fraud.", "He lives in Harbour."),
     "He lives in Harbour", U, None),
    # radio stations ("FM"), SiriusXM, Apple Music, a programme after its broadcaster's possessive, an outlet's country
    # edition ([sourcing] outlet_editions), a TikTok
    (("Lyra Moss told Capital FM she was happy.",), "Lyra Moss told", OUT, "Capital FM"),
    (("Lyra Moss told Howard Stern on SiriusXM she was happy.",), "Lyra Moss told", OUT, "SiriusXM"),
    (("Lyra Moss told Bravo's Watch What Happens Live she was happy.",), "Lyra Moss told", OUT,
     "Bravo's Watch What Happens Live"),
    (("Lyra Moss told Cosmopolitan UK she was happy.",), "Lyra Moss told", OUT, "Cosmopolitan UK"),
    (("Lyra Moss revealed the news in a TikTok.",), "Lyra Moss revealed", S, "TikTok"),
    (("Lyra Moss told Ann Lee's sister Kate she was happy.",), "Lyra Moss told", R, None),
    (("Lyra Moss told Harbour UK she was happy.",), "Lyra Moss told", R, None),
    (("Lyra Moss told her fans in the UK she was happy.",), "Lyra Moss told", R, None),
    # a word that says the name after it is an outlet ([sourcing] outlet_descriptors), after outlet_before
    (("His supporters were unable to reach the square, according to state-run Al-Ahram.",), "His supporters", OUT,
     "Al-Ahram"),
    (("Kit Vale told the tabloid Bild that she was happy.",), "Kit Vale told", OUT, "Bild"),
    (("Kit Vale told the German newspaper Harbour Zeitung that she was happy.",), "Kit Vale told", OUT,
     "Harbour Zeitung"),
    (("Kit Vale told US broadcaster ABC that she was happy.",), "Kit Vale told", OUT, "ABC"),
    (("Kit Vale told the paper Ann Lee writes for that she was happy.",), "Kit Vale told", R, None),
    (("Kit Vale told the daily paper that she was happy.",), "Kit Vale told", R, None),
    # "The statement continued: “…”" after a statement she posted: the sentence is the post's, as its quotation is
    (("Kit Vale addressed the split in a statement shared to her Instagram Story.",
      "“We are still friends,” she wrote.", "The statement continued: “Please respect our privacy.”"),
     "The statement continued", S, "Instagram"),
    (("Her rep, Jolie Fairbanks, confirmed the split in a statement.",
      "The statement continued: “Please respect their privacy.”"), "The statement continued", P, None),
    (("Kit Vale posted a photo from the beach on Instagram.", "Her rep, Jolie Fairbanks, confirmed the split later.",
      "The statement continued: “Please respect their privacy.”"), "The statement continued", P, None),
    # interviews told without a speech verb of the [speech] list, and outlets the lists missed
    (("Chatting to Hello! magazine, Lyra Moss revealed she is pregnant.",), "Chatting to", OUT, "Hello"),
    (("Talking to Closer, Lyra Moss said she was happy.",), "Talking to", OUT, "Closer"),
    (("Lyra Moss told Channel 4 News she was happy.",), "Lyra Moss told", OUT, "Channel 4 News"),
    (("Lyra Moss told Metro.co.uk she was happy.",), "Lyra Moss told", OUT, "Metro.co.uk"),
    (("Lyra Moss told The Athletic she was happy.",), "Lyra Moss told", OUT, "The Athletic"),
    (("Lyra Moss told Andy Cohen on Watch What Happens Live that she was happy.",), "Lyra Moss told", OUT,
     "Watch What Happens Live"),
    (("Lyra Moss took to X to slam the rumours.",), "Lyra Moss took", S, "X"),
    (("Talking to her sister Ann Lee, Lyra Moss said she was happy.",), "Talking to", R, None),
    (("Lyra Moss told Ann Lee on Monday that she was happy.",), "Lyra Moss told", R, None),
    (("Lyra Moss told her 2 million fans she was happy.",), "Lyra Moss told", R, None),
    (("Lyra Moss went to X Factor auditions in 2010.",), "Lyra Moss went", U, None),
    # comments and remarks named as a thing ("the host's comments", "his remarks") and "repeated" before calls or
    # claims ("faced repeated calls for") are no speech ([sourcing] not_speech)
    (("The radio host's comments about Kit Vale caused a row that cost him two sponsors.",), "The radio host's", U,
     None),
    (("Tom Hale had faced repeated calls for his resignation since May.",), "Tom Hale had faced", U, None),
    (("His remarks on the show were later cut by the network.",), "His remarks", U, None),
    (("Tom Hale defended his comments on the show on Monday.",), "Tom Hale defended", R, None),
    # session 9 (src-officials): a writer's own analysis is no one's words: a speech verb's -ing form as an adjective,
    # a speech verb that only may happen (edition.cnn.com-royal bullet 1, latimes.com.bloomberg bullet 3, tune)
    (("It was the interview palace aides must have feared, but Kit Vale's talk with Ann Lee was more revealing than "
      "anyone had imagined.",), "It was the interview", U, None),
    (("Kit Vale wore a revealing dress to the premiere in Harbour.",), "Kit Vale wore", U, None),
    (("Next week's debate could turn on how well Tom Hale can respond to the allegations.",), "Next week's debate", U,
     None),
    (("Police could not say how many people were hurt.",), "Police could not say", C, None),
    (("Kit Vale said the film was very revealing.",), "Kit Vale said", R, None),
    (("Tom Hale may have said too much on the show.",), "Tom Hale may have said", R, None),
    (("“It was hard,” Kit Vale could be heard saying.",), "It was hard", R, None),
    (("Kit Vale told Gossip Example she can explain everything.",), "Kit Vale told", R, None),
    # a speech verb's plural noun form after a determiner names a thing, no speech
    (("Kit Vale was at the centre of the claims for a week.",), "Kit Vale was at", U, None),
    (("The details of Kit Vale's new deal were not made public.",), "The details of", U, None),
    (("Kit Vale has starred in films in 13 other states.",), "Kit Vale has starred", U, None),
    (("Kit Vale was the butt of the jokes on the show.",), "Kit Vale was the butt", U, None),
    (("Kit Vale denied the claims on Monday.",), "Kit Vale denied", R, None),
    (("Tom Hale made fresh claims about Kit Vale on Monday.",), "Tom Hale made", R, None),
    (("Tom Hale gave the details to Gossip Example on Monday.",), "Tom Hale gave", R, None),
    (("Tom Hale claims the tapes were fake.",), "Tom Hale claims", R, None),
    # a speech or lecture of the person's at an event ends what their statement said before: their own words
    # (latimes.com.bloomberg, tune: a 2008 lecture's words after 'Bloomberg said in a statement')
    (("Kit Vale said in a statement that she regretted the remarks.",
      "A clip surfaced of a 2008 Vale lecture at Harbour University in which the singer suggested fame was a trap.",
      "“Fame is a trap,” Vale said."), "Fame is a trap", R, None),
    (("Kit Vale said in a statement that she regretted the remarks.",
      "In a speech to students in 2008, the singer suggested fame was a trap.", "“Fame is a trap,” Vale said."),
     "Fame is a trap", R, None),
    (("Kit Vale said in a statement that she was sorry.", "Her speech at the awards was cut short.",
      "“I regret it,” Vale added."), "I regret it", P, None),
    (("“It is all true,” Tom Hale states in the film.",), "It is all true", R, None),
    (("Tom Hale repeated his claim that the tapes were fake.",), "Tom Hale repeated", R, None),
    (("“It was a joke,” Tom Hale commented on Monday.",), "It was a joke", R, None),
    # a lead announces what its person posts soon after, as it does what they tell an outlet (LEAD_AHEAD_CHARS)
    (("Singer Kit Vale has responded to the rumours about her marriage.", "The pair wed in 2019 in Harbour.",
      "“We are fine, thank you,” Vale wrote on Instagram on Sunday."), "Singer Kit Vale", S, "Instagram"),
    (("Singer Kit Vale has responded to the rumours about her marriage.", "The pair wed in 2019 in Harbour. " * 30,
      "“We are fine, thank you,” Vale wrote on Instagram on Sunday."), "Singer Kit Vale", R, None),
    (("The pair wed in 2019 in Harbour.", "Their wedding was small.", "Singer Kit Vale has responded to the rumours.",
      "“We are fine, thank you,” Vale wrote on Instagram on Sunday."), "Singer Kit Vale", R, None),
    # an untagged quotation that opens its paragraph after a caption goes on with the last quotation's speaker
    # (QUOTE_RUN_PARAGRAPHS back); further back it is nobody's
    (("“We will win,” Kit Vale told TMZ.", "Vale won the final in May (pictured) .", "“This is not the end.”"),
     "This is not the end", OUT, "TMZ"),
    (("“We will win,” Kit Vale told TMZ.", "Vale won the final in May.", "The final was in Harbour.",
      "Tickets sold out in an hour.", "The club hosts the next one.", "“This is not the end.”"),
     "This is not the end", U, None),
    # a lead that tells an unnamed person's claim takes the account given right after it (not after 600 characters)
    (("A Utah author claims a schoolteacher plagiarized her novel.",
      "In a lawsuit filed in August, Ann Lee accused Tom Hale of copying her book."), "A Utah author claims", C, None),
    (("The boss of Harbour Bank was facing questions after claiming he hid money in a Swiss account.",
      "Tom Hale told TMZ he was ashamed."), "The boss of Harbour Bank", OUT, "TMZ"),
    (("The boss of Harbour Bank was facing questions after he hid money in a Swiss account.",
      "Tom Hale told TMZ he was ashamed."), "The boss of Harbour Bank", U, None),
    (("The boss of Harbour Bank is claimed to have hidden money.", "Tom Hale told TMZ he was ashamed."),
     "The boss of Harbour Bank", U, None),
    (("The boss of Harbour Bank was facing questions after claiming he hid money in a Swiss account.",
      "The bank was founded in 1890. " * 30, "Tom Hale told TMZ he was ashamed."), "The boss of Harbour Bank", U,
     None),
    # an institution named by its kind speaks for itself: its statement ("X Corp said"); police offices stay the police
    (("The firm has apologised to customers.",), "The firm has apologised", P, None),
    (("The airline confirmed the flight was delayed.",), "The airline confirmed", P, None),
    (("The local hospital trust said it had launched an inquiry.",), "The local hospital trust", P, None),
    (("Bosses at the zoo said the lion was moved.",), "Bosses at the zoo", P, None),
    (("The sheriff's office said the man fled.",), "The sheriff's office", C, None),
    (("The firm was founded in 1990 by two brothers.",), "The firm was founded", U, None),
    # "suit", "charges", "trial", "ruling" in their everyday senses are no court record (qa3); guards: the law's
    (("Kit Vale wore a bold white suit to the premiere.",), "Kit Vale wore", U, None),
    (("The stylist charges $500 an hour for a fitting.",), "The stylist charges", U, None),
    (("Fans can watch the series with a free trial of the service.",), "Fans can watch", U, None),
    (("The film is banned by the ruling party in several countries.",), "The film is banned", U, None),
    (("Kit Vale filed suit against the studio in May.",), "Kit Vale filed suit", C, None),
    (("The charges against Tom Hale were dropped.",), "The charges against", C, None),
    (("The trial is due to begin in March.",), "The trial is due", C, None),
    # session 11 (src17): a pronoun speaks for the unnamed account told just before it (the people model's pronoun for
    # an unnamed rep, or one it gave no one); guards: a named person's pronoun, a possessive before a speech noun
    (("A spokesman for the couple said they had split amicably.", "He added that they would share custody of the dog."),
     "He added that", P, None),
    (("Kit Vale's publicist said the singer was resting.", "“He is fine,” she said. “He will be back on stage soon.”"),
     "He is fine", P, None),
    (("Police said the man was arrested on Friday.", "They added that he was being held overnight."),
     "They added that", C, None),
    (("Kit Vale said the album was finished.", "He added that it would come out in May."), "He added that", R, None),
    (("“She was blindsided,” a source close to the pair said.", "The couple renewed their vows in Maui in 2022."),
     "The couple renewed", U, None),
    # a body the people model leaves out or takes for a person speaks: its statement, the police's for a police body
    (("Trains into the city were cancelled on Sunday.", "Network Rail said the engineering work had overrun."),
     "Network Rail said", P, None),
    (("Trains into the city were cancelled on Sunday.", "Harbour Rail said the engineering work had overrun."),
     "Harbour Rail said", P, None),
    (("A man was arrested on Friday.", "Scotland Yard said he was being held at a police station."),
     "Scotland Yard said", C, None),
    (("We called the Harbour County Sheriff's Office asking about the case.",), "We called", U, None),
    # a company in apposition ("Brightmart, the nation's largest drug retailer, has said"); a role there is no company
    (("Brightmart, the nation's largest drug retailer, has said it will move its headquarters.",), "Brightmart", P,
     None),
    (("Ann Lee, the founder of the firm, said she was proud of the staff.",), "Ann Lee", R, None),
    # local authorities speaking are a council's word, not the police's
    (("Local authorities said the heavy rain may have flooded the mine.",), "Local authorities", P, None),
    (("Authorities said the car had been stolen.",), "Authorities said", C, None),
    (("Local authorities have moved 300 people out of the valley.",), "Local authorities", U, None),
    (("Kit Vale said local authorities had cancelled the show.",), "Kit Vale said", R, None),
    # a capitalised name the people model gives no one, opening the clause of a speech verb, is a body speaking (its
    # statement); guards: a title or kin word makes it a person, an object of another verb is no speaker
    (("Downing Street said the minister had its full confidence.",), "Downing Street said", P, None),
    (("On Friday, The Harbour Office said it was aware of the arrest.",), "On Friday", P, None),
    (("Eastfield United said the player had been fined two weeks' wages.",), "Eastfield United said", P, None),
    (("The Queen said she was delighted by the visit.",), "The Queen said", U, None),
    # (a person named by an office the people model ties to no name speaks in their own words: see the role cases)
    (("The Prime Minister said the plan was sound.",), "The Prime Minister said", R, None),
    (("We called the Harbour Parks Office asking about the closure.",), "We called", U, None),
    # a named outlet's report of a court or police matter, no court source speaking in it, is the outlet's account;
    # guards: the police speaking, or court papers, stay the court record
    (("Tom Hale was detained by Harbour authorities on charges of fraud in May, according to the Harbour Times.",),
     "Tom Hale was detained", OUT, "Harbour Times"),
    (("Police said Tom Hale was detained on charges of fraud, according to the Harbour Times.",), "Police said", C,
     None),
    (("Tom Hale was charged with fraud, according to court papers obtained by the Harbour Times.",), "Tom Hale was", C,
     None),
    # "began"/"continued" before a lower-case word start or go on doing something, no speech; guards: a quotation's
    (("The label started out as a magazine, which Kit Vale began while still at school.",), "The label", U, None),
    (("Kit Vale continued to work at the label.",), "Kit Vale continued", U, None),
    (("“We will win,” Kit Vale continued.",), "We will win", R, None),
    (("Kit Vale began: “We will win.”",), "We will win", R, None),
    # writing a work (a book, songs, a title in marks) is no speech; guards: written words given, a post
    (("Kit Vale wrote three novels about the harbour before she turned 30.",), "Kit Vale wrote", U, None),
    (("Kit Vale co-wrote the band's biggest songs.",), "Kit Vale co-wrote", U, None),
    (("Kit Vale wrote: “We will win.”",), "We will win", R, None),
    (("Kit Vale wrote on Instagram: “We will win.”",), "We will win", S, "Instagram"),
    # a member of Congress's title is no rep: what prosecutors said stays theirs; guard: a rep before a name
    (("A man pleaded guilty to threatening U.S. Rep. Kit Vale, D-Minn., in March, prosecutors said.",),
     "A man pleaded guilty", C, None),
    (("Her rep Ann Lee said the singer was resting.",), "Her rep Ann Lee", P, None),
    # the prosecution's office named with its district is the court record; guard: a party's lawyer for someone
    (("Tom Hale, the U.S. Attorney for the Western District of Harbour, said the case was closed.",),
     "Tom Hale, the U.S. Attorney", C, None),
    (("Tom Hale, an attorney for the singer, said the case was closed.",), "Tom Hale, an attorney", P, None),
    # a person the article names by a role the people model ties to no one, speaking: their own words; guards: a rep's
    # role is a rep's, a role that is no subject of the speech verb speaks not
    (("A beauty business is taking drastic measures after the owner said a man entered one of its salons.",),
     "A beauty business", R, None),
    (("According to the owner, only female stylists work there.",), "According to the owner", R, None),
    (("On Tuesday, the owner later said the salon would close.",), "On Tuesday", R, None),
    (("The spokesman said the salon would close.",), "The spokesman said", P, None),
    (("He called the owner a liar.",), "He called", U, None),
]


@pytest.mark.parametrize(("paragraphs", "opening", "label", "via"), CASES)
def test_sourcing_label(paragraphs: tuple[str, ...], opening: str, label: Sourcing, via: str | None) -> None:
    article = Article(source="fiction", url=None, title="t", paragraphs=paragraphs, site="Gossip Example")
    mined = mine_quotes(paragraphs)
    labels = label_article(article, mined)
    quote = next((q for q in mined if data.opens(q.text, opening)), None)
    found = labels.for_quote(quote) if quote is not None else next(
        s.found for s in labels.sentences if data.opens(s.text, opening))
    assert (found.label, shown_via(found)) == (label, via)


@pytest.mark.parametrize(("paragraph", "label"), [
    ("“We will win,” Kit Vale tells Gossip Example.", R),  # the page's own outlet, named by its address only
    ("“We will win,” Kit Vale tells TMZ.", OUT),
])
def test_own_outlet_from_the_page_address(paragraph: str, label: Sourcing) -> None:
    article = Article(source="fiction", url=None, title="t", paragraphs=(paragraph,), site=None,
                      canonical_url="https://www.gossipexample.com/2026/kit-vale")
    mined = mine_quotes(article.paragraphs)
    assert [label_article(article, mined).for_quote(q).label for q in mined] == [label]


MAIL = "https://www.dailymail.co.uk/tvshowbiz/article-1/kit-vale.html"


@pytest.mark.parametrize(("sentence", "url", "site", "label"), [
    # the names the outlet calls itself by ([sourcing] own_outlets), from the page's address or its site name
    ("Kit Vale told MailOnline he wants the law changed.", MAIL, "Mail Online", R),
    ("Kit Vale told the Mail on Sunday he wants the law changed.", MAIL, None, R),
    ("Kit Vale told the Daily Mail he wants the law changed.", None, "Daily Mail", R),
    ("Kit Vale told MailOnline he wants the law changed.", None, "Mail Online", R),  # spaces and case aside
    ("Kit Vale told CNN he wants the law changed.", "https://edition.cnn.com/2026/12/01/kit-vale", None, R),
    ("Kit Vale tells PEOPLE he wants the law changed.", "https://people.com/kit-vale-1", "People", R),
    ("Kit Vale told The Sun he wants the law changed.", "https://www.thesun.co.uk/tvandshowbiz/1/", "The Sun", R),
    # another outlet's page, or a page that names no outlet of its own
    ("Kit Vale told MailOnline he wants the law changed.", "https://edition.cnn.com/2026/12/01/kit-vale", "CNN", OUT),
    ("Kit Vale told CNN he wants the law changed.", MAIL, "Mail Online", OUT),
    ("Kit Vale told The Sun he wants the law changed.", MAIL, "Mail Online", OUT),
    ("Kit Vale told MailOnline he wants the law changed.", None, None, OUT),
    # a site name several outlets go by ("the Post") names none of them: Page Six stays another outlet
    ("Kit Vale told Page Six he wants the law changed.", None, "The Post", OUT),
    ("Kit Vale told Page Six he wants the law changed.", None, "New York Post", R),
])
def test_own_outlet_by_the_names_it_goes_by(sentence: str, url: str | None, site: str | None,
                                            label: Sourcing) -> None:
    article = Article(source="fiction", url=url, title="t", site=site, paragraphs=(sentence,))
    labels = label_article(article, mine_quotes(article.paragraphs))
    assert labels.sentences[0].found.label is label


@pytest.mark.parametrize(("credit", "label"), [
    ("GX's Ann Lee contributed to this report.", R),  # the page's own outlet, named by a contributor's credit line
    ("GX's Ann Lee and Tom Hale contributed to this story.", R),
    ("Ann Lee contributed to this report.", OUT),  # no outlet named: GX stays another outlet
])
def test_own_outlet_from_a_credit_line(credit: str, label: Sourcing) -> None:
    article = Article(source="fiction", url=None, title="t", site=None,
                      paragraphs=("Kit Vale told GX he wants the law changed.", credit))
    labels = label_article(article, mine_quotes(article.paragraphs))
    assert labels.sentences[0].found.label is label


@pytest.mark.parametrize(("asking", "url", "label"), [
    # a page without a site or an address: the outlet it shows putting its interview's questions is its own
    ("When pushed by the Harbour Times on the timing, Vale said: “Not this year.”", None, R),
    ("When pressed by Harbour Times reporters, Vale would not say more.", None, R),
    # asked by another outlet (gossip copy reports doorstep questions so), or a page with an address of its own
    ("When asked by the Harbour Times about the timing, Vale said: “Not this year.”", None, OUT),
    ("When pushed by the Harbour Times on the timing, Vale said: “Not this year.”", "https://gossipexample.com/a",
     OUT),
])
def test_own_outlet_from_the_outlet_asking(asking: str, url: str | None, label: Sourcing) -> None:
    article = Article(source="fiction", url=url, title="t", site=None,
                      paragraphs=("“We will win,” Kit Vale told the Harbour Times.", asking))
    mined = mine_quotes(article.paragraphs)
    assert label_article(article, mined).for_quote(mined[0]).label is label


SHORT = ("The tour starts in May.", "Tickets sold out in an hour.", "The band has four members.",
         "Their last album came out in 2024.", "It reached number two.", "Two singles followed.",
         "A documentary is planned.")


@pytest.mark.parametrize(("channel", "between", "label"), [
    # an interview with another outlet told in one-sentence paragraphs: her later words are still that interview
    ("Ann Lee told the Harbour Times that the band would tour again.", SHORT, OUT),
    # a named outlet's interview also over long paragraphs (session 8: cnndm3's CBS News, Bloomberg Television and
    # Closer interviews went on after long captions); a post of hers is not carried beyond six paragraphs
    ("Ann Lee told the Harbour Times that the band would tour again.", tuple(p * 12 for p in SHORT), OUT),
    ("Ann Lee wrote on Instagram that the band would tour again.", SHORT, R),
    # a later channel of her own ends the interview, wherever the interview stands
    ("Ann Lee told the Harbour Times that the band would tour again.",
     ("Lee told reporters at the premiere that she was tired.", *(p * 12 for p in SHORT)), R),
    ("Ann Lee told the Harbour Times that the band would tour again.",
     ("Lee told reporters at the premiere that she was tired.", *SHORT), R),
])
def test_another_outlets_interview_carries_over_short_paragraphs(
        channel: str, between: tuple[str, ...], label: Sourcing) -> None:
    paragraphs = (channel, *between, "“We are stronger now,” Lee said.")
    article = Article(source="fiction", url=None, title="t", paragraphs=paragraphs, site="Gossip Example")
    mined = mine_quotes(paragraphs)
    assert [label_article(article, mined).for_quote(q).label for q in mined] == [label]


def _story(*paragraphs: str) -> Article:
    return Article(source="fiction", url=None, title="Story", paragraphs=paragraphs, site="Gossip Example")


def test_rests_on_an_unnamed_source_only_without_a_named_source() -> None:
    lead = "Pop singer Lyra Moss has split from her husband Dev Arora, a source close to the couple told Us."
    alone = _story(lead, "The pair married in 2019 in Lisbon.")
    recap = with_sourcing(build_recap(alone, mine_quotes(alone.paragraphs)))
    assert recap.sourcing is not None and recap.sourcing.rests_on is Sourcing.ANONYMOUS
    named = _story(lead, "Lyra Moss confirmed the split from Dev Arora on Tuesday, saying she was at peace.",
                   "The pair married in 2019 in Lisbon.")
    recap = with_sourcing(build_recap(named, mine_quotes(named.paragraphs)))
    assert recap.sourcing is not None and recap.sourcing.rests_on is None


def test_denial_in_a_bullet_is_flagged() -> None:
    art = _story("Actor Ben Harlow is being sued by his former assistant, who claims she was not paid overtime.",
                 "Harlow's lawyer, Tom Vance, denied the claims and said every penny was paid.",
                 "A hearing is set for March.")
    recap = with_sourcing(build_recap(art, mine_quotes(art.paragraphs)))
    assert recap.sourcing is not None and recap.sourcing.denial is not None
    assert any(b.sourcing is Sourcing.REPRESENTATIVE for b in recap.summary)


@pytest.mark.parametrize(("lead", "flagged"), [
    # a denial the bullet says was given up is no standing denial
    ("Cyclist Tom Vale finally admitted doping last year following years of denying the claims.", False),
    ("Singer Kit Vale confessed to the affair on Monday, having denied it for months.", False),
    ("Actor Ben Harlow admitted he was at the party but denied hitting anyone.", True),
    ("Actor Ben Harlow has denied the claims for years.", True),
])
def test_a_denial_given_up_is_not_flagged(lead: str, flagged: bool) -> None:
    art = _story(lead, "The story was first told in a book last spring.")
    recap = with_sourcing(build_recap(art, mine_quotes(art.paragraphs)))
    assert any(b.text.startswith(lead[:20]) for b in recap.summary)
    assert recap.sourcing is not None and (recap.sourcing.denial is not None) is flagged


def test_a_quote_shown_without_a_speaker_is_not_on_the_record() -> None:
    # the quotation after a headline-like colon is credited to nobody; a named person's quotation stays on the record
    art = _story("Singer Kit Vale spoke to fans on Monday.",
                 "Vale's son: 'Dad, you are the best singer' Compared with last year, the crowd was small.",
                 "“I love this city,” Vale said.")
    recap = with_sourcing(build_recap(art, mine_quotes(art.paragraphs)))
    shown = {q.text[:8]: (q.speaker, q.sourcing) for q in recap.quotes}
    assert shown["Dad, you"] == (None, Sourcing.UNATTRIBUTED)
    assert shown["I love t"][1] is Sourcing.ON_RECORD


def test_the_verdict_does_not_count_a_quote_shown_without_a_speaker_on_the_record() -> None:
    # the quotation after a headline-like colon is shown credited to nobody ("Compared" beside it is no speaker): the
    # verdict counts one person on the record (Vale), as the quotes show; JSON and the rendered verdict agree
    art = _story("Singer Kit Vale spoke to fans on Monday.",
                 "Vale's son: 'Dad, you are the best singer' Compared with last year, the crowd was small.",
                 "“I love this city,” Vale said.")
    recap = with_sourcing(build_recap(art, mine_quotes(art.paragraphs)))
    assert [q.speaker for q in recap.quotes if q.text.startswith("Dad")] == [None]
    assert recap.sourcing is not None
    on_record = [c.count for c in recap.sourcing.counts if c.label is Sourcing.ON_RECORD]
    assert on_record == [1]
    assert "1 on the record" in sourcing_lines(recap.sourcing)[0]


def test_a_reporter_named_in_a_credit_line_is_no_source() -> None:
    # the credit line shares the quotation's sentence (no sentence break before "--"): its reporter is no speaker
    art = _story("The cruise company said the passengers were safe in a hotel.",
                 "Kit Vale was on board. \u201cWe were never afraid,\u201d Vale said.",
                 "The advice also urged captains \u201cto keep a safe distance\u201d when sailing near the reef. -- "
                 "Gossip Example's Ann Lee and Tom Roe contributed to this report.")
    mined = mine_quotes(art.paragraphs)
    labels = label_article(art, mined)
    found = labels.for_quote(next(q for q in mined if q.text.startswith("to keep")))
    assert found.who not in ("Ann Lee", "Tom Roe") and found.label is not Sourcing.ON_RECORD
    assert "Ann Lee" not in labels.people
    recap = with_sourcing(build_recap(art, mined), mined)
    assert recap.sourcing is not None
    assert [c.count for c in recap.sourcing.counts if c.label is Sourcing.ON_RECORD] == [1]  # Kit Vale's words
    assert labels.for_quote(next(q for q in mined if q.text.startswith("We were"))).who == "Kit Vale"


# quotes / sentences / bullets floors by the number of fictional articles: 20 with ../shared's Baldwins story, 19 in a
# checkout without ../shared (measured: 0.986 / 0.971 / 0.971 and 0.984 / 0.972 / 0.969 after session 9's src-bullets)
FICTION_FLOORS = {20: (0.98, 0.97, 0.97), 19: (0.98, 0.97, 0.965)}


def test_fictional_sets_hold_their_measured_floors() -> None:
    items = data.fiction(SHARED)
    quotes, sentences, bullets = FICTION_FLOORS[len(items)]
    scores = data.score(data.run(item) for item in items)
    assert scores.quotes.accuracy >= quotes and scores.sentences.accuracy >= sentences
    assert scores.bullets.accuracy >= bullets
    assert scores.unnamed_flag_wrong == []


def test_real_pages_hold_their_measured_floors() -> None:
    shared_file("corpora", "trafilatura", "html")
    pages = data.real_pages(SHARED)
    tune = data.score(data.run(item) for item in pages if item.half == "tune")
    assert tune.quotes.accuracy >= 0.91 and tune.sentences.accuracy >= 0.855 and tune.bullets.accuracy >= 0.95
    untouched = data.score(data.run(item) for item in pages if item.half == "untouched")  # aggregates only
    assert untouched.quotes.accuracy >= 0.87 and untouched.bullets.accuracy >= 0.89
    every = data.score(data.run(item) for item in pages)
    assert every.unnamed_flag_wrong == []  # never on a claim with a named, on-the-record source


def test_fresh_and_new_pages_hold_their_measured_floors() -> None:
    shared_file("corpora", "trafilatura", "html")
    fresh = data.score(data.run(item) for item in data.fresh_pages(SHARED))
    assert fresh.quotes.accuracy >= 0.8 and fresh.sentences.accuracy >= 0.62 and fresh.bullets.accuracy >= 0.66
    new = data.score(data.run(item) for item in data.new_pages(SHARED))
    assert new.quotes.accuracy >= 0.7 and new.sentences.accuracy >= 0.70 and new.bullets.accuracy >= 0.93
    assert fresh.unnamed_flag_wrong == [] and new.unnamed_flag_wrong == []


# Articles of the check set (cnndm_check.json, 3) and of cnndm3 (cnndm_third.json, 1) that the quotes TUNE
# set tests/quotes/real_cnndm_tune2.json (session 9, f3dbcd3) took later, chosen as "unused by any quotes set": both
# sets were new when their labels and first contacts were made; from session 9 on the miner's speakers may be tuned
# on these, so the check set's quotation figures on them are no longer held out for speakers.
LATER_IN_QUOTES_TUNE2 = frozenset({
    # cnndm_check.json
    "0006021f772fad0aa78a977ce4a31b3faa6e6fe5", "003d23a256ce34d73e05968a04727c0ed4a2a456",
    "0043612320aaede50bf515eacc66c7daeee9a21b",
    "004cc1a4ecd2ce6327d67b801756847063e48c28"})  # cnndm_third.json


def test_check_set_shares_no_article_with_the_other_cnndm_label_sets() -> None:
    """The check set (cnndm_check.json) is of the even sha1(id) half and new: no article of cnndm_pages.json or of the
    quote sets tests/quotes/real_cnndm_*.json (the ids only: its pages are not run here)."""
    ids = [d["id"] for d in json.loads(data.CHECK.read_text(encoding="utf-8"))["pages"]]
    used = {d["id"] for d in json.loads(data.CNNDM.read_text(encoding="utf-8"))["pages"]}
    quote_sets = " ".join(p.read_text(encoding="utf-8")
                          for p in (data.REPO / "tests" / "quotes").glob("real_cnndm_*.json"))
    assert len(ids) == len(set(ids)) == 10
    assert all(int(hashlib.sha1(i.encode()).hexdigest(), 16) % 2 == 0 for i in ids)
    assert not set(ids) & used
    assert {i for i in ids if i in quote_sets} == LATER_IN_QUOTES_TUNE2 & set(ids)


def test_check_set_holds_its_first_contact() -> None:
    """The check set in aggregate (its errors are never read): floors at its first contact (5be9238)."""
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    check = data.score(data.run(item) for item in data.cnndm_check(SHARED))
    assert check.quotes.accuracy >= 0.74 and check.sentences.accuracy >= 0.68 and check.bullets.accuracy >= 0.46
    assert check.unnamed_flag_wrong == []


def test_cnndm_pages_hold_their_measured_floors() -> None:
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    # first contact 0.437 / 0.478 / 0.545; session 9 (hearing carry, comments named as a thing) 0.868 / 0.745 / 0.750
    cnndm = data.score(data.run(item) for item in data.cnndm_pages(SHARED))
    assert cnndm.quotes.accuracy >= 0.86 and cnndm.sentences.accuracy >= 0.74 and cnndm.bullets.accuracy >= 0.75
    assert cnndm.unnamed_flag_wrong == []


def test_baldwins_scoop_is_his_own_claim_to_tmz_and_reactions_are_commenters() -> None:
    from bot.extract import article_from_text
    from bot.render import sourcing_lines

    text = shared_file("fixtures", "baldwins.txt").read_text(encoding="utf-8")
    article = article_from_text(text, source="baldwins.txt")
    mined = mine_quotes(article.paragraphs)
    recap = with_sourcing(build_recap(article, mined), mined)
    scoop = [q for q in recap.quotes if q.speaker == "Jason Scoop"]
    assert scoop and all((q.sourcing, q.via) == (OUT, "TMZ") for q in scoop)
    viewers = [q for q in recap.quotes if "rude" in q.text or "disrespectful" in q.text]
    assert viewers and all(q.sourcing is S for q in viewers)
    line = sourcing_lines(recap.sourcing)[0]
    assert "via TMZ (Jason Scoop's own account)" in line and "commenters" in line
    labels = label_article(article, mined)  # his account is never counted as on the record here
    assert all(s.found.label is OUT for s in labels.sentences if s.found.who == "Jason Scoop")


class _ModelSays:
    """An engine whose bullets are paraphrases that come with the model's own (wrong) say-so about sourcing."""

    cache_tag = "llm:fake"

    async def summarize(self, article: Article, quotes: object) -> object:
        from bot.models import Bullet, Recap

        bullets = (Bullet("Lyra Moss and Dev Arora have split, a source close to the couple said.", (1,),
                          sourcing=R),
                   Bullet("Moss wrote on Instagram that she was starting a new chapter.", (2,), sourcing=U))
        return Recap(article, "Moss and Arora split", bullets, (), (), self.cache_tag)


async def test_llm_bullets_get_labels_from_the_mined_facts_not_the_model() -> None:
    from bot.recapper import Recapper

    art = _story("Pop singer Lyra Moss has split from her husband Dev Arora, a source close to the couple told Us.",
                 "Moss posted a photo on Instagram with the caption: “New chapter.”")
    recapper = Recapper(loader=None, mine_quotes=mine_quotes, extractive=_ModelSays(), llm=_ModelSays())  # type: ignore[arg-type]
    recap = await recapper.recap_article(art, "llm")
    assert [(b.sourcing, b.via) for b in recap.summary] == [(A, None), (S, "Instagram")]
    assert recap.sourcing is not None and recap.sourcing.rests_on is A


def test_third_cnndm_set_is_even_half_and_new() -> None:
    """cnndm_third.json ('cnndm3') is of the even sha1(id) half and holds no article of another label set or of the
    quote sets tests/quotes/real_cnndm_*.json (the ids only)."""
    ids = [d["id"] for d in json.loads(data.THIRD.read_text(encoding="utf-8"))["pages"]]
    others = " ".join(p.read_text(encoding="utf-8") for p in data.HERE.glob("*.json") if p != data.THIRD)
    quote_sets = " ".join(p.read_text(encoding="utf-8")
                          for p in (data.REPO / "tests" / "quotes").glob("real_cnndm_*.json"))
    assert len(ids) == len(set(ids)) == 8
    assert all(int(hashlib.sha1(i.encode()).hexdigest(), 16) % 2 == 0 for i in ids)
    assert not any(i in others for i in ids)
    assert {i for i in ids if i in quote_sets} == LATER_IN_QUOTES_TUNE2 & set(ids)


def test_third_cnndm_set_holds_its_measured_floors() -> None:
    """cnndm3 (a tune set): first contact 0.375 / 0.609 / 0.667, after session 7's rules 0.625 / 0.800 / 0.952, after
    the outlet carry over short paragraphs (src17c) 0.792 / 0.835 / 0.952; session 8 (a named outlet's interview carries
    to the end, official estimates, a couple's interview) 0.917 / 0.878 / 0.952."""
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    third = data.score(data.run(item) for item in data.cnndm_third(SHARED))
    assert third.quotes.accuracy >= 0.91 and third.sentences.accuracy >= 0.87 and third.bullets.accuracy >= 0.95
    assert third.unnamed_flag_wrong == []


def test_more_cnndm_set_holds_its_measured_floors() -> None:
    """cnndm2 (a tune set): first contact 0.333 / 0.490 / 0.385, after session 7's rules 0.400 / 0.755 / 0.769, after
    programmes named before "show" are outlets (src17c) 0.800 / 0.857 / 0.846."""
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    more = data.score(data.run(item) for item in data.cnndm_more(SHARED))
    assert more.quotes.accuracy >= 0.80 and more.sentences.accuracy >= 0.85 and more.bullets.accuracy >= 0.84
    assert more.unnamed_flag_wrong == []


def test_check2_set_is_new_and_holds_its_first_contact() -> None:
    """check2_pages.json (session 8, a CHECK set: aggregate only) holds no page of another sourcing label set; its
    floors are its first contact (0.607 / 0.606 / 0.704)."""
    names = [d.get("file") or d["id"] for d in json.loads(data.CHECK2.read_text(encoding="utf-8"))["pages"]]
    others = " ".join(p.read_text(encoding="utf-8") for p in data.HERE.glob("*.json") if p != data.CHECK2)
    assert len(names) == len(set(names)) == 10 and not any(n in others for n in names)
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    shared_file("corpora", "trafilatura", "html")
    check2 = data.score(data.run(item) for item in data.check2_pages(SHARED))
    assert check2.quotes.accuracy >= 0.60 and check2.sentences.accuracy >= 0.60 and check2.bullets.accuracy >= 0.70
    assert check2.unnamed_flag_wrong == []


# check3 articles that a quotes TUNE set labelled the same hour by another helper (tests/quotes/real_cnndm_tune2.json,
# f3dbcd3): chosen independently, both before any code ran on them; from then on the miner may be tuned on them
CHECK3_IN_QUOTES_TUNE2 = frozenset({
    "00237a1d4477c976ee17d82d438e2650e0bff9a9", "00258c300ca824ab90db12db58480b00040a96d1",
    "004e6e935ea530b0992a89fd1307f7f41f4a234d", "000ca3fc9d877f8d4bb2ebd1d6858c69be571fd8"})


def test_check3_set_is_even_half_new_and_holds_its_first_contact() -> None:
    """check3_pages.json (session 9, a CHECK set: aggregate only) holds 10 CNN/DailyMail even-half articles that no
    other sourcing label set holds, and no quote set but the four of real_cnndm_tune2.json named above; its floors are
    its first contact at 977b84b (0.650 / 0.752 / 0.655)."""
    ids = [d["id"] for d in json.loads(data.CHECK3.read_text(encoding="utf-8"))["pages"]]
    others = " ".join(p.read_text(encoding="utf-8") for p in data.HERE.glob("*.json") if p != data.CHECK3)
    quote_sets = " ".join(p.read_text(encoding="utf-8") for p in (data.REPO / "tests" / "quotes").glob("*.json"))
    assert len(ids) == len(set(ids)) == 10
    assert all(int(hashlib.sha1(i.encode()).hexdigest(), 16) % 2 == 0 for i in ids)
    assert not any(i in others for i in ids)
    assert {i for i in ids if i in quote_sets} == CHECK3_IN_QUOTES_TUNE2
    shared_file("corpora", "cnndm-dev", "articles.jsonl")
    check3 = data.score(data.run(item) for item in data.check3_pages(SHARED))
    assert check3.quotes.accuracy >= 0.65 and check3.sentences.accuracy >= 0.75 and check3.bullets.accuracy >= 0.65
    assert check3.unnamed_flag_wrong == []
