/** What each page says of itself in its head, in French (see ../en/pages.ts). */
export const siteDescription =
  'Des auto-évaluations calmes et fondées sur la recherche, pour les adultes, sur les traits liés à l’autisme, au TDAH, au traitement sensoriel, à la dyspraxie et à la dyslexie. Premiers éclairages gratuits en quelques minutes ; ce n’est pas un diagnostic.';
export const homeTitle = 'Auto-évaluations des traits neurodivergents pour adultes';
export const assessmentDescription = ({
  description,
  count,
  duration,
}: {
  description: string;
  count: number;
  duration: string;
}) =>
  `${description} ${count} questions, ${duration}. Une auto-évaluation gratuite et non diagnostique pour adultes.`;
export const questionTitle = ({ name, number, total }: { name: string; number: number; total: number }) =>
  `${name} : question ${number} sur ${total}`;
export const resultsTitle = 'Vos résultats';
export const sharedResultsTitle = 'Résultats partagés';
export const privacyPolicyTitle = 'Politique de confidentialité';
export const privacyPolicyDescription =
  'Ce que Traitscope conserve à votre sujet, pourquoi, pendant combien de temps, et comment le consulter, le corriger ou l’effacer. Vos réponses ne sont jamais vendues.';
export const termsTitle = 'Conditions générales';
export const termsDescription =
  'Les conditions d’utilisation de Traitscope : auto-évaluations non diagnostiques, Rapport complet, paiements et remboursements.';
export const paymentTitle = 'Obtenir votre rapport détaillé';
export const testCheckoutTitle = 'Paiement de test';
export const paymentSuccessTitle = 'Paiement';
export const orderTitle = 'Votre commande';
export const referralTitle = 'Inviter des proches';
export const referralDescription =
  'Invitez des proches à faire une auto-évaluation gratuite sur Traitscope. Quand trois personnes en ont terminé une, votre prochain Rapport complet est gratuit.';
export const doNotInviteTitle = 'Ne plus m’inviter';
export const yourDataTitle = 'Vos données';
export const yourDataDescription =
  'Consultez, corrigez ou effacez ce que Traitscope conserve à votre sujet : demandez un lien à usage unique, envoyé à l’adresse que vous nous avez donnée.';
export const notFoundTitle = 'Page introuvable';
export const notFoundDescription = 'Nous n’avons malheureusement pas trouvé la page que vous cherchez.';
