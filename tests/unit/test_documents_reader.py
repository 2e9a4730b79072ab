"""The document reader's decisions on positioned text: cells and rows, label -> value, checks that choose the
next candidate (MRZ readings, net in words), names, and the merge's tolerance for misreadings."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from casefile.domain.documents import ExtractedField, SourceDocument, TextLine, classify, extract_fields, merge_fields
from casefile.domain.documents.layout import build
from casefile.domain.documents.values import names_agree
from tests.support import docgen


def cell(text: str, x: int, y: int, *, row: int, page: int = 1, confidence: float = 0.9) -> TextLine:
    """A cell as the OCR layer gives it: a box 30 pixels high, 20 pixels per character."""
    return TextLine(text, confidence, page, (x, y, x + 20 * len(text), y + 30), row)


def fields_of(document_type: str, cells: list[TextLine]) -> dict[str, object]:
    return {f.field_name: f.value for f in extract_fields(document_type, cells)}


# label -> value by position ---------------------------------------------------------------------------------
def test_a_two_column_form_reads_each_label_s_value_in_the_next_cell():
    # given: labels in a left column and values in a right one, each pair a row of two cells
    cells = [
        cell("BULLETIN DE SALAIRE", 100, 50, row=0),
        cell("Nom", 100, 200, row=1),
        cell("BENNANI", 600, 200, row=1),
        cell("Prénom", 100, 260, row=2),
        cell("IMANE", 600, 260, row=2),
        cell("Immatriculation CNSS", 100, 320, row=3),
        cell("122345168", 600, 320, row=3),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: the family and given names are one name, given names first
    assert (fields["applicant_name"], fields["cnss_number"]) == ("IMANE BENNANI", "122345168")


def test_a_grid_of_labels_above_values_reads_the_cell_below_never_the_next_label():
    # given: a row of three labels, their values in the row under them
    cells = [
        cell("BULLETIN DE PAIE", 100, 50, row=0),
        cell("Salarié", 100, 200, row=1),
        cell("Matricule CNSS", 700, 200, row=1),
        cell("C.I.N.", 1400, 200, row=1),
        cell("BENJELLOUN Youssef", 100, 250, row=2),
        cell("190527132", 700, 250, row=2),
        cell("AB478596", 1400, 250, row=2),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: 'FAMILY Given' comes back given names first; no label is taken for a value
    assert fields["applicant_name"] == "Youssef BENJELLOUN"
    assert fields["cnss_number"] == "190527132"
    assert fields["cin"] == "AB478596"


def test_a_colon_in_its_own_cell_and_a_bilingual_label_s_other_half_are_not_values():
    # given: 'Nom  :  EL IDRISSI' in three cells, and 'Prénom / <Arabic>' with the value below
    cells = [
        cell("ATTESTATION D'AFFILIATION", 100, 50, row=0),
        cell("Nom", 100, 200, row=1),
        cell(":", 500, 200, row=1),
        cell("EL IDRISSI", 600, 200, row=1),
        cell("Prénom / الاسم", 100, 260, row=2),
        cell("Salma", 100, 300, row=3),
    ]

    # when / then
    assert fields_of("cnss_certificate", cells)["applicant_name"] == "Salma EL IDRISSI"


def test_cells_at_the_same_height_from_different_lines_share_a_row():
    # given: tesseract read the label and the amount as two lines at the same height
    cells = [
        cell("BULLETIN DE PAIE", 100, 50, row=0),
        cell("NET A PAYER", 1100, 1500, row=7),
        cell("17 236,21 DH", 1650, 1504, row=8),
    ]

    # when / then
    assert fields_of("payslip", cells)["net_salary"] == 17236.21


def test_a_multi_month_payslip_gives_its_newest_month():
    # given: three monthly payslips in one file, oldest first, each page its own month and net
    lines = []
    for page, (month, net) in enumerate(
        (("Mars 2026", "9 000,00"), ("Mai 2026", "9 500,00"), ("Avril 2026", "9 200,00"))
    ):
        lines += [
            TextLine("BULLETIN DE PAIE", 0.9, page + 1),
            TextLine(f"Période de paie : {month}", 0.9, page + 1),
            TextLine(f"Net à payer : {net}", 0.9, page + 1),
        ]

    # when
    fields = {f.field_name: f for f in extract_fields("payslip", lines)}

    # then: May, from its own page
    assert (fields["pay_period"].value, fields["net_salary"].value, fields["net_salary"].page) == ("2026-05", 9500.0, 2)


def test_the_employer_is_the_letterhead_s_company_not_the_first_label():
    # given: an employee table on the left, the company's name (a legal form) on the right, higher up
    cells = [
        cell("BULLETIN DE SALAIRE", 100, 50, row=0),
        cell("Matricule", 100, 400, row=1),
        cell("006932", 600, 400, row=1),
        cell("Ocean Textiles SA", 1500, 390, row=2),
    ]

    # when / then
    assert fields_of("payslip", cells)["employer"] == "Ocean Textiles SA"


def test_a_pay_row_beside_the_employer_s_label_is_not_the_employer():
    # given: a temp agency's payslip, its employer block at the left and the pay table at the right, the table's
    # first row ('Salaire de base mission') on the 'Raison sociale' label's row (a degraded scan, layout r)
    cells = [
        cell("MAGHREB LOGISTIQUE SA", 190, 40, row=0),
        cell("BULLETIN DE PAIE", 90, 160, row=1),
        cell("Raison sociale", 100, 270, row=2),
        cell("Salaire de base mission", 480, 265, row=2),
        cell("26 705,59", 980, 270, row=2),
        cell("Maghreb Logistique SA", 100, 305, row=3),
        cell("Prime d'ancienneté", 480, 305, row=3),
    ]

    # when
    employer = str(fields_of("payslip", cells)["employer"])

    # then
    assert employer.lower() == "maghreb logistique sa"


def test_a_signer_named_with_the_capacity_they_sign_in_is_a_person_not_the_employer():
    # given: a degraded letter whose company phrase was cut at a line's end ('Gérant d'' / 'e la société ...'),
    # the signer a person's name with no title before it
    lines = [
        TextLine(text, 0.9, 1)
        for text in (
            "OCEAN TEXTILES SA",
            "ATTESTATION DE TRAVAIL",
            "Je soussigné, Mustapha Kettani, agissant en qualité de Gérant d'",
            "e la société Ocean Textiles SA, affiliée",
            "à la Caisse Nationale de Sécurité Sociale sous le numéro 3853572, certifie que M. BERRADA Karim,",
            "n° EE606485, est employé au sein de notre société depuis le",
            "2022-03-13 en qualité de Comptable principal, dans le cadre d'un contrat CDI.",
        )
    ]

    # when
    employer = str(fields_of("employment_certificate", lines)["employer"])

    # then: the company, never its manager ('Mustapha Kettani') nor the words after 'notre société' ('depuis le')
    assert employer.lower() == "ocean textiles sa"


def test_a_speck_under_a_column_header_is_not_its_value():
    # given: a two-line column header ('N° d'affiliation' / 'CNSS employeur') over the employer's number, and a
    # stain's speck read 'L' under the number's first digit, in the number's row and left of it
    lines = [
        TextLine("| N° d'affiliation", 0.94, 1, (417, 1434, 530, 1453), 0),
        TextLine("N° d'immatriculation", 0.74, 1, (952, 1442, 1102, 1454), 0),
        TextLine("| CNSS employeur", 0.93, 1, (417, 1450, 547, 1481), 1),
        TextLine("CNSS salarié", 0.93, 1, (951, 1461, 1043, 1473), 1),
        TextLine("| Rif Construction SARL", 0.86, 1, (66, 1482, 239, 1530), 2),
        TextLine("L", 0.62, 1, (414, 1520, 420, 1532), 2),
        TextLine("| 8670842", 0.93, 1, (416, 1484, 491, 1518), 2),
        TextLine("111647420", 0.9, 1, (952, 1490, 1036, 1522), 2),
    ]

    # when / then
    assert fields_of("employment_certificate", lines)["employer_cnss"] == "8670842"


def test_a_department_signing_is_not_the_employer():
    lines = [
        TextLine(text, 0.95, 1)
        for text in (
            "ATTESTATION DE TRAVAIL",
            "Nous soussignés, la Direction des Ressources Humaines, certifions que Monsieur",
            "Karim BENJELLOUN, titulaire de la CIN n° EE223646, est salarié de la société Ocean Textiles SA, affiliée",
            "à la Caisse Nationale de Sécurité Sociale sous le n° 4670536, depuis le 1 mai 2023.",
            "Il y occupe actuellement le poste de Ingénieur et est lié à la société par un contrat",
            "de travail à durée indéterminée (CDI).",
        )
    ]

    # when
    fields = fields_of("employment_certificate", lines)

    # then
    assert fields["employer"] == "Ocean Textiles SA"
    assert fields["employer_cnss"] == "4670536"
    assert fields["position"] == "Ingénieur"
    assert fields["cin"] == "EE223646"  # the label's 'CIN' did not eat the first E of 'EE'


def test_a_title_outweighs_the_same_words_inside_a_sentence():
    text = "\n".join(
        (
            "ATTESTATION DE TRAVAIL",
            "Nous certifions que Monsieur Karim BENJELLOUN, né le 1 décembre 1996, titulaire de la carte",
            "nationale d'identité n° EE223646, est salarié de notre société depuis le 1 mai 2023.",
        )
    )
    assert classify(text)[0] == "employment_certificate"


def test_a_value_beside_its_label_wins_over_a_table_column_under_the_same_words():
    # given: a table whose header says 'Salaire brut' above three months, then the current gross on its own line,
    # its figure in a cell of its own
    cells = [
        cell("ATTESTATION DE SALAIRE", 100, 50, row=0),
        cell("Mois", 100, 200, row=1),
        cell("Salaire brut", 700, 200, row=1),
        cell("Janvier 2026", 100, 250, row=2),
        cell("33 525,33", 700, 250, row=2),
        cell("Salaire mensuel brut actuel", 100, 400, row=3),
        cell("32 651,66", 900, 400, row=3),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert fields["gross_salary"] == 32651.66


def test_nous_soussignes_certifions_names_no_signer_the_letterhead_is_the_employer():
    # given
    lines = [
        TextLine(text, 0.95, 1)
        for text in (
            "RIF CONSTRUCTION SARL",
            "ATTESTATION DE SALAIRE",
            "Nous soussignés certifions que le salarié désigné ci-dessous fait partie de notre personnel.",
        )
    ]

    # when / then
    assert fields_of("salary_certificate", lines)["employer"] == "RIF CONSTRUCTION SARL"


# names ------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b", "agree"),
    [
        ("Salma Fassi", "SALMA FASS", True),  # one letter lost in a long word
        ("Khadija Alaoui", "KHADIJA ALAQUI", True),
        ("Khadija Alaoui", "ALAOUI", True),  # a payslip giving the family name alone
        ("EL AMRANI Youssef", "Youssef El-Amrani", True),
        ("Youssef Alaoui", "Yassine Alaoui", False),  # another given name: another person
        ("Omar Tazi", "Omar Bennani", False),
        ("Omar Tazi", "Omar Tazi Bennani Alaoui Chraibi", True),
        ("Omar", "Amar", False),  # short words: exact
        ("Mehdi CHRAI", "MEHDI CHRAIBI", True),  # a word cut at its end after five letters
        ("Salma BEN", "Salma BENNANI", False),  # not after three
        ("KHADIJA BE NJELLOUN", "Khadija Benjelloun", True),  # a word cut in two by OCR
        ("Khadija Benjelloun", "KHADIJA BEN JELLOUN ALAOUI", False),  # not when a word is left over
        ("Hamza EI Fassi", "Hamza El Fassi", True),  # a capital 'I' and a small 'l': one glyph in sans-serif
        ("ILYAS Tazi", "Ilyas TAZI", True),
        ("Ilham Tazi", "Ilias Tazi", False),  # one stroke alike, yet another given name
    ],
)
def test_names_agree_across_misreadings_not_across_people(a, b, agree):
    assert names_agree(a, b) is agree
    assert names_agree(b, a) is agree


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.sampled_from(["Youssef", "Fatima", "El Amrani", "Benjelloun", "Tazi", "Nadia"]), min_size=1, max_size=3)
)
def test_a_name_always_agrees_with_itself_in_any_case_and_order(words):
    name = " ".join(words)
    assert names_agree(name, " ".join(reversed(words)).upper())


# merge ------------------------------------------------------------------------------------------------------
def _doc(document_id: str, document_type: str, **values: tuple[object, str]) -> SourceDocument:
    fields = [ExtractedField(name, value, 0.9, 1, status) for name, (value, status) in values.items()]
    return SourceDocument(document_id, document_type, "2026-11-01T00:00:00+00:00", fields)


def test_a_value_that_failed_its_check_is_a_misreading_not_a_conflict():
    # given: the card's MRZ CIN lost a digit (its check failed); the front and the payslip agree
    view = merge_fields(
        [
            _doc("d1", "cin_front", cin=("T232467", "valid")),
            _doc("d2", "cin_back", cin=("T23246", "invalid")),
            _doc("d3", "payslip", cin=("T232467", "valid")),
        ]
    )

    # then
    assert view["conflict_summary"]["total"] == 0
    assert next(f for f in view["fields"] if f["field_name"] == "cin")["value"] == "T232467"


def test_another_person_s_name_is_still_a_conflict():
    view = merge_fields(
        [
            _doc("d1", "cin_front", applicant_name=("Youssef Alaoui", "unverified")),
            _doc("d2", "payslip", applicant_name=("Yassine Alaoui", "unverified")),
        ]
    )
    assert view["conflict_summary"]["fields"] == ["applicant_name"]


@pytest.mark.parametrize(
    ("field", "a", "b", "conflict"),
    [
        ("position", "Comptable principal", "Comptable princilpal", False),  # a letter added on a degraded scan
        ("address", "12 Rue Ibn Tofail Maarif Casablanca", "12 Rue Ibn Tofal Maarif Casablanca", False),  # one lost
        ("employer", "Sud Agro Export SARL", "Sud Agri Export SARL", True),  # a company's name: another company
        ("employer", "Atlas Industries SARL", "Rif Construction SARL", True),  # another employer
        ("place_of_birth", "TAZA", "TATA", True),  # two towns: too short for one letter off to be a misreading
        ("position", "Technicien", "Technicien de maintenance", False),  # a reading cut short, as before
    ],
)
def test_a_description_one_letter_off_in_a_long_text_is_a_misreading_not_a_conflict(field, a, b, conflict):
    # when
    view = merge_fields(
        [
            _doc("d1", "employment_certificate", **{field: (a, "unverified")}),
            _doc("d2", "payslip", **{field: (b, "unverified")}),
        ]
    )

    # then
    assert (view["conflict_summary"]["fields"] == [field]) is conflict


# amounts in words -------------------------------------------------------------------------------------------


# MRZ --------------------------------------------------------------------------------------------------------
MRZ = ["IDMART232467<<3T232467<<<<<<<<", "7702222M2802138MAR<<<<<<<<<<<7", "EL<IDRISSI<<SALMA<<<<<<<<<<<<<"]


def test_a_guess_neither_outranks_a_value_read_well_nor_makes_a_conflict():
    # given: the card (the reference for the place of birth) read a stain at 0.21; the passport read the place
    card = SourceDocument(
        "d1",
        "cin_front",
        "2026-11-01T00:00:00+00:00",
        [ExtractedField("place_of_birth", "PAALL ASLAAIL", 0.21, 1, "unverified")],
    )
    passport = SourceDocument(
        "d2",
        "passport",
        "2026-11-01T00:00:00+00:00",
        [ExtractedField("place_of_birth", "MARRAKECH", 0.9, 1, "unverified")],
    )

    # when
    view = merge_fields([card, passport])

    # then
    assert next(f for f in view["fields"] if f["field_name"] == "place_of_birth")["value"] == "MARRAKECH"
    assert view["conflict_summary"]["total"] == 0


def test_a_rib_printed_as_a_table_of_cells_is_one_rib():
    # given: the four parts of the RIB in the cells of one row, under their headers
    rib = docgen.applicant(3)["rib"]
    cells = [
        cell("RELEVE D'IDENTITE BANCAIRE", 100, 50, row=0),
        cell("Code banque", 100, 200, row=1),
        cell("Code localité", 500, 200, row=1),
        cell("N° de compte", 900, 200, row=1),
        cell("Clé RIB", 1700, 200, row=1),
        cell(rib[:3], 100, 260, row=2),
        cell(rib[3:6], 500, 260, row=2),
        cell(rib[6:22], 900, 260, row=2),
        cell(rib[22:], 1700, 260, row=2),
    ]

    # when / then
    assert fields_of("rib", cells)["rib"] == rib


# stacked bilingual labels, headers, wrapped values --------------------------------------------------------------
def test_a_stacked_label_s_other_language_under_it_is_skipped_for_the_value_beside_them():
    # given: 'Nom' over its Arabic label on the left, the value between them at the right (a card's grid), and
    # 'à' alone over its Arabic label, the place beside them in the Arabic label's row
    cells = [
        cell("CARTE NATIONALE D'IDENTITÉ", 40, 80, row=0),
        cell("Nom", 370, 270, row=1),
        cell("BENNANI", 640, 280, row=2),
        cell("النسب", 370, 300, row=3),
        cell("Prénom", 370, 370, row=4),
        cell("MEHDI", 640, 380, row=5),
        cell("الإسم", 370, 400, row=6),
        cell("Né(e) le", 370, 470, row=7),
        cell("19 09 1979", 640, 480, row=8),
        cell("à", 370, 555, row=9),
        cell("مكان الازدياد", 370, 600, row=10),
        cell("MEKNES", 640, 578, row=10),
    ]

    # when
    fields = fields_of("cin_front", cells)

    # then: the Arabic labels are passed over; '19 09 1979' is a date
    assert fields["applicant_name"] == "MEHDI BENNANI"
    assert fields["date_of_birth"] == "1979-09-19"
    assert fields["place_of_birth"] == "MEKNES"


def test_a_misread_header_is_not_a_value_and_a_two_line_header_reads_the_value_under_both():
    # given: a header row whose 'CIN' was read 'cn', a header 'N° Immatriculation' over 'CNSS' on two lines, and
    # 'Date | d'entrée' split into two cells
    cells = [
        cell("BULLETIN DE PAIE", 100, 50, row=0),
        cell("N° Immatriculation", 1180, 440, row=1),
        cell("Matricule", 230, 456, row=2),
        cell("Nom et prénom", 500, 456, row=2),
        cell("cn", 950, 456, row=2),
        cell("Fonction", 1690, 456, row=2),
        cell("Date", 2000, 456, row=2),
        cell("d'entrée", 2090, 456, row=2),
        cell("CNSS", 1280, 474, row=3),
        cell("0013", 260, 540, row=4),
        cell("ALAOUI Khadija", 480, 540, row=4),
        cell("T782554", 900, 540, row=4),
        cell("193150562", 1238, 540, row=4),
        cell("Comptable", 1600, 540, row=4),
        cell("19/10/2007", 2040, 540, row=4),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields["applicant_name"] == "Khadija ALAOUI"
    assert fields["cnss_number"] == "193150562"
    assert fields["hire_date"] == "2007-10-19"


def test_prose_labels_run_over_two_lines_and_a_name_stops_before_the_next_line_s_birth_date():
    # given: 'la carte / nationale d'identité n° ...' over two lines, 'Rémunération brute mensuelle' in a table,
    # and 'atteste par la présente que :' with the name alone on the next line, the birth on the one after
    cells = [
        cell("ATTESTATION DE SALAIRE", 800, 600, row=0),
        cell("Je soussignée, Nadia SEKKAT, atteste par la présente que :", 160, 800, row=1),
        cell("Madame EL AMRANI Imane", 420, 860, row=2),
        cell("née le 22.05.1965 à Agadir,", 420, 920, row=3),
        cell("titulaire de la carte", 160, 980, row=4),
        cell("nationale d'identité n° EE223646, est employée", 160, 1040, row=5),
        cell("Rémunération brute mensuelle", 380, 1500, row=6),
        cell("20.320,22", 1900, 1500, row=6),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert fields["applicant_name"] == "Imane EL AMRANI"
    assert fields["cin"] == "EE223646"
    assert fields["gross_salary"] == 20320.22


def test_a_card_s_arabic_labels_give_its_fields_when_their_french_halves_are_lost():
    # given: a poor photo of a card where 'Né le' and 'à' were read as marks, their Arabic halves read well
    cells = [
        cell("ROYAUME DU MAROC - CARTE NATIONALE D'IDENTITÉ", 120, 24, row=0),
        cell("Prén, / الاسم الشخصي", 20, 70, row=1),
        cell("NADIA", 200, 70, row=1),
        cell("Nom / الاسم العائلي", 20, 110, row=2),
        cell("BENNANI", 200, 110, row=2),
        cell("© / تاريخ الازدياد", 20, 150, row=3),
        cell("02-01-1989", 200, 150, row=3),
        cell("مكان الازدياد / 3", 20, 190, row=4),
        cell("MARRAKECH", 200, 190, row=4),
        cell("صالحة إلى / .", 20, 230, row=5),
        cell("15-07-2028", 200, 230, row=5),
    ]

    # when
    fields = fields_of("cin_front", cells)

    # then
    assert fields["applicant_name"] == "NADIA BENNANI"
    assert (fields["date_of_birth"], fields["place_of_birth"], fields["cin_expiry"]) == (
        "1989-01-02",
        "MARRAKECH",
        "2028-07-15",
    )


def test_a_card_back_whose_first_mrz_line_is_misread_is_still_a_card_back():
    # given: 'IDMAR' read 'TDMAR', the labels above the MRZ lost but 'Adresse' and 'Sexe'
    text = "Adresse\n51 HAY RIAD MARRAKECH\nSexe : F\nTDMARW573780<<6W573780<<<<<<<<\n9701252M3208195MAR<<<<<<<<<<<4"

    # when / then: the second line's nationality before the fillers is a TD1's
    assert classify(text)[0] == "cin_back"


def test_a_sentence_after_a_name_label_is_no_name_and_a_letter_names_the_holder_after_au_nom_de():
    # given: 'assuré' and 'titulaire du compte' inside sentences, the holder named in the letter
    cnss = [
        cell("ATTESTATION D'IMMATRICULATION", 300, 50, row=0),
        cell(
            "La Caisse certifie que l'assuré désigné ci-dessus est immatriculé sous le numéro indiqué.", 100, 900, row=1
        ),
    ]
    rib = [
        cell("ATTESTATION BANCAIRE", 800, 520, row=0),
        cell(
            "RIB 022 728 2174218096792908 28 est ouvert dans nos livres au nom de Madame FASSI Nadia depuis le",
            150,
            840,
            row=1,
        ),
        cell(
            "Cette attestation est délivrée à la demande du titulaire du compte pour servir et valoir ce que de droit.",
            150,
            1380,
            row=2,
        ),
    ]

    # when / then
    assert "applicant_name" not in fields_of("cnss_certificate", cnss)
    assert fields_of("rib", rib)["account_holder"] == "Nadia FASSI"


def _holder(name: str) -> ExtractedField:
    cells = [
        cell("RELEVÉ DE COMPTE", 100, 50, row=0),
        cell("Titulaire", 100, 200, row=1),
        cell(name, 600, 200, row=1),
    ]
    (field,) = [f for f in extract_fields("bank_statement", cells) if f.field_name == "account_holder"]
    return field


def test_a_statement_titled_with_its_frequency_is_a_bank_statement():
    # given: 'relevé mensuel de compte', an adjective between the title's words
    text = "Attijariwafa bank\nRELEVÉ MENSUEL DE COMPTE\ndu 01/04/2026 au 30/04/2026\nSolde au 31/03/2026 37.008,56"

    # when / then
    assert classify(text)[0] == "bank_statement"


@pytest.mark.parametrize(
    ("title", "document_type"),
    [
        ("ATTESTATION DE TRAVAIL ET DE SALAIRE", "salary_certificate"),  # it states the pay: a salary certificate
        ("ATTESTATION DE TRAVAIL", "employment_certificate"),
    ],
)
def test_a_certificate_titled_for_work_and_salary_is_a_salary_certificate(title, document_type):
    # given: the same letter, which also states the monthly pay, under either title
    text = (
        f"Atlas Froid Industrie SA\n{title}\nNous soussignés, Atlas Froid Industrie SA, certifions que Monsieur Rachid"
        " OUCHEN, titulaire de la CIN n° V124722, est employé dans notre société depuis le 29 août 2021 en qualité de"
        " Technicien frigoriste.\nL'intéressé perçoit un salaire mensuel brut de 13 591,52 Dhs."
    )

    # when / then
    assert classify(text)[0] == document_type


def test_a_payslip_s_employee_in_one_sentence_gives_name_cnss_position_and_the_gross_from_the_totals():
    # given: the employee as a sentence over two lines, no gross label but a totals row of gains and deductions,
    # and the signature boxes under the word 'employeur'
    cells = [
        cell("Rif Construction SARL", 220, 140, row=0),
        cell("N° d'affiliation CNSS : 6242416", 220, 290, row=1),
        cell("Bulletin de paie du mois de : Octobre 2026", 660, 470, row=2),
        cell(
            "M. Karim TAZI, CIN n° BK742868, CNSS n° 187359103, embauché le 05/09/2015 en qualité de", 220, 640, row=3
        ),
        cell("Chef de projet, contrat CDI.", 220, 706, row=4),
        cell("Totaux 28.015,46 6.487,87", 236, 1318, row=5),
        cell("Net à payer 21.527,59 Dh", 239, 1394, row=6),
        cell("Signature de l'employeur", 220, 1746, row=7),
        cell("Signature du salarié", 1300, 1746, row=7),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert (fields["applicant_name"], fields["cnss_number"], fields["employer_cnss"]) == (
        "Karim TAZI",
        "187359103",
        "6242416",
    )
    assert (fields["position"], fields["employer"]) == ("Chef de projet", "Rif Construction SARL")
    assert (fields["gross_salary"], fields["net_salary"]) == (28015.46, 21527.59)


def test_an_amount_in_prose_is_the_one_after_its_label_not_the_next_clause_s():
    # given: the monthly gross, then in the same sentence the annual net
    cells = [
        cell("Objet : Attestation de salaire", 150, 600, row=0),
        cell(
            "soit un salaire brut mensuel de MAD 19,466.44, et une rémunération nette annuelle de MAD 196,888.20,",
            150,
            1120,
            row=1,
        ),
        cell("soit un salaire net mensuel de MAD 16,407.35.", 150, 1190, row=2),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["gross_salary"], fields["net_salary"]) == (19466.44, 16407.35)


def test_a_cnss_certificate_in_prose_gives_the_insured_the_employer_and_its_number_on_the_next_line():
    # given
    cells = [
        cell("CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 220, 180, row=0),
        cell("ATTESTATION D'AFFILIATION", 800, 500, row=1),
        cell("Le Chef de l'agence de la Caisse Nationale de Sécurité Sociale atteste que Mme", 220, 760, row=2),
        cell(
            "Salma BENNANI, titulaire de la carte nationale d'identité n° AB856250, est immatriculée", 220, 835, row=3
        ),
        cell(
            "L'intéressée est déclarée par la société Atlas Industries SARL, affiliée à la CNSS sous le n°",
            220,
            1020,
            row=4,
        ),
        cell("2498980.", 220, 1092, row=5),
    ]

    # when
    fields = fields_of("cnss_certificate", cells)

    # then
    assert (fields["applicant_name"], fields["cin"]) == ("Salma BENNANI", "AB856250")
    assert (fields["employer"], fields["employer_cnss"]) == ("Atlas Industries SARL", "2498980")


def test_a_label_s_word_in_a_sentence_with_no_capital_after_it_is_no_name():
    # given: 'le salarié désigné ci-après', the name in a table OCR did not cut into cells
    cells = [
        cell("ATTESTATION DE TRAVAIL", 830, 650, row=0),
        cell("Nous soussignés, société Maghreb Logistique SA, attestons que le salarié désigné", 220, 865, row=1),
        cell("ci-après :", 220, 935, row=2),
    ]

    # when / then
    assert "applicant_name" not in fields_of("employment_certificate", cells)


def test_a_letter_in_two_columns_side_by_side_reads_each_sentence_down_its_own_column():
    # given: French on the left, English on the right, each sentence running onto the next line of its column
    rows = [
        (
            "Nous soussignés, Atlas Industries SARL, certifions que",
            "We, the undersigned, Atlas Industries SARL, hereby",
        ),
        ("Mme Imane BENNANI, titulaire de la CIN n° G933820,", "certify that Ms. Imane BENNANI, holder of national"),
        ("est employée au sein de notre société depuis le", "identity card No. G933820, has been employed by our"),
        ("11/05/2018 en qualité de Ingénieur, et perçoit la", "company since 11 May 2018 as Ingénieur, and receives"),
    ]
    cells = [cell("ATTESTATION DE SALAIRE", 390, 430, row=0)]
    for r, (left, right) in enumerate(rows, start=1):
        cells += [
            TextLine(left, 0.95, 1, (220, 500 + 60 * r, 1050, 530 + 60 * r), r),
            TextLine(right, 0.95, 1, (1290, 500 + 60 * r, 2100, 530 + 60 * r), r),
        ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["applicant_name"], fields["hire_date"]) == ("Imane BENNANI", "2018-05-11")


def test_a_bilingual_grid_s_labels_are_labels_in_either_language_and_family_comma_given_is_a_name():
    # given: 'English / Français' labels over their values, the name as payroll software prints it
    cells = [
        cell("PAYSLIP", 2060, 115, row=0),
        cell("Bulletin de paie", 2030, 196, row=1),
        cell("Employee ID / Matricule", 172, 425, row=2),
        cell("Employee name / Nom et prénom", 899, 425, row=2),
        cell("National ID / CIN", 1625, 425, row=2),
        cell("EMP-15792", 172, 465, row=3),
        cell("ALAOUI, Omar", 897, 465, row=3),
        cell("JA275457", 1622, 465, row=3),
        cell("CNSS no. / N° CNSS", 171, 536, row=4),
        cell("Job title / Fonction", 896, 536, row=4),
        cell("Hire date / Date d'entrée", 1625, 536, row=4),
        cell("189272278", 174, 574, row=5),
        cell("Agent commercial", 897, 574, row=5),
        cell("2010-10-26", 1627, 574, row=5),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert (fields["applicant_name"], fields["cin"], fields["position"]) == (
        "Omar ALAOUI",
        "JA275457",
        "Agent commercial",
    )
    assert (fields["cnss_number"], fields["hire_date"]) == ("189272278", "2010-10-26")


def test_an_e_services_cnss_certificate_in_prose_gives_both_numbers_and_the_affiliation_date():
    # given: the numbers and the date each after words of a sentence, two of them on the next line
    cells = [
        cell("CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 96, 65, row=0),
        cell("ATTESTATION D'AFFILIATION", 412, 236, row=1),
        cell(
            "La Caisse Nationale de Sécurité Sociale atteste que Madame BENNANI IMANE, titulaire de la CIN",
            89,
            348,
            row=2,
        ),
        cell(
            "n° G933820, immatriculée sous le n° 122345168, est affiliée au régime de sécurité sociale depuis le",
            88,
            385,
            row=3,
        ),
        cell(
            "22/12/2018, au titre de son emploi auprès de la société Atlas Industries SARL, affiliée à la Caisse sous le",  # noqa: E501
            87,
            423,
            row=4,
        ),
        cell("n° 3782609.", 86, 471, row=5),
    ]

    # when
    fields = fields_of("cnss_certificate", cells)

    # then: the name in capitals put given name first by the names' list
    assert (fields["applicant_name"], fields["cin"], fields["cnss_number"]) == ("IMANE BENNANI", "G933820", "122345168")
    assert (fields["affiliation_date"], fields["employer"], fields["employer_cnss"]) == (
        "2018-12-22",
        "Atlas Industries SARL",
        "3782609",
    )


def test_a_salary_table_s_two_line_headers_give_the_figures_under_them():
    # given
    cells = [
        cell("ATTESTATION DE SALAIRE", 836, 529, row=0),
        cell("Salaire", 279, 1076, row=1),
        cell("Prime", 652, 1076, row=1),
        cell("Salaire brut", 1330, 1076, row=1),
        cell("Salaire net", 2000, 1076, row=1),
        cell("de base", 270, 1112, row=2),
        cell("d'ancienneté", 593, 1112, row=2),
        cell("mensuel", 1356, 1112, row=2),
        cell("mensuel", 2020, 1112, row=2),
        cell("23 940,48", 319, 1222, row=3),
        cell("2 394,05", 704, 1222, row=3),
        cell("28 015,46", 1391, 1222, row=3),
        cell("21 527,59", 2040, 1222, row=3),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["gross_salary"], fields["net_salary"]) == (28015.46, 21527.59)


def test_a_letter_spaced_title_classifies_and_a_written_out_date_with_its_figures_in_brackets_is_read():
    # given: the title set letter by letter, the hire date in words over two lines with its figures after
    text_cells = [
        cell("RIF CONSTRUCTION SARL", 886, 115, row=0),
        cell("A T T E S T A T I O N D E T R A V A I L", 734, 623, row=1),
        cell(
            "n° 5126856, attestons par la présente que Monsieur Omar ALAOUI, titulaire de la carte nationale",
            233,
            1019,
            row=2,
        ),
        cell(
            "d'identité électronique n° JA275457, fait partie de notre personnel depuis le vingt-six octobre deux",
            231,
            1097,
            row=3,
        ),
        cell(
            "mille dix (26/10/2010), et qu'il y occupe à ce jour l'emploi de Agent commercial, en vertu d'un",
            233,
            1175,
            row=4,
        ),
    ]

    # when
    document_type = classify("\n".join(c.text for c in text_cells))[0]
    fields = fields_of("employment_certificate", text_cells)

    # then
    assert document_type == "employment_certificate"
    assert (fields["hire_date"], fields["position"]) == ("2010-10-26", "Agent commercial")


def test_a_payslip_s_employee_number_has_nine_digits_its_letterhead_s_seven_are_the_employer_s():
    # given: 'N° CNSS' twice, the employer's in the letterhead; a period label with no period before the real one;
    # the net framed at the right with lines of the left column between label and figure
    cells = [
        cell("Rif Construction SARL", 153, 127, row=0),
        cell("BULLETIN DE PAIE", 1768, 126, row=0),
        cell("Paie du mois de mai 2026", 1866, 202, row=1),
        cell("N° CNSS : 9729876", 152, 272, row=2),
        cell("N° CNSS", 1236, 709, row=3),
        cell("171620844", 1562, 706, row=3),
        cell("Net imposable du mois : 29 133,86", 152, 1729, row=4),
        cell("NET A PAYER", 1434, 1743, row=4),
        cell("Brut cumulé 2026 : 150 412,60", 152, 1774, row=5),
        cell("Virement : Banque Populaire", 151, 1821, row=6),
        cell("26 483,36 DH", 1907, 1833, row=7),
        cell("Période de congé : néant", 152, 1865, row=8),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert (fields["cnss_number"], fields["employer_cnss"]) == ("171620844", "9729876")
    assert (fields["pay_period"], fields["net_salary"]) == ("2026-05", 26483.36)


def test_an_iban_s_rib_beats_a_shifted_window_that_passes_the_key_by_chance():
    # given: the RIB's table misread, the IBAN whole; the IBAN's digits from its second one pass the RIB key
    cells = [
        cell("RELEVÉ D'IDENTITÉ BANCAIRE", 850, 90, row=0),
        cell("230 | 662 Numéro de compte Ci | 4038854214304432 | 19 |", 127, 248, row=1),
        cell("BAN MA64230662403885421430443219", 79, 330, row=2),
    ]
    assert int("423066240388542143044321") % 97 == 0  # the chance pass this guards against

    # when / then
    assert fields_of("rib", cells)["rib"] == "230662403885421430443219"


def test_a_sentence_under_a_job_title_s_label_is_no_job_title():
    # given: the position's value lost on a poor scan, the certificate's closing sentence below its label
    cells = [
        cell("ATTESTATION DE TRAVAIL", 400, 301, row=0),
        cell("Fonction", 170, 581, row=1),
        cell("La présente attestation est délivrée à l'intéressé, sur sa demande, pour servir", 170, 620, row=2),
    ]

    # when / then
    assert "position" not in fields_of("employment_certificate", cells)


def test_a_typed_form_gives_the_name_after_m_mme_the_date_after_depuis_le_and_not_the_signatory_s_title():
    # given: a stationer's form filled in on a typewriter, each label ending in a colon before the typed value
    cells = [
        cell("ATTESTATION DE TRAVAIL", 800, 640, row=0),
        cell("Je soussigné(e) : Leila MERNISSI", 150, 860, row=1),
        cell("agissant en qualité de : Directeur Général", 150, 970, row=2),
        cell("certifie que M. / Mme : Fatima ALAOUI", 150, 1080, row=3),
        cell("titulaire de la C.I.N. n° : BE337404", 150, 1190, row=4),
        cell("est employé(e) dans notre établissement depuis le : 24/05/2019", 150, 1300, row=5),
        cell("en qualité de : Ingénieur", 150, 1410, row=6),
    ]

    # when
    fields = fields_of("employment_certificate", cells)

    # then: the employee's title, not the signatory's ('agissant en qualité de')
    assert (fields["applicant_name"], fields["hire_date"], fields["position"]) == (
        "Fatima ALAOUI",
        "2019-05-24",
        "Ingénieur",
    )


def test_a_card_s_full_name_label_gives_family_in_capitals_then_given_as_given_first():
    # given
    cells = [
        cell("CARTE NATIONALE D'IDENTITÉ", 41, 73, row=0),
        cell("Nom et prénom : TAZI Fatima", 383, 236, row=1),
        cell("Date de naissance : 06/12/1980", 383, 358, row=2),
    ]

    # when / then
    assert fields_of("cin_front", cells)["applicant_name"] == "Fatima TAZI"


def test_a_cnss_number_whose_label_is_lost_is_the_one_nine_digit_number_and_a_guess():
    # given: 'N° C.N.S.S.' read as noise, its number left alone on the line
    cells = [
        cell("BULLETIN DE PAIE", 900, 60, row=0),
        cell("COTISATION CNSS 6000.00 4.48 268.80", 100, 400, row=1),
        cell("EC … 177682595 AR", 96, 1300, row=2),
    ]

    # when
    found = {f.field_name: f for f in extract_fields("payslip", cells)}

    # then
    assert found["cnss_number"].value == "177682595"
    assert found["cnss_number"].confidence < 0.9


def test_a_sentence_under_cachet_de_l_employeur_is_no_employer():
    # given
    cells = [
        cell("ATLAS INDUSTRIES SARL", 100, 40, row=0),
        cell("BULLETIN DE PAIE", 900, 60, row=1),
        cell("Signature du salarié", 70, 1057, row=2),
        cell("Cachet de l'employeur", 600, 1057, row=2),
        cell(
            "Pour vous aider à faire valoir vos droits, conservez ce bulletin de paie sans limitation", 300, 1647, row=3
        ),
    ]

    # when / then: the letterhead's company
    assert fields_of("payslip", cells)["employer"] == "ATLAS INDUSTRIES SARL"


def test_a_cancelled_cheque_is_a_rib_and_a_bank_column_header_is_no_holder():
    # given
    cheque = "Pièce jointe : spécimen de chèque (RIB)\nR.I.B. 225 159 8301661318609139 24 SPÉCIMEN\nChèque annulé"
    cells = [
        cell("Mon Relevé d'identité Bancaire", 684, 452, row=0),
        cell("Titulaire du compte", 707, 735, row=1),
        cell("Banque", 1551, 738, row=1),
        cell("M. ALAOUI OMAR", 710, 785, row=2),
        cell("Bank of Africa", 1551, 786, row=2),
    ]

    # when / then
    assert classify(cheque)[0] == "rib"
    assert fields_of("rib", cells)["account_holder"] == "OMAR ALAOUI"


def test_prose_brut_de_x_et_net_de_y_gives_both_and_a_right_to_left_column_does_not_break_the_left_one():
    # given: French on the left, the Arabic version right-aligned beside it (its lines start at other places); the
    # French sentence runs on below the Arabic
    rows = [
        ("Nous soussignés, société Sud Agro Export SARL,", "???? ??? ???????? ?????? Sud Agro Export SARL", 1305),
        ("certifions que Madame Nadia EL IDRISSI, titulaire de la", "?????? Nadia EL IDRISSI ??????? ???????", 1305),
        ("carte nationale d'identité n° EE245269, est employée au", "EE245269 ???? ??????? ??? 07/01/2005", 1516),
        ("sein de notre société depuis le 07/01/2005 en qualité de", "Comptable principal ??????? ???? ?????", 1313),
    ]
    cells = [cell("ATTESTATION DE SALAIRE", 151, 403, row=0)]
    for r, (left, right, x) in enumerate(rows, start=1):
        cells += [
            TextLine(left, 0.95, 1, (151, 500 + 66 * r, 1040, 530 + 66 * r), r),
            TextLine(right, 0.95, 1, (x, 500 + 66 * r, 2340, 530 + 66 * r), r),
        ]
    cells += [
        TextLine("Comptable principal, et perçoit un", 0.95, 1, (152, 830, 926, 860), 5),
        TextLine("salaire mensuel brut de 30.082,52 Dhs et net de 26.483,36 Dhs.", 0.95, 1, (152, 896, 1030, 926), 6),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["position"], fields["gross_salary"], fields["net_salary"]) == (
        "Comptable principal",
        30082.52,
        26483.36,
    )


def test_an_employer_s_confirmation_of_employment_to_a_bank_is_an_employment_certificate_and_its_position_ends():
    # given: a letter answering the bank, the card's name in its prose
    text = (
        "Objet : Confirmation d'emploi de M. Mehdi BENNANI\nSuite à votre demande, nous certifions que Monsieur "
        "Mehdi BENNANI, titulaire de la carte\nnationale d'identité n° BE783681, fait partie de notre personnel "
        "depuis le 18/08/2009 et occupe actuellement le\nposte de Technicien de maintenance dans le cadre d'un "
        "contrat de travail à durée déterminée (CDD)."
    )
    cells = [cell(line, 152, 900 + 70 * i, row=i) for i, line in enumerate(text.split("\n"))]

    # when
    fields = fields_of("employment_certificate", cells)

    # then
    assert classify(text)[0] == "employment_certificate"
    assert (fields["position"], fields["contract_type"]) == ("Technicien de maintenance", "CDD")


def test_an_e_statement_s_balance_carried_forward_stopped_balance_and_period_boxes():
    # given: 'Arrêté au ...' over 'Opérations enregistrées depuis le ...', a 'Votre situation' box at the right
    cells = [
        cell("E-RELEVÉ DE COMPTE", 1748, 111, row=0),
        cell("Arrêté au 31/03/2026", 180, 317, row=1),
        cell("Opérations enregistrées depuis le 01/03/2026", 181, 390, row=2),
        cell("Solde reporté", 1346, 390, row=2),
        cell("33 108,56", 2156, 390, row=2),
        cell("Titulaire", 149, 514, row=3),
        cell("Total débits", 1343, 516, row=3),
        cell("4 594,32", 2173, 519, row=3),
        cell("Mme IMANE EL AMRANI", 153, 554, row=4),
        cell("SOLDE ARRÊTÉ AU 31/03/2026", 348, 1609, row=5),
        cell("47 342,10", 2147, 1615, row=5),
    ]

    # when
    fields = fields_of("bank_statement", cells)

    # then
    assert [fields[k] for k in ("statement_period_start", "statement_period_end", "opening_balance")] == [
        "2026-03-01",
        "2026-03-31",
        33108.56,
    ]
    assert (fields["closing_balance"], fields["account_holder"]) == (47342.1, "IMANE EL AMRANI")


def test_a_grid_s_hire_date_label_beside_another_label_takes_the_date_under_it():
    # given
    cells = [
        cell("ATTESTATION DE SALAIRE", 172, 600, row=0),
        cell("Date d'embauche", 172, 1208, row=1),
        cell("Service", 921, 1208, row=1),
        cell("10.08.2020", 172, 1243, row=2),
        cell("Administration", 921, 1243, row=2),
    ]

    # when / then
    assert fields_of("salary_certificate", cells)["hire_date"] == "2020-08-10"


def test_a_stacked_bilingual_label_s_second_line_read_beside_it_is_no_value():
    # given: 'Surname' over 'Nom' read as 'Surname Nom' and a scrap 'om' within its width, the value further right
    cells = [
        cell("PASSPORT", 646, 24, row=0),
        TextLine("Surname Nom", 0.93, 1, (322, 90, 453, 144), 1),
        TextLine("om", 0.95, 1, (342, 129, 383, 144), 1),
        TextLine("BENJELLOUN", 0.9, 1, (673, 97, 936, 134), 1),
        TextLine("Given names", 0.94, 1, (321, 163, 515, 186), 2),
        TextLine("MEHDI", 0.91, 1, (673, 167, 808, 204), 2),
    ]

    # when / then
    assert fields_of("passport", cells)["applicant_name"] == "MEHDI BENJELLOUN"


def test_a_card_s_place_of_birth_is_never_a_value_above_its_birth_date():
    # given: the family name's label read as a scrap 'a' (the bare 'à' label of a place), the place under the date
    cells = [
        cell("CARTE NATIONALE D'IDENTITÉ", 23, 36, row=0),
        cell("a", 186, 128, row=1, confidence=0.38),
        cell("BERRADA", 322, 120, row=1),
        cell("RACHID", 322, 183, row=2),
        cell("20 03 1977", 320, 232, row=3),
        cell("AGADIR", 319, 271, row=4),
    ]

    # when / then
    assert fields_of("cin_front", cells)["place_of_birth"] == "AGADIR"


def test_an_employer_s_cnss_number_in_prose_across_a_line_break_is_read():
    # given
    cells = [
        cell("ATTESTATION D'AFFILIATION", 378, 249, row=0),
        cell(
            "L'intéressée est déclarée à ce jour par la société Nord Services SA, affiliée à la CNSS", 101, 497, row=1
        ),
        cell("sous le n° 6355042.", 101, 558, row=2),
    ]

    # when / then
    assert fields_of("cnss_certificate", cells)["employer_cnss"] == "6355042"


# English documents, as multinationals' Moroccan subsidiaries and online banking issue them -----------------
def test_an_english_payslip_is_a_payslip_and_gives_its_fields():
    # given: the net's label lost on the page, the figure gross less deductions printed alone
    rows = [
        [("Ocean Textiles SA", 152), ("PAYSLIP", 2100)],
        [("Pay period: February 2026", 1900)],
        [("Employee name", 152), ("Nadia Fassi", 560), ("Job title", 1200), ("Agent commercial", 1600)],
        [("Contract", 1200), ("Permanent (CDI)", 1600)],
        [("National ID", 152), ("BK357205", 560), ("Department", 1200), ("Supply Chain", 1600)],
        [("Social security no.", 152), ("141439134", 560)],
        [("Date joined", 152), ("27 Dec 2011", 560), ("Employer CNSS no.", 1200), ("9730640", 1600)],
        [("Gross pay", 168), ("8,800.47", 900), ("Total deductions", 1290), ("1,153.10", 2200)],
        [("Working days 26", 152), ("7,647.37 MAD", 2000)],
    ]
    cells = [cell(text, x, 120 + 60 * r, row=r) for r, row in enumerate(rows) for text, x in row]

    # when
    text = "\n".join("\t".join(t for t, _ in row) for row in rows)
    fields = fields_of("payslip", cells)

    # then
    assert classify(text)[0] == "payslip"
    assert {k: fields.get(k) for k in ("applicant_name", "cin", "cnss_number", "hire_date", "position")} == {
        "applicant_name": "Nadia Fassi",
        "cin": "BK357205",
        "cnss_number": "141439134",
        "hire_date": "2011-12-27",
        "position": "Agent commercial",
    }
    assert [fields.get(k) for k in ("employer_cnss", "contract_type", "pay_period", "gross_salary", "net_salary")] == [
        "9730640",
        "CDI",
        "2026-02",
        8800.47,
        7647.37,
    ]


def test_an_english_statement_and_online_account_details_are_classified_and_read():
    # given
    statement = [
        ("STATEMENT OF ACCOUNT", 1678, 108),
        ("Statement period 01/06/2026 - 30/06/2026", 152, 257),
        ("Account holder", 151, 355),
        ("IMANE ALAOUI", 552, 355),
        ("O1 JUN 2026 OPENING BALANCE 32,646.52", 162, 776),
        ("30 JUN 2026 CLOSING BALANCE 49,740.73", 164, 1315),
    ]
    details = "Account details | Crédit Agricole\nBank identity details\nRIB 145621508759082807343739 Copy"
    cells = [cell(t, x, y, row=r) for r, (t, x, y) in enumerate(statement)]

    # when
    fields = fields_of("bank_statement", cells)

    # then
    assert classify("\n".join(t for t, _, _ in statement))[0] == "bank_statement"
    assert classify(details)[0] == "rib"
    assert [fields.get(k) for k in ("statement_period_start", "statement_period_end", "account_holder")] == [
        "2026-06-01",
        "2026-06-30",
        "IMANE ALAOUI",
    ]
    assert (fields.get("opening_balance"), fields.get("closing_balance")) == (32646.52, 49740.73)


def test_a_long_run_of_signs_after_a_label_is_read_at_once_not_in_exponential_time():
    # given: a label over a cell of thirty words of '?' then a figure (Arabic in a PDF without its font), a hostile
    # or unlucky file; the pattern of a bilingual label's other half tried every way to cut such a run
    cells = [
        cell("RELEVÉ DE COMPTE", 900, 50, row=0),
        cell("Nouveau solde", 1674, 2089, row=1),
        cell(" ".join(["????"] * 30) + " 30 ???? ?", 1283, 2130, row=2),
    ]

    # when / then: no closing balance is made of it
    assert "closing_balance" not in fields_of("bank_statement", cells)


def test_a_balance_label_with_its_side_and_date_but_no_figure_is_no_balance_and_a_name_ends_at_est():
    # given: 'Solde précédent créditeur au 01/02/2026' with its figure on another line the reader did not join
    statement = [
        cell("RELEVÉ DE COMPTE", 900, 50, row=0),
        cell("Solde précédent créditeur au 01/02/2026", 1658, 1321, row=1),
    ]
    certificate = [
        cell("ATTESTATION D'AFFILIATION", 400, 200, row=0),
        cell("atteste que Mme Khadija EL AMRANI est immatriculée sous le n° 112981052", 100, 400, row=1),
    ]

    # when / then: the year is no amount
    assert fields_of("bank_statement", statement).get("opening_balance") != 2026.0
    assert fields_of("cnss_certificate", certificate)["applicant_name"] == "Khadija EL AMRANI"


def box(text: str, x0: int, y0: int, x1: int, y1: int, *, row: int, confidence: float = 0.95) -> TextLine:
    """A cell with its own box: a label in small type, a value in large."""
    return TextLine(text, confidence, 1, (x0, y0, x1, y1), row)


def test_a_right_to_left_form_without_its_arabic_text_gives_the_values_over_its_small_labels():
    # given: a participative bank's RIB as a PDF whose Arabic labels are not in its text layer: each French label
    # in small type right-aligned under the foot of its value, which ends left of it
    cells = [
        box("Relevé d'identité bancaire (RIB)", 1826, 532, 2272, 562, row=0),
        box("M. HAMZA EL IDRISSI", 1299, 684, 1690, 713, row=1),
        box("Titulaire du compte", 2095, 724, 2264, 742, row=2),
        box("Khouribga Centre", 1071, 794, 1710, 831, row=3),
        box("Agence", 2215, 834, 2282, 852, row=4),
        box("Compte courant", 1157, 904, 1651, 940, row=5),
        box("Type de compte", 2131, 944, 2274, 962, row=6),
        box("007 534 4519821459028105 37", 1144, 1304, 1847, 1332, row=7),
        box("RIB (24 chiffres)", 2131, 1345, 2272, 1364, row=8),
    ]

    # when
    fields = fields_of("rib", cells)

    # then: not 'du compte', the rest of the label's cell
    assert fields["account_holder"] == "HAMZA EL IDRISSI"


def test_a_label_in_ordinary_type_under_a_value_is_no_right_to_left_form():
    # given: a payslip whose 'NET A PAYER' (as large as the line over it) has its figure below at the right, and
    # three labels as large as the lines they sit right under, which end left of them
    cells = [
        box("Net imposable du mois : 33 014,85", 152, 1726, 581, 1752, row=0),
        box("NET A PAYER", 1433, 1760, 1684, 1787, row=1),
        box("Brut cumulé 2026 : 34 053,25", 152, 1800, 516, 1826, row=2),
        box("28 824,59 DH", 1905, 1795, 2221, 1841, row=2),
        box("Matricule", 700, 1830, 900, 1856, row=3),
        box("0634", 152, 1870, 250, 1896, row=4),
        box("Emploi", 700, 1900, 850, 1926, row=5),
        box("Comptable", 152, 1940, 350, 1966, row=6),
        box("Contrat", 700, 1970, 850, 1996, row=7),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: the figure under the label at the right, not the line over it at the left
    assert fields["net_salary"] == 28824.59


def test_an_arabic_label_s_value_before_its_dot_leaders():
    # given: a certificate's rows of Arabic labels only, each value joined to its label by dot leaders
    cells = [
        box("Attestation de salaire", 2009, 617, 2329, 640, row=0),
        box("BK265688 ....................... رقم البطاقة الوطنية", 1286, 1004, 2328, 1058, row=1),
        box("15/11/2005 .............................. تاريخ التشغيل", 1264, 1168, 2328, 1207, row=2),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["cin"], fields["hire_date"]) == ("BK265688", "2005-11-15")


def test_an_identifier_read_unsure_with_a_character_lost_is_a_misreading_one_changed_is_a_conflict():
    # given: the card (the reference for the CIN) read on a poor scan at 0.76 with its last digit lost, the
    # payslip read it whole; two certificates' employer CNSS numbers one apart, one read unsure
    card = SourceDocument(
        "d1", "cin_front", "2026-11-01T00:00:00+00:00", [ExtractedField("cin", "AB90108", 0.76, 1, "valid")]
    )
    payslip = SourceDocument(
        "d2",
        "payslip",
        "2026-11-01T00:00:00+00:00",
        [
            ExtractedField("cin", "AB901087", 0.93, 1, "valid"),
            ExtractedField("employer_cnss", "4670536", 0.9, 1, "valid"),
        ],
    )
    certificate = SourceDocument(
        "d3",
        "cnss_certificate",
        "2026-11-01T00:00:00+00:00",
        [ExtractedField("employer_cnss", "4670537", 0.7, 1, "valid")],
    )

    # when
    view = merge_fields([card, payslip, certificate])

    # then: the whole reading is chosen, no conflict on the CIN; the employer's number one apart is a conflict
    assert next(f for f in view["fields"] if f["field_name"] == "cin")["value"] == "AB901087"
    assert view["conflict_summary"]["fields"] == ["employer_cnss"]


def test_an_identifier_read_unsure_with_a_character_added_is_a_misreading_not_a_conflict():
    # given: a degraded card whose frame was read as a letter before the CIN ('WT891159', 0.70); the card's back,
    # the passport and the payslip read 'T891159' well
    card = SourceDocument(
        "d1", "cin_front", "2026-11-01T00:00:00+00:00", [ExtractedField("cin", "WT891159", 0.70, 1, "valid")]
    )
    back = SourceDocument(
        "d2", "cin_back", "2026-11-01T00:00:00+00:00", [ExtractedField("cin", "T891159", 0.98, 1, "valid")]
    )
    payslip = SourceDocument(
        "d3", "payslip", "2026-11-01T00:00:00+00:00", [ExtractedField("cin", "T891159", 0.88, 1, "valid")]
    )

    # when
    view = merge_fields([card, back, payslip])

    # then: the CIN read well is chosen, and no conflict asks a reviewer to settle a misreading
    assert next(f for f in view["fields"] if f["field_name"] == "cin")["value"] == "T891159"
    assert view["conflict_summary"]["fields"] == []


def test_a_card_back_whose_address_label_is_lost_gives_the_line_that_names_a_way_less_sure():
    # given: a poor scan of a card's back: the address label lost, the address in capitals over the civil status
    lines = [
        TextLine(text, 0.92, 1)
        for text in (
            "N° BK357205",
            "HASSAN",
            "40 BOULEVARD ZERKTOUNI FES",
            "174/1983",
            "IDMARBK357205<3BK357205<<<<<<<",
        )
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("cin_back", lines)}

    # then: a guess, never reported as sure (0.9 is where a reading counts as sure: `merge.py`'s consensus)
    assert fields["address"].value == "40 BOULEVARD ZERKTOUNI FES"
    assert fields["address"].confidence < 0.9


def test_a_bank_s_salary_form_with_numbered_questions_gives_each_answer_under_it():
    # given: a bank's pre-printed form: numbered questions whose label goes on ('du salarié', '(j/mm/aaaa)', a
    # date format with a letter lost), each answer indented under it; the gross as 'en chiffres (DH)' on the next
    # line, its figure beside that
    cells = [
        box("ATTESTATION DE SALAIRE", 849, 300, 1627, 341, row=0),
        box("2. Nom et prénom du salarié", 152, 653, 601, 684, row=1),
        box("CHRAIBI Rachid", 237, 720, 535, 748, row=2),
        box("5. Date d'entrée dans l'entreprise (j/mm/aaaa)", 152, 1163, 877, 1194, row=3),
        box("25/02/2007", 237, 1232, 449, 1263, row=4),
        box("6. Salaire mensuel BRUT", 152, 1355, 583, 1378, row=5),
        box("en chiffres (DH)", 210, 1419, 412, 1442, row=6),
        box("16 774,32", 878, 1420, 1067, 1451, row=6),
        box("en lettres", 210, 1514, 333, 1534, row=7),
        box("seize mille sept cent soixante-quatorze dirhams et trente-deux centimes", 482, 1502, 1760, 1533, row=7),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["applicant_name"], fields["hire_date"], fields["gross_salary"]) == (
        "Rachid CHRAIBI",
        "2007-02-25",
        16774.32,
    )


def test_a_field_the_newest_month_s_page_missed_comes_from_another_month_but_never_its_figures():
    # given: three monthly payslips in one file; the newest page misread the CIN ('BES85000') and lost its gross
    def page(number: int, month: str, cin: str, gross: bool) -> list[TextLine]:
        texts = ["BULLETIN DE PAIE", f"Période de paie : {month} 2026", f"C.I.N. : {cin}", "Net à payer : 16 238,88"]
        if gross:
            texts.append("Salaire brut : 19 681,84")
        return [TextLine(text, 0.93, number) for text in texts]

    lines = [
        *page(1, "Mai", "BE585000", True),
        *page(2, "Juin", "BE585000", True),
        *page(3, "Juillet", "BES85000", False),
    ]

    # when
    fields = fields_of("payslip", lines)

    # then: the newest month's period and net; the CIN from an older page; no older month's gross
    assert (fields["pay_period"], fields["net_salary"], fields["cin"]) == ("2026-07", 16238.88, "BE585000")
    assert "gross_salary" not in fields


def test_the_gross_in_words_is_not_the_net_s_and_a_sentence_under_a_form_label_is_not_its_value():
    # given: a certificate whose gross is written out in words with 'net' in the next clause (the net's words
    # lost); an Arabic-first certificate whose 'Salaire mensuel net' (its figure lost) has the summary sentence under it
    in_words = [
        TextLine(text, 0.96, 1)
        for text in (
            "ATTESTATION DE SALAIRE",
            "... perçoit un salaire mensuel brut de 26 337,31 DH (vingt-six mille trois cent",
            "trente-sept dirhams et trente-et-un centimes), soit un salaire mensuel net de 19 435,66 DH",
        )
    ]
    summary = [
        box("Attestation de salaire", 2009, 617, 2329, 640, row=0),
        box("Salaire mensuel net", 1055, 929, 1153, 938, row=1),
        box(
            "En résumé : M. Omar EL IDRISSI perçoit un salaire mensuel brut de 23 027,49 DH et net de 19 480,30 DH.",
            77,
            973,
            873,
            993,
            row=2,
        ),
    ]

    # when / then
    assert fields_of("salary_certificate", in_words)["net_salary"] == 19435.66
    assert fields_of("salary_certificate", summary)["net_salary"] == 19480.30


def test_a_card_s_arabic_place_label_over_its_value_with_the_other_script_s_noise_after_it():
    # given: the French label lost, the Arabic one read with a digit of noise after it, the place under it
    cells = [
        box("CARTE NATIONALE D'IDENTITÉ", 422, 187, 827, 209, row=0),
        box("Né(e) le تاريخ الازدياد", 452, 400, 650, 443, row=1),
        box("مكان الازدياد ٠ 8", 770, 411, 906, 433, row=1),  # noqa: RUF001
        box("02.08.1983", 452, 441, 650, 465, row=2),
        box("AGADIR", 770, 441, 908, 465, row=2),
    ]

    # when / then
    assert fields_of("cin_front", cells)["place_of_birth"] == "AGADIR"


# layout x, unblinded: branch copies and paper trails ----------------------------------------------------------
def test_a_passbook_page_is_a_statement_whose_totals_row_checks_its_balances():
    # given: a savings passbook's page copied at the counter: 'Retraits | Versements' columns, a totals row with
    # no word for which figure is which
    cells = [
        box("BANK OF AFRICA CARNET DE COMPTE", 234, 233, 2205, 276, row=0),
        box("Titulaire : Mme KHADIJA BERRADA", 230, 407, 1076, 436, row=1),
        box("N° de compte (RIB) : 022 828 4330445294039402 76", 232, 487, 1147, 522, row=2),
        box("Période : du 01/01/2026 au 31/01/2026", 233, 646, 1111, 676, row=3),
        box("N° Date Nature de l'opération Retraits Versements Solde", 192, 1205, 2164, 1234, row=4),
        box("1 01/01/2026 SOLDE REPORTE 32 343,95", 205, 1287, 2290, 1309, row=5),
        box("2 04/01/2026 RETRAIT DAB 1558 300,00 32 043,95", 203, 1361, 2290, 1383, row=6),
        box("6 29/01/2026 VIR SALAIRE OCEAN TEXTILES SA 16 407,35 45 249,04", 203, 1657, 2290, 1679, row=7),
        box("7 31/01/2026 SOLDE AU 31/01/2026 45 249,04", 203, 1731, 2290, 1753, row=8),
        box("8 TOTAUX DU MOIS 4 261,72 17 166,81", 203, 1805, 1930, 1827, row=9),
    ]
    document = [cell.text for cell in cells]

    # when
    kind, _ = classify("\n".join(document))
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: the balances add up with the debits first, so both are checked
    assert kind == "bank_statement"
    assert (fields["opening_balance"].value, fields["closing_balance"].value) == (32343.95, 45249.04)
    assert {fields["opening_balance"].validation_status, fields["closing_balance"].validation_status} == {"valid"}


def test_a_certified_copy_s_stamp_names_no_place_of_birth():
    # given: a card photocopied on A4, its 'à' label lost, a stamp 'COPIE CERTIFIÉE CONFORME / À L'ORIGINAL' below
    cells = [
        box("CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE", 522, 396, 1399, 433, row=0),
        box("Nom", 1013, 506, 1073, 526, row=1),
        box("EL IDRISSI", 1014, 544, 1273, 579, row=2),
        box("Prénom", 1013, 627, 1114, 650, row=3),
        box("HAMZA", 1014, 668, 1198, 703, row=4),
        box("Né(e) le", 1013, 751, 1119, 777, row=5),
        box("23.01.1999", 1013, 792, 1298, 827, row=6),
        box("TANGER", 1010, 915, 1216, 951, row=7),
        box("Valable jusqu'au", 1010, 1001, 1236, 1027, row=8),
        box("11.12.2032", 1014, 1039, 1298, 1076, row=9),
        box("COPIE CERTIFIÉE CONFORME", 235, 1419, 747, 1450, row=10),
        box("À L'ORIGINAL", 373, 1466, 700, 1496, row=11),
        box("ROYAUME DU MAROC", 760, 1466, 1152, 1496, row=11),
    ]

    # when
    fields = fields_of("cin_front", cells)

    # then: the capitals under the birth date
    assert fields["place_of_birth"] == "TANGER"


def test_a_passport_s_bilingual_labels_with_the_arabic_read_as_scraps_take_the_names_under_them():
    # given: 'Nom / Surname' and 'Prénoms / Given names' with their Arabic halves read as Latin scraps after them
    cells = [
        box("PASSEPORT / PASSPORT", 237, 11, 424, 27, row=0),
        box("Nom / Surname 1 au", 169, 78, 271, 87, row=1),
        box("EL IDRISSI", 169, 92, 259, 107, row=2),
        box("Prénoms / Given names 7 pw!", 168, 117, 304, 128, row=3),
        box("HAMZA", 168, 131, 232, 145, row=4),
    ]

    # when
    fields = fields_of("passport", cells)

    # then: a name has no figure
    assert fields["applicant_name"] == "HAMZA EL IDRISSI"


def test_a_grid_s_card_number_label_read_with_a_quote_for_its_degree_sign_is_a_label():
    # given: 'N" CIN' beside 'Prénom' in a row of labels, the values in the row under them
    cells = [
        box("ATTESTATION DE SALAIRE", 300, 100, 900, 140, row=0),
        box("M", 74, 440, 100, 470, row=1),
        box("Nom", 200, 440, 260, 470, row=1),
        box("Prénom", 500, 440, 600, 470, row=1),
        box('N" CIN', 800, 440, 924, 470, row=1),
        box("00552", 75, 468, 150, 497, row=2),
        box("CHRAIBI", 200, 468, 320, 497, row=2),
        box("Mehdi", 500, 468, 580, 497, row=2),
        box("W370176", 800, 468, 984, 497, row=2),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then: not 'N" CIN CHRAIBI'
    assert fields["applicant_name"] == "Mehdi CHRAIBI"


def test_two_lines_of_a_row_that_cut_a_word_in_two_are_one_line_with_the_word_whole():
    from casefile.ocr.engine import OcrLine
    from casefile.ocr.read import _join_split_words

    # given: tesseract's two lines 'Ocean Textile' and 's SA', 3 pixels apart, and a line far off on the same row
    def line(*words: tuple[str, int, int]) -> OcrLine:
        parts = [OcrLine(text, 0.95, (x0, 137, x1, 160)) for text, x0, x1 in words]
        return OcrLine(" ".join(w.text for w in parts), 0.95, (parts[0].bbox[0], 137, parts[-1].bbox[2], 160), parts)

    lines = [line(("Ocean", 172, 280), ("Textile", 290, 501)), line(("s", 504, 515), ("SA", 525, 609))]
    apart = [line(("Ocean", 172, 280)), line(("Textiles", 300, 501))]

    # when / then: words a space apart (0.4-0.6 of the height) stay apart
    assert [ln.text for ln in _join_split_words(lines)] == ["Ocean Textiles SA"]
    assert _join_split_words(apart) is apart


def test_a_letter_s_position_and_hire_date_across_a_line_break_after_depuis():
    # given: '... employée en qualité de Technicien de maintenance depuis / le 14/04/2007, ...'
    cells = [
        box("ATTESTATION DE SALAIRE", 836, 524, 1579, 566, row=0),
        box(
            "titulaire de la CIN n° BK940296, matricule 2787, employée en qualité de Technicien de maintenance depuis",
            151, 837, 2052, 875, row=1,
        ),
        box("le 14/04/2007, a perçu au titre du mois de avril 2026 la rémunération", 153, 911, 1916, 949, row=2),
    ]  # fmt: skip

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert (fields["position"], fields["hire_date"]) == ("Technicien de maintenance", "2007-04-14")


def test_a_scrap_read_poorly_in_the_label_s_cell_gives_way_to_the_value_read_well_beside_it():
    # given: a degraded pre-printed form: 'Emploi DITS' (a scrap at 0.63) | 'Chef de projet' (0.96), and the
    # employer's number after 'N° d'affiation' (its 'li' lost)
    cells = [
        box("BULLETIN DE PAIE", 600, 71, 1047, 102, row=0),
        box("N° d'affiation", 105, 168, 182, 177, row=1, confidence=0.55),
        box("2871187", 296, 165, 361, 178, row=1, confidence=0.97),
        box("Emploi DITS", 96, 1363, 316, 1385, row=2, confidence=0.63),
        box("Chef de projet", 383, 1359, 526, 1395, row=2, confidence=0.96),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert (fields["position"], fields["employer_cnss"]) == ("Chef de projet", "2871187")


# layout v, unblinded: SaaS and neobank exports ----------------------------------------------------------------


def test_a_card_s_name_label_in_a_garbled_cell_and_its_scrap_under_it_leave_the_given_name_s_neighbour():
    # given: a phone capture: 'Prénom | RACHID', then 'Poa Nom \\ CEA | Néle) le' (labels run together), the scrap
    # 'om' under it, and 'ALAOUI' under RACHID
    cells = [
        box("CARTE NATIONALE D'IDENTITÉ", 58, 360, 224, 372, row=0),
        box("Prénom", 201, 401, 241, 410, row=1),
        box("RACHID", 313, 396, 389, 411, row=1),
        box("Poa Nom \\ CEA | Néle) le", 91, 432, 245, 495, row=2, confidence=0.62),
        box("om", 201, 437, 226, 446, row=2, confidence=0.39),
        box("ALAOUI", 312, 431, 387, 446, row=2),
        box("08.10.1971", 313, 466, 426, 481, row=2),
    ]

    # when / then: not 'RACHID \\ CEA Néle) le', nor 'RACHID' alone
    assert fields_of("cin_front", cells)["applicant_name"] == "RACHID ALAOUI"


def test_a_name_after_a_leader_read_as_an_ellipsis_and_a_given_name_whose_capital_was_read_small():
    # given
    form = [
        box("ATTESTATION DE SALAIRE", 421, 163, 839, 191, row=0),
        box("Nom : \u2026 BENJELLOUN", 88, 343, 500, 362, row=1),
        box("Prénom : Karim", 600, 343, 763, 362, row=1),
    ]
    grid = [
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=0),
        box("Nom", 113, 531, 200, 560, row=1),
        box("Prénom", 300, 531, 420, 560, row=1),
        box("BENJELLOUN", 118, 577, 280, 595, row=2),
        box("imane", 300, 577, 380, 595, row=2),
    ]

    # when / then
    assert fields_of("salary_certificate", form)["applicant_name"] == "Karim BENJELLOUN"
    assert fields_of("employment_certificate", grid)["applicant_name"].upper() == "IMANE BENJELLOUN"


def test_a_card_s_arabic_given_name_label_with_its_last_letter_misread():
    # given: Arabic labels at the right, values at the left on the same rows (a degraded photo's cells, a stain
    # between the names); 'الاسم الشخصي' read 'الاسم الشخصر'
    cells = [
        box("CARTE NATIONALE D'IDENTITÉ", 366, 45, 516, 57, row=0),
        box("OMAR", 188, 85, 255, 101, row=1),
        box("الاسم الشخصر", 549, 87, 627, 100, row=1),
        box("7", 471, 113, 496, 125, row=2, confidence=0.02),
        box("EL IDRISSI", 190, 141, 303, 158, row=3),
        box("الاسم العائلي", 558, 143, 627, 157, row=3),
        box("PHOTO", 75, 174, 114, 183, row=4),
        box("الإدريسي", 443, 165, 498, 181, row=4, confidence=0.69),
        box("12/12/1989", 192, 196, 315, 216, row=5),
        box("تاريخ الازدياد", 564, 199, 629, 213, row=5),
    ]

    # when / then
    assert fields_of("cin_front", cells)["applicant_name"] == "OMAR EL IDRISSI"


def test_labels_read_with_a_space_lost_or_their_start_lost_at_a_torn_edge():
    # given: 'Nomet prénom: Monsieur Rachid BENJELLOUN', and a letter's 'uchée le 08/01/2011' (embauchée)
    certificate = [
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=0),
        box("+. Nomet prénom: Monsieur Rachid BENJELLOUN", 95, 500, 744, 530, row=1),
    ]
    payslip = [
        box("BULLETIN DE PAIE", 400, 100, 900, 140, row=0),
        box("uchée le 08/01/2011 en qualité de", 782, 328, 1107, 352, row=1),
    ]

    # when / then
    assert fields_of("employment_certificate", certificate)["applicant_name"] == "Rachid BENJELLOUN"
    assert fields_of("payslip", payslip)["hire_date"] == "2011-01-08"


def test_the_old_green_card_s_title_and_a_place_with_its_label_lost_or_a_comma_after_it():
    # given: the pre-2008 card's 'CARTE D'IDENTITE NATIONALE', 'Né(e) le 25/04/1979 à CASABLANCA,'; and a
    # cropped card's 'Né(e) le' over '13.10.1988 | RABAT', its 'à' lost
    old_card = [
        box("ROYAUME DU MAROC", 50, 51, 380, 81, row=0),
        box("CARTE D'IDENTITE NATIONALE", 294, 103, 1004, 135, row=1),
        box("Nom FASSI", 50, 238, 400, 267, row=2),
        box("Prénom SALMA", 50, 328, 400, 357, row=3),
        box("Né(e) le 25/04/1979 à CASABLANCA,", 50, 418, 760, 448, row=4),
    ]
    cropped = [
        box("CARTE NATIONALE D'IDENTITÉ", 100, 80, 700, 120, row=0),
        box("Nom", 60, 200, 120, 220, row=1),
        box("EL AMRANI", 60, 230, 300, 260, row=2),
        box("Né(e) le", 60, 300, 160, 320, row=3),
        box("13.10.1988", 60, 330, 260, 360, row=4),
        box("RABAT", 420, 330, 540, 360, row=4),
    ]

    # when
    old = fields_of("cin_front", old_card)

    # then
    assert classify("\n".join(c.text for c in old_card))[0] == "cin_front"
    assert old["place_of_birth"] == "CASABLANCA"
    assert fields_of("cin_front", cropped)["place_of_birth"] == "RABAT"


def test_a_holder_s_label_beside_the_next_box_s_misread_label_takes_the_name_under_it():
    # given: 'Titulaire | Domicitiation' (two boxes' labels side by side, the second misread), the name under
    cells = [
        box("RELEVÉ D'IDENTITÉ BANCAIRE", 700, 100, 1100, 140, row=0),
        box("Titulaire", 240, 200, 320, 220, row=1),
        box("Domicitiation", 680, 200, 800, 220, row=1),
        box("Mme KHADIJA BERRADA", 250, 230, 520, 260, row=2),
        box("Bank of Africa", 690, 230, 830, 255, row=2),
    ]

    # when / then
    assert fields_of("rib", cells)["account_holder"] == "KHADIJA BERRADA"


def test_a_mainframe_print_s_abbreviated_number_labels_with_their_values_after_a_colon_in_the_next_cell():
    # given: 'N. IMMATRICULATION . | : 109265251', 'N. AFFILIATION EMPLOYEUR . | : 6951523'
    cells = [
        box("CAISSE NATIONALE DE SECURITE SOCIALE", 100, 50, 700, 80, row=0),
        box("ATTESTATION D'AFFILIATION", 300, 150, 700, 180, row=1),
        box("N. IMMATRICULATION .", 100, 300, 420, 325, row=2),
        box(": 109265251", 460, 300, 640, 325, row=2),
        box("N. AFFILIATION EMPLOYEUR .", 100, 500, 500, 525, row=3),
        box(": 6951523", 540, 500, 680, 525, row=3),
    ]

    # when
    fields = fields_of("cnss_certificate", cells)

    # then
    assert (fields["cnss_number"], fields["employer_cnss"]) == ("109265251", "6951523")


def test_a_payslip_s_notices_name_no_period_and_no_employer():
    # given: 'Mois de paie : 02/2026 ...' at the top; 'Coût total employeur (brut + charges)' and a notice's sentence
    # 'Les cumuls couvrent la période du 01/01/2026 à la fin du mois de paie.' further down
    cells = [
        box("RIF CONSTRUCTION SARL", 60, 40, 400, 70, row=0),
        box("BULLETIN DE PAIE", 800, 40, 1100, 70, row=0),
        box("Mois de paie : 02/2026 - du 01/02/2026 au 28/02/2026", 700, 80, 1180, 100, row=1),
        box("Coût total employeur (brut + charges)", 60, 1500, 400, 1520, row=2),
        box("41 208,11", 500, 1500, 600, 1520, row=2),
        box(
            "3. Les sommes portées en « pour mémoire » ne sont ni payées ni retenues. Les cumuls couvrent la période "
            "du 01/01/2026 à la fin du mois de paie.",
            60,
            1600,
            1180,
            1620,
            row=3,
        ),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields["pay_period"] == "2026-02"
    assert fields["employer"] == "RIF CONSTRUCTION SARL"


def test_prose_that_breaks_lines_inside_its_labels_and_a_hire_date_label_that_lost_its_first_word():
    # given: '... affiliée à la Caisse Nationale de Sécurité / Sociale sous le n° 5278526 ...' and
    # 'd'embauche | 18/10/2022' (its 'Date' lost at a grid's left edge)
    cells = [
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=0),
        box("Nous soussignés, Sud Agro Export SARL, affiliée à la Caisse Nationale de Sécurité", 60, 400, 1180, 420,
            row=1),
        box("Sociale sous le n° 5278526, attestons que la salariée désignée ci-après", 60, 425, 1180, 445, row=2),
        box("d'embauche", 60, 600, 200, 620, row=3),
        box("18/10/2022", 400, 600, 520, 620, row=3),
    ]  # fmt: skip
    other = [
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=0),
        box("Le Directeur de Sud Agro Export SARL, affilié(e) à la Caisse Nationale de Sécurité Sociale sous", 60,
            400, 1180, 420, row=1),
        box("le n° 6118116, atteste que :", 60, 425, 400, 445, row=2),
    ]  # fmt: skip

    # when
    fields = fields_of("employment_certificate", cells)

    # then
    assert (fields["employer_cnss"], fields["hire_date"]) == ("5278526", "2022-10-18")
    assert fields_of("employment_certificate", other)["employer_cnss"] == "6118116"


def test_a_value_after_a_speck_read_as_a_stop_past_its_label():
    # given: 'titulaire de la C.I.N. n°: . T606002' (a speck of the scan between the label's colon and the value),
    # and a reference of the same form elsewhere, so that the CIN is not the document's one word of its form
    cells = [
        box("Réf. : RH202611", 68, 200, 300, 222, row=0),
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=1),
        box("titulaire de la C.I.N. n°: . T606002", 68, 590, 390, 612, row=2),
    ]

    # when / then
    assert fields_of("employment_certificate", cells)["cin"] == "T606002"


def test_a_net_that_the_totals_row_checks_is_valid_when_the_gains_take_in_allowances_outside_the_gross():
    # given: a large employer's payslip: gross 5 640,81, its totals row's gains take in the transport and meal
    # allowances (6 600,81), its deductions 2 523,47 (printed again as 'Total retenues du mois'), and the net
    # 4 077,34 is gains less deductions, not gross less deductions
    cells = [
        box("BULLETIN DE PAIE", 800, 40, 1100, 70, row=0),
        box("1900 | SALAIRE BRUT", 60, 600, 300, 620, row=1),
        box("5 640,81", 800, 600, 900, 620, row=1),
        box("6000 | Indemnité de transport", 60, 700, 400, 720, row=2),
        box("360,00", 800, 700, 900, 720, row=2),
        box("6010 | Prime de panier", 60, 730, 400, 750, row=3),
        box("600,00", 800, 730, 900, 750, row=3),
        box("TOTAUX", 60, 900, 200, 920, row=4),
        box("6 600,81", 800, 900, 900, 920, row=4),
        box("2 523,47", 950, 900, 1050, 920, row=4),
        box("13 201,62", 1080, 900, 1180, 920, row=4),
        box("Total retenues du mois", 60, 1000, 300, 1020, row=5),
        box("2 523,47", 400, 1000, 500, 1020, row=5),
        box("NET À PAYER", 800, 1000, 1000, 1020, row=5),
        box("4 077,34 DH", 800, 1040, 1000, 1070, row=6),
    ]

    # when
    net = next(f for f in extract_fields("payslip", cells) if f.field_name == "net_salary")

    # then
    assert (net.value, net.validation_status) == (4077.34, "valid")


def test_a_visual_zone_word_whose_last_i_was_read_as_a_sign_does_not_respell_the_mrz_s_name():
    # given: a passport whose visual zone reads the surname 'FASS!' (its I read as '!') and the MRZ 'FASSI'
    cells = [
        box("ROYAUME DU MAROC - PASSEPORT", 100, 40, 700, 70, row=0),
        box("FASS!", 300, 300, 400, 330, row=1),
        box("OMAR", 300, 400, 400, 430, row=2),
        box("P<MARFASSI<<OMAR<<<<<<<<<<<<<<<<<<<<<<<<<<<", 40, 900, 1200, 940, row=3),
        box("HN76906257MAR8911274M3111079AB285247<<<<<<7Q", 40, 950, 1200, 990, row=4),
    ]

    # when / then
    assert fields_of("passport", cells)["applicant_name"] == "OMAR FASSI"


def _td3(surname: str, given: str) -> tuple[str, str]:
    """A TD3 zone whose every check digit holds, for a Taiwanese passport of this name."""
    from casefile.domain.documents.mrz import check_digit

    number, birth, expiry, personal = "123456789", "900115", "300531", "<" * 14
    line1 = f"P<TWN{surname}<<{given}".ljust(44, "<")
    parts = [number + check_digit(number), birth + check_digit(birth), expiry + check_digit(expiry)]
    parts.append(personal + check_digit(personal))
    composite = parts[0] + parts[1] + parts[2] + parts[3]
    line2 = f"{parts[0]}TWN{parts[1]}F{parts[2]}{parts[3]}{check_digit(composite)}"
    return line1, line2


def test_a_hyphenated_given_name_keeps_its_hyphen_where_the_visual_zone_prints_it():
    # given: a passport whose visual zone prints 'MEI-HUA' and whose MRZ writes it 'MEI<HUA'
    line1, line2 = _td3("LIN", "MEI<HUA")
    cells = [
        box("PASSPORT", 100, 40, 700, 70, row=0),
        box("Surname LIN", 300, 300, 600, 330, row=1),
        box("Given names MEI-HUA", 300, 400, 700, 430, row=2),
        box(line1, 40, 900, 1200, 940, row=3),
        box(line2, 40, 950, 1200, 990, row=4),
    ]

    # when / then: the MRZ's name, spelt as printed
    assert fields_of("passport", cells)["applicant_name"] == "MEI-HUA LIN"


def test_a_company_named_in_prose_and_cut_at_the_line_s_end_takes_the_letterhead_s_whole_name():
    # given: '... Financier de la société Ocean Textile' (the line's end cut 's SA' off), the letterhead's
    # 'Ocean Textiles SA'
    cells = [
        box("Ocean Textiles SA", 60, 60, 300, 90, row=0),
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=1),
        box("Le Directeur Administratif et Financier de la société Ocean Textile", 60, 400, 1180, 420, row=2),
    ]

    # when / then
    assert fields_of("employment_certificate", cells)["employer"] == "Ocean Textiles SA"


def test_a_sworn_english_translation_of_the_cnss_certificate_is_read():
    # given: a sworn translator's English translation of the CNSS's certificate of affiliation
    text = [
        "NATIONAL SOCIAL SECURITY FUND (CNSS)",
        "CERTIFICATE OF AFFILIATION",
        "Full name : ALAOUI RACHID",
        "Registration No. : 192643761",
        "National ID card No. : EE806750",
        "Date of registration : 1 December 2015",
        "Company name : Maghreb Logistique SA",
        "Employer affiliation No. : 6118115",
    ]
    cells = [box(line, 60, 100 + 40 * i, 60 + 14 * len(line), 125 + 40 * i, row=i) for i, line in enumerate(text)]

    # when
    fields = fields_of("cnss_certificate", cells)

    # then
    assert classify("\n".join(text))[0] == "cnss_certificate"
    assert fields == {
        "applicant_name": "RACHID ALAOUI",
        "cnss_number": "192643761",
        "cin": "EE806750",
        "affiliation_date": "2015-12-01",
        "employer": "Maghreb Logistique SA",
        "employer_cnss": "6118115",
    }


def test_a_bank_s_kyc_record_of_the_card_gives_the_place_of_birth_its_english_label_names():
    # given: the card's face ('Né(e) le | à' over '12.10.1995 | MEKNES'), the officer's English record ('Place of
    # birth | Meknes') and a ticked box read 'À Original sighted'
    cells = [
        box("CARTE NATIONALE D'IDENTITÉ", 100, 80, 700, 120, row=0),
        box("Place of birth", 60, 800, 240, 820, row=1),
        box("Meknes", 400, 800, 500, 820, row=1),
        box("À Original sighted", 60, 900, 300, 920, row=2),
    ]

    # when / then
    assert fields_of("cin_front", cells)["place_of_birth"].upper() == "MEKNES"


def test_a_bilingual_form_s_labels_side_by_side_before_their_value_are_no_table_header():
    # given: a slanted scan of an English payslip's grid, where each English label, its French label (under it on
    # the paper) and the value beside them fall into one row: four labels and two values in six cells
    cells = [
        cell("PAYSLIP", 2060, 115, row=0),
        cell("Employee name", 172, 425, row=1),
        cell("Nom du salarié", 470, 430, row=1),
        cell("Tazi, Salma", 820, 427, row=1),
        cell("Designation", 1325, 425, row=1),
        cell("Fonction", 1600, 430, row=1),
        cell("Technicien de maintenance", 1830, 427, row=1),
        cell("Employee ID", 172, 520, row=2),
        cell("MA61039", 820, 520, row=2),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: each value beside its labels, not looked for under a header
    assert (fields["applicant_name"], fields["position"]) == ("Salma Tazi", "Technicien de maintenance")


def test_a_company_or_position_read_with_a_word_cut_in_two_agrees_with_its_whole_reading():
    # given / when / then: OCR's space inside a word is no other employer ('Sud Ag ro Export SARL'); other words are
    from casefile.domain.documents.merge import same_value

    assert same_value("employer", "Sud Ag ro Export SARL", "SUD AGRO EXPORT SARL")
    assert same_value("position", "Chef de pro jet", "Chef de projet")
    assert not same_value("employer", "Sud Agro Export SARL", "Sud Agri Export SARL")


def test_a_company_read_with_a_capital_i_for_a_small_l_agrees_with_its_other_reading():
    # given / when / then: 'I' and 'l' are one glyph in most sans-serif faces: no other company
    from casefile.domain.documents.merge import same_value

    assert same_value("employer", "Institut Privé AI Manar SARL", "Institut Privé Al Manar SARL")
    assert same_value(
        "employer", "Coopérative Agricole Laitière AI Mostakbal", "COOPERATIVE AGRICOLE LAITIERE AL MOSTAKBAL"
    )
    assert not same_value("employer", "Institut Privé Al Manar SARL", "Institut Privé Al Manor SARL")


def test_a_bank_under_its_acronym_is_the_bank_its_full_name_gives():
    # given / when / then: a statement's letterhead 'AWB' and a RIB's 'Attijariwafa bank' are one bank; two banks,
    # or a word that names none, still differ
    from casefile.domain.documents.merge import same_value

    assert same_value("bank_name", "AWB", "Attijariwafa bank")
    assert same_value("bank_name", "BMCE Bank of Africa", "Bank of Africa")
    assert not same_value("bank_name", "AWB", "Banque Populaire")
    assert not same_value("bank_name", "Crédit du Maroc", "Crédit Agricole du Maroc")
    assert not same_value("bank_name", "Bank", "Banque")


def test_a_temping_agency_s_employee_section_is_no_name():
    # given: a temping agency's payslip: its section 'SALARIÉ INTÉRIMAIRE' (temporary employee) over the name's
    # own labels, the family name's label lost
    cells = [
        cell("BULLETIN DE PAIE - TRAVAIL TEMPORAIRE", 100, 300, row=0),
        cell("SALARIÉ INTÉRIMAIRE", 100, 400, row=1),
        cell("Matricule agence", 100, 450, row=2),
        cell("INT-71339", 100, 490, row=3),
        cell("Prénom", 100, 560, row=4),
        cell("Khadija", 100, 600, row=5),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: the section's word is not taken for the employee's name
    assert fields.get("applicant_name") != "INTÉRIMAIRE"


def test_nom_prenom_without_its_et_labels_the_whole_name():
    # given: a bilingual grid's 'Employee name / Nom prénom' over the name as payroll software prints it
    cells = [
        cell("PAYSLIP", 2060, 115, row=0),
        cell("Employee ID / Matricule", 172, 425, row=1),
        cell("Employee name / Nom prénom", 899, 425, row=1),
        cell("National ID / CIN", 1625, 425, row=1),
        cell("EMP-80774", 172, 465, row=2),
        cell("EL IDRISSI, Omar", 897, 465, row=2),
        cell("JA274102", 1622, 465, row=2),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: 'Nom' there is no family name's label, nor 'prénom' a word of the name
    assert fields["applicant_name"] == "Omar EL IDRISSI"


def test_a_signer_s_title_cut_from_its_company_by_a_wide_space_is_no_employer():
    # given: a letter's first sentence read in cells at its wide spaces
    cells = [
        cell("ATTESTATION DE TRAVAIL", 700, 300, row=0),
        cell("Je soussigné,", 100, 500, row=1),
        cell("Gérant de la", 420, 500, row=1),
        cell("société Sud Agro Export SARL,", 700, 500, row=1),
        cell("affiliée à la Caisse Nationale de", 1500, 500, row=1),
        cell("certifie que M. Mehdi CHRAIBI, titulaire de la C.I.N. n° W370176, est employé", 100, 560, row=2),
    ]

    # when
    fields = fields_of("employment_certificate", cells)

    # then: the company the sentence names, not the signer's title
    assert fields["employer"] == "Sud Agro Export SARL"


def test_a_grid_s_nom_and_prenom_headers_side_by_side_are_two_labels():
    # given: a grid whose 'Nom' and 'Prénom' headers stand in cells side by side, the values under them
    cells = [
        cell("BULLETIN DE PAIE", 900, 100, row=0),
        cell("Mat.", 100, 300, row=1),
        cell("Nom", 300, 300, row=1),
        cell("Prénom", 700, 300, row=1),
        cell("N° CIN", 1000, 300, row=1),
        cell("00333", 100, 350, row=2),
        cell("EL AMRANI", 300, 350, row=2),
        cell("Mehdi", 700, 350, row=2),
        cell("W996664", 1000, 350, row=2),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: both names, not the family name alone
    assert fields["applicant_name"] == "Mehdi EL AMRANI"


def test_a_label_is_never_a_person_s_name():
    # given: a degraded payslip's grid of labels, the next label beside 'Nom et prénom' read with its rule as a
    # bracket ('[Date d'embauche'), so that it does not start as a label does
    cells = [
        cell("BULLETIN DE PAIE", 100, 100, row=0),
        cell("Nom et prénom", 100, 300, row=1),
        cell("[Date d'embauche", 500, 300, row=1),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: no name rather than a label for one
    assert "applicant_name" not in fields


def test_a_net_is_not_doubted_for_a_deductions_total_read_with_a_digit_lost():
    # given: a payslip whose totals row lost the thin '1' of '1 161,26' at its cell's edge
    cells = [
        cell("BULLETIN DE PAIE", 100, 100, row=0),
        cell("Salaire brut", 100, 300, row=1),
        cell("7 672,73", 900, 300, row=1),
        cell("Totaux / Totales", 100, 400, row=2),
        cell("7 672,73", 900, 400, row=2),
        cell("161,26", 1300, 400, row=2),
        cell("NET À PAYER", 100, 500, row=3),
        cell("6 511,47 MAD", 900, 500, row=3),
    ]

    # when
    (net,) = [f for f in extract_fields("payslip", cells) if f.field_name == "net_salary"]

    # then: 7 672,73 - 6 511,47 is 1 161,26, the total with its '1'; the net is not a misreading
    assert (net.value, net.validation_status) == (6511.47, "valid")


def test_a_cnss_form_s_labels_with_one_letter_misread_still_give_their_values():
    # given: a degraded CNSS attestation (layout z) whose labels' small type lost a letter each
    cells = [
        cell("CAISSE NATIONALE DE SÉCURITÉ SOCIALE", 100, 50, row=0),
        cell("Raison sociale", 800, 400, row=1),
        cell("Atlas Industries SARL", 1200, 400, row=1),
        cell("N° d'affilistion", 800, 450, row=2),
        cell("7818144", 1200, 450, row=2),
        cell("Date d'immatriculetion", 100, 500, row=3),
        cell("26/12/2017", 600, 500, row=3),
    ]

    # when
    fields = fields_of("cnss_certificate", cells)

    # then
    assert (fields.get("employer_cnss"), fields.get("affiliation_date")) == ("7818144", "2017-12-26")


def test_a_dotted_leader_read_as_signs_before_its_colon_is_not_the_value():
    # given: a CNSS attestation typed on a form with dotted leaders, read on a degraded scan (layout m): the leader's
    # end read as '+', '++...', and a leader before the family name read as letters ('se su.')
    lines = [
        TextLine("ATTESTATION D'AFFILIATION", 0.96, 1, (420, 219, 849, 249), 0),
        TextLine("NOM se su.", 0.47, 1, (117, 401, 276, 418), 1),
        TextLine("+...", 0.51, 1, (406, 412, 440, 416), 1),
        TextLine(":", 0.75, 1, (457, 406, 460, 415), 1),
        TextLine("BENJELLOUN", 0.92, 1, (475, 401, 576, 416), 1),
        TextLine("PRENOM", 0.97, 1, (117, 431, 177, 446), 2),
        TextLine("++... : RACHID", 0.72, 1, (396, 432, 535, 447), 2),
        TextLine("RAISON SOCIALE .......,", 0.87, 1, (112, 614, 342, 633), 3),
        TextLine(": Rif Construction SARL", 0.95, 1, (452, 614, 683, 633), 3),
        TextLine("NUMERO D'AFFILIATION .", 0.94, 1, (111, 644, 332, 663), 4),
        TextLine("+ : 2151099", 0.88, 1, (432, 646, 539, 661), 4),
    ]

    # when
    fields = fields_of("cnss_certificate", lines)

    # then: the employer's number past the leader; no name made of the leader's scraps ('RACHID se su')
    assert fields.get("employer_cnss") == "2151099"
    assert "se su" not in str(fields.get("applicant_name", ""))


def test_a_bilingual_certificate_s_arabic_labels_give_the_values_its_french_ones_lost():
    # given: a degraded bilingual CNSS attestation (layout u): each Arabic label over its value, the French labels
    # misread ('Date dunmatriculahon') or lost
    lines = [
        TextLine("Attestation d'immatriculation", 0.9, 1, (300, 300, 700, 330), 0),
        TextLine("تاريخ التسجيل", 0.9, 1, (900, 500, 1100, 530), 1),
        TextLine("Date dunmatriculahon", 0.6, 1, (100, 540, 400, 570), 2),
        TextLine("26/12/2014", 0.93, 1, (900, 540, 1060, 570), 2),
        TextLine("Employeur", 0.9, 1, (100, 700, 300, 730), 3),
        TextLine("رقم الانخراط", 0.9, 1, (900, 700, 1100, 730), 3),
        TextLine("9902678", 0.93, 1, (900, 740, 1020, 770), 4),
    ]

    # when
    fields = fields_of("cnss_certificate", lines)

    # then
    assert (fields.get("affiliation_date"), fields.get("employer_cnss")) == ("2014-12-26", "9902678")


def test_a_card_s_given_name_over_the_family_name_s_label_is_found_past_that_label():
    # given: a degraded card (layout w): 'Prénom' read with its Arabic half as a scrap ('Prénom - al'), the given name
    # under it, then the family name's label read 'Nom + nl' over the family name
    lines = [
        TextLine("ROYAUME DU MAROC", 0.96, 1, (62, 88, 227, 103), 0),
        TextLine("CARTE NATIONALE D'IDENTITÉ", 0.95, 1, (193, 105, 395, 122), 1),
        TextLine("Prénom - al", 0.59, 1, (208, 127, 278, 155), 2),
        TextLine("N° W996664", 0.77, 1, (63, 134, 177, 150), 3),
        TextLine("MEHDI", 0.92, 1, (209, 151, 270, 166), 4),
        TextLine("Nom + nl", 0.34, 1, (209, 168, 268, 196), 5),
        TextLine("EL AMRANI", 0.92, 1, (210, 192, 313, 208), 6),
        TextLine("13.10.1988", 0.95, 1, (210, 260, 320, 275), 7),
    ]

    # when / then
    assert fields_of("cin_front", lines)["applicant_name"] == "MEHDI EL AMRANI"


def test_a_text_layer_s_row_of_two_labelled_values_is_cut_at_the_second_label():
    # given: a born-digital payslip whose text layer gives a form's row as one run ('NOM : FASSI PRENOM : SALMA')
    lines = [
        TextLine("BULLETIN DE PAIE", 1.0, 1),
        TextLine("NOM : FASSI PRENOM : SALMA", 1.0, 1),
        TextLine("EMPLOI : AGENT COMMERCIAL CONTRAT : CDI", 1.0, 1),
    ]

    # when
    fields = fields_of("payslip", lines)

    # then
    assert (fields["applicant_name"], fields["position"], fields["contract_type"]) == (
        "SALMA FASSI",
        "AGENT COMMERCIAL",
        "CDI",
    )


def test_a_letterhead_s_company_read_with_a_rule_glued_before_it_is_the_employer_without_it():
    # given: a spreadsheet payslip (layout ab) whose letterhead cell was read with the sheet's border glued to it
    cells = [cell("|RIF CONSTRUCTION SARL", 100, 60, row=0), cell("BULLETIN DE PAIE", 900, 60, row=0)]

    # when / then
    assert fields_of("payslip", cells)["employer"] == "RIF CONSTRUCTION SARL"


def test_a_bilingual_pay_table_s_row_under_a_lost_position_label_is_no_position():
    # given: a degraded bilingual salary certificate (layout u): its position's labels lost, the pay table's first
    # row, Arabic then French, is the cell under the 'Fonction' header
    cells = [
        cell("ATTESTATION DE SALAIRE", 100, 50, row=0),
        cell("Fonction", 100, 300, row=1),
        cell("الاجر الأساسي Salaire de base", 100, 340, row=2),
    ]

    # when / then: no position rather than a pay row's label
    assert "position" not in fields_of("salary_certificate", cells)


def test_rows_that_look_like_a_zone_s_far_apart_on_a_statement_are_not_one_zone_and_a_card_s_zone_is_found():
    # given: a statement's rows read poorly, three of them looking like an MRZ's (long, capitals and figures) at the
    # top, middle and bottom of the page, twenty rows of the table between them; and a card's three zone lines
    from casefile.ocr.engine import OcrLine
    from casefile.ocr.read import _zone_of

    def row(text: str, top: int) -> OcrLine:
        return OcrLine(text, 0.6, (60, top, 1000, top + 40))

    alike = ["D MAG4 22542498 12515533 15906102 HOT", "2110 2110 PAIEMENT C8 PHARMACIE AL AMAL 75421"]
    alike.append("3110 3110 PAIEMENT CB DECATHLON XKY3SV 87298")
    table = [row(f"{day:02d}/10 {day:02d}/10 | Paiement carte | {day * 37},50", 250 + 50 * day) for day in range(1, 21)]
    statement = [row(alike[0], 190), *table[:10], row(alike[1], 990), *table[10:], row(alike[2], 1300)]
    zone = [
        row("IDMAR0012345671<<<<<<<<<<<<<<<", 600),
        row("9001018M3001012MAR<<<<<<<<<<<6", 650),
        row("EL<IDRISSI<<YOUSSEF<<<<<<<<<<<", 700),
    ]

    # when
    found_on_statement = _zone_of(statement)
    found_on_card = _zone_of([row("ROYAUME DU MAROC", 100), row("Adresse LOT AL MASSIRA 2 N 318", 300), *zone])

    # then: on the statement, a band of one such row and the row over it at most, not the table between them (a zone
    # of twenty-three lines read again with the MRZ's alphabet took 5 s); on the card, its three lines
    assert len(found_on_statement) <= 2
    assert max(line.bbox[3] for line in found_on_statement) - min(line.bbox[1] for line in found_on_statement) < 150
    assert [line.text for line in found_on_card] == [line.text for line in zone]


def test_a_zone_s_band_is_straightened_by_its_rows_of_ink_and_its_letters_measured_straight():
    # given: three lines of a zone typed in a monospace font, 32 pixels high, on white; the band turned 3 degrees
    from PIL import Image, ImageDraw, ImageFont

    from casefile.ocr.read import _band_turn, _letter_height

    font = ImageFont.truetype("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", 40)
    band = Image.new("L", (900, 220), 255)
    draw = ImageDraw.Draw(band)
    for row, text in enumerate(
        ["IDMARXG60099052CD684219<<<<<<<", "0001199M3011021MAR<<<<<<<<<<<9", "BEN<SAID<<MEHDI<<<<<<<<<<<<<<<"]
    ):
        draw.text((30, 30 + 55 * row), text, font=font, fill=0)
    straight_letters = _letter_height(band)
    turned = band.rotate(-3, expand=True, fillcolor=255)

    # when
    turn = _band_turn(turned)

    # then: turned back by about 3 degrees, to lines whose letters are as high as they were; a straight band is left
    assert abs(turn - 3) <= 0.5, turn
    assert _band_turn(band) == 0.0
    again = _letter_height(turned.rotate(turn, expand=True, fillcolor=255))
    assert 25 <= straight_letters <= 40 and abs(again - straight_letters) <= 4, (straight_letters, again)
    assert _letter_height(turned) > again  # slanting, the rows of one line run into each other


def _movement_rows(
    cells: list[TextLine], movements: list[tuple[float, str]], day: str, *, y: int, first_row: int
) -> int:
    """A statement's movements appended to `cells` as rows (date, label, the amount unsigned under 'Débit' for a debit,
    under 'Crédit' for a credit), from `y` down; the `y` below the last."""
    for row, (amount, text) in enumerate(movements, start=first_row):
        printed = f"{abs(amount):,.2f}".replace(",", " ").replace(".", ",")
        right = 1986 if amount < 0 else 2316
        cells += [box(day, 170, y, 340, y + 28, row=row), box(text, 406, y, 900, y + 28, row=row)]
        cells.append(box(printed, right - 20 * len(printed), y, right, y + 28, row=row))
        y += 62
    return y


def test_a_statement_s_balances_are_checked_by_its_movements_and_a_balance_in_the_debit_column_is_negative():
    # given: a statement with no totals row; its headings 'Débit' and 'Crédit' set left of amounts set right (they do
    # not overlap), fourteen movements, and both balances printed without a sign in the debit column (overdrawn)
    cells = [
        box("ATTIJARIWAFA BANK", 150, 150, 700, 180, row=0),
        box("RELEVE DE COMPTE", 930, 270, 1550, 310, row=1),
        box("Titulaire : M. MEHDI BENNANI", 170, 460, 900, 490, row=2),
        box("Date", 170, 690, 250, 716, row=3),
        box("Libellé", 400, 690, 520, 716, row=3),
        box("Débit", 1804, 690, 1872, 716, row=3),
        box("Crédit", 2125, 690, 2205, 716, row=3),
        box("SOLDE DEPART AU 31/01/2024", 405, 754, 819, 779, row=4),
        box("3 240,60", 1879, 754, 1986, 784, row=4),
    ]
    movements = [
        (-891.17, "PAIEMENT CARTE"),
        (-2000.0, "RETRAIT GAB"),
        (-300.0, "RETRAIT GAB"),
        (11738.48, "VIR SALAIRE"),
    ]
    movements += [(-115.87, "PRLV INWI"), (-923.8, "PAIEMENT CARTE"), (-421.59, "PRLV LYDEC"), (-264.8, "CARTE")]
    movements += [
        (-500.0, "VIREMENT EMIS"),
        (-843.66, "PAIEMENT CARTE"),
        (-1169.27, "PRLV CREDIT N58"),
        (-15.0, "FRAIS"),
    ]
    movements += [(-1500.0, "VIREMENT LOYER"), (-1000.0, "RETRAIT GAB")]
    y = _movement_rows(cells, movements, "02/02/2024", y=817, first_row=5)
    closing = -3240.60 + sum(amount for amount, _ in movements)
    printed = f"{abs(closing):,.2f}".replace(",", " ").replace(".", ",")
    cells.append(box("SOLDE FINAL AU 29/02/2024", 405, y, 787, y + 28, row=5 + len(movements)))
    cells.append(box(printed, 1986 - 20 * len(printed), y, 1986, y + 28, row=5 + len(movements)))

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: opening + credits - debits = closing holds only with both balances debits: both negative, and checked
    assert round(closing, 2) < 0
    assert fields["opening_balance"].value == -3240.6
    assert fields["closing_balance"].value == round(closing, 2)
    assert {fields["opening_balance"].validation_status, fields["closing_balance"].validation_status} == {"valid"}


def test_a_grid_s_value_run_into_the_next_cell_s_date_is_read_without_the_date():
    # given: a payslip's grid of headings over values; the position's cell runs into the hire date beside it
    # ('Assistante administrative 08-04-2019': the OCR read them as one cell)
    cells = [
        box("BULLETIN DE SALAIRE", 160, 40, 590, 85, row=0),
        box("SALARIÉ(E)", 156, 215, 224, 226, row=1),
        box("C.I.N.", 705, 216, 760, 226, row=1),
        box("Khadija AIT OUAARAB", 154, 233, 359, 255, row=2),
        box("I605046", 704, 233, 775, 261, row=2),
        box("FONCTION", 152, 292, 221, 304, row=3),
        box("ENTRÉE LE", 427, 293, 500, 305, row=3),
        box("Assistante administrative 08-04-2019", 150, 308, 522, 343, row=4),
        box("Salaire brut", 154, 801, 233, 816, row=5),
        box("7.240,00 MAD", 152, 830, 287, 851, row=6),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields.get("position") == "Assistante administrative", fields
    assert fields.get("hire_date") == "2019-04-08", fields


def test_a_card_s_address_on_two_lines_of_its_own_without_a_label_is_read_whole():
    # given: a card's back with no 'Adresse' label: the parents' names, then the address on two lines, then the MRZ
    cells = [
        box("Fils de", 189, 157, 257, 175, row=0),
        box("HAMMOU", 310, 146, 465, 172, row=0),
        box("et de", 189, 208, 244, 225, row=1),
        box("TOUDA AMGHAR", 309, 194, 590, 223, row=1),
        box("HAY DAKHLA BLOC 5 N 88", 312, 247, 722, 278, row=2),
        box("AGADIR", 312, 293, 433, 317, row=3),
        box("N° état civil 12/1985", 193, 379, 475, 407, row=4),
        box("Sexe M", 628, 373, 725, 397, row=4),
        box("IDMARJ033629181JA127845<<<<<<<", 202, 659, 1295, 724, row=5),
        box("8501019M2605030MAR<<<<<<<<<<<2", 202, 716, 1294, 788, row=6),
        box("ID<AHMED<<BRAHIM<<<<<<<<<<<<<<", 205, 791, 1298, 851, row=7),
    ]

    # when
    fields = fields_of("cin_back", cells)

    # then
    assert fields.get("address") == "HAY DAKHLA BLOC 5 N 88 AGADIR", fields


def test_a_row_of_headings_over_a_row_of_figures_in_wide_boxes_gives_each_figure_its_heading_in_order():
    # given: a payslip's summary: 'Salaire brut | Total retenues | Net à payer' set left in their columns, over
    # the three figures centred in wide boxes, none overlapping its heading; the table above and the lines under
    # it hold other figures, the taxable gross and the year's gross labelled beside them
    cells = [
        box("BULLETIN DE PAIE", 900, 300, 1500, 350, row=0),
        box("Rubrique", 166, 942, 314, 976, row=1),
        box("Base", 1176, 944, 1250, 968, row=1),
        box("À payer", 1710, 937, 1836, 976, row=1),
        box("À retenir", 2070, 937, 2217, 968, row=1),
        box("Salaire de base", 164, 1009, 397, 1035, row=2),
        box("8 000,00", 1815, 1010, 1944, 1039, row=2),
        box("Cotisation CNSS", 165, 1276, 411, 1301, row=3),
        box("6 000,00", 1237, 1277, 1365, 1305, row=3),
        box("268,80", 2214, 1277, 2315, 1305, row=3),
        box("Impôt sur le revenu (IR)", 164, 1409, 530, 1442, row=4),
        box("5 841,36", 1237, 1410, 1365, 1439, row=4),
        box("585,74", 2215, 1410, 2316, 1439, row=4),
        box("Salaire brut", 185, 1562, 364, 1588, row=5),
        box("Total retenues", 924, 1562, 1149, 1588, row=5),
        box("Net à payer", 1668, 1562, 1845, 1595, row=5),
        box("10 300,00", 430, 1627, 813, 1674, row=6),
        box("1 044,38", 1201, 1627, 1553, 1674, row=6),
        box("9 255,62", 1941, 1627, 2294, 1674, row=6),
        box("Net imposable : 5 841,36 | IR retenu : 585,74", 153, 1751, 836, 1782, row=7),
        box("Cumul brut imposable au 29-02-2024 : 16 800,00", 152, 1797, 858, 1828, row=8),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert (fields.get("gross_salary"), fields.get("net_salary")) == (10300.0, 9255.62), fields


def test_a_company_named_in_a_sentence_runs_on_to_its_legal_form_past_its_small_words():
    # given: a certificate's sentence names the employer, whose name holds 'et' (a word that ends a value in prose)
    # and ends with its legal form before a comma; its footer prints a short form of the name; 'sa' later in the
    # sentence is French for 'her'
    cells = [
        box("ATTESTATION DE TRAVAIL", 900, 300, 1600, 360, row=0),
        box(
            "La Direction de la société Maghreb Logistique et Transit SA, affiliée à la Caisse",
            293,
            890,
            2186,
            936,
            row=1,
        ),
        box(
            "Nationale de Sécurité Sociale, atteste que Madame Salma BENNIS exerce sa fonction depuis le",
            293,
            950,
            2186,
            996,
            row=2,
        ),
        box("03/02/2019 en qualité de Comptable.", 293, 1010, 1200, 1056, row=3),
        box("Maghreb Logistique", 664, 3346, 910, 3372, row=4),
    ]

    # when
    fields = fields_of("employment_certificate", cells)

    # then
    assert fields.get("employer") == "Maghreb Logistique et Transit SA", fields


# a value's words that are a label's -------------------------------------------------------------------------
def test_a_label_s_word_inside_a_job_title_does_not_cut_it():
    # given: letters whose job titles hold a label's word: 'qualité' (itself a job title's label) closing its clause
    # before a comma, and 'service' joined to the title by 'de'
    def position_in(sentence: str) -> object:
        cells = [
            cell("ATTESTATION DE TRAVAIL", 100, 50, row=0),
            cell("Nous certifions que Mme Salma Berrada est employée chez nous depuis le 04/05/2015", 100, 200, row=1),
            cell(sentence, 100, 250, row=2),
        ]
        return fields_of("employment_certificate", cells).get("position")

    # when / then: the whole title is read, not the words before the label's
    assert position_in("en qualité de Responsable qualité, dans le cadre d'un contrat à durée indéterminée.") == (
        "Responsable qualité"
    )
    service = "Chef de service systèmes d'information"
    assert position_in(f"en qualité de {service}.") == service


def test_a_job_title_cued_in_a_sentence_and_cut_by_the_line_s_end_goes_on_over_the_next_line_s_words():
    # given: a letter's justified line ending 'en qualité d'Agent', the title going on over the next line, whose words
    # the OCR gave as cells of their own
    cells = [
        cell("ATTESTATION DE TRAVAIL", 100, 50, row=0),
        cell("Nous certifions que Mme Salma Berrada, née le 02/02/1990,", 100, 200, row=1),
        cell("est employée par notre agence depuis le 8 janvier 2024 en qualité d'Agent", 100, 250, row=2),
        *(
            cell(word, x, 300, row=3)
            for word, x in (("de", 100), ("saisie,", 200), ("mise", 400), ("à", 520), ("disposition", 580))
        ),
    ]

    # when
    fields = fields_of("employment_certificate", cells)

    # then
    assert fields.get("position") == "Agent de saisie"


def test_a_company_named_in_a_sentence_ends_at_its_legal_form_when_the_sentence_goes_on_without_a_comma():
    # given: 'exerce au sein de la société Groupe Anfa Horizon SA les fonctions de' / 'Chargé de clientèle.'
    cells = [
        cell("ATTESTATION DE SALAIRE", 100, 50, row=0),
        cell("Nous attestons que M. Karim Tazi, recruté le 08.01.2018, exerce au sein de la", 100, 200, row=1),
        cell("société Groupe Anfa Horizon SA les fonctions de", 100, 250, row=2),
        cell("Chargé de clientèle.", 100, 300, row=3),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert fields.get("employer") == "Groupe Anfa Horizon SA"
    assert fields.get("position") == "Chargé de clientèle"


def test_a_rib_and_the_bank_its_bank_code_names_are_both_read():
    # given: a RIB whose bank is printed nowhere but in its first three digits (230: CIH Bank)
    cells = [
        cell("RELEVÉ D'IDENTITÉ BANCAIRE", 100, 50, row=0),
        cell("Titulaire : IMANE TAZI", 100, 200, row=1),
        cell("RIB : 230780211640873192001860", 100, 260, row=2),
    ]

    # when
    fields = fields_of("rib", cells)

    # then: the bank read from the RIB's digits does not take them from the RIB
    assert (fields["rib"], fields["bank_name"]) == ("230780211640873192001860", "CIH Bank")


def test_a_word_of_a_bank_s_name_labels_nothing():
    # given: a payslip paid into an account at 'Société Générale Maroc': 'Société' is an employer's label elsewhere
    cells = [
        cell("Tanger Automotive Components SA", 100, 60, row=0),
        cell("PAYSLIP", 1800, 60, row=0),
        cell("Employee name", 100, 300, row=1),
        cell("Abdelilah OUAZZANI CHAHDI", 700, 300, row=1),
        cell("NET PAY MAD 14,992.84", 100, 1500, row=2),
        cell("Paid by bank transfer Société Générale Maroc", 100, 1560, row=3),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: the employer is the letterhead's, not the words after 'Société'
    assert fields["employer"] == "Tanger Automotive Components SA"


def test_a_civil_servant_s_payslip_names_the_administration_not_the_ministry_that_pays():
    # given: a payslip issued by the Treasury for a commune's employee: the ministry heads the page, the employing
    # administration is labelled; the grade is the position, the pay scale is no position
    cells = [
        cell("ROYAUME DU MAROC", 100, 50, row=0),
        cell("Ministère de l'Économie et des Finances", 100, 100, row=1),
        cell("Trésorerie Générale du Royaume", 100, 150, row=2),
        cell("BULLETIN DE PAIE", 900, 250, row=3),
        cell("Nom et prénom", 100, 400, row=4),
        cell("AIT LAHCEN NADIA", 700, 400, row=4),
        cell("Administration", 100, 460, row=5),
        cell("Commune d'Ouled Ayad", 700, 460, row=5),
        cell("Grade", 100, 520, row=6),
        cell("Administrateur de 2ème grade", 700, 520, row=6),
        cell("Échelle / Échelon", 100, 580, row=7),
        cell("10/5 - Indice 326", 700, 580, row=7),
        # and the pay beneath, as on every payslip
        cell("Traitement de base", 100, 800, row=8),
        cell("6 120,00", 1200, 800, row=8),
        cell("Indemnité de résidence", 100, 860, row=9),
        cell("612,00", 1200, 860, row=9),
        cell("Net à payer", 100, 1300, row=10),
        cell("5 478,20", 1200, 1300, row=10),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert (fields["employer"], fields["position"]) == ("Commune d'Ouled Ayad", "Administrateur de 2ème grade")


def test_a_title_whose_line_ends_on_the_word_that_begins_the_next_clause_ends_before_it():
    # given: an English letter whose sentence breaks after 'under' ('... as Senior Process Engineer under' / 'a
    # permanent contract since ...')
    cells = [
        cell("EMPLOYMENT CERTIFICATE", 100, 50, row=0),
        cell(
            "We certify that Mr Karim Tazi works for Atlas Industries SARL as Senior Process Engineer under",
            100,
            300,
            row=1,
        ),
        cell("a permanent contract since 01/02/2019.", 100, 350, row=2),
    ]

    # when
    fields = fields_of("employment_certificate", cells)

    # then
    assert fields["position"] == "Senior Process Engineer"


def test_a_post_box_number_in_the_letterhead_s_address_is_no_cin():
    # given: a certificate that prints no CIN, its letterhead's address with a post box ('BP 1204': two capitals and
    # figures, as a CIN is written)
    cells = [
        cell("Souss Agrumes Export SA", 100, 50, row=0),
        cell("Zone Industrielle Ait Melloul, Lot 56, BP 1204, Agadir", 100, 100, row=1),
        cell("ATTESTATION DE TRAVAIL", 700, 300, row=2),
        cell("Nous certifions que M. Omar EL OUAFI est employé chez nous depuis le 06/01/2025", 100, 500, row=3),
        cell("en qualité de Chef d'équipe.", 100, 560, row=4),
    ]

    # when
    found = {f.field_name: f for f in extract_fields("employment_certificate", cells)}

    # then: it is not given as the holder's CIN, or only as an unsure one
    assert "cin" not in found or found["cin"].confidence < 0.5, found["cin"]


def test_a_table_s_cell_wrapped_onto_a_line_alone_under_it_is_read_whole():
    # given: a payslip's header table whose job title did not fit its column and goes on on a line of its own
    cells = [
        cell("Nordvik Customer Solutions Maroc SARL", 181, 338, row=0),
        cell("Payslip", 2016, 300, row=0),
        cell("EMPLOYEE", 227, 607, row=1),
        cell("NATIONAL ID (CIN)", 1267, 607, row=1),
        cell("Youssef EL IDRISSI", 224, 647, row=2),
        cell("BK482913", 1267, 649, row=2),
        cell("JOB TITLE", 222, 707, row=3),
        cell("DEPARTMENT", 747, 707, row=3),
        cell("DATE OF JOINING", 1267, 707, row=3),
        cell("Team Leader Customer", 225, 747, row=4),
        cell("Assembly Line", 748, 747, row=4),
        cell("03 April 2017", 1265, 747, row=4),
        cell("Care", 227, 796, row=5),
        cell("GRADE", 226, 857, row=6),
        cell("Grade T3", 227, 897, row=7),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: the title with its last word; the words of the next row are no part of it
    assert fields["position"] == "Team Leader Customer Care"
    assert fields["hire_date"] == "2017-04-03"


def test_a_justified_sentence_cut_at_its_stretched_spaces_is_read_as_one_line():
    # given: an attestation's justified line, which the OCR layer cut at each stretched space, the title in the
    # middle of it in two pieces
    pieces = ["qualité", "de Chef de", "réception,", "dans", "le", "cadre d'un contrat", "de travail", "à"]
    cells = [
        cell("ATTESTATION DE TRAVAIL", 854, 863, row=0),
        cell("Monsieur Youssef AIT BENHADDOU est employé au sein de notre société en", 260, 1475, row=1),
    ]
    x = 260
    for text in pieces:
        cells.append(cell(text, x, 1537, row=2))
        x += 20 * len(text) + 45
    cells.append(cell("durée indéterminée (CDI).", 260, 1596, row=3))

    # when
    layout = build(cells)
    fields = fields_of("employment_certificate", cells)

    # then: one line, and the title whole
    assert [c.text for c in layout.cells if c.row == 2] == [" ".join(pieces)]
    assert fields["position"] == "Chef de réception"


def test_a_table_s_row_of_four_cells_stays_cut():
    # given: a payslip's row, its cells as close as a justified line's pieces
    cells, x = [cell("Libellé", 200, 450, row=0)], 200
    for text in ["Salaire de base", "26,00", "1 000,00", "Indemnité"]:
        cells.append(cell(text, x, 500, row=1))
        x += 20 * len(text) + 45
    assert len([c for c in build(cells).cells if c.row == 1]) == 4


def test_a_statement_whose_movements_misread_is_checked_by_its_row_of_totals():
    # given: an overdrawn statement, both balances printed unsigned in the debit column, a movement misread (1 500,00
    # read as 1 800,00: the movements no longer add up) and a row of totals that prints its debits and credits
    cells = [
        box("BANK OF AFRICA", 150, 150, 700, 180, row=0),
        box("RELEVE DE COMPTE", 930, 270, 1550, 310, row=1),
        box("Date", 170, 690, 250, 716, row=2),
        box("Libellé", 400, 690, 520, 716, row=2),
        box("Débit", 1804, 690, 1872, 716, row=2),
        box("Crédit", 2125, 690, 2205, 716, row=2),
        box("SOLDE DEPART AU 01/08/2025", 405, 754, 819, 779, row=3),
        box("2 640,75", 1826, 754, 1986, 784, row=3),
    ]
    movements = [(-1800.0, "VIR EMIS LOYER"), (9000.0, "VIR SALAIRE"), (-400.0, "RETRAIT GAB"), (-6600.95, "CARTE")]
    y = _movement_rows(cells, movements, "05/08/2025", y=817, first_row=4)
    # the movements as printed: 1 500,00, not the 1 800,00 read
    debits, credits = 1500.0 + 400.0 + 6600.95, 9000.0
    closing = -2640.75 + credits - debits
    row = 4 + len(movements)
    cells += [
        box("TOTAL DES MOUVEMENTS", 405, y, 787, y + 28, row=row),
        box("8 500,95", 1826, y, 1986, y + 28, row=row),
        box("9 000,00", 2156, y, 2316, y + 28, row=row),
    ]
    y += 62
    printed = f"{abs(closing):,.2f}".replace(",", " ").replace(".", ",")
    cells += [
        box("SOLDE FINAL AU 31/08/2025", 405, y, 787, y + 28, row=row + 1),
        box(printed, 1986 - 20 * len(printed), y, 1986, y + 28, row=row + 1),
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: the movements as read do not add up; the row of totals' debits and credits are the check, and opening +
    # credits - debits = closing holds with both balances negative
    from casefile.domain.documents import reader

    flows = reader._flows(reader.read_document("bank_statement", cells))
    assert flows.totals == [(8500.95, 9000.0)]
    assert round(-2640.75 + sum(sign * float(c.value) for c, sign in flows.moves), 2) != -2141.7
    assert round(closing, 2) == -2141.7
    assert (fields["opening_balance"].value, fields["closing_balance"].value) == (-2640.75, -2141.7)
    assert {fields["opening_balance"].validation_status, fields["closing_balance"].validation_status} == {"valid"}


@pytest.mark.parametrize(
    ("printed", "vouched"),
    [
        ("EZ8600260", True),  # fits the characters read and both check digits
        ("EZ8601260", False),  # one digit off: the checks fail
        ("EZ8610260", False),  # unlike a character the zone read: not its number, though a check may hold
    ],
)
def test_a_card_s_number_its_zone_left_unread_is_completed_by_the_printed_one_under_both_check_digits(printed, vouched):
    # given: a CNIE's back whose readings of the zone disagreed on three characters of the card's number ('?'), the
    # card's number printed above it
    cells = [
        box("Adresse", 153, 274, 228, 290, row=0),
        box("DOUAR TIDZI COMMUNE SMIMOU", 153, 304, 656, 335, row=1),
        box(f"N° {printed}", 1095, 435, 1246, 455, row=2),
        box("IDMAREZ860???05N298174<<<<<<<<", 152, 646, 1188, 678, row=3),
        box("8901055F3012132MAR<<<<<<<<<<<2", 150, 690, 1186, 722, row=4),
        box("AIT<OUARAB<<HAJAR<<<<<<<<<<<<<", 147, 737, 1187, 769, row=5),
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("cin_back", cells)}

    # then: vouched, the zone is whole: the number sure, the CIN of its optional data (which the composite covers);
    # else the zone stays invalid, gives no CIN, and the number printed is only the visual zone's, less sure
    assert fields["mrz_valid"].value is vouched
    assert fields["date_of_birth"].value == "1989-01-05"
    if vouched:
        assert (fields["document_number"].value, fields["cin"].value) == (printed, "N298174")
        assert fields["document_number"].confidence >= 0.95
    else:
        assert "cin" not in fields
        assert "document_number" not in fields or fields["document_number"].confidence < 0.9


@pytest.mark.parametrize(
    ("second_line", "employer"),
    [
        ("de l'Oriental", "Agence Régionale d'Exécution des Projets de l'Oriental"),  # the name goes on
        ("Division des Ressources Humaines", "Agence Régionale d'Exécution des Projets"),  # a line of its own
    ],
)
def test_a_letterhead_s_name_set_on_two_lines_is_read_whole(second_line, employer):
    # given: a public agency's letterhead, its name on two lines, the second opening with the word that joins it
    cells = [
        box("ROYAUME DU MAROC", 111, 104, 418, 124, row=0),
        box("Agence Régionale d'Exécution des Projets", 111, 140, 510, 162, row=1),
        box(second_line, 111, 167, 111 + 10 * len(second_line), 184, row=2),
        box("BULLETIN DE PAIE", 643, 305, 1009, 332, row=3),
        box("Matricule", 100, 400, 250, 425, row=4),
        box("006932", 600, 400, 700, 425, row=4),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == employer


def test_a_label_naming_the_date_and_the_place_of_birth_gives_both_from_the_line_under_it():
    # given: a card's front: 'Date et lieu de naissance' over '02.06.1984 CASABLANCA'
    cells = [
        box("ROYAUME DU MAROC", 86, 70, 399, 91, row=0),
        box("CARTE NATIONALE D'IDENTITE", 84, 101, 533, 122, row=1),
        box("Nom", 91, 270, 136, 285, row=2),
        box("BEN SLIMANE", 92, 294, 342, 320, row=3),
        box("Date et lieu de naissance", 91, 347, 352, 364, row=4),
        box("02.06.1984 CASABLANCA", 90, 371, 523, 394, row=5),
        box("Date d'expiration", 91, 415, 268, 435, row=6),
        box("20.10.2029", 91, 441, 272, 464, row=7),
    ]

    # when
    fields = fields_of("cin_front", cells)

    # then: the date is the birth date, the place is the town alone
    assert (fields.get("date_of_birth"), fields.get("place_of_birth")) == ("1984-06-02", "CASABLANCA"), fields
    assert fields.get("cin_expiry") == "2029-10-20", fields


def test_a_french_label_right_of_a_date_is_not_its_label_and_inclusive_writing_reads_as_the_word():
    # given: a payslip's employee block: 'Né(e) le: 24.05.1996' then, right of it on its row, 'Embauché(e) le :
    # 06.05.2024' (French labels precede their values: only an Arabic one follows it)
    cells = [
        box("BULLETIN DE SALAIRE", 650, 146, 1817, 202, row=0),
        box("Groupe Scolaire Les Palmiers SARL", 181, 447, 1010, 488, row=1),
        box("Né(e) le: 24.05.1996", 1241, 580, 1650, 614, row=2),
        box("Embauché(e) le : 06.05.2024", 1729, 580, 2269, 615, row=2),
        box("Fonction : Enseignant de mathématiques", 1241, 648, 2005, 684, row=3),
    ]

    # when / then
    assert fields_of("payslip", cells).get("hire_date") == "2024-05-06"


@pytest.mark.parametrize(
    ("second_line", "employer"),
    [
        ("SARL", "Société d'Études et de Maintenance Industrielle du Nord SARL"),  # its legal form, wrapped
        ("Zone Franche", "Société d'Études et de Maintenance Industrielle du Nord"),  # its address
    ],
)
def test_a_letterhead_s_legal_form_wrapped_beside_the_title_s_column_is_part_of_the_name(second_line, employer):
    # given: an employer's name run to the line's end, its legal form alone on the next line, where the title's
    # second line stands in the other column of that row
    cells = [
        box("Société d'Études et de Maintenance Industrielle du Nord", 208, 138, 745, 160, row=0),
        box("BULLETIN DE", 863, 109, 1088, 134, row=0),
        box(second_line, 209, 166, 209 + 14 * len(second_line), 188, row=1),
        box("PAIE", 939, 146, 1013, 169, row=1),
        box("Période : Juin 2025", 886, 230, 1069, 250, row=2),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == employer


@pytest.mark.parametrize(
    ("under_the_label", "name"),
    [
        (None, "Noureddine BEN SLIMANE"),  # the family name wrapped: nothing under its label
        ("CIN :", "Noureddine BEN"),  # the next row of the form: a label of its own under 'Nom :'
    ],
)
def test_a_family_name_wrapped_in_its_half_of_a_two_column_header_is_read_whole(under_the_label, name):
    # given: the employee's half of a payslip's header, 'Nom :' over a family name run onto a second line, while the
    # employer's address goes on in the other half of that row
    cells = [
        box("BULLETIN DE SALAIRE", 651, 144, 1816, 198, row=0),
        box("EMPLOYEUR", 182, 375, 459, 400, row=1),
        box("SALARIÉ", 1241, 369, 1430, 400, row=1),
        box("Polyclinique Ennakhil SA", 182, 446, 769, 487, row=2),
        box("Nom :", 1241, 451, 1348, 479, row=2),
        box("BEN", 1444, 451, 1533, 478, row=2),
        box("Prénom :", 1709, 448, 1872, 479, row=2),
        box("Noureddine", 2042, 450, 2281, 479, row=2),
        box("Avenue Abdelkrim El Khattabi, n° 18", 180, 503, 863, 536, row=3),
        box("SLIMANE", 1445, 504, 1640, 532, row=3),
        box("Guéliz - 40000 Marrakech", 182, 555, 664, 585, row=4),
    ]
    if under_the_label:
        cells.append(box(under_the_label, 1241, 504, 1348, 532, row=3))

    # when / then
    assert fields_of("payslip", cells).get("applicant_name") == name


@pytest.mark.parametrize(
    ("printed", "employer"),
    [
        ("Groupe Ennakhil Immobilier S.A.", "Groupe Ennakhil Immobilier S.A."),  # the abbreviation's own stop
        ("Groupe Ennakhil Immobilier SA.", "Groupe Ennakhil Immobilier SA"),  # a stop after a word ends a sentence
    ],
)
def test_a_legal_form_written_with_its_stops_keeps_its_last_one(printed, employer):
    # given: a certificate's letterhead naming its company
    cells = [
        box(printed, 120, 90, 120 + 18 * len(printed), 120, row=0),
        box("ATTESTATION DE TRAVAIL", 500, 300, 980, 330, row=1),
        box("Nom : Salma BENNIS", 120, 420, 480, 450, row=2),
    ]

    # when / then
    assert fields_of("employment_certificate", cells).get("employer") == employer


@pytest.mark.parametrize(
    ("second_line", "position"),
    [
        ("entreprises", "Chargée de clientèle entreprises"),  # goes on, though 'entreprise' labels an employer
        ("Entreprise", "Chargée de clientèle"),  # a capitalised label opens a line of its own
    ],
)
def test_a_job_title_wrapped_onto_a_line_opening_in_lower_case_goes_on_whatever_its_words(second_line, position):
    # given: a payslip's header table, its job title run onto a line alone under it
    cells = [
        box("BULLETIN DE PAIE", 800, 100, 1300, 140, row=0),
        box("Emploi", 192, 613, 276, 639, row=1),
        box("Date d'entrée", 877, 612, 1053, 634, row=1),
        box("Chargée de clientèle", 191, 646, 594, 682, row=2),
        box("18.07.2011", 878, 648, 1093, 675, row=2),
        box(second_line, 190, 697, 190 + 20 * len(second_line), 731, row=3),
    ]

    # when / then
    assert fields_of("payslip", cells).get("position") == position


@pytest.mark.parametrize(
    ("first_line", "second_line", "bank"),
    [
        ("BMCE Bank of", "Africa", "BMCE Bank of Africa"),
        ("Crédit Agricole du", "Maroc", "Crédit Agricole du Maroc"),
    ],
)
def test_a_bank_s_name_wrapped_in_its_letterhead_is_read_whole(first_line, second_line, bank):
    # given: a statement whose letterhead wraps the bank's name onto a second line, beside the title's column
    cells = [
        box(first_line, 202, 103, 202 + 19 * len(first_line), 126, row=0),
        box("RELEVÉ DE COMPTE", 909, 96, 1207, 123, row=0),
        box(second_line, 200, 133, 200 + 19 * len(second_line), 160, row=1),
        box("Du 01/06/2025 au 30/06/2025", 957, 131, 1207, 145, row=1),
        box("Titulaire : Mohamed Amine TAZI", 200, 300, 700, 325, row=2),
        box("Solde au 01/06/2025 : 3 280,00", 200, 360, 700, 385, row=3),
    ]

    # when / then: the name as printed, not the shorter alias the first line holds
    assert fields_of("bank_statement", cells).get("bank_name") == bank


@pytest.mark.parametrize("annual", ["Annual gross salary: MAD 308,400.00.", "Salaire annuel brut : 308 400,00 MAD"])
def test_a_letter_s_annual_gross_is_not_its_monthly_gross(annual):
    # given: a salary certificate giving the monthly gross in prose and the annual gross under a label of its own
    cells = [
        box("SALARY CERTIFICATE", 839, 718, 1635, 765, row=0),
        box("We certify that Mr Julien MOREAU receives a monthly gross salary of MAD", 237, 923, 2242, 968, row=1),
        box("25,700.00 and a monthly net salary of MAD 18,299.47, paid by bank transfer.", 238, 992, 1837, 1037, row=2),
        box(annual, 236, 1176, 1021, 1221, row=3),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert fields.get("gross_salary") != 308400.0
    assert fields.get("net_salary") == 18299.47


@pytest.mark.parametrize(
    "employer", ["Rabat Ingénierie Conseil, Société Anonyme", "Atlas Froid Industriel Société à Responsabilité Limitée"]
)
def test_an_employer_s_legal_form_written_out_is_part_of_its_name(employer):
    # given: a payslip whose employer prints its legal form in words, in its footer, after a comma or not
    cells = [
        box("BULLETIN DE SALAIRE", 1656, 204, 2261, 243, row=0),
        box("Période : 01.05.2025 - 31.05.2025", 1722, 260, 2261, 287, row=1),
        box("Nom : Karim BERRADA", 200, 400, 800, 430, row=2),
        box("Salaire brut : 27 250,00", 200, 500, 800, 530, row=3),
        box(f"{employer} · RC Rabat 170448 · IF 23193442", 353, 1889, 2128, 1916, row=4),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == employer


def test_an_employer_named_in_its_address_line_with_a_legal_form_written_with_stops_is_read():
    # given: a payslip whose letterhead runs the employer's name, its legal form written with its stops, into its
    # address on one line
    cells = [
        box("PAYSLIP", 1656, 204, 2261, 243, row=0),
        box(
            "Kénitra Aéro Structures S.A. · Atlantic Free Zone, Lot 18, 14000 Kénitra · CNSS employer no. 8118013",
            204,
            381,
            1704,
            413,
            row=1,
        ),
        box("Employee: Andrei Mihai POPESCU", 200, 500, 900, 530, row=2),
        box("Gross pay 21,925.00", 200, 600, 900, 630, row=3),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == "Kénitra Aéro Structures S.A."


def test_a_letterhead_s_name_whose_first_line_ends_on_a_joining_word_goes_on_with_the_line_under_it():
    # given: a public body's letterhead, its name set on two lines, the first ending on 'de'
    cells = [
        box("FICHE DE", 1282, 162, 1545, 207, row=0),
        box("PAIE", 1353, 231, 1474, 274, row=1),
        box("Régie Autonome Intercommunale de Distribution de", 145, 298, 1067, 334, row=2),
        box("Meknès", 145, 339, 276, 367, row=3),
        box("Avenue des FAR, Hamria, B.P. 45, 50000 Meknès", 145, 380, 1000, 410, row=4),
        box("Nom : Fatima Zahra EL IDRISSI", 145, 500, 900, 530, row=5),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == "Régie Autonome Intercommunale de Distribution de Meknès"


@pytest.mark.parametrize("beside", ["5 cs lil olezll GS ball pui", "نشهد أن السيد محمد أمين التازي"])
def test_a_sentence_s_name_cut_by_its_line_s_end_beside_the_other_language_s_column_goes_on(beside):
    # given: a bilingual letter, the French on the left, the Arabic on the right (read as Arabic, or as scraps by the
    # Latin model), the French line ending inside the employee's name
    cells = [
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=0),
        box("Nous soussignés, Maghreb Emballages Industriels S.A.,", 97, 500, 585, 530, row=1),
        box("attestons que Monsieur Mohamed Amine", 97, 552, 585, 583, row=2),
        box(beside, 634, 537, 1122, 574, row=2, confidence=0.27 if beside.isascii() else 0.9),
        box("TAZI, titulaire de la CIN n° BE639021,", 97, 590, 585, 620, row=3),
    ]

    # when / then
    assert fields_of("employment_certificate", cells).get("applicant_name") == "Mohamed Amine TAZI"


def test_a_legal_form_written_out_alone_names_no_company():
    # given: a letter whose sentence wraps the employer's name before its legal form, the next line opening with
    # 'Société Anonyme'; the letterhead prints the whole name
    cells = [
        box("Rabat Ingénierie Conseil, Société Anonyme", 446, 209, 1706, 263, row=0),
        box("7, Avenue Annakhil, Hay Riad, 10100 Rabat", 444, 282, 1186, 316, row=1),
        box("ATTESTATION DE TRAVAIL", 756, 708, 1716, 749, row=2),
        box("Nous soussignés, Rabat Ingénierie Conseil,", 215, 952, 1189, 995, row=3),
        box("Société Anonyme (CNSS n° 7503008),", 215, 1017, 1189, 1060, row=4),
        box("attestons que Monsieur Karim BERRADA,", 215, 1083, 1189, 1124, row=5),
        box("titulaire de la CIN n° AB402117, né le", 214, 1146, 1191, 1186, row=6),
    ]

    # when / then
    assert fields_of("employment_certificate", cells).get("employer") == "Rabat Ingénierie Conseil, Société Anonyme"


def test_a_job_title_whose_last_word_the_line_s_end_carries_onto_the_next_line_is_read_whole():
    # given: a letter whose sentence names the position at its line's end, the title's last word opening the next
    # line ('qualité', a word of the cue 'en qualité de', is the title's own there)
    cells = [
        box("ATTESTATION DE TRAVAIL", 400, 300, 900, 340, row=0),
        box("Nous soussignés, Coopérative Agricole Tifawin, attestons que", 97, 500, 1000, 530, row=1),
        box("Madame Ilham OULD CHEIKH exerce au sein de", 97, 552, 1000, 583, row=2),
        box("l'établissement en qualité de Technicienne", 97, 604, 1000, 634, row=3),
        box("qualité depuis le 21/05/2024, sous contrat à durée indéterminée.", 97, 656, 1000, 686, row=4),
    ]

    # when / then
    assert fields_of("employment_certificate", cells).get("position") == "Technicienne qualité"


def worded(text: str, x0: int, y0: int, x1: int, y1: int, *, row: int) -> TextLine:
    """A cell with its words' boxes, each as wide as its share of the cell's characters (as the OCR gives them)."""
    per_char = (x1 - x0) / max(1, len(text))
    words, at = [], 0
    for word in text.split(" "):
        if word:
            start = x0 + round(per_char * at)
            words.append((word, 0.95, (start, y0, start + round(per_char * len(word)), y1)))
        at += len(word) + 1
    return TextLine(text, 0.95, 1, (x0, y0, x1, y1), row, tuple(words))


def test_a_payslip_s_year_to_date_strip_under_its_heading_is_not_the_month_s_pay():
    # given: a payslip whose month's figures stand in a strip of headings over values (its headings read as one
    # cell, their rules as bars), and under it a strip of the year's cumuls headed on a row of its own, whose 'Brut'
    # labels the year's gross right over it
    cells = [
        box("BULLETIN DE PAIE", 919, 676, 1400, 720, row=0),
        box("Période du 01/05/2025 au 31/05/2025", 559, 747, 1400, 780, row=1),
        box("Salaire de base", 315, 916, 700, 950, row=2),
        box("11 200,00", 1838, 916, 2000, 950, row=2),
        box("Prime d'ancienneté", 315, 981, 700, 1015, row=3),
        box("1 120,00", 1859, 981, 2000, 1015, row=3),
        box("Cotisation CNSS", 313, 1107, 700, 1141, row=4),
        box("268,80", 2204, 1107, 2300, 1141, row=4),
        worded("Salaire brut | Brut imposable | Net imposable | I.R.", 171, 1721, 1100, 1755, row=5),
        box("NET À PAYER 10 834,43 DH", 1550, 1721, 2000, 1755, row=5),
        box("12 720,00", 226, 1802, 400, 1836, row=6),
        box("12 320,00", 570, 1802, 740, 1836, row=6),
        worded("8 486,50 | 968,74", 919, 1802, 1100, 1836, row=6),
        box("Cumuls annuels au 31/05/2025", 169, 1916, 700, 1950, row=7),
        box("Brut", 171, 1972, 260, 2006, row=8),
        box("Net imposable", 391, 1972, 600, 2006, row=8),
        box("Jours", 871, 1972, 960, 2006, row=8),
        box("63 600,00", 171, 2026, 340, 2060, row=9),
        box("42 432,50", 454, 2026, 620, 2060, row=9),
        box("130", 895, 2026, 950, 2060, row=9),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields.get("gross_salary") == 12720.0, fields
    assert fields.get("net_salary") == 10834.43, fields


def test_a_given_name_s_label_after_the_family_name_in_one_cell_labels_the_cell_beside_it():
    # given: a payslip's employee block whose OCR put the family name and the next label in one cell ('Nom :' /
    # 'EL HACHIMI Prénom :' / 'Abdelilah'): 'Prénom' ends a cell of words, as a value's own last word would, but
    # its colon says it labels what follows
    cells = [
        box("BULLETIN DE SALAIRE", 434, 94, 900, 130, row=0),
        box("EMPLOYEUR", 121, 250, 330, 280, row=1),
        box("SALARIÉ", 827, 250, 960, 280, row=1),
        box("Groupe Scolaire Les Palmiers SARL", 121, 297, 700, 327, row=2),
        box("Nom :", 827, 297, 900, 327, row=2),
        box("EL HACHIMI Prénom :", 962, 297, 1300, 327, row=2),
        box("Abdelilah", 1373, 297, 1520, 327, row=2),
        box("Contrat :", 827, 473, 940, 503, row=3),
        box("C.D.D.", 963, 473, 1060, 503, row=3),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then: the name is put together from its two labelled parts; the contract's initials written with dots read
    assert fields.get("applicant_name") == "Abdelilah EL HACHIMI", fields
    assert fields.get("contract_type") == "CDD", fields


def test_a_label_s_initials_read_in_two_words_still_label_the_value_under_them():
    # given: a payslip's grid whose 'C.I.N.' header OCR read 'C.IN.' (the initials' dots then part 'c' from 'in')
    cells = [
        box("BULLETIN DE PAIE", 434, 94, 900, 130, row=0),
        box("SALARIÉ(E)", 119, 278, 300, 300, row=1),
        box("MATRICULE", 481, 278, 640, 300, row=1),
        box("C.IN.", 843, 278, 920, 300, row=1),
        box("Soukaina BEN ALI", 119, 316, 400, 340, row=2),
        box("1540", 481, 316, 560, 340, row=2),
        box("G941343", 843, 316, 990, 340, row=2),
        box("Gharb Contact Services SARL AU - RC 11304 - IF 10573875", 117, 2240, 1100, 2262, row=3),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields.get("cin") == "G941343", fields


def test_a_company_name_too_long_for_its_column_keeps_the_legal_form_it_runs_on_into_the_next():
    # given: a CNSS certificate's employer table whose name runs past its column, its legal form alone in the
    # next column's cell, close beside it, before the affiliation number
    cells = [
        box("ATTESTATION D'AFFILIATION", 475, 326, 900, 356, row=0),
        box("Nom et prénom", 202, 566, 420, 590, row=1),
        box("AIT OUAKRIM MEHDI", 565, 566, 860, 590, row=1),
        box("Employeur actuel", 199, 834, 420, 858, row=2),
        box("Raison sociale", 373, 883, 560, 907, row=3),
        box("N° affiliation", 713, 883, 870, 907, row=3),
        box("Date d'entrée", 891, 883, 1060, 907, row=3),
        box("Université Privée Souss des Sciences et Technologies", 204, 932, 676, 956, row=4),
        box("SA", 685, 932, 712, 956, row=4),
        box("1373889", 735, 932, 860, 956, row=4),
        box("02/10/2023", 904, 932, 1050, 956, row=4),
    ]

    # when
    fields = fields_of("cnss_certificate", cells)

    # then
    assert fields.get("employer") == "Université Privée Souss des Sciences et Technologies SA", fields
    assert fields.get("employer_cnss") == "1373889", fields


def test_pieces_of_a_letterhead_line_no_further_apart_than_its_own_spaces_are_one_line():
    # given: a letterhead's name whose first words, in a taller box, the OCR gave as a line of their own, 11 pixels
    # left of the rest (its words are 9 to 18 pixels apart), the name's last word on the next line
    cells = [
        worded("Régie Autonome", 119, 248, 362, 286, row=0),
        TextLine(
            "Intercommunale de Distribution de",
            0.95,
            1,
            (373, 248, 889, 272),
            1,
            (
                ("Intercommunale", 0.95, (373, 250, 613, 273)),
                ("de", 0.95, (622, 250, 658, 273)),
                ("Distribution", 0.95, (670, 250, 843, 273)),
                ("de", 0.95, (855, 250, 889, 273)),
            ),
        ),
        box("Meknès", 121, 275, 230, 307, row=2),
        box("Avenue des FAR, Hamria, B.P. 45, 50000 Meknès", 118, 317, 800, 345, row=3),
        box("N° d'affiliation CNSS : 3173008", 121, 352, 600, 380, row=4),
        box("FICHE DE PAIE", 1068, 124, 1400, 160, row=0),
        box("Nom et prénom Fatima Zahra EL IDRISSI", 138, 443, 800, 470, row=5),
    ]

    # when
    lines = [cell.text for cell in build(cells).cells]

    # then
    assert "Régie Autonome Intercommunale de Distribution de" in lines, lines


def test_a_card_s_name_on_two_lines_is_read_past_a_scrap_ocr_made_of_the_guilloche_after_it():
    # given: a card's given names over its family name, a scrap of its background read after the family name
    cells = [
        box("ROYAUME DU MAROC", 301, 181, 700, 215, row=0),
        box("CARTE NATIONALE D'IDENTITE", 300, 229, 800, 260, row=1),
        box("MOHAMED AMINE", 299, 346, 640, 390, row=2),
        box("BE639021", 1165, 346, 1400, 390, row=2),
        box("TAZI ji", 295, 417, 450, 460, row=3),
        box("Né le 23/06/1984", 296, 483, 640, 515, row=4),
        box("à CASABLANCA", 294, 541, 600, 575, row=5),
        box("Valable jusqu'au 21/05/2030", 292, 617, 800, 650, row=6),
    ]

    # when
    fields = fields_of("cin_front", cells)

    # then
    assert fields.get("applicant_name") == "MOHAMED AMINE TAZI", fields


def test_a_given_name_whose_capital_was_read_small_is_still_a_name_and_gets_its_capital_back():
    # given: a salary certificate's name whose first letter a poor scan read small
    cells = [
        box("ATTESTATION DE SALAIRE", 477, 346, 900, 380, row=0),
        box("Nom et prénom", 183, 507, 420, 540, row=1),
        box("ilham OULD CHEIKH", 603, 507, 900, 540, row=1),
        box("CIN", 182, 611, 260, 640, row=2),
        box("JY87444", 600, 611, 760, 640, row=2),
    ]

    # when
    fields = fields_of("salary_certificate", cells)

    # then
    assert fields.get("applicant_name") == "Ilham OULD CHEIKH", fields


def test_a_contract_s_code_read_with_a_look_alike_letter_beside_its_label_is_that_code():
    # given: a payslip's header grid whose 'CDI', on a poor scan, read 'coi' right of 'Type de contrat' (a short word
    # is matched exactly elsewhere: 'coi' alone names no contract)
    cells = [
        box("BULLETIN DE PAIE", 805, 226, 1100, 250, row=0),
        box("Nom et prénom", 556, 400, 700, 425, row=1),
        box("BENNANI SMIRES MEHDI", 730, 400, 1000, 425, row=1),
        box("Catégorie", 196, 473, 320, 497, row=2),
        box("Cadre", 329, 473, 400, 497, row=2),
        box("Type de contrat", 558, 473, 720, 497, row=2),
        box("coi", 733, 473, 780, 497, row=2),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields.get("contract_type") == "CDI", fields


def test_a_company_name_ending_on_a_legal_form_cut_short_keeps_its_stop():
    # given: a US earnings statement whose employer ends on 'INC.' (Incorporated, cut short): the stop is the word's
    cells = [
        box("EARNINGS STATEMENT", 900, 100, 1300, 140, row=0),
        box("DATA GRAPHICS, INC.", 100, 200, 420, 230, row=1),
        box("Employee Name", 100, 300, 330, 330, row=2),
        box("JOHN STILES", 400, 300, 600, 330, row=2),
        box("Gross Pay", 100, 400, 300, 430, row=3),
        box("501.90", 700, 400, 800, 430, row=3),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields.get("employer") == "DATA GRAPHICS, INC.", fields


def test_either_of_two_civilities_before_a_holder_s_name_is_no_part_of_it():
    # given: a statement's address block headed 'M. ou Mme', as French banks write a joint addressee's civility, the
    # name running on to the next line
    cells = [
        cell("RELEVÉ DE COMPTE", 100, 50, row=0),
        cell("M. OU MME KAWTAR", 900, 200, row=1),
        cell("EL OUAZZANI", 900, 240, row=2),
        cell("LOTISSEMENT ESSALAM RUE 8 NR 31", 900, 280, row=3),
    ]

    # when
    fields = fields_of("bank_statement", cells)

    # then: the holder is the person, not 'OU MME'
    assert fields.get("account_holder") == "KAWTAR EL OUAZZANI"
    assert _holder("Mr or Mrs John SMITH").value == "John SMITH"


def test_a_letterhead_s_name_whose_written_legal_form_the_line_s_end_cuts_keeps_the_form():
    # given: a payslip's letterhead name wrapped after the first word of its legal form, the title beside it
    cells = [
        cell("Rabat Ingénierie Conseil, Société", 360, 173, row=0),
        cell("BULLETIN DE SALAIRE", 1656, 204, row=1),
        cell("Anonyme", 358, 226, row=2),
        cell("7, Avenue Annakhil, Hay Riad, 10100 Rabat", 359, 274, row=3),
        cell("Salarié", 193, 500, row=4),
        cell("Karim BERRADA", 700, 500, row=4),
        cell("Rabat Ingénierie Conseil, Société Anonyme · RC Rabat 170448 · IF 23193442", 357, 1889, row=5),
    ]

    # when / then: the employer's name ends on its form, whole, as the footer prints it
    assert fields_of("payslip", cells).get("employer") == "Rabat Ingénierie Conseil, Société Anonyme"


def test_a_company_name_does_not_open_with_the_lower_case_end_of_a_label_cut_short():
    # given: a payslip whose 'Employeur' label was read only as its end, 'yeur', run into the company's name
    cells = [
        cell("BULLETIN DE PAIE", 100, 50, row=0),
        cell("Salarié", 228, 280, row=1),
        cell("Anas Bouzidi", 228, 318, row=2),
        cell("yeur Yalla Delivery SARL AU", 943, 318, row=2),
    ]

    # when / then: the name opens with its capital
    assert fields_of("payslip", cells).get("employer") == "Yalla Delivery SARL AU"
    # a name that opens with a small joining word keeps it ('de', 'la', 'et' inside names are the name's)
    assert fields_of("payslip", [*cells[:3], cell("Employeur : la Maison du Livre SARL", 943, 318, row=2)]).get(
        "employer"
    ) in ("la Maison du Livre SARL", "Maison du Livre SARL")


def test_a_legal_form_with_its_associe_unique_alone_names_no_company():
    # given: a certificate whose employer's name holds a word that labels something else ('Client'), leaving
    # 'SARL AU' after it as a value of its own
    cells = [
        cell("Nova Relation Client SARL AU", 216, 174, row=0),
        cell("ATTESTATION DE TRAVAIL", 757, 593, row=1),
        cell("Raison sociale de l'employeur", 215, 924, row=2),
        cell("Nova Relation Client SARL AU", 1634, 924, row=2),
        cell("Nom et prénom du salarié", 215, 1096, row=3),
        cell("AIT OUAZIZ Zineb", 1890, 1096, row=3),
    ]

    # when / then: the whole name, never its legal form alone
    assert fields_of("employment_certificate", cells).get("employer") == "Nova Relation Client SARL AU"


def test_a_logo_s_letter_read_before_a_letterhead_s_name_is_no_part_of_it():
    # given: a letterhead whose round logo was read as the letter 'O' before the cooperative's name
    cells = [
        cell("O Coopérative Agricole Tifawin", 258, 199, row=0),
        cell("Douar Tikirt, Commune Idelsane, 45000 Ouarzazate", 471, 282, row=1),
        cell("ATTESTATION DE SALAIRE", 691, 708, row=2),
        cell("Salarié : Rachid OUHADDOU", 240, 919, row=3),
    ]

    # when / then
    assert fields_of("salary_certificate", cells).get("employer") == "Coopérative Agricole Tifawin"


def test_a_balance_its_own_words_call_a_debit_is_below_zero():
    # given: a statement's closing line that says the balance is a debit, its amount printed without a sign
    cells = [
        cell("RELEVÉ DE COMPTE", 100, 50, row=0),
        cell("SOLDE PRECEDENT AU 29/02/24", 192, 452, row=1),
        cell("1.843,25", 915, 452, row=1),
        cell("SOLDE DEBITEUR EN VOTRE DEFAVEUR : 2.035,75 DIRHAMS", 99, 947, row=2),
    ]

    # when / then
    assert fields_of("bank_statement", cells).get("closing_balance") == -2035.75


def test_a_card_s_birthplace_is_read_without_the_scrap_after_it():
    # given: a card front whose guilloche beside the birthplace was read as a scrap of small letters
    cells = [
        cell("ROYAUME DU MAROC", 100, 50, row=0),
        cell("CARTE NATIONALE D'IDENTITE", 100, 90, row=1),
        cell("Né le 12/04/1991", 300, 400, row=2),
        cell("à FES sb", 300, 460, row=3),
    ]

    # when / then
    assert fields_of("cin_front", cells).get("place_of_birth") == "FES"


def test_an_employer_s_label_run_into_the_name_with_no_space_is_no_part_of_it():
    # given: a scanned payslip whose grey 'Company' label touches the employer's name, read as one word
    cells = [
        cell("BULLETIN DE PAIE", 100, 50, row=0),
        cell("Raison sociale /", 100, 200, row=1),
        cell("CompanyVeridia Business Services Maroc SARL", 600, 200, row=1),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == "Veridia Business Services Maroc SARL"


def test_a_card_s_address_under_its_label_on_two_lines_is_read_whole_with_its_quarter():
    # given: a card's back, its address under a bilingual label on two lines: the street and its quarter after a
    # comma, then the town ('Rue Moulay Abdelhafid n° 27, Branes' / 'TANGER'); a sentence of the parents' names above
    cells = [
        box("Fils/Fille de AHMED et de ZINEB ALAMI", 162, 245, 700, 270, row=0),
        box("Adresse /", 161, 285, 245, 305, row=1),
        box("العنوان", 253, 285, 330, 305, row=1),
        box("Rue Moulay Abdelhafid n° 27, Branes", 163, 315, 620, 340, row=2),
        box("TANGER", 161, 348, 280, 372, row=3),
        box("N° état civil 572/1983 Sexe M", 164, 388, 560, 410, row=4),
        box("IDMARTG66120945K305519<<<<<<<<", 171, 670, 980, 700, row=5),
        box("8304058M2612018MAR<<<<<<<<<<<5", 171, 707, 980, 737, row=6),
        box("ZERHOUNI<<ABDELILAH<<<<<<<<<<<", 172, 744, 980, 774, row=7),
    ]

    # when
    fields = fields_of("cin_back", cells)

    # then: the lines under the first are taken whole, the quarter too (a block that took them is cut by no line's
    # end, and no line under it goes on without it)
    assert fields.get("address") == "Rue Moulay Abdelhafid n° 27, Branes TANGER", fields


def test_a_typesetter_s_curly_apostrophes_and_dashes_come_out_as_the_values_a_lender_compares():
    # given: a typeset certificate (its PDF prints the curly apostrophe), its letterhead's legal name followed by a
    # dash, a job title with an elision
    cells = [
        cell("Maghreb Emballages Société Anonyme \u2013", 100, 60, row=0),
        cell("ATTESTATION DE TRAVAIL", 600, 200, row=1),
        cell("Nous soussignés, Transports Rapides de l\u2019Oriental SARL, attestons que", 100, 300, row=2),
        cell("M. Karim TAZI occupe le poste de Chef d\u2019équipe livraison depuis le 03/02/2019", 90, 350, row=3),
    ]

    # when
    fields = fields_of("employment_certificate", cells)

    # then: the straight apostrophe, as the other documents of the case print it; no dash left hanging
    assert fields.get("employer") == "Transports Rapides de l'Oriental SARL", fields
    assert fields.get("position") == "Chef d'équipe livraison", fields
    # and a payslip's employer under its label, its address after a dash on the same line: the name without the dash
    payslip = [
        cell("Bulletin de paie", 900, 230, row=0),
        cell("Employeur", 256, 418, row=1),
        cell("Maghreb Emballages Société Anonyme \u2013 184, Boulevard Ambassadeur Ben Aicha, Roches", 256, 512, row=2),
        cell("Noires, Casablanca", 256, 563, row=3),
        cell("N° CNSS employeur : 1093382", 256, 613, row=4),
    ]
    assert fields_of("payslip", payslip).get("employer") == "Maghreb Emballages Société Anonyme"


def test_a_statement_s_totals_set_with_their_labels_are_no_movements_and_a_rule_read_as_a_minus_is_no_sign():
    # given: a statement's movements, then its summary at the right, 'Total crédits 11 042,20' and 'Solde final
    # 5 485,94' each set in one cell with its label, over the debit column; the rule above the closing balance read as
    # a minus after it ('5 485,94-')
    cells = [
        box("CFG BANK", 150, 150, 500, 180, row=0),
        box("RELEVE DE COMPTE", 930, 270, 1550, 310, row=1),
        box("Client : Mme MERYEM TAZI", 170, 460, 900, 490, row=2),
        box("Date", 170, 690, 250, 716, row=3),
        box("Opération", 400, 690, 560, 716, row=3),
        box("Débit", 1804, 690, 1872, 716, row=3),
        box("Crédit", 2125, 690, 2205, 716, row=3),
    ]
    movements = [(-2000.0, "RETRAIT GAB"), (-1108.73, "ECHEANCE PRET"), (-895.52, "PAIEMENT CB"), (-491.72, "PRLV")]
    movements += [(-1500.0, "RETRAIT GAB"), (-563.49, "PAIEMENT CB"), (-1165.74, "PAIEMENT CB"), (-1899.32, "VIR")]
    movements += [(-1217.54, "PAIEMENT CB"), (11042.20, "VIR SALAIRE"), (-22.0, "FRAIS"), (-2.20, "TVA")]
    y = _movement_rows(cells, movements, "27/11/2024", y=754, first_row=4)
    row = 4 + len(movements)
    cells += [
        box("Solde initial", 1500, y, 1700, y + 28, row=row),
        box("5 310,00", 1826, y, 1986, y + 28, row=row),
        box("Total crédits 11 042,20", 1500, y + 40, 1986, y + 68, row=row + 1),
        box("Total débits", 1500, y + 80, 1700, y + 108, row=row + 2),
        box("10 866,26", 1806, y + 80, 1986, y + 108, row=row + 2),
        box("Solde final 5 485,94-", 1500, y + 120, 1996, y + 148, row=row + 3),
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: opening + credits - debits = closing holds with both balances in credit, as printed unsigned
    assert fields["opening_balance"].value == 5310.0
    assert fields["closing_balance"].value == 5485.94
    assert {fields["opening_balance"].validation_status, fields["closing_balance"].validation_status} == {"valid"}


def test_a_bank_named_with_its_legal_form_is_named_without_it():
    # given: a statement whose bank is named only in its footer, with its legal form ('CFG Bank S.A. - Ce relevé ...')
    cells = [
        cell("Relevé de Compte courant", 800, 220, row=0),
        cell("Client : Mme Meryem TAZI", 190, 350, row=1),
        cell("Solde initial 5 310,00", 900, 800, row=2),
        cell("CFG Bank S.A. - Ce relevé tient lieu d'avis d'opéré", 200, 1780, row=3),
    ]

    # when / then: the bank, as the other documents of the case name it
    assert fields_of("bank_statement", cells).get("bank_name") == "CFG Bank"


def test_a_civility_glued_to_the_name_by_its_stop_still_opens_the_name():
    # given: a salary certificate in prose, 'M.Abdelilah' printed with no space; its signatory's name under it
    cells = [
        cell("Cabinet Nour Audit SARL AU", 275, 170, row=0),
        cell("ATTESTATION DE SALAIRE", 565, 509, row=1),
        cell(
            "Nous soussignés, Cabinet Nour Audit SARL AU, attestons que M.Abdelilah EL KETTANI, CIN n° D318846,",
            175,
            667,
            row=2,
        ),
        cell(
            "occupe au sein de notre société le poste de Comptable principal depuis le 3 avril 2017.", 175, 711, row=3
        ),
        cell("Driss Amrani", 1111, 1045, row=4),
        cell("Expert-comptable, associé unique", 976, 1078, row=5),
    ]

    # when / then: the employee is the applicant, not the signatory
    assert fields_of("salary_certificate", cells).get("applicant_name") == "Abdelilah EL KETTANI"


def test_a_statement_s_one_column_of_signed_movements_checks_its_balances_and_its_running_balance_is_no_movement():
    # given: a statement's text layer (blind_r c12-d08) whose movements are one column of signed amounts ('Montant', a
    # debit printed with its minus), each row's balance after it in a column of its own ('Solde'); its opening
    # balance is labelled 'SOLDE DE DÉBUT DE PÉRIODE', its first movement a debit of 3 373,72, and its foot says a
    # negative balance is a debit
    cells = [
        box("BANQUE POPULAIRE", 168, 158, 944, 220, confidence=1.0, row=0),
        box("Du 1 mars 2025", 2048, 172, 2312, 200, confidence=1.0, row=0),
        box("Au 31 mars 2025", 2026, 230, 2312, 259, confidence=1.0, row=1),
        box("Extrait de compte", 166, 268, 491, 310, confidence=1.0, row=2),
        box("Titulaire :", 167, 387, 329, 417, confidence=1.0, row=3),
        box("M. Anas Touzani", 459, 387, 764, 417, confidence=1.0, row=3),
        box("Avenue Al Amir Fal Ould Omair", 459, 442, 1012, 471, confidence=1.0, row=4),
        box("Imm 9 Appt 3 Agdal Rabat", 460, 496, 913, 534, confidence=1.0, row=5),
        box("Relevé d'identité bancaire : 145810221184009330007293", 168, 587, 1128, 617, confidence=1.0, row=6),
        box("Devise : MAD", 168, 647, 410, 676, confidence=1.0, row=7),
        box("Date opé.", 226, 817, 365, 849, confidence=1.0, row=8),
        box("Date val.", 488, 817, 619, 842, confidence=1.0, row=8),
        box("Nature de l'opération", 970, 817, 1293, 849, confidence=1.0, row=8),
        box("Montant", 1697, 818, 1828, 842, confidence=1.0, row=8),
        box("Solde", 2090, 817, 2170, 842, confidence=1.0, row=8),
        box("SOLDE DE DÉBUT DE PÉRIODE", 698, 882, 1206, 913, confidence=1.0, row=9),
        box("1.118,02", 2179, 888, 2298, 918, confidence=1.0, row=9),
        box("05.03.25", 235, 955, 356, 980, confidence=1.0, row=10),
        box("05.03.25", 494, 955, 615, 980, confidence=1.0, row=10),
        box("ECHEANCE PRET IMMOBILIER", 697, 955, 1203, 979, confidence=1.0, row=10),
        box("-3.373,72", 1799, 955, 1931, 984, confidence=1.0, row=10),
        box("-2.255,70", 2166, 955, 2299, 984, confidence=1.0, row=10),
        box("11.03.25", 237, 1022, 356, 1046, confidence=1.0, row=11),
        box("11.03.25", 495, 1022, 615, 1046, confidence=1.0, row=11),
        box("PAIEMENT CB PHARMACIE AL AMAL", 697, 1022, 1315, 1046, confidence=1.0, row=11),
        box("-678,16", 1825, 1022, 1932, 1051, confidence=1.0, row=11),
        box("-2.933,86", 2166, 1022, 2299, 1051, confidence=1.0, row=11),
        box("13.03.25", 237, 1089, 356, 1113, confidence=1.0, row=12),
        box("13.03.25", 495, 1089, 615, 1113, confidence=1.0, row=12),
        box("PAIEMENT CB JUMIA MAROC", 697, 1089, 1185, 1113, confidence=1.0, row=12),
        box("-147,23", 1825, 1089, 1932, 1118, confidence=1.0, row=12),
        box("-3.081,09", 2166, 1089, 2299, 1118, confidence=1.0, row=12),
        box("21.03.25", 235, 1155, 356, 1180, confidence=1.0, row=13),
        box("21.03.25", 494, 1155, 615, 1180, confidence=1.0, row=13),
        box("PAIEMENT CB LABEL VIE", 697, 1155, 1120, 1180, confidence=1.0, row=13),
        box("-840,45", 1825, 1155, 1932, 1185, confidence=1.0, row=13),
        box("-3.921,54", 2166, 1155, 2299, 1185, confidence=1.0, row=13),
        box("24.03.25", 235, 1222, 356, 1246, confidence=1.0, row=14),
        box("24.03.25", 494, 1222, 615, 1246, confidence=1.0, row=14),
        box("VIREMENT RECU REMB. AMIS", 696, 1222, 1195, 1246, confidence=1.0, row=14),
        box("561,77", 1838, 1222, 1932, 1251, confidence=1.0, row=14),
        box("-3.359,77", 2166, 1222, 2299, 1251, confidence=1.0, row=14),
        box("27.03.25", 235, 1289, 356, 1313, confidence=1.0, row=15),
        box("27.03.25", 494, 1289, 615, 1313, confidence=1.0, row=15),
        box("VIR SALAIRE GROUPEMENT MAROCAIN D'ASSISTANCE", 696, 1290, 1567, 1313, confidence=1.0, row=15),
        box("8.985,67", 1811, 1289, 1932, 1318, confidence=1.0, row=15),
        box("5.625,90", 2178, 1289, 2299, 1318, confidence=1.0, row=15),
        box("28.03.25", 235, 1355, 356, 1380, confidence=1.0, row=16),
        box("28.03.25", 494, 1355, 615, 1380, confidence=1.0, row=16),
        box("PAIEMENT CB LABEL VIE", 697, 1355, 1120, 1380, confidence=1.0, row=16),
        box("-629,89", 1825, 1355, 1932, 1385, confidence=1.0, row=16),
        box("4.996,01", 2177, 1355, 2298, 1385, confidence=1.0, row=16),
        box("30.03.25", 236, 1422, 356, 1446, confidence=1.0, row=17),
        box("30.03.25", 494, 1422, 615, 1446, confidence=1.0, row=17),
        box("PRLV MAROC TELECOM", 697, 1422, 1100, 1446, confidence=1.0, row=17),
        box("-164,71", 1825, 1422, 1931, 1451, confidence=1.0, row=17),
        box("4.831,30", 2177, 1422, 2299, 1451, confidence=1.0, row=17),
        box("31.03.25", 236, 1489, 356, 1513, confidence=1.0, row=18),
        box("31.03.25", 494, 1489, 615, 1513, confidence=1.0, row=18),
        box("PAIEMENT CB PHARMACIE AL AMAL", 697, 1489, 1315, 1513, confidence=1.0, row=18),
        box("-631,31", 1825, 1489, 1931, 1518, confidence=1.0, row=18),
        box("4.199,99", 2177, 1489, 2299, 1518, confidence=1.0, row=18),
        box("SOLDE DE FIN DE PÉRIODE", 698, 1548, 1145, 1579, confidence=1.0, row=19),
        box("4.199,99", 2177, 1555, 2299, 1585, confidence=1.0, row=19),
        box(
            "Les montants négatifs sont des débits. Solde négatif : compte débiteur.",
            166,
            3276,
            1103,
            3307,
            confidence=1.0,
            row=20,
        ),
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: opening + the signed movements = closing, the balances after each movement left out: both checked
    assert fields["opening_balance"].value == 1118.02
    assert fields["closing_balance"].value == 4199.99
    assert {fields["opening_balance"].validation_status, fields["closing_balance"].validation_status} == {"valid"}


def test_a_statement_s_running_balances_give_its_balances_where_its_movements_were_misread():
    # given: a scanned statement with a column of signed movements and a column of the balance after each; two debits
    # read without their minus, its opening's label read 'Sole précédent', its closing's row read as noise
    cells = [
        box("UMNIA BANK", 150, 150, 500, 180, row=0),
        box("Extrait de compte", 1240, 120, 1600, 150, row=0),
        box("Titulaire :", 170, 460, 330, 490, row=1),
        box("Mme Fatou Bintou DIOP", 400, 460, 900, 490, row=1),
        box("Date", 170, 690, 250, 716, row=2),
        box("Opération", 400, 690, 560, 716, row=2),
        box("Montant (MAD)", 1640, 690, 1860, 716, row=2),
        box("Solde", 2120, 690, 2200, 716, row=2),
        box("01.10.2024 Sole précédent:", 170, 754, 700, 782, row=3),
        box("15.780,30", 2050, 754, 2230, 782, row=3),
    ]
    balance, y = 15780.30, 816
    movements = [(-1031.93, "ECHEANCE PRET"), (-1000.0, "RETRAIT GAB"), (-367.49, "PRLV ORANGE"), (-341.51, "CB")]
    movements += [(17920.77, "VIR SALAIRE"), (-22.0, "FRAIS"), (-2.20, "TVA")]
    for row, (amount, text) in enumerate(movements, start=4):
        balance = round(balance + amount, 2)
        signed = f"{amount:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
        signed = signed.lstrip("-") if row < 6 else signed  # the first two debits' minus lost
        running = f"{balance:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
        cells += [box(f"0{row}.10.2024 {text}", 170, y, 900, y + 28, row=row)]
        cells += [box(signed, 1850 - 20 * len(signed), y, 1850, y + 28, row=row)]
        cells += [box(running, 2230 - 20 * len(running), y, 2230, y + 28, row=row)]
        y += 62
    cells += [
        box("31.10.2024 Nouveau solde", 170, y, 700, y + 28, row=11),
        box("2 11.287", 2070, y, 2230, y + 28, row=11),
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: the balance before the first movement and after the last, as the column of balances prints them
    assert fields["opening_balance"].value == 15780.30
    assert fields["closing_balance"].value == balance


def test_balances_named_alike_each_with_its_date_and_amount_in_one_cell_are_told_apart_by_their_dates():
    # given: a statement's header, 'Solde au 30/09/2024 : 12 840,15 C' beside 'Solde au 31/10/2024 : 16 573,37 C'
    cells = [
        cell("Société Générale Maroc", 289, 286, row=0),
        cell("RELEVÉ DE COMPTE", 1146, 286, row=0),
        cell("Période du 01/10/2024 au 31/10/2024", 900, 330, row=1),
        cell("Mme Salma OUAZZANI TOUHAMI", 839, 433, row=2),
        cell("Solde au 30/09/2024 : 12 840,15 C", 233, 583, row=3),
        cell("Solde au 31/10/2024 : 16 573,37 C", 919, 583, row=3),
    ]

    # when
    fields = fields_of("bank_statement", cells)

    # then: the earlier is the opening balance, the later the closing
    assert fields.get("opening_balance") == 12840.15
    assert fields.get("closing_balance") == 16573.37
    # and where the later's amount is read as noise ('16 57337'), the earlier is still no closing balance
    cells[-1] = cell("Solde au 31/10/2024 : 16 57337", 919, 583, row=3)
    fields = fields_of("bank_statement", cells)
    assert fields.get("opening_balance") == 12840.15
    assert fields.get("closing_balance") != 12840.15


def test_a_card_s_address_goes_on_over_a_line_with_a_small_word_of_prose():
    # given: a card's back, its address under its label on two lines, the second 'Route de Targa, Marrakech' (its
    # 'de' reads as prose's 'from' elsewhere)
    cells = [
        box("Fils de Said", 38, 37, 174, 57, row=0),
        box("et de Rkia", 37, 84, 160, 104, row=1),
        box("Adresse", 37, 152, 118, 167, row=2),
        box("العنوان", 913, 147, 967, 168, row=2),
        box("Lotissement Al Fadl, Villa 61", 38, 194, 383, 217, row=3),
        box("Route de Targa, Marrakech", 38, 240, 367, 265, row=4),
        box("N° état civil 237/1987", 38, 313, 285, 335, row=5),
        box("Sexe M", 37, 369, 120, 390, row=6),
        box("IDMARWF30588126E539184<<<<<<<<", 48, 467, 980, 500, row=7),
        box("8712035M3012028MAR<<<<<<<<<<<4", 46, 523, 980, 556, row=8),
        box("LAHLOU<<MOHAMED<AMINE<<<<<<<<<", 48, 578, 980, 611, row=9),
    ]

    # when / then
    assert fields_of("cin_back", cells).get("address") == "Lotissement Al Fadl, Villa 61 Route de Targa, Marrakech"


def test_an_employer_s_name_wrapped_onto_a_line_with_a_small_word_of_prose_is_read_whole():
    # given: a CNSS certificate's form, the employer's long name wrapped under its value: 'Office Régional de Mise en
    # Valeur' / 'Agricole de Ouarzazate' (its 'de' reads as a period's 'from' elsewhere)
    cells = [
        box("ATTESTATION D'AFFILIATION", 801, 598, 1500, 640, row=0),
        box("Nom et prénom", 243, 1021, 520, 1050, row=1),
        box("AIT BENHADDOU Nadia", 881, 1021, 1300, 1050, row=1),
        box("N° d'immatriculation", 243, 1073, 620, 1102, row=2),
        box("183920457", 884, 1073, 1080, 1102, row=2),
        box("Employeur actuel", 243, 1279, 560, 1308, row=3),
        box("Office Régional de Mise en Valeur", 884, 1279, 1500, 1308, row=3),
        box("Agricole de Ouarzazate", 881, 1329, 1300, 1358, row=4),
        box("N° d'affiliation employeur", 243, 1380, 720, 1409, row=5),
        box("1002957", 884, 1380, 1030, 1409, row=5),
    ]

    # when / then
    assert (
        fields_of("cnss_certificate", cells).get("employer")
        == "Office Régional de Mise en Valeur Agricole de Ouarzazate"
    )


def test_an_employer_s_name_ends_at_a_dash_before_its_address_and_a_job_title_keeps_its_own():
    # given: a payslip's employer under its label, its address after an en dash on the same line
    cells = [
        cell("Bulletin de paie", 976, 230, row=0),
        cell("Employeur", 258, 418, row=1),
        cell("Groupement Monétique du Nord GIE \u2013 Tanger City Center, Tour 2, 9e étage, Tanger", 256, 512, row=2),
        cell("N° CNSS employeur : 3859021", 258, 562, row=3),
        cell("Emploi : Ingénieure d'État - Génie Civil", 258, 640, row=4),
    ]

    # when
    fields = fields_of("payslip", cells)

    # then
    assert fields.get("employer") == "Groupement Monétique du Nord GIE"
    assert fields.get("position") == "Ingénieure d'État - Génie Civil"


def test_a_statement_whose_movements_heading_was_lost_reads_each_row_s_two_amounts_as_movement_and_balance():
    # given: a photographed statement whose 'Montant' heading the OCR lost: each movement's amount and the balance
    # after it both stand nearest the 'Solde' heading, the balance furthest right
    cells = [
        box("AL BARID BANK", 123, 95, 400, 125, row=0),
        box("Extrait de compte", 121, 169, 400, 199, row=1),
        box("Titulaire :", 121, 249, 300, 279, row=2),
        box("BENJELLOUN OMAR", 316, 249, 700, 279, row=2),
        box("Date opé.", 157, 520, 300, 550, row=3),
        box("Nature de l'opération", 652, 520, 1000, 550, row=3),
        box("Solde", 1399, 520, 1490, 550, row=3),
        box("SOLDE DE DÉBUT DE PÉRIODE", 471, 564, 880, 594, row=4),
        box("-713,94", 1471, 579, 1590, 609, row=4),
    ]
    balance, y = -713.94, 627
    movements = [(-4341.91, "CHEQUE"), (-3189.87, "ECHEANCE PRET"), (-764.97, "PAIEMENT CB"), (-834.29, "CB")]
    movements += [(-318.48, "PAIEMENT CB"), (-1000.0, "RETRAIT GAB"), (8498.75, "VIR SALAIRE"), (-500.0, "GAB")]
    for row, (amount, text) in enumerate(movements, start=5):
        balance = round(balance + amount, 2)
        signed = f"{amount:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
        running = f"{balance:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
        cells += [box("03.02.25", 162, y, 290, y + 28, row=row), box(text, 470, y, 900, y + 28, row=row)]
        cells += [box(signed, 1330 - 20 * len(signed), y, 1330, y + 28, row=row)]
        cells += [box(running, 1590 - 20 * len(running), y, 1590, y + 28, row=row)]
        y += 45
    printed = f"{balance:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")
    cells += [box("SOLDE DE FIN DE PÉRIODE", 465, y, 860, y + 28, row=13)]
    cells += [box(printed, 1590 - 20 * len(printed), y, 1590, y + 28, row=13)]

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: the movements and the running balances both agree with the balances printed
    assert fields["opening_balance"].value == -713.94
    assert fields["closing_balance"].value == balance
    assert {fields["opening_balance"].validation_status, fields["closing_balance"].validation_status} == {"valid"}


def _statement_rows(balance: float, movements: list[tuple[float, str]], first_row: int, y: int) -> tuple[list, float]:
    """A statement's rows of movements: its label, its signed amount under 'Montant' and the balance after it under
    'Solde', as a bank in the French style prints them ('-1.494,29')."""

    def printed(value: float) -> str:
        return f"{value:,.2f}".replace(",", " ").replace(".", ",").replace(" ", ".")

    cells = []
    for row, (amount, text) in enumerate(movements, start=first_row):
        balance = round(balance + amount, 2)
        cells += [box(f"{row:02d}/03/2025", 120, y, 280, y + 28, row=row), box(text, 324, y, 900, y + 28, row=row)]
        cells += [box(printed(amount), 1400 - 20 * len(printed(amount)), y, 1400, y + 28, row=row)]
        cells += [box(printed(balance), 1650 - 20 * len(printed(balance)), y, 1650, y + 28, row=row)]
        y += 50
    return cells, balance


def test_a_statement_s_closing_balance_read_with_a_rule_as_its_minus_is_the_last_movement_s_balance():
    # given: a scanned statement, one movement's amount lost, so that the movements do not add up; its closing
    # balance's own row read with the table's rule before it as a minus ('- 3.553,00'), the balance on the last
    # movement's row read right
    cells = [
        box("CRÉDIT AGRICOLE DU MAROC", 109, 111, 700, 140, row=0),
        box("EXTRAIT DE COMPTE", 1271, 111, 1650, 140, row=0),
        box("Titulaire : Mourad EL IDRISSI", 108, 212, 700, 240, row=1),
        box("Date", 119, 398, 200, 426, row=2),
        box("Opération", 320, 398, 500, 426, row=2),
        box("Montant", 1209, 398, 1380, 426, row=2),
        box("Solde", 1477, 398, 1600, 426, row=2),
        box("01/03/2025", 105, 428, 280, 456, row=3),
        box("SOLDE D'OUVERTURE", 324, 428, 700, 456, row=3),
        box("5.142,83", 1449, 428, 1650, 456, row=3),
    ]
    movements = [(-1494.29, "PRLV MAROC TELECOM"), (-343.76, "PRLV LYDEC"), (-487.47, "PAIEMENT CB INWI")]
    movements += [(10249.06, "VIR RECU SALAIRE"), (-1855.06, "PAIEMENT CB MARJANE"), (-2968.47, "FRAIS")]
    movements += [(-1938.56, "PRLV LYDEC"), (-2751.28, "PRLV MAROC TELECOM")]
    rows, balance = _statement_rows(5142.83, movements, 4, 490)
    del rows[4 * 4 + 2]  # the card payment's amount, lost: the movements add up to no balance printed
    cells += rows
    cells += [box("31/03/2025", 120, 915, 280, 943, row=12), box("SOLDE DE CLÔTURE", 325, 915, 700, 943, row=12)]
    cells += [box("- 3.553,00", 1444, 915, 1650, 943, row=12)]
    assert balance == 3553.00

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: the closing balance is the balance after the last movement, as the column of balances prints it
    assert fields["opening_balance"].value == 5142.83
    assert fields["closing_balance"].value == 3553.00
    assert fields["closing_balance"].validation_status == "valid"


def test_a_statement_s_closing_balance_is_kept_where_the_last_movement_s_balance_lost_a_figure():
    # given: a statement whose closing balance has a row of its own, the balance on its last movement's row read
    # with a colon for its stop ('-4:105,98'), the one before it read right
    cells = [
        box("AL BARID BANK", 123, 95, 400, 125, row=0),
        box("Extrait de compte", 121, 169, 400, 199, row=1),
        box("Date", 119, 398, 200, 426, row=2),
        box("Opération", 320, 398, 500, 426, row=2),
        box("Montant", 1209, 398, 1380, 426, row=2),
        box("Solde", 1477, 398, 1600, 426, row=2),
        box("SOLDE DE DÉBUT DE PÉRIODE", 324, 428, 800, 456, row=3),
        box("-713,94", 1490, 428, 1650, 456, row=3),
    ]
    movements = [(-4341.91, "CHEQUE N° 3723752"), (-3189.87, "ECHEANCE PRET"), (-764.97, "PAIEMENT CB")]
    movements += [(-1000.0, "RETRAIT GAB"), (-2094.04, "PRLV AMENDIS"), (8498.75, "VIR SALAIRE"), (-500.0, "GAB")]
    rows, balance = _statement_rows(-713.94, movements, 4, 490)
    rows[-1] = box("-4:105,98", 1470, rows[-1].bbox[1], 1650, rows[-1].bbox[3], row=rows[-1].row)
    del rows[3]  # the cheque's balance, lost: the movements' sum does not check the balances
    cells += [*rows, box("SOLDE DE FIN DE PÉRIODE", 324, 850, 800, 878, row=11)]
    cells += [box("-4.105,98", 1470, 850, 1650, 878, row=11)]
    assert balance == -4105.98

    # when
    fields = {f.field_name: f for f in extract_fields("bank_statement", cells)}

    # then: the balance before the last movement and the last movement say it
    assert fields["closing_balance"].value == -4105.98


def test_a_statement_s_credit_column_heading_is_no_label_of_its_total_of_credits():
    # given: a statement with columns 'Crédit' and 'Débit', its opening balance in the credit column on its own row
    # ('ANCIEN SOLDE AU 01/03/2025'), its closing balance's first figure lost
    cells = [
        box("Bank of Africa", 138, 146, 500, 176, row=0),
        box("Du 01.03.2025 au 31.03.2025", 139, 294, 600, 322, row=1),
        box("TAZI ABDELILAH", 1104, 294, 1400, 322, row=1),
        box("Date opé.", 171, 501, 300, 529, row=2),
        box("Description", 546, 501, 760, 529, row=2),
        box("Crédit", 1555, 501, 1660, 529, row=2),
        box("Débit", 1843, 501, 1940, 529, row=2),
        box("ANCIEN SOLDE AU 01/03/2025", 544, 559, 1000, 587, row=3),
        box("1 248,87", 1529, 559, 1680, 587, row=3),
        box("01.03.25", 180, 622, 300, 650, row=4),
        box("PRLV MAROC TELECOM", 544, 622, 900, 650, row=4),
        box("3 865,94", 1803, 622, 1960, 650, row=4),
        box("13.03.25", 181, 682, 300, 710, row=5),
        box("VIR RECU SALAIRE NORTHBRIDGE SOFTWARE", 543, 682, 1200, 710, row=5),
        box("14 020,37", 1513, 682, 1680, 710, row=5),
        box("NOUVEAU SOLDE AU 31/03/2025", 546, 742, 1000, 770, row=6),
        box("187,37", 1828, 742, 1960, 770, row=6),
    ]

    # when / then
    assert fields_of("bank_statement", cells).get("opening_balance") == 1248.87


def test_a_date_whose_year_the_ocr_read_as_a_word_apart_is_read_across_the_gap():
    # given: a payslip in English, the employee's date of birth 'February 20, 1973' read as two cells of its row, the
    # year set apart by a gap a little wider than a space
    cells = [
        box("PAYSLIP", 135, 192, 400, 240, row=0),
        box("Company", 146, 468, 300, 496, row=1),
        box("Médina Hôtels & Resorts SA", 501, 468, 1000, 496, row=1),
        box("Employee", 1230, 468, 1400, 496, row=1),
        box("DIOP Aminata Ndeye", 1587, 468, 1950, 496, row=1),
        box("Date of hire", 1238, 630, 1450, 658, row=2),
        box("May 25, 2010", 1592, 630, 1800, 658, row=2),
        box("Date of birth", 1240, 772, 1460, 800, row=3),
        box("February 20,", 1588, 772, 1790, 800, row=3),
        box("1973", 1802, 772, 1880, 800, row=3),
    ]

    # when / then
    assert fields_of("payslip", cells).get("date_of_birth") == "1973-02-20"


def test_a_clause_after_a_job_title_is_neither_the_title_nor_part_of_it():
    # given: a certificate's sentence whose job title ends its line with a word that labels a position elsewhere
    # ('qualité'), a clause after it; and another whose job title begins its line, the clause set off by a comma
    letter = [
        cell("ATTESTATION DE TRAVAIL", 700, 200, row=0),
        cell("Nous soussignés, Les Conserveries du Souss, Société Anonyme, certifions que Mme AIT", 89, 305, row=1),
        cell("BENHADDOU Khadija, titulaire de la CIN n° JE214587, est employée au sein de notre", 90, 331, row=2),
        cell("société depuis le 05-02-2018 en qualité", 87, 358, row=3),
        cell("de Technicienne qualité, dans le cadre d'un contrat à durée indéterminée.", 89, 384, row=4),
    ]
    other = [
        cell("ATTESTATION DE TRAVAIL", 500, 336, row=0),
        cell("Nous soussignés, Société Marocaine des Conserves du Nord SA, certifions que", 130, 442, row=1),
        cell("M. Omar BENJELLOUN, titulaire de la CIN n° LB90412, est employé(e) au sein de notre", 131, 484, row=2),
        cell("société depuis le 05-11-2001 en qualité de", 132, 524, row=3),
        cell("Directeur administratif et financier, dans le cadre d'un contrat à durée indéterminée.", 133, 566, row=4),
        cell("Le Directeur des Ressources Humaines", 925, 789, row=5),
    ]

    # when / then
    assert fields_of("employment_certificate", letter).get("position") == "Technicienne qualité"
    assert fields_of("employment_certificate", other).get("position") == "Directeur administratif et financier"


def test_a_cnss_number_read_with_its_table_s_rule_as_a_leading_one_is_given_as_a_guess():
    # given: a CNSS certificate's table, the insured's number set against the cell's left rule, which the OCR read as
    # a '1' before its nine figures
    cells = [
        cell("ATTESTATION D'AFFILIATION", 700, 200, row=0),
        cell("Nom et prénom", 119, 400, row=1),
        cell("Zineb EL ALAOUI", 416, 400, row=1),
        cell("N° d'immatriculation", 119, 440, row=2),
        cell("1656977781", 416, 440, row=2),
        cell("N° affiliation employeur", 119, 480, row=3),
        cell("1207739", 520, 480, row=3),
    ]

    # when
    fields = {f.field_name: f for f in extract_fields("cnss_certificate", cells)}

    # then: its nine figures, given as a guess (it may be the number's own first figure that was dropped)
    assert fields["cnss_number"].value == "656977781"
    assert fields["cnss_number"].confidence < 0.5
    assert fields["employer_cnss"].value == "1207739"


@pytest.mark.parametrize(
    ("read", "expected"),
    [
        ("endeuse", "Vendeuse"),  # its first letter taken by the cell's rule
        ("Mnfirmière polyvalente", "Infirmière polyvalente"),  # read otherwise against it
        ("iConductrice de travaux", "Conductrice de travaux"),  # the rule read as a letter before it
        ("Comptable principal", "Comptable principal"),  # a job word as read stays
    ],
)
def test_a_job_title_set_against_its_cell_s_rule_has_its_first_letter_restored(read, expected):
    # given: a payslip's table of the employee's details, the job title's cell set close against its left rule
    cells = [
        cell("BULLETIN DE PAIE", 700, 100, row=0),
        cell("Nom et prénom", 120, 300, row=1),
        cell("Imane BOUZIANE", 520, 300, row=1),
        cell("Emploi", 120, 340, row=2),
        cell(read, 520, 340, row=2),
    ]

    # when / then
    assert fields_of("payslip", cells).get("position") == expected


def test_a_letterhead_s_name_whose_written_legal_form_its_line_cuts_is_read_whole_beside_the_title():
    # given: a payslip's letterhead, the employer's name and its legal form written out on two lines ('...,
    # Société' / 'Anonyme'), the payslip's title and period set beside them on the same two rows
    cells = [
        box("Compagnie Chergui de Transport Frigorifique, Société", 170, 148, 1254, 189, row=0),
        box("BULLETIN DE SALAIRE", 1518, 148, 2129, 190, row=0),
        box("Anonyme", 168, 192, 357, 231, row=1),
        box("Période du 01/08/2025 au 31/08/2025", 1538, 200, 2120, 228, row=1),
        box("Zone Industrielle Gzenaya, Tanger", 168, 232, 900, 270, row=2),
        box("N° affiliation CNSS : 1739064", 171, 270, 800, 300, row=3),
        box("Nom et prénom", 1142, 327, 1400, 355, row=4),
        box("SEKKAT Omar", 1529, 327, 1800, 355, row=4),
    ]

    # when / then
    assert fields_of("payslip", cells).get("employer") == "Compagnie Chergui de Transport Frigorifique, Société Anonyme"


@pytest.mark.parametrize(
    ("letterhead", "bank"),
    [("Attijariwafa hank", "Attijariwafa bank"), ("CIH BAMK", "CIH BANK"), ("Attijariwafa tank", "Attijariwafa")],
)
def test_a_bank_s_name_running_on_with_a_word_read_with_a_look_alike_letter_is_read_whole(letterhead, bank):
    # given: a statement's letterhead whose bank's name ends with its usual word read with one letter for a look-alike
    # ('bank' read 'hank'); 'tank' is no such reading ('t' is not a 'b')
    cells = [
        cell(letterhead, 270, 100, row=0),
        cell("RELEVÉ DE COMPTE", 1296, 100, row=0),
        cell("Titulaire : M. Karim BENNANI", 128, 244, row=1),
        cell("Solde au 01/09/2025 : 14 956,90", 128, 340, row=2),
    ]

    # when / then: the bank's name as printed, with that word as the bank's
    assert fields_of("bank_statement", cells).get("bank_name") == bank


def test_a_name_read_from_a_card_s_mrz_alone_is_no_conflict_against_documents_that_read_another_surely():
    # given: a CNIE's back whose MRZ names line was misread (no check digit covers it; its back prints no name), and
    # two payslips that read the holder's name surely
    back = [
        box("ROYAUME DU MAROC", 60, 100, 600, 140, row=0),
        box("Adresse LOT AL MASSIRA 2 N 318 MARRAKECH", 60, 300, 900, 340, row=1),
        box(MRZ[0], 60, 600, 1000, 640, row=2),
        box(MRZ[1], 60, 650, 1000, 690, row=3),
        box("EL<IDBBEIBSI<<SALMA<<<<<<<<<<<", 60, 700, 1000, 740, row=4),
    ]
    card = SourceDocument("d1", "cin_back", "2026-11-01T00:00:00+00:00", extract_fields("cin_back", back))
    payslips = [
        SourceDocument(
            f"d{i}",
            "payslip",
            "2026-11-01T00:00:00+00:00",
            [ExtractedField("applicant_name", "Salma EL IDRISSI", 0.97, 1, "unverified")],
        )
        for i in (2, 3)
    ]

    # when
    view = merge_fields([card, *payslips])

    # then: the name is the payslips', and the card's reading is a misreading of it, not a conflict
    assert next(f for f in view["fields"] if f["field_name"] == "applicant_name")["value"] == "Salma EL IDRISSI"
    assert "applicant_name" not in view["conflict_summary"]["fields"]
