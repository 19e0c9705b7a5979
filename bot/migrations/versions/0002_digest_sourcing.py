"""Digest entries keep the recap's sourcing verdict (issue #17): a nullable JSON column.

Revision ID: 0002
Revises: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision: str | None = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("digest_entries", sa.Column("sourcing", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("digest_entries") as batch:
        batch.drop_column("sourcing")
