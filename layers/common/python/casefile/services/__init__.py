"""Use cases: combine domain rules and storage. No HTTP here."""
