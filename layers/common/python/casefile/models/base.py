"""The base of every API and record model: its validator and serializer are built when first used, not when its
module is imported.

A function imports model modules whole (cases, documents, scoring), but a request needs only its route's models:
Cases never validates a scoring policy, no function validates the error bodies its routes document. Building every
model at import was most of an API function's cold start beyond FastAPI's own (`make bench`). A deferred model is
built by the first request that validates or dumps it; `tests/unit/test_models_build.py` builds each one, so a
model that cannot be built fails the suite, not a request.
"""

import warnings

from pydantic import BaseModel, ConfigDict
from pydantic.warnings import UnsupportedFieldAttributeWarning

# FastAPI wraps each route parameter's type in a TypeAdapter with the parameter's Field (its alias among others)
# and silences this warning while it builds it (fastapi._compat.v2.ModelField). A deferred model moves that build
# to the first request, outside FastAPI's silencing: silence it there too, or every cold start logs it once.
warnings.filterwarnings("ignore", category=UnsupportedFieldAttributeWarning)


class Model(BaseModel):
    model_config = ConfigDict(defer_build=True)
