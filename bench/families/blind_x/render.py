"""Renderer of blind_x, run by the system Python (/usr/bin/python3, which has PyGObject, Pango and pycairo).

    /usr/bin/python3 render.py job.json

job.json holds {"docs": [...]} as written by build(). For each document it draws the pages with Cairo and
Pango (layouts.py) and prints one JSON line: {"id", "printed": [...fields...], "pdf": path} for a born-digital
PDF, or {"id", "printed", "pages": [{"path", "w", "h", "stride"}]} for raster pages (raw BGRx dumps).
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from draw import Canvas
from layouts import draw_document

CREATORS = {
    "payslip": ["Sage Paie & RH", "PaieMaroc Pro 7", "HR Access Suite", "Odoo Paie"],
    "employment_certificate": ["Microsoft Word 2019", "LibreOffice Writer", "Odoo RH"],
    "salary_certificate": ["Microsoft Word 2016", "Odoo RH", "LibreOffice Writer"],
    "cnss_certificate": ["Damancom - Portail CNSS"],
    "bank_statement": ["e-Relevés", "Banque en ligne - Edition PDF", "Oracle BI Publisher"],
    "rib": ["Banque en ligne", "Edition RIB"],
}


def meta_for(doc):
    issued = doc.get("issued") or "2025-05-12"
    minute = doc["seed"] % 50 + 5
    hour = doc["seed"] % 8 + 9
    stamp = f"{issued}T{hour:02d}:{minute:02d}:00"
    creators = CREATORS.get(doc["type"], ["Cairo"])
    meta = {
        "CREATE_DATE": stamp,
        "MOD_DATE": stamp,
        "CREATOR": creators[doc["seed"] % len(creators)],
        "TITLE": f"{doc['type']} {doc['id']}",
    }
    return meta


def main():
    with open(sys.argv[1], encoding="utf-8") as fh:
        job = json.load(fh)
    for doc in job["docs"]:
        canvas = Canvas(doc, doc["out"], meta_for(doc))
        draw_document(canvas, doc)
        result = canvas.finish()
        result.update(id=doc["id"], printed=sorted(canvas.printed))
        sys.stdout.write(json.dumps(result) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
