"""Given names common in Morocco, and among the foreigners who live and borrow there, in capitals without
accents: which words of a name printed in capitals with no label for its parts ('BENJELLOUN KARIM') are the given
names. Forms print both orders; a person's given name is rarely a family name and the other way round, so a name
whose first or last words are given names (and whose other end is not) has a known order. Data, not code: adding a
country's names is adding a list."""

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
    NOUR AYA DOUAA DOUAE ASMAE INSAF IKRAME SAFA SALWA HANAA SOUMIA OUISSAL WIJDANE
    AYMAN HOUCINE JAOUAD MOUAD SALAHEDDINE TARIQ ELMEHDI EZZAHRA EZZOHRA LALLA BTISSAM
"""
# Foreigners who work and borrow in Morocco: French, Spanish, Portuguese, Italian, English, Romanian, West African
# and Turkish given names. Those as often family names (Martin, Bernard, Thomas, Robert, David, Michel, Laurent,
# Vincent, Nicolas, Olivier, Philippe, Pierre, Paul, Louis, Denis, Benoit, Clément, Rosa, Lee) stay out: a name
# with one of them at an end cannot say which part it is.
_ELSEWHERE = """
    ALAIN ALEXANDRE ANTOINE ARTHUR AURELIEN BAPTISTE BRUNO CEDRIC CHRISTIAN CHRISTOPHE DAMIEN DIDIER DOMINIQUE ERIC
    EMMANUEL ETIENNE FABRICE FLORIAN FREDERIC GILLES GREGOIRE HERVE HUGO JACQUES JEAN JEAN-FRANCOIS JEAN-LUC
    JEAN-MARC JEAN-PIERRE JEROME JULIEN KEVIN LEO LOIC LUC LUDOVIC MARC MATTHIEU MAXIME NATHAN PASCAL PATRICK
    QUENTIN RENE ROMAIN SEBASTIEN SERGE STEPHANE SYLVAIN THEO THIBAULT THIERRY VALENTIN XAVIER YANNICK YVES
    AGNES ALICE AMELIE ANNE AUDREY AURELIE BRIGITTE CAMILLE CAROLINE CATHERINE CELINE CHANTAL CHLOE CHRISTINE CLAIRE
    CLAUDINE DELPHINE ELISE ELODIE EMILIE EMMA FRANCOISE HELENE ISABELLE JULIE JULIETTE LAETITIA LAURA LAURENCE LEA
    LOUISE MANON MARGAUX MARIE MARINE MATHILDE MELANIE MONIQUE NATHALIE PAULINE SANDRINE SOPHIE STEPHANIE SYLVIE
    VALERIE VERONIQUE VIRGINIE
    ALEJANDRO ALVARO ANTONIO CARLOS DIEGO FERNANDO FRANCISCO JAVIER JOAO JORGE JOSE JUAN LUIS MANUEL MIGUEL PABLO
    PEDRO RAFAEL RICARDO SERGIO ANA BEATRIZ CARMEN CRISTINA DOLORES ELENA ISABEL LUCIA MARIA MERCEDES PILAR
    ALESSANDRO ANDREA FRANCESCO GIOVANNI GIUSEPPE LUCA MARCO MATTEO PAOLO STEFANO ALESSANDRA CHIARA FRANCESCA GIULIA
    ANDREW CHRISTOPHER EDWARD GEORGE JAMES JOHN JOSEPH MATTHEW MICHAEL PETER STEVEN WILLIAM ELIZABETH EMILY JENNIFER
    JESSICA HANS JURGEN KLAUS STEFAN WOLFGANG ANNA
    ALEXANDRU ANDREI IOAN MIHAI IOANA
    ABDOULAYE ADAMA AMADOU BOUBACAR IBRAHIMA MAMADOU MODOU MOUSSA OUSMANE SEKOU SEYDOU AISSATOU AMINATA AWA FATOU
    KHADY MARIAMA NDEYE ROKIA
    AHMET MEHMET AYSE FATMA
