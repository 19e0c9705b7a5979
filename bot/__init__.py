"""gossip-recap: a Discord/Slack bot that recaps gossip articles with cited bullets and verbatim, attributed quotes."""

__version__ = "0.1.0"
