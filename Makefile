# Casefile developer entry points. `make dev` and `make test` are all a new machine needs.
SHELL := /bin/bash
.DEFAULT_GOAL := help

# Python 3.12 (the Lambda runtime) where the machine has it, else the default python3.
PYTHON ?= $(shell for p in python3.12 $$(ls -d $$HOME/.pyenv/versions/3.12*/bin/python3.12 2>/dev/null | sort -V | tail -1) python3.11 python3; do \
            if [ -n "$$p" ] && "$$p" -c 'import sys; assert sys.version_info >= (3, 11)' >/dev/null 2>&1; then command -v "$$p" || echo "$$p"; break; fi; done)
UV ?= $(shell command -v uv 2>/dev/null || echo "$(PYTHON) -m uv")
VENV := .venv
BIN := $(VENV)/bin
SAM_VENV := .sam-venv
SAM := SAM_CLI_TELEMETRY=0 $(SAM_VENV)/bin/sam

export OMP_THREAD_LIMIT := 1
export SAM_CLI_TELEMETRY := 0
export UV_PYTHON_DOWNLOADS := never

.PHONY: help venv dev test lint format validate build deploy bench layer-requirements clean

help: ## list the targets
	@grep -E '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-20s %s\n", $$1, $$2}'

$(VENV)/.synced: pyproject.toml uv.lock
	@$(PYTHON) -m uv --version >/dev/null 2>&1 || command -v uv >/dev/null 2>&1 || $(PYTHON) -m pip install --quiet uv
	$(UV) sync --frozen --python "$(PYTHON)"
	@touch $@

venv: $(VENV)/.synced ## create the virtualenv from the lock file

dev: venv ## serve the console API on http://127.0.0.1:3000 (local stack, demo workspace seeded)
	$(BIN)/python -m local.stack

test: venv lint ## the whole suite (lint included); what CI runs
	$(BIN)/pytest -n 2 -q

lint: venv ## ruff lint and format check
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

format: venv ## apply ruff fixes and formatting
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

$(SAM_VENV)/.installed:
	$(PYTHON) -m venv $(SAM_VENV)
	$(SAM_VENV)/bin/pip install --quiet aws-sam-cli cfn-lint
	@touch $@

layer-requirements: venv ## export the layer's pinned requirements from uv.lock
	$(UV) export --frozen --no-dev --no-emit-project --no-hashes --format requirements-txt \
	  -o layers/common/python/requirements.txt >/dev/null

validate: $(SAM_VENV)/.installed ## sam validate --lint and cfn-lint
	$(SAM) validate --lint --template template.yaml
	$(SAM_VENV)/bin/cfn-lint template.yaml

build: $(SAM_VENV)/.installed layer-requirements ## sam build (Python 3.12 on PATH)
	PATH="$(dir $(PYTHON)):$$PATH" $(SAM) build --template template.yaml

deploy: build ## sam deploy --config-env dev
	$(SAM) deploy --config-env dev

bench: venv ## cold import time per function, warm latency and DynamoDB calls per route
	$(BIN)/python -m bench.run

clean:
	rm -rf .aws-sam .pytest_cache
