// French and English: the browser's language first, switchable (kept in localStorage). Dates and amounts are
// formatted with Intl in the chosen locale: 12 345,67 MAD in French, MAD 12,345.67 in English.
import { signal } from "./signal";

export type Lang = "en" | "fr";

const EN = {
  "app.name": "Casefile",
  "app.skip": "Skip to content",
  "nav.cases": "Cases",
  "nav.policies": "Scoring policies",
  "nav.flows": "Flows",
  "nav.webhooks": "Webhooks",
  "nav.apiKeys": "API keys",
  "nav.main": "Main",
  "lang.label": "Language",
  "auth.title": "Sign in to Casefile",
  "auth.email": "Email",
  "auth.password": "Password",
  "auth.signIn": "Sign in",
  "auth.signOut": "Sign out",
  "auth.code": "Authentication code",
  "auth.verify": "Verify",
  "auth.mfaHelp": "Enter the 6-digit code of your authenticator app, or a recovery code.",
  "auth.expired": "Your session ended. Sign in again.",
  "auth.signedInAs": "Signed in as {email} ({role}) in {workspace}",
  "auth.mfaSetup": "This workspace requires two-factor sign-in: set it up before using the console.",
  "common.loading": "Loading…",
  "common.save": "Save",
  "common.cancel": "Cancel",
  "common.close": "Close",
  "common.create": "Create",
  "common.delete": "Delete",
  "common.edit": "Edit",
  "common.none": "—",
  "common.all": "All",
  "common.yes": "Yes",
  "common.no": "No",
  "common.copy": "Copy",
  "common.copied": "Copied",
  "common.previous": "Previous",
  "common.next": "Next",
  "common.page": "Page {page} of {pages} ({total} in all)",
  "common.note": "Note",
  "common.showOnce": "Shown this once: copy it now, it cannot be read again.",
  "err.forbidden": "Insufficient permissions: your role does not allow this action.",
  "err.rateLimit": "Too many requests. Try again in {seconds} s.",
  "err.network": "The service cannot be reached. Check your connection and try again.",
  "err.notFound": "Not found.",
  "err.server": "The service failed to answer ({status}). Try again.",
  "err.invalidLogin": "Wrong email or password.",
  "err.unknownAssignee": "This person is not a member of the workspace (any more): choose someone else.",
  "cases.title": "Cases",
  "cases.search": "Search by CIN",
  "cases.status": "Status",
  "cases.decision": "Decision",
  "cases.environment": "Environment",
  "cases.mine": "Assigned to me",
  "cases.needsReview": "Needs review",
  "cases.filters": "Filters",
  "cases.apply": "Search",
  "cases.empty": "No case matches.",
  "cases.new": "New case",
  "cases.createTitle": "Create a case",
  "cases.applicant": "Applicant",
  "cases.applicantName": "Applicant name",
  "cases.cin": "CIN",
  "cases.borrowerType": "Borrower type",
  "cases.priority": "Priority",
  "cases.score": "Score",
  "cases.created": "Created",
  "cases.pageSize": "Cases per page",
  "case.back": "Back to cases",
  "case.documents": "Documents",
  "case.upload": "Add documents",
  "case.dropHere": "Drop payslips, ID cards or statements here, or choose files.",
  "case.uploading": "Uploading {name}: {pct} %",
  "case.view": "View",
  "case.reject": "Reject",
  "case.rejectTitle": "Reject {name}",
  "case.reason": "Reason",
  "case.noDocuments": "No document yet.",
  "case.viewer": "Document viewer",
  "case.pageOf": "Page {page} of {pages}",
  "case.noImage": "No page image for this document.",
  "case.fieldsOf": "Fields read from {name}",
  "case.fields": "Fields",
  "case.field": "Field",
  "case.value": "Value",
  "case.confidence": "Confidence",
  "case.source": "Source",
  "case.noFields": "No field read yet.",
  "case.conflicts": "Conflicts",
  "case.conflictOn": "Documents disagree on {field}",
  "case.useValue": "Use this value",
  "case.correct": "Correct",
  "case.correctTitle": "Correct {field}",
  "case.newValue": "New value",
  "case.removeCorrection": "Remove correction",
  "case.corrected": "corrected",
  "case.correctedBy": "Corrected: {note}",
  "case.needsReview": "needs review",
  "case.sourceRef": "{doc}, p. {page}",
  "case.score": "Score",
  "case.scoreNow": "Score the case",
  "case.rescore": "Score again",
  "case.notScored": "Not scored yet.",
  "case.stale": "A correction changed the fields since the last score: score again.",
  "case.risk": "Risk",
  "case.eligible": "Eligible amount",
  "case.breakdown": "Breakdown",
  "case.component": "Component",
  "case.weight": "Weight",
  "case.points": "Points",
  "case.reasons": "Reason codes",
  "case.steps": "To check",
  "case.noReasons": "No factor cost more than one point.",
  "case.decision": "Decision",
  "case.decide": "Record the decision",
  "case.decided": "{decision} on {at}",
  "case.timeline": "Timeline",
  "case.bank": "Bank connection",
  "case.bankChoose": "Sandbox bank",
  "case.connect": "Connect a sandbox account",
  "case.bankOnlySandbox": "Bank connections are simulated in the Sandbox only.",
  "case.noBank": "No bank account connected.",
  "case.cashflow": "Cash flow",
  "case.monthlyIncome": "Monthly income",
  "case.monthlyExpenses": "Monthly expenses",
  "case.avgBalance": "Average balance",
  "case.savingsRate": "Savings rate",
  "case.dti": "Estimated debt-to-income",
  "case.incomePattern": "Income pattern",
  "case.flagged": "Flagged items",
  "case.noFlags": "Nothing flagged.",
  "case.chart": "Monthly income and expenses",
  "case.income": "Income",
  "case.expenses": "Expenses",
  "case.status": "Status",
  "case.priority": "Priority",
  "case.assignToMe": "Assign to me",
  "case.assignedTo": "Assigned to",
  "case.me": "me",
  "case.assignment": "Assignment",
  "case.assignTo": "Assign to",
  "case.assign": "Assign",
  "case.unassign": "Unassign",
  "case.chooseMember": "Choose a member",
  "case.meNamed": "{name} (me)",
  "case.inactive": "{name} (deactivated)",
  "case.insight": "Summary",
  "policies.title": "Scoring policies",
  "policies.new": "New policy",
  "policies.active": "active",
  "policies.activate": "Activate",
  "policies.name": "Name",
  "policies.description": "Description",
  "policies.weights": "Weights",
  "policies.approve": "Approve threshold",
  "policies.refuse": "Refuse threshold",
  "policies.dtiCap": "Debt-to-income cap (%)",
  "policies.reviewThreshold": "Review threshold (0–1)",
  "policies.version": "Version",
  "policies.versions": "Versions",
  "policies.viewVersion": "Version {v} (read-only)",
  "policies.saved": "Saved as version {v}.",
  "policies.empty": "No policy yet.",
  "webhooks.title": "Webhooks",
  "webhooks.url": "Endpoint URL",
  "webhooks.events": "Events",
  "webhooks.add": "Add endpoint",
  "webhooks.secret": "Signing secret",
  "webhooks.deliveries": "Deliveries",
  "webhooks.test": "Send a test event",
  "webhooks.redeliver": "Redeliver",
  "webhooks.attempts": "Attempts",
  "webhooks.enabled": "Enabled",
  "webhooks.disable": "Disable",
  "webhooks.enable": "Enable",
  "webhooks.empty": "No endpoint yet.",
  "webhooks.noDeliveries": "No delivery yet.",
  "keys.title": "API keys",
  "keys.name": "Key name",
  "keys.scopes": "Scopes (comma separated)",
  "keys.create": "Create key",
  "keys.key": "API key",
  "keys.revoke": "Revoke",
  "keys.empty": "No API key yet.",
  "keys.lastUsed": "Last used",
  "flows.title": "Flows",
  "flows.publish": "Publish",
  "flows.ackManual": "I acknowledge that some steps are done by a person",
  "flows.manualSteps": "These steps are done by a person:",
  "flows.graph": "Graph of {name}",
  "flows.empty": "No flow yet.",
  "flows.published": "published",
  "flows.new": "New flow",
  "flows.createTitle": "Create a flow",
  "flows.name": "Flow name",
  "flows.kind": "Kind",
  "flows.country": "Country",
  "flows.noCountry": "No country yet",
  "flows.version": "Version",
  "flows.current": "v{v} (current, {status})",
  "flows.readOnly": "v{v}, published (read-only)",
  "flows.editor": "Edit the graph",
  "flows.steps": "Steps",
  "flows.editStep": "Edit {label}",
  "flows.remove": "Remove",
  "flows.removeStep": "Remove {label}",
  "flows.stepSettings": "Settings of {label}",
  "flows.label": "Label",
  "flows.type": "Type of step",
  "flows.documentType": "Document",
  "flows.anyIdentity": "Any identity document",
  "flows.x": "Position across",
  "flows.y": "Position down",
  "flows.newType": "New step's type",
  "flows.newLabel": "New step's label",
  "flows.addStep": "Add the step",
  "flows.connections": "Connections",
  "flows.noConnections": "No connection yet.",
  "flows.from": "From",
  "flows.to": "To",
  "flows.chooseStep": "Choose a step",
  "flows.connect": "Connect",
  "flows.disconnect": "Disconnect",
  "flows.disconnectNamed": "Disconnect {name}",
  "flows.problems": "The draft was not saved:",
  "flows.unsaved": "Changes not saved yet: save the draft before publishing.",
  "flows.saveDraft": "Save the draft",
  "flows.discard": "Discard the changes",
  "flows.saved": "Draft saved as version {v}.",
};

