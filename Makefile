# Pico Parlor. The two front-door commands: `make play` and `make test` (README.md).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# `make test`'s workers (pytest-xdist): auto is one per core
JOBS ?= auto
# PORT=/dev/ttyACM0 (or COM3, socket://host:port) picks the board; empty: mpremote finds it
PORT ?=

# make firmware MICROPYTHON=/path/to/micropython [BOARDS="RPI_PICO RPI_PICO2"]
MICROPYTHON ?=
BOARDS ?= RPI_PICO

# web-serve's port on 127.0.0.1
WEB_PORT ?= 8000
# `make test` builds the web page when npm is there (its browser test skips without it)
NPM := $(shell command -v npm 2>/dev/null)

.PHONY: setup upgrade play test lint bench stage deploy firmware arena fonts clean web web-serve browser package.json

setup: $(VENV)/.installed build/mplib/.staged

# The lock (requirements.txt): exact versions with the hashes of every file of each release,
# so the same files install on Python 3.9-3.12, x86_64 or aarch64, from any index or mirror.
$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --require-hashes -r requirements.txt
	touch $@

# Newer versions (README "Moving to newer versions"): the lock compiled again from
# requirements*.in (PyPI as uv finds it, no local configuration), installed, then the tests.
upgrade: setup
	$(VENV)/bin/uv pip compile --no-config --universal --python-version 3.9 --generate-hashes \
		--upgrade --quiet requirements.in requirements-dev.in -o requirements.txt
	$(MAKE) test

# The adafruit driver modules, for the simulated board under MicroPython's unix port.
build/mplib/.staged: $(VENV)/.installed sim/mplib.py
	$(PY) -m sim.mplib
	touch $@

play: setup
	$(PY) -m sim $(ARGS)

# Both cores (pytest-xdist, JOBS); the ten slowest tests at the end.
test: lint $(if $(NPM),web)
	$(PY) -m pytest -n $(JOBS) --dist worksteal --durations=10

# ruff, configured in pyproject.toml; `make test` runs it first
lint: setup
	$(VENV)/bin/ruff check .

bench: setup
	$(PY) -m bench

stage: setup
	$(PY) tools/stage.py

# copies what changed, removes what this version no longer has, hard-resets into the app
deploy: stage
	$(PY) tools/deploy.py --port "$(PORT)"

firmware: setup
	$(PY) tools/firmware.py "$(MICROPYTHON)" $(BOARDS)

# package.json for mip is derived from the device file list, never committed (README)
package.json: setup
	$(PY) tools/stage.py --package-json

# The firmware in a browser (README "Play in a browser"): build/web/, a static page.
web: setup web/node_modules/.installed
	$(PY) -m web.build

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web-serve: web
	$(PY) -m web.serve $(WEB_PORT)

# Chromium and its driver for the browser test (Debian's packages), when missing and apt-get
# can install them (CI runs as root); elsewhere it says what to install.
browser:
	@if command -v chromium >/dev/null && command -v chromedriver >/dev/null; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
			chromium chromium-driver >/dev/null; \
	else echo "browser: install Debian's chromium and chromium-driver for the browser test"; fi

fonts:
	$(PYTHON) tools/mkfont.py

clean:
	rm -rf build .pytest_cache
