# Two commands a newcomer needs:
#   make play   - create .venv, install the game, start it
#   make test   - create .venv, install the dev tools, run the whole test suite
PYTHON ?= python3
VENV   ?= .venv
BIN    := $(VENV)/bin

.PHONY: play test venv lint bench web web-offline runtime-given clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --upgrade pip >/dev/null

venv: $(BIN)/python
	$(BIN)/python -m pip install -e '.[dev]'

play: $(BIN)/python
	$(BIN)/python -m pip install -e .
	$(BIN)/python main.py

test: venv
	bash tools/setup_browser.sh
	$(BIN)/ruff check game tests benchmarks tools main.py
	$(BIN)/mypy
	$(BIN)/python -m pytest

lint: venv
	$(BIN)/ruff check game tests benchmarks tools main.py
	$(BIN)/mypy

bench: venv
	$(BIN)/python benchmarks/engine_throughput.py

web: venv
	$(BIN)/python tools/build_web.py

# A self-contained build for USB sticks and intranets: RUNTIME is a local copy of pygbag's
# runtime folder (docs/web.md lists its files), copied next to the game so that the page,
# the game and the runtime all load from wherever the folder is served.
web-offline: runtime-given venv
	$(BIN)/python tools/build_web.py --runtime "$(RUNTIME)" --out build/web-offline

runtime-given:
	@test -n "$(RUNTIME)" || { echo "usage: make web-offline RUNTIME=path/to/pygbag-runtime (see docs/web.md)" >&2; exit 2; }

clean:
	rm -rf build $(VENV) node_modules
