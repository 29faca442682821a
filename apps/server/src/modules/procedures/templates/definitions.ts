/**
 * Blank templates of the document types that have one (spec 2 §3 Document type: templateTitle,
 * templateFile), keyed by document type code. The investor downloads, fills, signs and uploads them.
 * They are in French, the working language of the forms filed with the centres; an Arabic edition
 * needs a PDF engine that shapes Arabic (decision 008).
 */
export interface TemplateSection {
  heading: string;
  /** Labels of lines to fill in. */
  fields?: string[];
  /** Free text printed as is (an undertaking, an instruction). */
  text?: string;
  /** Lines left blank for a free answer. */
  blankLines?: number;
}

export interface DocumentTemplate {
  title: string;
  intro: string;
  sections: TemplateSection[];
  /** Where and by whom it is signed. */
  signature: string;
}

const APPLICANT: TemplateSection = {
  heading: 'Identification du porteur de projet',
  fields: [
    'Nom et prénom ou raison sociale',
    'Forme juridique',
    'N° CIN / passeport ou identifiant commun de l’entreprise (ICE)',
    'Registre de commerce (n° et ville)',
    'Adresse',
    'Téléphone mobile',
    'Adresse électronique',
  ],
};

export const DOCUMENT_TEMPLATES: Record<string, DocumentTemplate> = {
  PROJECT_MEMO: {
    title: 'Note de présentation du projet d’investissement',
    intro:
      'Cette note accompagne la demande déposée auprès du Centre Régional d’Investissement. Elle présente le projet de façon synthétique ; joignez-y tout document utile à son appréciation.',
    sections: [
      APPLICANT,
      {
        heading: 'Le projet',
        fields: ['Intitulé du projet', 'Secteur et activité', 'Commune et adresse du site', 'Superficie du terrain (m²)'],
      },
      { heading: 'Consistance du projet (bâtiments, équipements, capacités)', blankLines: 5 },
      {
        heading: 'Programme d’investissement',
        fields: [
          'Montant total de l’investissement (DH)',
          'Dont fonds propres (%)',
          'Dont financement bancaire et autres (%)',
          'Emplois directs prévus',
          'Emplois indirects prévus',
        ],
      },
      {
        heading: 'Calendrier de réalisation',
        fields: ['Date prévue de démarrage des travaux', 'Date prévue d’achèvement', 'Date prévue d’entrée en exploitation'],
      },
      { heading: 'Impact économique et social attendu', blankLines: 4 },
    ],
    signature: 'Fait à ……………………… le …… / …… / ………… — Signature du porteur de projet ou de son représentant',
  },
  COMPLETION_COMMITMENT: {
    title: 'Engagement de réalisation du projet',
    intro:
      'À faire légaliser auprès de l’autorité compétente avant de le déposer sur le portail, avec la signature du porteur de projet ou de son représentant légal.',
    sections: [
      APPLICANT,
      {
        heading: 'Projet concerné',
        fields: ['Intitulé du projet', 'Commune et adresse du site', 'Référence du dossier (si connue)'],
      },
      {
        heading: 'Engagement',
        text: 'Je soussigné(e), agissant en mon nom propre ou pour le compte de la société désignée ci-dessus, m’engage à réaliser le projet décrit dans le dossier déposé auprès du Centre Régional d’Investissement, conformément à la consistance, au programme d’investissement et au calendrier déclarés, et à informer le Centre de toute modification. Je reconnais que le non-respect de cet engagement peut entraîner le retrait des autorisations et avantages obtenus sur la base de ce dossier.',
      },
      {
        heading: 'Éléments engagés',
        fields: ['Montant de l’investissement (DH)', 'Emplois à créer', 'Délai de réalisation (mois)'],
      },
    ],
    signature: 'Fait à ……………………… le …… / …… / ………… — Signature légalisée',
  },
  DEROGATION_REQUEST: {
    title: 'Demande motivée de dérogation en matière d’urbanisme',
    intro:
      'Demande adressée à la Commission Régionale Unifiée d’Investissement. Précisez chaque règle d’urbanisme visée et la dérogation sollicitée ; les plans joints au dossier doivent faire apparaître ces écarts.',
    sections: [
      APPLICANT,
      {
        heading: 'Terrain',
        fields: [
          'Commune et adresse',
          'Titre foncier ou réquisition n°',
          'Superficie (m²)',
          'Document d’urbanisme applicable et zonage',
        ],
      },
      { heading: 'Règles d’urbanisme visées (hauteur, COS, CUS, reculs, affectation…)', blankLines: 4 },
      { heading: 'Dérogation sollicitée et justification technique', blankLines: 5 },
      {
        heading: 'Intérêt économique et social du projet',
        fields: ['Montant de l’investissement (DH)', 'Emplois directs prévus'],
        blankLines: 3,
      },
    ],
    signature: 'Fait à ……………………… le …… / …… / ………… — Signature du porteur de projet ou de son représentant',
  },
};
