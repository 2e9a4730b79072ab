"""Local emulation of the Casefile stack: moto as AWS, an API Gateway-like front, SQS pollers.

Everything is derived from `template.yaml`, the single source of truth for resources and routes.
"""
