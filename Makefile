# Pico Parlor. The two front-door commands: `make play` and `make test` (README.md).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
REQS := requirements.txt $(wildcard requirements-dev.txt)
# PORT=/dev/ttyACM0 (or COM3, socket://host:port) picks the board; empty: mpremote finds it
PORT ?=

# make firmware MICROPYTHON=/path/to/micropython [BOARDS="RPI_PICO RPI_PICO2"]
MICROPYTHON ?=
BOARDS ?= RPI_PICO

.PHONY: setup play test bench stage deploy firmware arena fonts clean

setup: $(VENV)/.installed build/mplib/.staged

$(VENV)/.installed: $(REQS)
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet $(foreach r,$(REQS),-r $(r))
	touch $@

# The adafruit driver modules, for the simulated board under MicroPython's unix port.
build/mplib/.staged: $(VENV)/.installed sim/mplib.py
	$(PY) -m sim.mplib
	touch $@

play: setup
	$(PY) -m sim $(ARGS)

test: setup
	$(PY) -m pytest

bench: setup
	$(PY) -m bench

stage: setup
	$(PY) tools/stage.py

# copies what changed, removes what this version no longer has, hard-resets into the app
deploy: stage
	$(PY) tools/deploy.py --port "$(PORT)"

firmware: setup
	$(PY) tools/firmware.py "$(MICROPYTHON)" $(BOARDS)

package.json: setup
	$(PY) tools/stage.py --package-json

fonts:
	$(PYTHON) tools/mkfont.py

clean:
	rm -rf build .pytest_cache