type Key = keyof typeof EN;

const FR: Record<Key, string> = {
  "app.name": "Casefile",
  "app.skip": "Aller au contenu",
  "nav.cases": "Dossiers",
  "nav.policies": "Politiques de scoring",
  "nav.flows": "Parcours",
  "nav.webhooks": "Webhooks",
  "nav.apiKeys": "Clés d'API",
  "nav.main": "Principale",
  "lang.label": "Langue",
  "auth.title": "Connexion à Casefile",
  "auth.email": "E-mail",
  "auth.password": "Mot de passe",
  "auth.signIn": "Se connecter",
  "auth.signOut": "Se déconnecter",
  "auth.code": "Code d'authentification",
  "auth.verify": "Vérifier",
  "auth.mfaHelp": "Saisissez le code à 6 chiffres de votre application d'authentification, ou un code de secours.",
  "auth.expired": "Votre session a pris fin. Reconnectez-vous.",
  "auth.signedInAs": "Connecté : {email} ({role}), espace {workspace}",
  "auth.mfaSetup": "Cet espace exige la double authentification : activez-la avant d'utiliser la console.",
  "common.loading": "Chargement…",
  "common.save": "Enregistrer",
  "common.cancel": "Annuler",
  "common.close": "Fermer",
  "common.create": "Créer",
  "common.delete": "Supprimer",
  "common.edit": "Modifier",
  "common.none": "—",
  "common.all": "Tous",
  "common.yes": "Oui",
  "common.no": "Non",
  "common.copy": "Copier",
  "common.copied": "Copié",
  "common.previous": "Précédent",
  "common.next": "Suivant",
  "common.page": "Page {page} sur {pages} ({total} au total)",
  "common.note": "Note",
  "common.showOnce": "Affiché une seule fois : copiez-le maintenant, il ne pourra plus être lu.",
  "err.forbidden": "Permissions insuffisantes : votre rôle ne permet pas cette action.",
  "err.rateLimit": "Trop de requêtes. Réessayez dans {seconds} s.",
  "err.network": "Le service est injoignable. Vérifiez votre connexion et réessayez.",
  "err.notFound": "Introuvable.",
  "err.server": "Le service n'a pas pu répondre ({status}). Réessayez.",
  "err.invalidLogin": "E-mail ou mot de passe incorrect.",
  "err.unknownAssignee": "Cette personne n'est pas (ou plus) membre de l'espace : choisissez quelqu'un d'autre.",
  "cases.title": "Dossiers",
  "cases.search": "Rechercher par CIN",
  "cases.status": "Statut",
  "cases.decision": "Décision",
  "cases.environment": "Environnement",
  "cases.mine": "Qui me sont assignés",
  "cases.needsReview": "À revoir",
  "cases.filters": "Filtres",
  "cases.apply": "Rechercher",
  "cases.empty": "Aucun dossier ne correspond.",
  "cases.new": "Nouveau dossier",
  "cases.createTitle": "Créer un dossier",
  "cases.applicant": "Demandeur",
  "cases.applicantName": "Nom du demandeur",
  "cases.cin": "CIN",
  "cases.borrowerType": "Type d'emprunteur",
  "cases.priority": "Priorité",
  "cases.score": "Score",
  "cases.created": "Créé le",
  "cases.pageSize": "Dossiers par page",
  "case.back": "Retour aux dossiers",
  "case.documents": "Documents",
  "case.upload": "Ajouter des documents",
  "case.dropHere": "Déposez ici bulletins de paie, CIN ou relevés, ou choisissez des fichiers.",
  "case.uploading": "Envoi de {name} : {pct} %",
  "case.view": "Voir",
  "case.reject": "Rejeter",
  "case.rejectTitle": "Rejeter {name}",
  "case.reason": "Motif",
  "case.noDocuments": "Aucun document pour l'instant.",
  "case.viewer": "Visionneuse",
  "case.pageOf": "Page {page} sur {pages}",
  "case.noImage": "Pas d'image de page pour ce document.",
  "case.fieldsOf": "Champs lus dans {name}",
  "case.fields": "Champs",
  "case.field": "Champ",
  "case.value": "Valeur",
  "case.confidence": "Confiance",
  "case.source": "Source",
  "case.noFields": "Aucun champ lu pour l'instant.",
  "case.conflicts": "Conflits",
  "case.conflictOn": "Les documents se contredisent sur {field}",
  "case.useValue": "Retenir cette valeur",
  "case.correct": "Corriger",
  "case.correctTitle": "Corriger {field}",
  "case.newValue": "Nouvelle valeur",
  "case.removeCorrection": "Annuler la correction",
  "case.corrected": "corrigé",
  "case.correctedBy": "Corrigé : {note}",
  "case.needsReview": "à revoir",
  "case.sourceRef": "{doc}, p. {page}",
  "case.score": "Score",
  "case.scoreNow": "Scorer le dossier",
  "case.rescore": "Scorer à nouveau",
  "case.notScored": "Pas encore scoré.",
  "case.stale": "Une correction a changé les champs depuis le dernier score : scorez à nouveau.",
  "case.risk": "Risque",
  "case.eligible": "Montant éligible",
  "case.breakdown": "Détail",
  "case.component": "Composante",
  "case.weight": "Poids",
  "case.points": "Points",
  "case.reasons": "Codes motifs",
  "case.steps": "À vérifier",
  "case.noReasons": "Aucun facteur n'a coûté plus d'un point.",
  "case.decision": "Décision",
  "case.decide": "Enregistrer la décision",
  "case.decided": "{decision} le {at}",
  "case.timeline": "Historique",
  "case.bank": "Connexion bancaire",
  "case.bankChoose": "Banque de test",
  "case.connect": "Connecter un compte de test",
  "case.bankOnlySandbox": "Les connexions bancaires ne sont simulées que dans le Sandbox.",
  "case.noBank": "Aucun compte bancaire connecté.",
  "case.cashflow": "Flux de trésorerie",
  "case.monthlyIncome": "Revenus mensuels",
  "case.monthlyExpenses": "Dépenses mensuelles",
  "case.avgBalance": "Solde moyen",
  "case.savingsRate": "Taux d'épargne",
  "case.dti": "Taux d'endettement estimé",
  "case.incomePattern": "Régularité des revenus",
  "case.flagged": "Opérations signalées",
  "case.noFlags": "Rien de signalé.",
  "case.chart": "Revenus et dépenses par mois",
  "case.income": "Revenus",
  "case.expenses": "Dépenses",
  "case.status": "Statut",
  "case.priority": "Priorité",
  "case.assignToMe": "Me l'assigner",
  "case.assignedTo": "Assigné à",
  "case.me": "moi",
  "case.assignment": "Assignation",
  "case.assignTo": "Assigner à",
  "case.assign": "Assigner",
  "case.unassign": "Désassigner",
  "case.chooseMember": "Choisir un membre",
  "case.meNamed": "{name} (moi)",
  "case.inactive": "{name} (désactivé)",
  "case.insight": "Synthèse",
  "policies.title": "Politiques de scoring",
  "policies.new": "Nouvelle politique",
  "policies.active": "active",
  "policies.activate": "Activer",
  "policies.name": "Nom",
  "policies.description": "Description",
  "policies.weights": "Poids",
  "policies.approve": "Seuil d'approbation",
  "policies.refuse": "Seuil de refus",
  "policies.dtiCap": "Plafond d'endettement (%)",
  "policies.reviewThreshold": "Seuil de revue (0–1)",
  "policies.version": "Version",
  "policies.versions": "Versions",
  "policies.viewVersion": "Version {v} (lecture seule)",
  "policies.saved": "Enregistrée en version {v}.",
  "policies.empty": "Aucune politique.",
  "webhooks.title": "Webhooks",
  "webhooks.url": "URL du point de terminaison",
  "webhooks.events": "Événements",
  "webhooks.add": "Ajouter un point de terminaison",
  "webhooks.secret": "Secret de signature",
  "webhooks.deliveries": "Livraisons",
  "webhooks.test": "Envoyer un événement de test",
  "webhooks.redeliver": "Relivrer",
  "webhooks.attempts": "Tentatives",
  "webhooks.enabled": "Actif",
  "webhooks.disable": "Désactiver",
  "webhooks.enable": "Activer",
  "webhooks.empty": "Aucun point de terminaison.",
  "webhooks.noDeliveries": "Aucune livraison.",
  "keys.title": "Clés d'API",
  "keys.name": "Nom de la clé",
  "keys.scopes": "Portées (séparées par des virgules)",
  "keys.create": "Créer la clé",
  "keys.key": "Clé d'API",
  "keys.revoke": "Révoquer",
  "keys.empty": "Aucune clé d'API.",
  "keys.lastUsed": "Dernière utilisation",
  "flows.title": "Parcours",
  "flows.publish": "Publier",
  "flows.ackManual": "J'accepte que certaines étapes soient faites par une personne",
  "flows.manualSteps": "Ces étapes sont faites par une personne :",
  "flows.graph": "Graphe de {name}",
  "flows.empty": "Aucun parcours.",
  "flows.published": "publié",
  "flows.new": "Nouveau parcours",
  "flows.createTitle": "Créer un parcours",
  "flows.name": "Nom du parcours",
  "flows.kind": "Nature",
  "flows.country": "Pays",
  "flows.noCountry": "Pas encore de pays",
  "flows.version": "Version",
  "flows.current": "v{v} (actuelle, {status})",
  "flows.readOnly": "v{v}, publiée (lecture seule)",
  "flows.editor": "Modifier le graphe",
  "flows.steps": "Étapes",
  "flows.editStep": "Modifier {label}",
  "flows.remove": "Retirer",
  "flows.removeStep": "Retirer {label}",
  "flows.stepSettings": "Réglages de {label}",
  "flows.label": "Libellé",
  "flows.type": "Type d'étape",
  "flows.documentType": "Document",
  "flows.anyIdentity": "Toute pièce d'identité",
  "flows.x": "Position horizontale",
  "flows.y": "Position verticale",
  "flows.newType": "Type de la nouvelle étape",
  "flows.newLabel": "Libellé de la nouvelle étape",
  "flows.addStep": "Ajouter l'étape",
  "flows.connections": "Liaisons",
  "flows.noConnections": "Aucune liaison pour l'instant.",
  "flows.from": "De",
  "flows.to": "Vers",
  "flows.chooseStep": "Choisir une étape",
  "flows.connect": "Relier",
  "flows.disconnect": "Délier",
  "flows.disconnectNamed": "Délier {name}",
  "flows.problems": "Le brouillon n'a pas été enregistré :",
  "flows.unsaved": "Modifications pas encore enregistrées : enregistrez le brouillon avant de publier.",
  "flows.saveDraft": "Enregistrer le brouillon",
  "flows.discard": "Abandonner les modifications",
  "flows.saved": "Brouillon enregistré en version {v}.",
};

