# Casefile developer entry points. `make dev` and `make test` are all a new machine needs.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Python 3.12 (the Lambda runtime) where the machine has it, else python3.11 or python3 (>= 3.11). The real
# interpreter path (sys.executable) is kept, never a pyenv shim that stops working when the global version changes.
# Found once, on first use, so that `make help` runs no Python.
ifeq ($(origin PYTHON),undefined)
PYTHON = $(eval PYTHON := $(shell for p in python3.12 $$(ls -d $$HOME/.pyenv/versions/3.12*/bin/python3.12 2>/dev/null \
           | sort -V | tail -1) python3.11 python3; do \
           "$$p" -c 'import sys; assert sys.version_info >= (3, 11); print(sys.executable)' 2>/dev/null && break; \
           done))$(PYTHON)
endif

# Pinned tools: bump on purpose, never implicitly.
UV_VERSION := 0.13.9
SAM_CLI_VERSION := 1.170.0
CFN_LINT_VERSION := 1.58.0

# A uv that runs: the `uv` on PATH only if `uv --version` succeeds (a pyenv shim of another Python version
# fails it with 127) and is at least $(UV_VERSION) (older ones may not read uv.lock), else a private copy in
# .tools/ (a venv made with $(PYTHON), `pip install uv==$(UV_VERSION)`; never installed into the interpreter,
# which would create such a shim). `make UV=/path/to/uv` overrides.
TOOLS := .tools
ifeq ($(origin UV),undefined)
UV = $(eval UV := $(shell v=$$(uv --version 2>/dev/null | awk '{print $$2}'); \
       if [ -n "$$v" ] && [ "$$(printf '%s\n' $(UV_VERSION) "$$v" | sort -V | head -1)" = $(UV_VERSION) ]; then \
       command -v uv; else echo $(TOOLS)/bin/uv; fi))$(UV)
endif

VENV := .venv
BIN := $(VENV)/bin
SAM_VENV := .sam-venv
SAM := SAM_CLI_TELEMETRY=0 $(SAM_VENV)/bin/sam
# Reinstalled when a pinned version changes.
SAM_STAMP := $(SAM_VENV)/.installed-$(SAM_CLI_VERSION)-$(CFN_LINT_VERSION)

export OMP_THREAD_LIMIT := 1
# Python writes its bytecode (.pyc, ignored by git) even where the shell says not to: without it every process the
# suite starts (two pytest workers, each local stack's function processes) compiled every module it imports from
# source again; the suite took 345 s on two cores instead of 309 s.
unexport PYTHONDONTWRITEBYTECODE
export SAM_CLI_TELEMETRY := 0
export UV_PYTHON_DOWNLOADS := never

# Start of this make run (`make test` prints its duration).
MAKE_START := $(shell date +%s)

# Recipe lines: stop with a clear message when no Python >= 3.11 is found; make the private uv when it is
# the one chosen and is missing or broken.
define need-python
@test -n "$(PYTHON)" || { echo "make: no Python >= 3.11 found (python3.12, python3.11 or python3)" >&2; exit 1; }
endef
define need-uv
@if [ "$(UV)" = "$(TOOLS)/bin/uv" ] && ! $(TOOLS)/bin/uv --version >/dev/null 2>&1; then \
  echo "make: no working uv on PATH; installing uv $(UV_VERSION) into $(TOOLS)/"; \
  rm -rf $(TOOLS) && "$(PYTHON)" -m venv $(TOOLS) && \
  $(TOOLS)/bin/pip install --quiet --disable-pip-version-check "uv==$(UV_VERSION)" && \
  $(TOOLS)/bin/uv --version; \
fi
endef

.PHONY: help venv fuzz console console-check bench-console dev dev-reset demo test lint typecheck openapi format validate build deploy bench bench-ocr bench-documents fit-reader bench-soak bench-webhooks \
  layer-requirements ocr-layer-requirements ocr-deps clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-20s %s\n", $$1, $$2}'

