# gossip-recap — the two commands: `make demo` (offline recap of the sample article) and `make test` (whole suite).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck bench services clean

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/gossip-recap --config config.example.toml recap examples/sample-article.html

services:
	@bash scripts/ensure-postgres.sh

test: $(STAMP) services
	$(BIN)/ruff check bot tests benchmarks
	$(BIN)/mypy
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python benchmarks/extraction.py
	$(BIN)/python benchmarks/pipeline.py
	$(BIN)/python benchmarks/quotes.py
	$(BIN)/python benchmarks/recap_quality.py
	$(BIN)/python benchmarks/load.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
