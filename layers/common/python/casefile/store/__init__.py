"""Storage: the only package that talks to AWS (DynamoDB, S3, SQS, Secrets Manager)."""