$(VENV)/.synced: pyproject.toml uv.lock
	$(need-python)
	$(need-uv)
	$(UV) sync --frozen --python "$(PYTHON)"
	@touch $@

venv: $(VENV)/.synced ## create the virtualenv from the lock file

# tesseract's models for the OCR worker (tesserocr's wheel brings libtesseract, not the traineddata): found in
# TESSDATA_PREFIX or a system tessdata directory (the same list as casefile/ocr/engine.py), else apt-installed.
TESSDATA_DIRS := $(TESSDATA_PREFIX) /usr/share/tesseract-ocr/5/tessdata /usr/share/tesseract-ocr/4.00/tessdata \
  /usr/share/tessdata /usr/local/share/tessdata /opt/homebrew/share/tessdata

ocr-deps: ## tesseract's fra, ara and eng models for the OCR worker (apt-get install when missing)
	@for d in $(TESSDATA_DIRS); do \
	  for l in fra ara eng; do test -f "$$d/$$l.traineddata" || continue 2; done; exit 0; \
	done; \
	if command -v apt-get >/dev/null 2>&1; then \
	  SUDO=""; [ "$$(id -u)" -eq 0 ] || SUDO="$$(command -v sudo || true)"; \
	  echo "make: installing tesseract's fra, ara and eng models (apt-get)"; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq --no-install-recommends \
	    tesseract-ocr tesseract-ocr-fra tesseract-ocr-ara tesseract-ocr-eng >/dev/null; \
	else \
	  echo "make: install tesseract's fra, ara and eng traineddata (brew install tesseract-lang) or set" \
	       "TESSDATA_PREFIX" >&2; exit 1; \
	fi

