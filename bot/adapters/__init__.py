"""Chat-platform adapters: translate Discord / Slack events into calls on :class:`bot.app.Core` and post replies.

Each adapter has a ``register(...)`` that wires one small handler per file and one error hook; the core never
imports a platform SDK.
"""
