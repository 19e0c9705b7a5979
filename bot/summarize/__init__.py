"""Summarizers: turn an Article plus its mined quotes into a Recap.

``extractive`` (offline, the default and the fallback) picks whole article sentences; ``llm`` asks a model.
"""

from __future__ import annotations