// Words for the API's codes (enums, reason codes, timeline events); an unknown code is shown with its
// underscores as spaces.
const WORDS: Record<Lang, Record<string, string>> = {
  en: {
    new: "new", in_review: "in review", review_required: "review required", approved: "approved", refused: "refused",
    low: "low", medium: "medium", high: "high", urgent: "urgent", very_high: "very high",
    private_sector: "private sector", public_sector: "public sector", retiree: "retiree", professional: "professional",
    merchant: "merchant", sandbox: "Sandbox", production: "Production",
    pending: "pending", uploaded: "uploaded", processing: "reading", completed: "read", failed: "failed",
    rejected: "rejected", delivered: "delivered", connected: "connected", disconnected: "disconnected",
    unreadable: "unreadable", expired: "expired", wrong_document: "wrong document", wrong_person: "wrong person",
    suspected_tampering: "suspected tampering", other: "other",
    payslip: "payslip", cin_front: "ID card (front)", cin_back: "ID card (back)", passport: "passport",
    bank_statement: "bank statement", salary_certificate: "salary certificate",
    income_stability: "income stability", debt_ratio: "debt ratio", bank_behaviour: "bank behaviour",
    documents: "documents", monthly_income: "monthly income", monthly_capacity: "monthly repayment capacity",
    applicant_name: "applicant name", cin: "CIN", net_salary: "net salary", gross_salary: "gross salary",
    employer: "employer", hire_date: "hire date", contract_type: "contract", date_of_birth: "date of birth",
    rib: "RIB", cnss_number: "CNSS number", expiry_date: "expiry date", pay_period: "pay period",
    "case.created": "case created", "case.scored": "case scored", "case.decided": "decision recorded",
    "case.updated": "case updated", "case.assigned": "case assigned",
    "document.uploaded": "document uploaded", "document.attached": "document added",
    "document.detached": "document removed", "document.completed": "document read", "document.failed": "document failed",
    "document.rejected": "document rejected", "field.corrected": "field corrected",
    "field.correction_removed": "correction removed", "bank.connected": "bank account connected",
    "bank_connection.created": "bank account connected", "bank_connection.connected": "bank account connected",
    "document.created": "document created", "document.queued": "document queued", "document.processing": "document being read",
    pending_upload: "waiting for upload", queued: "queued", monthly: "monthly", irregular: "irregular",
    user: "a member", system: "the system",
    start: "start", end: "end", document_capture: "document capture", selfie: "selfie", liveness: "liveness check",
    bank_connection: "bank connection", scoring: "scoring", manual_review: "manual review", video_call: "video call",
    in_person_check: "in-person check", kyc: "KYC (a person)", kyb: "KYB (a company)", draft: "draft",
    published: "published", employment_certificate: "employment certificate", cnss_certificate: "CNSS certificate",
    commercial_register: "commercial register", ice_certificate: "ICE certificate",
    articles_of_association: "articles of association",
  },
  fr: {
    new: "nouveau", in_review: "en revue", review_required: "revue requise", approved: "approuvé", refused: "refusé",
    low: "basse", medium: "moyenne", high: "haute", urgent: "urgente", very_high: "très élevé",
    private_sector: "secteur privé", public_sector: "secteur public", retiree: "retraité", professional: "profession libérale",
    merchant: "commerçant", sandbox: "Sandbox", production: "Production",
    pending: "en attente", uploaded: "envoyé", processing: "en lecture", completed: "lu", failed: "échec",
    rejected: "rejeté", delivered: "livré", connected: "connecté", disconnected: "déconnecté",
    unreadable: "illisible", expired: "expiré", wrong_document: "mauvais document", wrong_person: "mauvaise personne",
    suspected_tampering: "falsification suspectée", other: "autre",
    payslip: "bulletin de paie", cin_front: "CIN (recto)", cin_back: "CIN (verso)", passport: "passeport",
    bank_statement: "relevé bancaire", salary_certificate: "attestation de salaire",
    income_stability: "stabilité des revenus", debt_ratio: "endettement", bank_behaviour: "comportement bancaire",
    documents: "documents", monthly_income: "revenu mensuel", monthly_capacity: "capacité de remboursement mensuelle",
    applicant_name: "nom du demandeur", cin: "CIN", net_salary: "salaire net", gross_salary: "salaire brut",
    employer: "employeur", hire_date: "date d'embauche", contract_type: "contrat", date_of_birth: "date de naissance",
    rib: "RIB", cnss_number: "numéro CNSS", expiry_date: "date d'expiration", pay_period: "période de paie",
    "case.created": "dossier créé", "case.scored": "dossier scoré", "case.decided": "décision enregistrée",
    "case.updated": "dossier modifié", "case.assigned": "dossier assigné",
    "document.uploaded": "document envoyé", "document.attached": "document ajouté",
    "document.detached": "document retiré", "document.completed": "document lu", "document.failed": "lecture échouée",
    "document.rejected": "document rejeté", "field.corrected": "champ corrigé",
    "field.correction_removed": "correction annulée", "bank.connected": "compte bancaire connecté",
    "bank_connection.created": "compte bancaire connecté", "bank_connection.connected": "compte bancaire connecté",
    "document.created": "document créé", "document.queued": "document en file", "document.processing": "document en lecture",
    pending_upload: "en attente d'envoi", queued: "en file", monthly: "mensuel", irregular: "irrégulier",
    user: "un membre", system: "le système",
    start: "début", end: "fin", document_capture: "capture de document", selfie: "selfie", liveness: "détection du vivant",
    bank_connection: "connexion bancaire", scoring: "scoring", manual_review: "revue manuelle", video_call: "appel vidéo",
    in_person_check: "vérification en agence", kyc: "KYC (une personne)", kyb: "KYB (une entreprise)", draft: "brouillon",
    published: "publié", employment_certificate: "attestation de travail", cnss_certificate: "attestation CNSS",
    commercial_register: "registre de commerce", ice_certificate: "attestation ICE",
    articles_of_association: "statuts",
  },
};

