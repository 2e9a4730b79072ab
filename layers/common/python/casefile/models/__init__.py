"""Pydantic models: request bodies and response resources (exactly the spec's fields)."""
