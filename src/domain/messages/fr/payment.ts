/** The payment page in French; see ../en/payment.ts. */
export const heading = 'Obtenir votre rapport détaillé';
export const lead = 'Le Rapport complet reprend vos réponses en détail et vous est envoyé par e-mail.';
export const loading = 'Chargement de la page de paiement…';
export const cancelledStrong = 'Votre paiement a été annulé.';
export const cancelledRest =
  ' Rien n’a été débité. Vous pouvez réessayer quand vous le souhaitez, ou simplement quitter cette page.';
export const packageHeading = 'Votre rapport d’auto-évaluation';
export const packageAnalysis = ({ assessment }: { assessment: string }) => `Analyse : ${assessment}`;
export const productName = 'Rapport complet';
export const productSummary = 'Analyse détaillée avec des ressources';
export const priceLabel = 'Prix : ';
export const points = [
  'Envoyé dans votre boîte de réception en quelques minutes',
  'Imprimable, pour le montrer en consultation si vous le souhaitez',
  'Un paiement unique, sans abonnement',
];
export const yourDetails = 'Vos coordonnées';
export const notADiagnosis =
  'Le rapport est donné à titre d’information seulement et n’est pas un diagnostic. Les paiements sont traités par notre prestataire de paiement ; nous ne voyons et ne conservons jamais les données de votre carte.';

export const emailLabel = 'Adresse e-mail';
export const emailHint = 'Votre rapport détaillé sera envoyé à cette adresse';
export const invalidEmail = 'Veuillez saisir une adresse e-mail valide.';
export const countryLabel = 'Pays où vous vivez';
export const countryHint = 'Votre rapport présente d’abord les services et organismes de ce pays';
export const anotherCountry = 'Un autre pays';
export const discountCode = 'Code de réduction';
export const optional = '(facultatif)';
export const checkingCode = 'Vérification…';
export const codeApplied = 'Appliqué';
export const applyCode = 'Appliquer';
export const codeWillApply = 'Le code de réduction sera appliqué au moment du paiement';
export const emptyCode = 'Aucun code';
export const enterCode = 'Veuillez saisir un code de réduction à appliquer.';
export const codeNotChecked = 'Nous n’avons pas pu vérifier ce code pour le moment. Veuillez réessayer.';
export const submitStandard = 'Passer au paiement sécurisé';
export const submitBasic = 'Passer au paiement';
export const processing = 'Traitement en cours…';
export const checkoutError = 'Erreur de paiement';
export const freeOrderFailed = 'Votre commande gratuite n’a pas pu être traitée. Veuillez réessayer.';
export const invalidCheckoutResponse =
  'La réponse du service de paiement n’est pas valide. Veuillez réessayer.';
export const checkoutFailed = 'Le paiement n’a pas pu être lancé. Veuillez réessayer.';
export const agreeBefore = 'En effectuant cet achat, vous acceptez nos ';
export const agreeTerms = 'Conditions d’utilisation';
export const agreeAnd = ' et notre ';
export const agreePrivacy = 'Politique de confidentialité';
export const agreeAfter = '.';
