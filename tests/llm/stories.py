"""Short fictional gossip stories of our own, for the real-model run (``make test-llm``, benchmarks/llm_local.py).

Every name, place and quotation here is invented. They were written before the engine was run on them with a real
model and are never tuned on: they only measure. Each has direct quotations with a clear speaker, at least one
narrative sentence that is not a quotation, and most carry an attributed claim.
"""

from __future__ import annotations

from bot.models import Article

STORIES: dict[str, tuple[str, tuple[str, ...]]] = {
    "orla-finch-tour": (
        "Orla Finch cancels autumn tour after vocal injury",
        (
            "Singer Orla Finch has cancelled the last twelve dates of her autumn tour after injuring her voice, "
            "her label announced on Tuesday.",
            "\u201cI am heartbroken, but my doctors have told me to rest for two months,\u201d Finch wrote on "
            "Instagram.",
            "Fans who bought tickets for the shows in Dublin, Leeds and Glasgow will get a full refund, the "
            "promoter said.",
            "A source close to the singer claimed that the tour schedule had been too packed from the start.",
            "Her bandmate Kit Rowe defended the decision. \u201cHealth comes first, always,\u201d Rowe told "
            "reporters outside the studio.",
        ),
    ),
    "dunmore-wedding": (
        "Chef Ravi Dunmore marries long-time partner in Tuscany",
        (
            "Television chef Ravi Dunmore married his partner of nine years, the architect Lena Osei, at a "
            "vineyard in Tuscany on Saturday.",
            "About eighty guests attended, including the presenter Maddie Crane and the footballer Joel Ampah.",
            "\u201cIt was the happiest day of my life, and the food was not bad either,\u201d Dunmore joked in "
            "a post the next morning.",
            "Osei wore a gown by the designer Petra Holm, who said: \u201cLena wanted something simple that she "
            "could dance in.\u201d",
            "The couple reportedly plan a second celebration in London next spring.",
        ),
    ),
    "harlow-lawsuit": (
        "Actor Ben Harlow sued by former assistant",
        (
            "Actor Ben Harlow is being sued by his former assistant, Jess Marlin, who claims she was not paid "
            "for eighteen months of overtime.",
            "According to the court filing, Marlin worked up to seventy hours a week on the set of his last two "
            "films.",
            "Harlow's lawyer, Tom Vance, denied the claims. \u201cMr Harlow paid every penny he owed, and we "
            "will show that in court,\u201d Vance said.",
            "Marlin's attorney said her client had kept detailed records of every shift.",
            "\u201cShe is not after money, she wants the truth on the record,\u201d said the attorney, Rosa "
            "Keane.",
            "A hearing is set for March.",
        ),
    ),
    "pike-feud": (
        "Reality stars Gina Pike and Cora Lund reignite feud",
        (
            "Reality television stars Gina Pike and Cora Lund have reignited their long-running feud after a "
            "tense reunion episode aired on Sunday.",
            "During the taping, Lund accused Pike of leaking private messages to a tabloid.",
            "\u201cI have never leaked anything in my life,\u201d Pike said on the show. \u201cShe knows "
            "that.\u201d",
            "Lund later posted a video in which she said: \u201cI have the screenshots, and I am not afraid to "
            "use them.\u201d",
            "The network said the reunion drew its biggest audience in three years.",
        ),
    ),
    "moss-baby": (
        "Olympic swimmer Ada Moss expecting first child",
        (
            "Olympic swimmer Ada Moss and her husband, the rugby player Sam Ferris, are expecting their first "
            "child, the couple announced on Friday.",
            "\u201cOur little team is growing,\u201d Moss wrote beside a photo of the pair holding a tiny "
            "swimsuit.",
            "Moss, who won two gold medals in the relay, said she would take a break from racing until next "
            "year.",
            "Ferris told a radio show: \u201cI am already practising nappy changes on a teddy bear.\u201d",
            "The couple married in a small ceremony in Cornwall two years ago.",
        ),
    ),
    "vale-departure": (
        "Presenter Nina Vale leaves breakfast show after six years",
        (
            "Presenter Nina Vale is leaving the breakfast show she has hosted for six years, the broadcaster "
            "confirmed on Wednesday.",
            "Insiders claimed that Vale had clashed with a new producer over the programme's direction.",
            "Vale denied any row. \u201cThere was no fight, I simply want to try something new,\u201d she told "
            "the Daily Ledger.",
            "Her co-host, Omar Reid, paid tribute on air: \u201cNina made every early morning feel easy.\u201d",
            "The broadcaster said a replacement would be named before the summer.",
        ),
    ),
}


# Who spoke each quotation (by its first words), read off the stories above: a shown speaker must be this one or none.
SPEAKERS: dict[str, dict[str, str]] = {
    "orla-finch-tour": {"I am heartbroken": "Orla Finch", "Health comes first": "Kit Rowe"},
    "dunmore-wedding": {"It was the happiest": "Ravi Dunmore", "Lena wanted something": "Petra Holm"},
    "harlow-lawsuit": {"Mr Harlow paid": "Tom Vance", "She is not after money": "Rosa Keane"},
    "pike-feud": {"I have never leaked": "Gina Pike", "She knows": "Gina Pike", "I have the screenshots": "Cora Lund"},
    "moss-baby": {"Our little team": "Ada Moss", "I am already practising": "Sam Ferris"},
    "vale-departure": {"There was no fight": "Nina Vale", "Nina made every": "Omar Reid"},
}


def story(key: str) -> Article:
    title, paragraphs = STORIES[key]
    return Article(
        source=f"fiction:{key}",
        url=f"https://gossip.example/{key}",
        title=title,
        paragraphs=paragraphs,
        site="Gossip Example",
    )


def all_stories() -> list[Article]:
    return [story(k) for k in STORIES]