// The scoring engine's reason codes in words (the same phrases as casefile/domain/scoring.py's insight).
const REASONS: Record<string, [string, string]> = {
  identity_document_missing: ["no identity document read", "aucune pièce d'identité lue"],
  income_document_missing: ["no payslip or salary certificate", "ni bulletin de paie ni attestation de salaire"],
  employment_document_missing: ["no proof of employment", "aucune preuve d'emploi"],
  invalid_fields: ["fields that failed their checks", "des champs qui échouent à leur contrôle"],
  no_fields_read: ["no field read from the documents", "aucun champ lu dans les documents"],
  field_conflict: ["documents that disagree", "des documents qui se contredisent"],
  contract_not_permanent: ["a contract that is not permanent", "un contrat qui n'est pas un CDI"],
  contract_unknown: ["an unknown contract type", "un type de contrat inconnu"],
  short_tenure: ["a short time with the employer", "une ancienneté courte chez l'employeur"],
  tenure_unknown: ["an unknown hire date", "une date d'embauche inconnue"],
  irregular_income: ["irregular income on the account", "des revenus irréguliers sur le compte"],
  no_bank_income_history: ["no income seen on the account", "aucun revenu visible sur le compte"],
  no_bank_account: ["no connected bank account", "aucun compte bancaire connecté"],
  debt_payments: ["debt repayments", "des remboursements de crédits"],
  debt_unknown: ["debts that cannot be measured", "un endettement impossible à mesurer"],
  spending_exceeds_income: ["spending above income", "des dépenses supérieures aux revenus"],
  negative_savings: ["no savings", "une épargne négative"],
  overdraft: ["overdrafts", "des découverts"],
  bounced_check: ["bounced cheques", "des chèques impayés"],
  gambling: ["gambling transactions", "des opérations de jeux d'argent"],
  large_cash_withdrawal: ["large cash withdrawals", "d'importants retraits d'espèces"],
  identity_not_verified: ["verify the applicant's identity", "vérifier l'identité du demandeur"],
  applicant_mismatch: ["check that the documents belong to the applicant", "vérifier que les documents sont bien ceux du demandeur"],
  cnss_missing: ["obtain the CNSS number or certificate", "obtenir le numéro ou l'attestation CNSS"],
  salary_not_domiciled: ["check where the salary is paid", "vérifier le compte sur lequel le salaire est versé"],
  bureau_data_missing: ["obtain a credit bureau report", "obtenir un rapport du bureau de crédit"],
  bureau_score_low: ["review the credit history", "examiner l'historique de crédit"],
  resolve_conflict: ["settle the documents' disagreement", "trancher le désaccord entre les documents"],
  score_inconclusive: ["decide on a score between the thresholds", "décider d'un score entre les seuils"],
  review_field: ["review a field", "revoir un champ"],
};

