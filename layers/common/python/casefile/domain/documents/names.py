"""Given names common in Morocco, in capitals without accents: which words of a name printed in capitals with
no label for its parts ('BENJELLOUN KARIM') are the given names. Forms print both orders; a person's given name
is rarely a family name and the other way round, so a name whose first or last words are given names (and whose
other end is not) has a known order. Data, not code: adding a country's names is adding a list."""

from __future__ import annotations

_NAMES = """
    ABDELALI ABDELAZIZ ABDELFATTAH ABDELGHANI ABDELHADI ABDELHAK ABDELHAMID ABDELILAH ABDELJALIL ABDELKADER
    ABDELKRIM ABDELLAH ABDALLAH ABDELLATIF ABDELMAJID ABDELMALEK ABDELMOUNAIM ABDELOUAHED ABDELWAHED ABDENNOUR
    ABDERRAHIM ABDERRAHMANE ABDERRAZAK ABDESLAM ABDESSAMAD ADIL ADNANE AHMED AHMAD AISSA ALI AMIN AMINE ANAS ANASS
    ANOUAR AYOUB AZEDDINE AZIZ BADR BILAL BOUCHAIB BRAHIM CHAKIR CHARAF DRISS FAISSAL FARID FOUAD HAFID HAKIM HAMID
    HAMZA HASSAN HASSANE HATIM HICHAM HOUSSAM HOUSSINE IBRAHIM IDRISS ILIAS ILYAS IMAD ISMAIL JALAL JAMAL JAWAD
    JILALI KACEM KAMAL KARIM KHALID KHALIL LAHCEN LARBI LHOUSSAINE LOTFI MAHMOUD MAROUANE MARWANE MBAREK MEHDI
    MILOUD MOHA MOHAMED MOHAMMED MOHAMMAD MOHCINE MOHSINE MOUHCINE MOUNIR MOURAD MOSTAFA MOUSTAPHA MUSTAFA MUSTAPHA
    NABIL NACER NAJIB NAOUFAL NASSER NOUREDDINE OMAR OTHMANE OUALID OUSSAMA RABIE RACHID RAYAN REDA REDOUANE RIAD
    RIDA SAAD SAID SALAH SALIM SAMI SAMIR SELIM SIMO SOFIANE SOUFIANE TAHA TAOUFIK TARIK TAWFIQ WADIE WALID YAHYA
    YASSER YASSINE YASSIR YOUNES YOUNESS YOUSSEF ZAID ZAKARIA ZAKARIAE ZIAD ZOUHAIR
    ACHRAF ADAM AYMANE AIMANE BADREDDINE ILYASS ILIASS ISMAEL NIZAR NOUAMANE NAOUFEL SOUHAIL SOUFYANE WAIL YAHIA
    AICHA AMINA ASMA ASMAA BOUCHRA DOUNIA FADWA FAIZA FARAH FATIHA FATIMA FATIMA-ZAHRA GHITA GHIZLANE HAFSA HAJAR
    HALIMA HANAE HANANE HASNAA HASSANIA HAYAT HIND HOUDA HOURIA IBTISSAM IKRAM ILHAM IMAN IMANE JAMILA JIHANE KARIMA
    KAOUTAR KAWTAR KENZA KHADIJA KHAOULA LAILA LAMIA LAMYAE LATIFA LEILA LINA LOUBNA MAHA MAJDA MALAK MALIKA MANAL
    MARIAM MARYAM MERIEM MERYEM MINA MOUNA MOUNIA NADIA NAHID NAIMA NAJAT NAJWA NAWAL NEZHA NISRINE NORA NOUHAILA
    NOURA OUMAIMA RABIA RACHIDA RAHMA RAJA RAJAE RANIA RIM SAADIA SABAH SAFAE SAIDA SALIMA SALMA SAMAH SAMIRA SANA
    SANAA SARA SARAH SIHAM SOFIA SOUAD SOUKAINA SOUMAYA TOURIA WAFAA WIAM WIDAD YAMINA YASMINA YASMINE YOUSRA ZAHRA
    ZAINAB ZAKIA ZHOR ZINEB ZOHRA ZOUHOUR
    AMAL ASSIA BASMA CHAIMAE CHAIMAA DOHA HIBA INES LAMIAE MARWA MAROUA NADA NARJISS OUIAM RIHAB SIHAME WISSAL
"""
MOROCCAN_GIVEN_NAMES = frozenset(_NAMES.split())
# Particles that begin a family name and bind the word after them ('AIT LAHCEN', 'ID AHMED', 'BEN SAID', 'EL
# IDRISSI'): that word is the family name's, even when it is also a given name.
FAMILY_PARTICLES = frozenset(["AIT", "ID", "BEN", "BENT", "BEL", "BOU", "EL", "AL", "OULD", "OULAD", "OU"])


def given_first(words: list[str]) -> list[str] | None:
    """The words of a name in capitals with its given names first, when the list says which end they are at;
    None when it cannot tell (both ends or neither are given names)."""
    known = [word.upper() in MOROCCAN_GIVEN_NAMES for word in words]
    if len(words) < 2 or known[0] == known[-1]:
        return None
    if known[0]:
        return words
    start = len(words)
    while start > 0 and known[start - 1] and not (start > 1 and words[start - 2].upper() in FAMILY_PARTICLES):
        start -= 1
    if start == len(words):
        return None
    return words[start:] + words[:start]


def name_shape(words: list[str]) -> tuple[bool, bool]:
    """(family name only, given names only): a particle and the word it binds, maybe one more word that is no given
    name ('BEN ALI', 'AIT LAHCEN', 'EL OUARDI'); every word a given name ('MOHAMED AMINE', 'ZAHRA FATIMA'). Either
    is one part of a person's name, not the whole of it."""
    upper = [word.upper().strip(".,") for word in words]
    family = (
        2 <= len(upper) <= 3 and upper[0] in FAMILY_PARTICLES and not any(w in MOROCCAN_GIVEN_NAMES for w in upper[2:])
    )
    given = bool(upper) and all(w in MOROCCAN_GIVEN_NAMES or w.replace("-", "") in MOROCCAN_GIVEN_NAMES for w in upper)
    return family, given
