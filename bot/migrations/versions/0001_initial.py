"""Initial schema: cache, channel settings, Slack event dedup, digest entries / subscriptions / runs.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision: str | None = None
branch_labels = None
depends_on = None

_TS = sa.DateTime(timezone=True)


def upgrade() -> None:
    op.create_table(
        "cache",
        sa.Column("kind", sa.String(32), primary_key=True),
        sa.Column("key", sa.String(2048), primary_key=True),
        sa.Column("data", sa.Text(), nullable=False),
        sa.Column("expires_at", _TS, nullable=False),
    )
    op.create_index("ix_cache_expires_at", "cache", ["expires_at"])
    op.create_table(
        "channel_settings",
        sa.Column("platform", sa.String(16), primary_key=True),
        sa.Column("workspace", sa.String(64), primary_key=True),
        sa.Column("channel", sa.String(64), primary_key=True),
        sa.Column("mode", sa.String(16), nullable=False),
        sa.Column("updated_at", _TS, nullable=False),
    )
    op.create_table(
        "seen_events",
        sa.Column("platform", sa.String(16), primary_key=True),
        sa.Column("event_id", sa.String(255), primary_key=True),
        sa.Column("seen_at", _TS, nullable=False),
    )
    op.create_index("ix_seen_events_seen_at", "seen_events", ["seen_at"])
    op.create_table(
        "digest_entries",
        sa.Column("id", sa.Integer(), primary_key=True, autoincrement=True),
        sa.Column("platform", sa.String(16), nullable=False),
        sa.Column("workspace", sa.String(64), nullable=False),
        sa.Column("channel", sa.String(64), nullable=False),
        sa.Column("canonical_url", sa.String(2048), nullable=False),
        sa.Column("day", sa.String(10), nullable=False),
        sa.Column("story_key", sa.String(64), nullable=False),
        sa.Column("title", sa.Text(), nullable=False),
        sa.Column("headline", sa.Text(), nullable=False),
        sa.Column("site", sa.String(255), nullable=True),
        sa.Column("key_quote", sa.Text(), nullable=True),
        sa.Column("people", sa.Text(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("interest", sa.Integer(), nullable=False),
        sa.Column("posted_at", _TS, nullable=False),
        sa.UniqueConstraint("platform", "workspace", "channel", "canonical_url", "day", name="uq_digest_entry_day"),
    )
    op.create_index(
        "ix_digest_entries_channel_time", "digest_entries", ["platform", "workspace", "channel", "posted_at"]
    )
    op.create_table(
        "digest_subscriptions",
        sa.Column("platform", sa.String(16), primary_key=True),
        sa.Column("workspace", sa.String(64), primary_key=True),
        sa.Column("channel", sa.String(64), primary_key=True),
        sa.Column("at_time", sa.String(5), nullable=False),
        sa.Column("tz", sa.String(64), nullable=False),
        sa.Column("created_at", _TS, nullable=False),
        sa.Column("updated_at", _TS, nullable=False),
    )
    op.create_table(
        "digest_runs",
        sa.Column("platform", sa.String(16), primary_key=True),
        sa.Column("workspace", sa.String(64), primary_key=True),
        sa.Column("channel", sa.String(64), primary_key=True),
        sa.Column("local_date", sa.String(10), primary_key=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("owner", sa.String(64), nullable=False),
        sa.Column("attempts", sa.Integer(), nullable=False),
        sa.Column("claimed_at", _TS, nullable=False),
        sa.Column("finished_at", _TS, nullable=True),
    )
    op.create_index("ix_digest_runs_claimed_at", "digest_runs", ["claimed_at"])


def downgrade() -> None:
    for table in ("digest_runs", "digest_subscriptions", "digest_entries", "seen_events", "channel_settings", "cache"):
        op.drop_table(table)