const STORE_KEY = "casefile.lang";

export function initialLang(stored: string | null, browser: readonly string[]): Lang {
  if (stored === "en" || stored === "fr") return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split("-")[0];
    if (base === "fr") return "fr";
    if (base === "en") return "en";
  }
  return "en";
}

function readStored(): string | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage.getItem(STORE_KEY);
  } catch {
    return null;
  }
}

export const lang = signal<Lang>(
  initialLang(readStored(), typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]),
);

export function setLang(next: Lang): void {
  try {
    localStorage.setItem(STORE_KEY, next);
  } catch {
    /* private mode: the choice lasts for this page */
  }
  lang.set(next);
  if (typeof document !== "undefined") document.documentElement.lang = next;
}

export function t(key: Key, vars: Record<string, string | number> = {}, l: Lang = lang.get()): string {
  const text = (l === "fr" ? FR : EN)[key] ?? EN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => (name in vars ? String(vars[name]) : `{${name}}`));
}

export function word(code: string | null | undefined, l: Lang = lang.get()): string {
  if (code === null || code === undefined || code === "") return t("common.none", {}, l);
  return WORDS[l][code] ?? code.replace(/[_.]/g, " ");
}

export function reason(code: string, l: Lang = lang.get()): string {
  const phrase = REASONS[code];
  return phrase ? phrase[l === "fr" ? 1 : 0] : code.replace(/_/g, " ");
}

