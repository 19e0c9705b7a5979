"""Alembic migrations for the bot's store (run programmatically by :meth:`bot.store.Store.connect`)."""
