"""HTTP plumbing shared by every function: app factory, errors, auth, role guard, rate limit."""