const LOCALES: Record<Lang, string> = { en: "en-GB", fr: "fr-FR" };

// One formatter per language and options, made once: building an Intl formatter costs far more than using it
// (an inbox page formats 25 dates).
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(l: Lang, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n${l}${JSON.stringify(options)}`;
  let made = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(LOCALES[l], options)));
  return made;
}

function dateFormat(l: Lang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${l}${JSON.stringify(options)}`;
  let made = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(LOCALES[l], options)));
  return made;
}

export function money(value: number | null | undefined, l: Lang = lang.get(), currency = "MAD"): string {
  if (value === null || value === undefined || Number.isNaN(value)) return t("common.none", {}, l);
  return numberFormat(l, { style: "currency", currency }).format(value);
}

export function num(value: number | null | undefined, l: Lang = lang.get(), digits = 0): string {
  if (value === null || value === undefined || Number.isNaN(value)) return t("common.none", {}, l);
  return numberFormat(l, { maximumFractionDigits: digits }).format(value);
}

export function pct(value: number | null | undefined, l: Lang = lang.get()): string {
  if (value === null || value === undefined || Number.isNaN(value)) return t("common.none", {}, l);
  return numberFormat(l, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

/** Make the inbox's formatters now (the first Intl formatter of a page loads the locale's data: tens of ms):
 * called while the sign-in request is on its way, so that the inbox does not wait for it after the answer. */
export function warmFormats(l: Lang = lang.get()): void {
  dateFormat(l, { dateStyle: "medium", timeStyle: "short" }).format(0);
}

export function dateTime(iso: string | null | undefined, l: Lang = lang.get()): string {
  if (!iso) return t("common.none", {}, l);
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormat(l, { dateStyle: "medium", timeStyle: "short" }).format(d);
}

export function date(iso: string | null | undefined, l: Lang = lang.get()): string {
  if (!iso) return t("common.none", {}, l);
  const d = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormat(l, iso.length === 10 ? { dateStyle: "medium", timeZone: "UTC" } : { dateStyle: "medium" }).format(d);
}

/** A value read from a document, shown in the locale: amounts as money, ISO dates as dates. */
export function fieldValue(name: string, value: unknown, l: Lang = lang.get()): string {
  if (value === null || value === undefined || value === "") return t("common.none", {}, l);
  if (typeof value === "number") return /salary|amount|income|balance/.test(name) ? money(value, l) : num(value, l, 2);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return date(value, l);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export type { Key as MessageKey };