"""
GIVEN_NAMES = frozenset(_NAMES.split() + _ELSEWHERE.split())
# Family names common in Morocco (the words of them: 'EL IDRISSI' gives IDRISSI), for `restored` only: which name
# a word read poorly was. Family names are many more than given names; a word that is none of these is left as read.
_FAMILY = """
    ABOU ABOULFARAJ ACHAOUI ADDOU AFILAL AHARCHI AJANA AKALAY AKHANNOUCH ALAMI ALAOUI AMALOU AMAR AMHAOUCH AMRANI
    AMRAOUI AMZIL ANSARI ARROUB ASSOULI AZIZI AZZOUZI BADDOU BAKKALI BARAKA BARGACH BEKKALI BELAFKIH BELGHITI BELHAJ
    BELKADI BELKHAYAT BELLA BELLAMINE BENABDALLAH BENABDELLAH BENABDELJALIL BENAISSA BENALI BENAMOR BENANI BENBRAHIM
    BENCHEKROUN BENCHEIKH BENDAHOU BENHADDOU BENHIMA BENJELLOUN BENKIRANE BENKHALDOUN BENMOUSSA BENNANI BENNIS
    BENOMAR BENSAID BENSALAH BENSLIMANE BENSOUDA BENTALEB BENYAHYA BENZAKOUR BERRADA BERRAHOU BOUABID BOUAZZAOUI
    BOUCHTA BOUDRAA BOUHLAL BOUKILI BOUKHARI BOULAICH BOUSFIHA BOUTALEB BOUZIANE BOUZIDI BOUZOUBAA BRIOUEL CHAABI
    CHAFIK CHAHDI CHAMI CHAOUI CHAQROUNE CHERKAOUI CHERRADI CHIGUER CHRAIBI DAHBI DAOUDI DERKAOUI DOUIRI DRISSI
    EDDAHBI ELALAMI ENNACIRI ERRAJI ESSAADI ESSAIDI FADILI FAHMI FARAJ FASSI FATHI FIHRI FILALI GHALI GHAZI GUENNOUN
    GUESSOUS HADDAD HADDAOUI HAJJI HAKAM HAMDAOUI HAMMOUMI HARRAK HASSANI HILALI IDRISSI IRAQI JABRI JAMAI JAZOULI
    JEBARI KABBAJ KADIRI KARAMI KARIMI KETTANI KHALFI KHATTABI KHAYAT LAAROUSSI LAHLOU LAKHDAR LAMRANI LAZRAK LEMSEFFER
    MAAROUFI MANSOURI MARZOUKI MEKOUAR MERNISSI MESSAOUDI MEZIANE MOKRI MOUNIR MOUSSAOUI MRANI NACIRI NAJI NASSIRI
    OUAHBI OUALI OUARDI OUAZZANI OUCHEN OUDGHIRI OUFKIR QADIRI RAHALI RAISS RAMI RAZINE RIFFI SAADI SABRI SAHRAOUI
    SAIDI SALHI SBAI SEBTI SEDDIKI SEFRIOUI SEKKAT SENHAJI SEGHROUCHNI SKALLI SLAOUI SLIMANI SMIRES SOUSSI SQALLI
    SOUIRI TAHIRI TAHRI TAZI TEMSAMANI TOUHAMI TOUIMI TOUZANI WAHBI YACOUBI YAHYAOUI YOUSFI ZAHIDI ZAHIRI ZAHRI ZEMMOURI
    ZERHOUNI ZIANI ZNIBER ZOUBIR ZOUHAIR ZRIOUIL
"""
FAMILY_NAMES = frozenset(_FAMILY.split())
# Particles that begin a family name and bind the word after them ('AIT LAHCEN', 'ID AHMED', 'BEN SAID', 'EL
# IDRISSI'): that word is the family name's, even when it is also a given name.
FAMILY_PARTICLES = frozenset(["AIT", "ID", "BEN", "BENT", "BEL", "BOU", "EL", "AL", "OULD", "OULAD", "OU"])


def given_first(words: list[str]) -> list[str] | None:
    """The words of a name in capitals with its given names first, when the list says which end they are at;
    None when it cannot tell (both ends or neither are given names)."""
    known = [word.upper() in GIVEN_NAMES for word in words]
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
    family = 2 <= len(upper) <= 3 and upper[0] in FAMILY_PARTICLES and not any(w in GIVEN_NAMES for w in upper[2:])
    given = bool(upper) and all(w in GIVEN_NAMES or w.replace("-", "") in GIVEN_NAMES for w in upper)
    return family, given


# Glyphs OCR takes for one another in a name: a stem (a capital I, a small l, i or t, a T whose bar is faint), a round
# capital (O, Q, D), S and Z. A word one of these away from a known name was that name (`_misread_as`).
_LOOK_ALIKE = ("ILTilt1|!", "OQD", "SZsz")
_STEMS = frozenset("Il1|!i")
RESTORE_AT_LEAST = 5  # letters of a word that may be restored: a short one is as likely another name, one letter off
KNOWN_NAMES = GIVEN_NAMES | FAMILY_NAMES


def _alike(a: str, b: str) -> bool:
    return any(a in group and b in group for group in _LOOK_ALIKE)


def restored(word: str) -> str | None:
    """The known name (`GIVEN_NAMES`, `FAMILY_NAMES`) a word of a person's name was before OCR misread it: one glyph
    taken for a look-alike ('CHERKAOUT', 'QUAZZANI', 'Nadta'), a stem lost inside it or gained before it ('Yassne',
    'IBERRADA'); in the case it is printed in ('Nadia', 'CHERKAOUI'). None when the word is a known name, too short,
    or as near to two. The caller gives only words read poorly: a rare name printed clearly stays as it is."""
    upper = word.upper()
    if len(word) < RESTORE_AT_LEAST or not word.isalpha() or upper in KNOWN_NAMES:
        return None
    found = {name for name in KNOWN_NAMES if _misread_as(name, word, upper)}
    if len(found) != 1:
        return None
    name = found.pop()
    if sum(c.isupper() for c in word[1:]) > len(word[1:]) / 2:
        return name
    return name[:1] + name[1:].lower() if word[:1].isupper() else name.lower()


def _misread_as(name: str, word: str, upper: str) -> bool:
    """Whether `word` (`upper` in capitals) is `name` with one glyph taken for a look-alike, a thin letter lost
    between two others ('Yassne'), or a stroke gained before it (a rule's bar: 'IBERRADA'). A letter lost at either
    end, or one more inside, is how names are spelt apart, not misread: 'BTISSAM' and 'IBTISSAM', 'ZAHIRI' and
    'ZAHRI', 'KARIMI' and 'KARIM' are each a name of its own."""
    if len(name) == len(word):
        diffs = [(w, y) for w, x, y in zip(word, upper, name, strict=True) if x != y]
        return len(diffs) == 1 and (_alike(*diffs[0]) or _alike(diffs[0][0], diffs[0][1].lower()))
    if len(name) == len(word) + 1:
        return any(name[i] in "IL" and name[:i] + name[i + 1 :] == upper for i in range(1, len(name) - 1))
    if len(name) == len(word) - 1:
        return word[0] in _STEMS and upper[1:] == name
    return False
