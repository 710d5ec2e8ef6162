/** The explicit consent to keep answers with an e-mail address, in French; see ../en/answers-consent.ts. */
export const answersConsentLabel =
  'J’accepte que Traitscope enregistre mes réponses avec mon adresse e-mail pour établir mon rapport et me l’envoyer.';
export const answersConsentHint =
  'Vos réponses décrivent des traits qui peuvent être considérés comme des données de santé. Vous pouvez les télécharger ou les effacer à tout moment sur la page « Vos données ».';
export const consentRequired =
  'Veuillez cocher la case pour accepter que nous enregistrions vos réponses avec votre adresse e-mail. Nous en avons besoin pour établir et envoyer votre rapport.';
