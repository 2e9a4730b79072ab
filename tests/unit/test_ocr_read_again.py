"""When a document's first reading is read again (`casefile.ocr.interpret`): pages built as the OCR gives them."""

from __future__ import annotations

from casefile.ocr import interpret
from casefile.ocr.pages import ProcessedPage

ROWS = [
    ("ATTESTATION D'AFFILIATION", 0.95),
    ("La Caisse Nationale de Sécurité Sociale atteste que l'assuré(e) désigné(e) ci-après est immatriculé(e) :", 0.95),
]


def _page(rows: list[tuple[list[tuple[str, float]], float]], finish: ProcessedPage | None = None) -> ProcessedPage:
    """A page of rows, each its cells (text, confidence: 300 pixels apart, one word each) and its line's confidence
    as tesseract gave it (which counts the words dropped from the cells as noise)."""
    lines, cells = [], []
    for row, (row_cells, line_confidence) in enumerate(rows):
        y = 100 + 60 * row
        right = 100
        for i, (text, confidence) in enumerate(row_cells):
            x = 100 + 600 * i
            right = x + 20 * len(text)
            words, wx = [], x
            for word in text.split():
                words.append([word, confidence, wx, y, wx + 20 * len(word), y + 30])
                wx += 20 * (len(word) + 1)
            cells.append({"text": text, "confidence": confidence, "bbox": [x, y, right, y + 30], "row": row,
                          "words": words})  # fmt: skip
        text = " ".join(t for t, _ in row_cells)
        lines.append({"text": text, "confidence": line_confidence, "bbox": [100, y, right, y + 30]})
    page = ProcessedPage(1, 2000, 2800, "\n".join(line["text"] for line in lines), 0.9, lines, "ocr", cells)
    if finish is not None:
        page.finish = lambda: finish
    return page


def test_a_name_on_a_line_read_poorly_is_read_again_though_its_own_words_read_well():
    # given: a CNSS certificate's grid, the given names' row read 'Bréndl | Fatima Ezzahts' at 0.4: 'Bréndl' and
    # 'Ezzahts' read so poorly they are dropped from its cells as noise, leaving 'Fatima' alone, read well
    head = [([(text, conf)], conf) for text, conf in ROWS]
    # every other field a CNSS certificate carries, read surely: the first reading would be settled
    tail = [
        ([(label, 0.95), (value, 0.95)], 0.95)
        for label, value in (
            ("N° CIN", "E671239"),
            ("Date d'affiliation le", "25/08/2014"),
            ("N° d'immatriculation", "126630781"),
            ("Employeur", "Boulangerie Ennakhil SARL AU"),
            ("N° d'affiliation employeur", "4711953"),
        )
    ]
    first = [
        *head,
        ([("Nom", 0.95), ("OUHADDOU", 0.95)], 0.95),
        ([("Fatima", 0.92)], 0.4),
        *tail,
    ]
    again = [
        *head,
        ([("Nom", 0.95), ("OUHADDOU", 0.95)], 0.95),
        ([("Prénom", 0.96), ("Fatima Ezzahra", 0.91)], 0.9),
        *tail,
    ]
    page = _page(first, finish=_page(again))

    # when
    _, document_type, fields, read_again = interpret([page])

    # then: the poor line is read again, and the name is whole
    names = {f.field_name: f.value for f in fields}
    assert document_type == "cnss_certificate"
    assert read_again is True
    assert names["applicant_name"] == "Fatima Ezzahra OUHADDOU"
