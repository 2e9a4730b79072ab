"""Casefile shared package (the CommonLayer): API plumbing, domain logic, services and storage."""
