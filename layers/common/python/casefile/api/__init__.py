"""HTTP plumbing shared by every function: app factory, errors, auth, role guard, rate limit."""

from casefile.api import compat

compat.install()  # before any route is declared: FastAPI's pydantic.v1 checks without importing pydantic.v1
