"""Document type from its text: weighted key phrases (titles weigh most), searched without case or accents.

A first classifier: the Document intelligence issue may replace it; the contract is `classify(text) ->
(document_type, score)` with `other` when nothing scores at least `MIN_SCORE`.
"""

from __future__ import annotations

import re

from casefile.domain.documents.values import fold

# (phrase, weight): phrases are folded (lower case, no accents); a title is worth 5, a typical label 2,
# a word that many documents share 1. A phrase ending in '*' is a prefix (an MRZ's first characters run into
# the document number: 'IDMARBE487926<...'). A '_' between words stands for one optional word ('relevé mensuel de
# compte', 'relevé trimestriel de compte').
KEY_PHRASES: dict[str, tuple[tuple[str, int], ...]] = {
    "payslip": (
        ("bulletin de paie", 6),
        ("bulletin de salaire", 6),
        ("net a payer", 3),
        ("salaire brut", 2),
        ("salaire de base", 2),
        ("periode de paie", 3),
        # English, as multinationals' Moroccan subsidiaries issue it
        ("payslip", 6),
        ("pay slip", 6),
        ("salary slip", 6),
        ("net pay", 3),
        ("gross pay", 2),
        ("basic salary", 2),
        ("cotisations", 1),
        ("igr", 1),
        ("amo", 1),
    ),
    "cin_front": (
        ("carte nationale d'identite", 5),
        ("carte d'identite nationale", 5),  # the old green card's title (before 2008)
        ("carte nationale", 3),
        ("valable jusqu", 2),
        # the issuing authority under the card's fields: its title read badly on a poor scan ('CARTE NATIONALE D'ID
        # IDENTITÉ', 'carte nationale' alone)
        ("generale de la surete", 2),  # "Direction Générale de la Sûreté Nationale"
        ("ne le", 1),
        ("ne(e) le", 1),
        ("date de naissance", 1),
        # its Arabic title's end and labels: a poor scan's French title may be lost ('CARTE MATIONALE')
        ("الوطنية للتعريف", 3),
        ("صالحة الى غاية", 2),
        ("تاريخ الازدياد", 1),
    ),
    "cin_back": (
        ("idmar*", 6),
        ("mar<<*", 4),  # a TD1 second line: the nationality, then the fillers of empty optional data
        ("fils de", 2),
        ("fille de", 2),
        ("etat civil", 2),
        ("adresse", 1),
        ("domicile", 1),
        ("pere", 1),
        ("mere", 1),
        ("sexe", 1),
    ),
    "passport": (("passeport", 5), ("passport", 5), ("p<mar*", 6), ("autorite", 1)),
    "employment_certificate": (
        ("attestation de travail", 7),
        ("certificat de travail", 7),
        ("attestation d'emploi", 7),
        ("confirmation d'emploi", 7),  # an employer's letter answering a bank's request
        ("attestation", 2),
        ("est employe", 2),
        ("est employee", 2),
        ("atteste que", 1),
        ("fait partie de notre personnel", 3),
        ("depuis le", 1),
        ("en qualite de", 1),
        ("employment certificate", 7),
        ("certificate of employment", 7),
        ("has been employed", 2),
        ("is employed", 2),
    ),
    "salary_certificate": (
        ("attestation de salaire", 8),
        ("attestation", 2),  # a certificate, which a payslip is not: when its title is lost (a dark band)
        ("la remuneration suivante", 3),
        ("salaire net mensuel", 2),
        ("percoit un salaire", 3),
        ("salaire mensuel", 2),
        ("salaire annuel", 2),
        ("salary certificate", 8),
        ("certificate of salary", 8),
        ("gross salary", 2),
        ("net salary", 2),
    ),
    "cnss_certificate": (
        ("caisse nationale de securite sociale", 5),
        ("attestation d'affiliation", 5),
        ("attestation d'immatriculation", 5),
        ("date d'affiliation", 2),
        ("date d'immatriculation", 2),
        ("cnss", 1),
        # English, a sworn translator's translation of the certificate
        ("national social security fund", 5),
        ("certificate of affiliation", 5),
        ("certificate of registration", 5),
        ("date of registration", 2),
    ),
    "bank_statement": (
        ("releve _ de compte", 6),
        ("extrait de compte", 6),
        # a savings passbook's page, copied at the counter
        ("carnet de compte", 6),
        ("compte sur carnet", 4),
        ("solde initial", 2),
        ("solde final", 2),
        ("ancien solde", 2),
        ("nouveau solde", 2),
        # its title lost on a poor scan: its balance and totals lines
        ("solde crediteur au", 2),
        ("solde debiteur au", 2),
        ("solde precedent", 2),
        ("solde reporte", 2),
        ("total des mouvements", 3),
        ("statement of account", 6),
        ("account statement", 6),
        ("bank statement", 6),
        ("opening balance", 2),
        ("closing balance", 2),
        ("debit", 1),
        ("credit", 1),
    ),
    "rib": (
        ("releve d'identite bancaire", 7),
        ("attestation de rib", 6),
        ("code banque", 2),
        ("code ville", 2),
        ("cle rib", 2),
        ("bank identity details", 6),
        ("account details", 3),
        ("r.i.b", 2),
        # a banking app's screen, 'Partager mon RIB', 'Vos coordonnées bancaires ...'
        ("mon rib", 4),
        ("coordonnees bancaires", 3),
        # a crossed-out cheque is the usual proof of a bank account's details beside the RIB itself
        ("specimen de cheque", 5),
        ("cheque annule", 3),
        ("iban", 1),
        ("swift", 1),
    ),
}
MIN_SCORE = 4


