"""Pure domain logic: no I/O, no AWS, no HTTP."""