# The web console (console/, Vite + Preact): `npm ci` when the lock file changed, `npm run build` into console/dist
# when a source changed. The local front serves console/dist at / (the API stays under /v1).
CONSOLE_SOURCES := $(wildcard console/src/*.ts console/src/*.tsx console/src/*.css console/src/pages/*.tsx) \
  console/index.html console/vite.config.ts console/tsconfig.json

console/node_modules/.installed: console/package.json console/package-lock.json
	cd console && npm ci --no-audit --no-fund --loglevel=error
	@touch $@

console/dist/index.html: console/node_modules/.installed $(CONSOLE_SOURCES)
	cd console && npm run --silent build
	@touch $@

console: console/dist/index.html ## build the web console (console/dist) when its sources changed (Node >= 18, npm)

console-check: console/node_modules/.installed ## the console's type check (tsc) and component tests (Vitest)
	cd console && npm run --silent check

bench-console: venv console ## console budgets: first-screen JS gzipped, sign-in to the inbox of 1,000 cases (chromium)
	$(BIN)/python -m bench.console

dev: venv ## serve the console on http://127.0.0.1:3000/ and its API under /v1 (local stack, demo workspace seeded)
	@$(MAKE) --no-print-directory ocr-deps || \
	  echo "make: without tesseract's models the OCR worker fails every upload with ocr_failed" >&2
	@$(MAKE) --no-print-directory console || \
	  echo "make: the console was not built (it needs Node >= 18 and npm); the API is served all the same" >&2
	$(BIN)/python -m local.stack $(DEV_FLAGS)

dev-reset: ## delete the local stack's saved data (~/.casefile/local-stack-data/), then `make dev` from empty
	@$(MAKE) --no-print-directory dev DEV_FLAGS=--fresh

demo: venv ## against a running `make dev`: the whole journey (sign-in, webhook, case, two documents, score, decision)
	$(BIN)/python -m local.demo

# lint (mypy, mostly), the console's build and its check (tsc, Vitest) run side by side (-j2: each is one process), their
# output kept per target; then pytest on both cores.
test: venv ## the whole suite (lint and type check included); what CI runs; prints its duration
	@$(MAKE) --no-print-directory -j2 --output-sync=target lint console console-check
	@start=$$(date +%s); rc=0; $(BIN)/pytest -n 2 --dist worksteal -q || rc=$$?; end=$$(date +%s); \
	if [ $$rc -eq 5 ]; then echo "make test: pytest collected no tests" >&2; fi; \
	echo "make test: $$((end - $(MAKE_START))) s (pytest $$((end - start)) s)"; \
	exit $$rc

fuzz: venv ## the generated route fuzzing (console and Partner API) at 100 examples per operation (make test runs 2)
	FUZZ_EXAMPLES=100 $(BIN)/pytest -n 2 --dist worksteal -q tests/integration/test_routes_fuzz.py \
	  tests/integration/test_partner_routes.py -k every_answer_is_declared

lint: venv typecheck ## mypy (make typecheck), ruff lint (complexity gate included) and format check, import contracts
	$(BIN)/lint-imports --no-cache
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: venv ## mypy: the casefile package, local/ and every function (config in pyproject.toml)
	$(BIN)/mypy

openapi: venv ## write docs/openapi.json and the route table of docs/api.md from the function apps
	$(BIN)/python -m local.openapi

format: venv ## apply ruff fixes and formatting
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

$(SAM_STAMP):
	$(need-python)
	rm -rf $(SAM_VENV)
	"$(PYTHON)" -m venv $(SAM_VENV)
	$(SAM_VENV)/bin/pip install --quiet --disable-pip-version-check \
	  "aws-sam-cli==$(SAM_CLI_VERSION)" "cfn-lint==$(CFN_LINT_VERSION)"
	@touch $@

# --no-default-groups: the runtime dependencies only; --no-dev alone would keep the `ocr` group (a default group),
# putting tesserocr and pypdfium2 into every API function's layer.
layer-requirements: venv ## export the layer's pinned requirements from uv.lock
	$(need-uv)
	$(UV) export --frozen --no-default-groups --no-emit-project --no-hashes --format requirements-txt \
	  -o layers/common/python/requirements.txt >/dev/null

ocr-layer-requirements: venv ## export the OCR layer's pinned requirements (the `ocr` group) from uv.lock
	$(need-uv)
	$(UV) export --frozen --only-group ocr --no-emit-project --no-hashes --format requirements-txt \
	  -o layers/ocr/requirements.txt >/dev/null

validate: $(SAM_STAMP) ## sam validate --lint and cfn-lint
	$(SAM) validate --lint --template template.yaml
	$(SAM_VENV)/bin/cfn-lint template.yaml

build: $(SAM_STAMP) layer-requirements ocr-layer-requirements ## sam build (Python 3.12 on PATH; OCR layer: layers/ocr/Makefile)
	PATH="$(dir $(PYTHON)):$$PATH" $(SAM) build --template template.yaml

deploy: build ## sam deploy --config-env dev
	$(SAM) deploy --config-env dev

bench: venv ## cold import time per function, warm latency and DynamoDB calls per route; OCR (bench-ocr)
	$(BIN)/python -m bench.run
	$(BIN)/python -m bench.ocr

bench-ocr: venv ## OCR seconds per page vs the tesseract CLI, pages per minute, peak memory of a 200-page PDF
	$(BIN)/python -m bench.ocr

bench-documents: venv ## document reader accuracy and speed: generated corpus (s/page vs tesseract), randomized corpus, blind families, real specimens
	$(BIN)/python -m bench.accuracy
	$(BIN)/python -m bench.docscore randgen:100:7 families specimens:tuning specimens:held_out
	$(BIN)/python -m bench.mrzscore

fit-reader: venv ## fit the reader's weights (casefile/domain/documents/weights.json) on the training corpus
	$(BIN)/python -m bench.fit

bench-webhooks: venv ## webhooks: deliveries/s of one dispatcher, commit-to-receipt p50/p95 on the local stack
	$(BIN)/python -m bench.webhooks

bench-soak: venv ## the local stack under real use: 10,000 cases, 20 clients, 1,000 requests/min, 10 minutes
	$(BIN)/python -m bench.soak

clean: ## remove build output and caches (not .venv, .sam-venv, .tools)
	rm -rf .aws-sam .pytest_cache .mypy_cache