# A phrase that is most of a line by itself (a title, 'ATTESTATION DE TRAVAIL') counts this many times its
# weight: the same words inside a sentence ('titulaire de la carte nationale d'identité n° ...') say less.
TITLE_FACTOR = 2


def scores(text: str) -> dict[str, int]:
    # a title set letter-spaced ('A T T E S T A T I O N  D E  T R A V A I L') is read as single letters: its
    # letters are joined, and a phrase's words may then touch
    lines = [_unspaced(fold(line).replace("\u2019", "'")) for line in text.splitlines()]
    folded = " ".join(lines)  # a phrase of prose may run from one line onto the next
    out = {}
    for document_type, phrases in KEY_PHRASES.items():
        total = 0
        for phrase, weight in phrases:
            end = "" if phrase.endswith("*") else r"(?![a-z])"
            words = re.escape(phrase.rstrip("*")).replace(r"\ _\ ", r"\s+(?:[a-z]+\s+)?")
            pattern = re.compile(r"(?<![a-z])" + words.replace(r"\ ", r"\s*") + end)
            if not pattern.search(folded):
                continue
            titled = any(
                pattern.search(line)
                and len(phrase.rstrip("*").replace(" _", "")) >= 0.6 * len(re.sub(r"[^a-z0-9' ]", "", line).strip())
                for line in lines
            )
            total += weight * (TITLE_FACTOR if titled else 1)
        out[document_type] = total
    return out


def _unspaced(line: str) -> str:
    """A line of single letters (six or more, most of its words) with its letters joined."""
    words = line.split()
    singles = sum(len(w) == 1 and w.isalpha() for w in words)
    return "".join(words) if singles >= 6 and singles >= 0.8 * len(words) else line


def classify(text: str) -> tuple[str, int]:
    """The best-scoring type and its score; `other` below MIN_SCORE. Ties go to the first type in
    KEY_PHRASES order (deterministic)."""
    by_type = scores(text)
    best = max(by_type, key=lambda t: by_type[t])
    if by_type[best] < MIN_SCORE:
        return "other", by_type[best]
    return best, by_type[best]
